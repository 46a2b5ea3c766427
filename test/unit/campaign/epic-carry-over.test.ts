import { describe, expect, it } from 'vitest';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import {
  carriedInvestigators,
  carriedOf,
  levelZeroDeck,
  totalExperience,
} from '../../../shared/campaign/epic-carry-over.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { fixturePool } from '../../support/card-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';
import { CORE, Journal } from './journal-builder.ts';

// Grimoire „Epischer Kampagnenmodus“ (lines 2330–2343): which investigators go on into the next
// campaign, what they take along, and their deck set back to level 0.

/** The first campaign: Roland Banks (01001) earns 7 XP, 1 physical trauma, Lita Chantler (01117)
 * and Amnesia (01096); Daisy Walker (01002) is driven insane; „Skids“ O’Toole (01003) left. */
function firstCampaign() {
  return new Journal()
    .add({
      type: 'campaign_created',
      payload: { name: 'Die Nacht der Zelotin', chaosBag: ['0', '-1'], scenarios: [{ id: 'torch', name: 'Fackel' }] },
    })
    .join(CORE.roland, 'Anna')
    .join(CORE.daisy, 'Ben')
    .join(CORE.skids, 'Cem')
    .add({
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'torch', name: 'Fackel' },
        resolution: 'R1',
        investigators: [
          {
            code: '01001',
            xp: { victory: 5, bonus: 2 },
            trauma: { physical: 1 },
            cardsEarned: ['01117'],
            weaknessesEarned: ['01096'],
          },
          { code: '01002', xp: { victory: 5 }, insane: true },
          { code: '01003', xp: { victory: 5 } },
        ],
      },
    })
    .add({ type: 'xp_adjusted', payload: { code: '01001', xp: 1, reason: 'Korrektur' } })
    .add({ type: 'investigator_left', payload: { code: '01003' } });
}

describe('Grimoire „Epischer Kampagnenmodus“ (lines 2330–2343)', () => {
  it('line 2335 „Nicht alle überlebenden Ermittler müssen … übertragen werden“: by default those still playing', () => {
    const state = reduceCampaign(firstCampaign().entries);
    expect(carriedInvestigators(state).map((investigator) => investigator.code)).toEqual(['01001']);
    // One who left is alive and goes along when named.
    expect(carriedInvestigators(state, ['01003', '01001']).map((investigator) => investigator.code)).toEqual([
      '01003',
      '01001',
    ]);
  });

  it('line 2321: Daisy Walker, driven insane, cannot be carried', () => {
    const state = reduceCampaign(firstCampaign().entries);
    expect(() => carriedInvestigators(state, ['01002'])).toThrow(CampaignError);
    try {
      carriedInvestigators(state, ['01002']);
    } catch (error) {
      expect((error as CampaignError).code).toBe('investigator_out_of_campaign');
      expect((error as CampaignError).details.status).toBe('insane');
    }
  });

  it('lines 2337–2339: total XP 8 noted, trauma, story asset and weakness carried', () => {
    const roland = reduceCampaign(firstCampaign().entries).investigators[0]!;
    expect(carriedOf(roland, 'Die Nacht der Zelotin')).toEqual({
      from: 'Die Nacht der Zelotin',
      totalXp: 8,
      trauma: { physical: 1, mental: 0 },
      storyAssets: ['01117'],
      weaknesses: ['01096'],
    });
  });

  it('line 2336 „Alle Erfahrungspunkte aus vorherigen Kampagnen gehen verloren“: the new column starts at 0', () => {
    const roland = reduceCampaign(firstCampaign().entries).investigators[0]!;
    const next = new Journal()
      .add({ type: 'campaign_created', payload: { name: 'Zweite', chaosBag: [], scenarios: [] } })
      .add({
        type: 'investigator_joined',
        payload: { ...CORE.roland, player: 'Anna', carried: carriedOf(roland, 'Die Nacht der Zelotin') },
      })
      .add({ type: 'xp_adjusted', payload: { code: '01001', xp: 3, reason: 'Szenario' } });
    const carried = reduceCampaign(next.entries).investigators[0]!;
    expect(carried.xp).toEqual({ earned: 0, adjusted: 3, spent: 0, available: 3 });
    expect(carried.trauma).toEqual({ physical: 1, mental: 0 });
    expect(carried.storyAssets).toEqual(['01117']);
    expect(carried.weaknesses).toEqual(['01096']);
    expect(carried.carried).toEqual({ from: 'Die Nacht der Zelotin', totalXp: 8 });
    // Line 2332 „Gesamtwertung“: every campaign's XP added up.
    expect(totalExperience(carried)).toBe(11);
  });

  it('line 2338 „Entferne alle Karten der Stufe 1–5“: Shotgun (01029) and Beat Cop (01028) leave, Cover Up stays', async () => {
    const pool = await fixturePool();
    const { '01025': _, ...slots } = ROLAND_STARTER.slots;
    const played = {
      ...ROLAND_STARTER,
      slots: { ...slots, '01029': 1, '01028': 1 },
      exile_string: '01088',
      meta: '{"alternate_front":"90024","cus_09021":"0|1"}',
    };
    const { deck, removed } = levelZeroDeck(played, pool, []);
    expect(removed).toEqual({ '01029': 1, '01028': 1 });
    expect(deck.slots['01007']).toBe(1);
    expect(deck.slots['01006']).toBe(1);
    expect(deck.slots['01029']).toBeUndefined();
    expect(deck.exile_string).toBeUndefined();
    // The upgrade sheet's boxes were bought with XP; the chosen investigator sides stay.
    expect(JSON.parse(deck.meta)).toEqual({ alternate_front: '90024' });
  });

  it('line 2339: a carried card of a level stays in the deck', async () => {
    const pool = await fixturePool();
    const { removed, deck } = levelZeroDeck({ ...ROLAND_STARTER, slots: { '01029': 1 } }, pool, ['01029']);
    expect(removed).toEqual({});
    expect(deck.slots).toEqual({ '01029': 1 });
  });
});
