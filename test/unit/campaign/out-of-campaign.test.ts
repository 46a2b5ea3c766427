import { describe, expect, it } from 'vitest';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { CORE, Journal } from './journal-builder.ts';

// Grimoire „Trauma, Tod und Wahnsinn“: „In den Auflösungen mancher Szenarien kann es vorkommen, dass
// die Ermittler … verschlungen werden“ (line 2318); „Falls ein Ermittler getötet, wahnsinnig oder
// verschlungen wird, kann dieser Ermittler für den Rest der Kampagne nicht verwendet werden“ (2321);
// „Falls ein Spieler einen neuen Ermittler wählen möchte und sich keine weiteren Ermittler in der
// Kartensammlung befinden, haben die Spieler verloren und die Kampagne endet“ (2323).

const devour = (code: string) => ({
  type: 'scenario_recorded' as const,
  payload: {
    scenario: { id: 'tentacles', name: 'Der Verschlinger aus der Tiefe' },
    resolution: 'R2',
    investigators: [{ code, devoured: true }],
  },
});

const refusal = (journal: Journal) => {
  try {
    reduceCampaign(journal.entries);
  } catch (error) {
    if (error instanceof CampaignError) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('expected a CampaignError');
};

describe('killed, insane, devoured and a campaign nobody can go on with', () => {
  it('a devoured Roland Banks (01001) is out of the campaign, „verschlungen“ in German', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna').add(devour('01001'));
    expect(reduceCampaign(journal.entries).investigators[0]!.status).toBe('devoured');
    journal.join(CORE.roland, 'Anna');
    const refused = refusal(journal);
    expect(refused).toMatchObject({ code: 'investigator_out_of_campaign', status: 'devoured' });
    expect(germanErrorMessage('investigator_out_of_campaign', refused)).toContain('ist verschlungen');
  });

  it('the campaign is lost once every investigator is killed, insane or devoured; a new investigator takes it up again', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna').join(CORE.daisy, 'Ben');
    journal.add({ type: 'trauma_adjusted', payload: { code: '01002', physical: 0, mental: 9, reason: 'Wahnsinn' } });
    expect(reduceCampaign(journal.entries).lost).toBeUndefined();
    journal.add(devour('01001'));
    const state = reduceCampaign(journal.entries);
    expect(state.investigators.map((entry) => entry.status)).toEqual(['devoured', 'insane']);
    expect(state.lost).toBe(true);
    journal.join(CORE.skids, 'Anna', '01001');
    expect(reduceCampaign(journal.entries).lost).toBeUndefined();
  });

  it('an investigator who only left can come back, so the campaign is not lost', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna').join(CORE.daisy, 'Ben');
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    journal.add({ type: 'trauma_adjusted', payload: { code: '01002', physical: 5, mental: 0, reason: 'Tod' } });
    expect(reduceCampaign(journal.entries).lost).toBeUndefined();
  });
});
