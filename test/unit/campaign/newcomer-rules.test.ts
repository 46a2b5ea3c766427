import { describe, expect, it } from 'vitest';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { CORE, Journal } from './journal-builder.ts';

// Grimoire „Einer Kampagne beitreten oder sie verlassen“ (lines 2283–2285): a player who left may
// come back later; „Falls ein neuer Spieler einer Kampagne beitritt, muss er einen Ermittler wählen,
// der in dieser Kampagne zuvor noch nicht verwendet worden ist.“

const refusal = (journal: Journal) => {
  try {
    reduceCampaign(journal.entries);
  } catch (error) {
    if (error instanceof CampaignError) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('expected a CampaignError');
};

describe('a new player takes an investigator not used in the campaign', () => {
  it('Ben cannot take Roland Banks (01001), whom Anna played before she left', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    journal.join(CORE.roland, 'Ben');
    expect(refusal(journal)).toMatchObject({ code: 'investigator_used', investigator: '01001', player: 'Anna' });
  });

  it('Anna comes back with Roland Banks after leaving', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    journal.join(CORE.roland, 'Anna');
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({ status: 'active', player: 'Anna' });
  });

  it('a replacement for a killed Daisy Walker (01002) cannot be the departed Roland Banks of another player', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna').join(CORE.daisy, 'Ben');
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    journal.add({
      type: 'trauma_adjusted',
      payload: { code: '01002', physical: 5, mental: 0, reason: 'Ausdauer 5 erreicht' },
    });
    journal.join(CORE.roland, 'Ben', '01002');
    expect(refusal(journal)).toMatchObject({ code: 'investigator_used', player: 'Anna' });
  });
});
