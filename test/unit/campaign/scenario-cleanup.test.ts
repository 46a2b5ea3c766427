import { describe, expect, it } from 'vitest';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { CORE, Journal, NOTZ_STANDARD_BAG } from './journal-builder.ts';

// rules.json `Bless_and_Curse_Tokens` (FAQ): „[bless]- und [curse]-Marker verbleiben im Verlauf der
// Kampagne von Szenario zu Szenario nicht im Chaosbeutel“; they leave after the resolution, when
// the game is cleaned up. Bless tokens come from cards such as Blessed Blade (07018), curse tokens
// from cards such as Armageddon (07034) — both of Die Innsmouth-Verschwörung.

describe('bless and curse tokens leave the chaos bag after each scenario', () => {
  it('two bless and one curse added during Die Zusammenkunft are gone once it is recorded', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({ type: 'chaos_token_added', payload: { token: 'bless', count: 2 } });
    journal.add({ type: 'chaos_token_added', payload: { token: 'curse', count: 1 } });
    expect(reduceCampaign(journal.entries).chaosBag).toContain('bless');
    journal.add({
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'torch', name: 'Die Zusammenkunft' },
        resolution: 'R1',
        investigators: [{ code: '01001', xp: { victory: 2 } }],
        chaosTokensAdded: ['cultist'],
      },
    });
    const bag = reduceCampaign(journal.entries).chaosBag;
    expect(bag.filter((token) => token === 'bless' || token === 'curse')).toEqual([]);
    // The resolution's own change stays: the standard bag and one more cultist.
    expect(bag).toHaveLength(NOTZ_STANDARD_BAG.length + 1);
    expect(bag.filter((token) => token === 'cultist')).toHaveLength(2);
  });
});
