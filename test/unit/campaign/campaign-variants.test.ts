import { describe, expect, it } from 'vitest';
import type { CampaignEventInput } from '../../../shared/campaign/campaign-events.ts';
import {
  CAMPAIGN_VARIANTS,
  type VariantId,
  variantBag,
  variantStartingXp,
} from '../../../shared/campaign/campaign-variants.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { CORE, Journal, NOTZ_SCENARIOS, NOTZ_STANDARD_BAG } from './journal-builder.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682): the variants chosen at the campaign's start,
// recorded in its `campaign_created` entry and applied where the journal keeps what they change.

const created = (variants: VariantId[]): CampaignEventInput => ({
  type: 'campaign_created',
  payload: { name: 'Runde', chaosBag: [...NOTZ_STANDARD_BAG], scenarios: NOTZ_SCENARIOS, variants },
});
const count = (bag: readonly string[], token: string) => bag.filter((entry) => entry === token).length;

describe('Grimoire „Ultimaten und Gaben“: each variant is data with its heading line', () => {
  it('lists 17 Ultimaten, 7 Gaben and the Refraktion, each at its heading in grimoire-de.md', () => {
    const kinds = Object.values(CAMPAIGN_VARIANTS).map((variant) => variant.kind);
    expect(kinds.filter((kind) => kind === 'ultimatum')).toHaveLength(18);
    expect(kinds.filter((kind) => kind === 'gabe')).toHaveLength(7);
    expect(CAMPAIGN_VARIANTS.highlander.line).toBe(2612);
    expect(CAMPAIGN_VARIANTS.uralte.line).toBe(2644);
    expect(CAMPAIGN_VARIANTS.verbrannte_erde.line).toBe(2678);
  });
});

describe('the chaos bag under the variants', () => {
  it('ULTIMATUM DER GEBROCHENEN VERSPRECHEN (line 2578): the Elder Sign leaves the bag for the campaign', () => {
    const journal = new Journal().add(created(['gebrochene_versprechen']));
    expect(count(reduceCampaign(journal.entries).chaosBag, 'elder_sign')).toBe(0);
    // „für den Rest … der Kampagne“: one added later does not stay either.
    journal.add({ type: 'chaos_token_added', payload: { token: 'elder_sign' } });
    expect(count(reduceCampaign(journal.entries).chaosBag, 'elder_sign')).toBe(0);
  });

  it('ULTIMATUM DES SCHEITERNS (line 2598): „1 zusätzlicher“ auto-fail token, once', () => {
    const journal = new Journal().add(created(['scheitern'])).join(CORE.roland, 'Anna');
    expect(count(reduceCampaign(journal.entries).chaosBag, 'auto_fail')).toBe(2);
    expect(reduceCampaign(journal.entries).chaosBag).toHaveLength(NOTZ_STANDARD_BAG.length + 1);
  });

  it('a bag the guide makes anew gets the variants too', () => {
    expect(variantBag(['0', 'auto_fail', 'elder_sign'], ['scheitern', 'gebrochene_versprechen'], true)).toEqual([
      '0',
      'auto_fail',
      'auto_fail',
    ]);
    expect(variantBag(['0', 'auto_fail'], ['scheitern'], false)).toEqual(['0', 'auto_fail']);
  });
});

describe('XP under the variants', () => {
  it('ULTIMATUM DER EINFÜHRUNG (line 2618): „Die Ermittler können keine Erfahrung verdienen“', () => {
    const journal = new Journal()
      .add(created(['einfuehrung']))
      .join(CORE.roland, 'Anna')
      .add({
        type: 'scenario_recorded',
        payload: {
          scenario: NOTZ_SCENARIOS[0]!,
          resolution: 'R1',
          investigators: [{ code: '01001', xp: { victory: 2, bonus: 2 } }],
        },
      });
    const state = reduceCampaign(journal.entries);
    expect(state.investigators[0]!.xp).toEqual({ earned: 0, adjusted: 0, spent: 0, available: 0 });
    expect(state.played[0]!.xp).toEqual({ '01001': 0 });
  });

  it('GABE DER URALTEN (line 2646): 5 additional XP at the start', () => {
    expect(variantStartingXp(['uralte'])).toBe(5);
    expect(variantStartingXp(['highlander'])).toBe(0);
    expect(variantStartingXp(undefined)).toBe(0);
  });
});

describe('ULTIMATUM DES ÜBERLEBENS (line 2630)', () => {
  const killedRoland = () =>
    new Journal()
      .add(created(['ueberleben']))
      .join(CORE.roland, 'Anna')
      .join(CORE.daisy, 'Ben')
      .add({
        type: 'scenario_recorded',
        payload: {
          scenario: NOTZ_SCENARIOS[0]!,
          resolution: 'R1',
          investigators: [{ code: '01001', killed: true }, { code: '01002' }],
        },
      });

  it('„kann nicht mit einem neuen Ermittler weiterspielen“: Anna’s new investigator is refused', () => {
    const journal = killedRoland();
    expect(() => reduceCampaign([...journal.entries, journal.entry(joining('01001'))])).toThrow(
      expect.objectContaining({ code: 'variant_refused', details: expect.objectContaining({ variant: 'ueberleben' }) }),
    );
    expect(() => reduceCampaign([...journal.entries, journal.entry(joining())])).toThrow(
      expect.objectContaining({ code: 'variant_refused' }),
    );
  });

  it('without the Ultimatum the replacement joins', () => {
    const journal = killedRoland();
    journal.entries[0] = new Journal().add(created([])).entries[0]!;
    expect(reduceCampaign([...journal.entries, journal.entry(joining('01001'))]).investigators).toHaveLength(3);
  });
});

/** Anna's „Skids“ O’Toole (01003), replacing `replaces` if given. */
function joining(replaces?: string): CampaignEventInput {
  return {
    type: 'investigator_joined',
    payload: { ...CORE.skids, player: 'Anna', ...(replaces ? { replaces } : {}) },
  };
}
