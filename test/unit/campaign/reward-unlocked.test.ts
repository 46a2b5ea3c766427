import { describe, expect, it } from 'vitest';
import { campaignEventSchema } from '../../../shared/campaign/campaign-events.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { unlockedCards } from '../../../shared/campaign/unlocked-cards.ts';
import { CORE, Journal } from './journal-builder.ts';

// Grimoire „Belohnungskarten“ (grimoire-de.md line 2374): „Sobald die Kampagnenregeln den Spielern
// mitteilen, dass sie eine Belohnungskarte verdient haben (…), wird die Karte der Sammlung der
// Spielerkarten hinzugefügt.“ The journal entry `reward_unlocked` records it for the campaign;
// Collector (12181) is the reward the Brethren of Ash guide hands out („collector_reward“).

describe('reward_unlocked — Grimoire „Belohnungskarten“', () => {
  it('unlocks Collector (12181) for the whole campaign, once however often it is entered', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    expect(reduceCampaign(journal.entries).rewards).toBeUndefined();
    journal.add({ type: 'reward_unlocked', payload: { card: '12181' } });
    journal.add({ type: 'reward_unlocked', payload: { card: '12181' } });
    const state = reduceCampaign(journal.entries);
    expect(state.rewards).toEqual(['12181']);
    // Reward cards are not Erforscht cards.
    expect(state.researched).toEqual([]);
  });

  it('undoing the entry locks the card again (the journal is only appended to)', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({ type: 'reward_unlocked', payload: { card: '12181' } });
    const seq = journal.entries.at(-1)!.seq;
    journal.add({ type: 'undo', payload: { seq } });
    expect(reduceCampaign(journal.entries).rewards).toBeUndefined();
  });

  it('gives deck validation the researched and the rewarded cards as the campaign context', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({ type: 'card_researched', payload: { card: '08041' } });
    journal.add({ type: 'reward_unlocked', payload: { card: '12181' } });
    expect(unlockedCards(reduceCampaign(journal.entries))).toEqual(['08041', '12181']);
    // A stored state of an older version has neither list.
    expect(unlockedCards({} as never)).toEqual([]);
  });

  it('refuses a payload without a card code', () => {
    expect(campaignEventSchema.safeParse({ type: 'reward_unlocked', payload: {} }).success).toBe(false);
    expect(campaignEventSchema.safeParse({ type: 'reward_unlocked', payload: { card: 'Sammler!' } }).success).toBe(
      false,
    );
  });
});
