import { expect, it } from 'vitest';
import type { CampaignState, InvestigatorState } from '../../../shared/campaign/campaign-state.ts';
import {
  changeCards,
  changeTrauma,
  changeXp,
  exileCard,
  newInvestigator,
  playingInvestigator,
} from '../../../shared/campaign/investigator-changes.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { Journal } from './journal-builder.ts';

// One investigator's column of the campaign log (shared/campaign/investigator-changes.ts):
// Grimoire „Einer Kampagne beitreten oder sie verlassen“ (a new investigator starts without
// experience or trauma), „Erfahrungspunkte verdienen und ausgeben“ (nothing is paid with XP one
// does not have), „Trauma, Tod und Wahnsinn“ (physical trauma equal to the printed health kills,
// mental trauma equal to the printed sanity drives insane). Roland Banks (01001) prints health 9,
// sanity 5.

const pool = await realPool().catch(() => undefined);

function roland(): InvestigatorState {
  const card = pool!.card('01001')!;
  return newInvestigator({
    code: card.code,
    name: card.name,
    player: 'Anna',
    health: card.health!,
    sanity: card.sanity!,
  });
}

const errorCode = (act: () => void) => {
  try {
    act();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describeRealData('one investigator in the campaign log', () => {
  it('joins without experience and without trauma, active, with Roland’s printed health and sanity', () => {
    const investigator = roland();
    expect(investigator).toMatchObject({
      status: 'active',
      health: 9,
      sanity: 5,
      xp: { earned: 0, adjusted: 0, spent: 0, available: 0 },
      trauma: { physical: 0, mental: 0 },
    });
  });

  it('earns, adjusts and spends XP; spending more than is available is refused with what is missing', () => {
    const investigator = roland();
    changeXp(investigator, { earned: 4 });
    changeXp(investigator, { adjusted: -1 });
    changeXp(investigator, { spent: 2 });
    expect(investigator.xp).toEqual({ earned: 4, adjusted: -1, spent: 2, available: 1 });
    expect(errorCode(() => changeXp(investigator, { spent: 2 }))).toBe('campaign_xp_short');
    expect(investigator.xp.available).toBe(1);
  });

  it('5 mental trauma drive Roland insane, 9 physical trauma kill him; trauma never drops below 0', () => {
    const insane = roland();
    changeTrauma(insane, 0, 4);
    expect(insane.status).toBe('active');
    changeTrauma(insane, 0, 1);
    expect(insane.status).toBe('insane');
    const killed = roland();
    changeTrauma(killed, 9, 0);
    expect(killed.status).toBe('killed');
    // Death is final: more trauma does not turn a killed investigator insane.
    changeTrauma(killed, 0, 5);
    expect(killed.status).toBe('killed');
    const healed = roland();
    changeTrauma(healed, 1, 0);
    changeTrauma(healed, -3, 0);
    expect(healed.trauma).toEqual({ physical: 0, mental: 0 });
  });

  it('story assets and weaknesses come and go; a card not held cannot be removed', () => {
    const investigator = roland();
    changeCards(investigator, { cardsEarned: ['01117'], weaknessesEarned: ['01097'] }); // Lita Chantler, Paranoia
    expect([investigator.storyAssets, investigator.weaknesses]).toEqual([['01117'], ['01097']]);
    changeCards(investigator, { cardsRemoved: ['01097'] });
    expect(investigator.weaknesses).toEqual([]);
    expect(errorCode(() => changeCards(investigator, { cardsRemoved: ['01097'] }))).toBe('card_not_held');
  });

  it('exiled copies are counted and wait for the next upgrade’s exile_string', () => {
    const investigator = roland();
    exileCard(investigator, '02115', 2); // Flare: „Exile Flare.“
    expect(investigator.exiled).toEqual({ '02115': 2 });
    expect(investigator.exilePending).toEqual(['02115', '02115']);
  });

  it('only an active investigator plays: killed or insane is out of the campaign, one who left is not playing', () => {
    const state = (investigator: InvestigatorState): CampaignState => ({
      ...reduceCampaign(Journal.notz().entries),
      investigators: [investigator],
    });
    const active = roland();
    expect(playingInvestigator(state(active), '01001')).toBe(active);
    expect(errorCode(() => playingInvestigator(state({ ...roland(), status: 'killed' }), '01001'))).toBe(
      'investigator_out_of_campaign',
    );
    expect(errorCode(() => playingInvestigator(state({ ...roland(), status: 'left' }), '01001'))).toBe(
      'investigator_not_playing',
    );
    expect(errorCode(() => playingInvestigator(state(active), '01002'))).toBe('investigator_unknown');
  });
});
