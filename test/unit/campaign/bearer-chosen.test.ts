import { describe, expect, it } from 'vitest';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { CORE, Journal } from './journal-builder.ts';

// Grimoire „Story-Belohnungen und kampagnenspezifische Karten“ (line 2385): „Falls ein Ermittler,
// welcher der Träger einer einzigartigen Kampagnenkarte ist, aus einer Kampagne ausscheidet, wählen
// die anderen Spieler einen neuen Ermittler, der zum Träger der Karte wird.“ The card: Dr. Henry
// Armitage (02040), story asset of Das Vermächtnis von Dunwich.

const ARMITAGE = '02040';

const refusal = (journal: Journal) => {
  try {
    reduceCampaign(journal.entries);
  } catch (error) {
    if (error instanceof CampaignError) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('expected a CampaignError');
};

function withArmitage() {
  const journal = Journal.notz().join(CORE.roland, 'Anna').join(CORE.daisy, 'Ben');
  journal.add({ type: 'cards_changed', payload: { code: '01001', cardsEarned: [ARMITAGE], reason: 'Auflösung' } });
  return journal;
}

describe('a new bearer for a unique campaign card', () => {
  it('Roland Banks (01001) leaves; Daisy Walker (01002) becomes the bearer of Dr. Henry Armitage', () => {
    const journal = withArmitage();
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    journal.add({ type: 'bearer_chosen', payload: { card: ARMITAGE, from: '01001', to: '01002' } });
    const [roland, daisy] = reduceCampaign(journal.entries).investigators;
    expect(roland!.storyAssets).toEqual([]);
    expect(daisy!.storyAssets).toEqual([ARMITAGE]);
  });

  it('is refused while the bearer still plays the campaign', () => {
    const journal = withArmitage();
    journal.add({ type: 'bearer_chosen', payload: { card: ARMITAGE, from: '01001', to: '01002' } });
    const refused = refusal(journal);
    expect(refused).toMatchObject({ code: 'bearer_still_playing', investigator: '01001', card: ARMITAGE });
    expect(germanErrorMessage('bearer_still_playing', refused)).toContain('bleibt Träger');
  });

  it('is refused for a card the old bearer does not hold', () => {
    const journal = withArmitage();
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    journal.add({ type: 'bearer_chosen', payload: { card: '02041', from: '01001', to: '01002' } });
    expect(refusal(journal)).toMatchObject({ code: 'card_not_held', card: '02041' });
  });
});
