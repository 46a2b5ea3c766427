import { CampaignError } from './campaign-error.ts';
import type { CampaignState, InvestigatorState, InvestigatorStatus } from './campaign-state.ts';
import type { Carried } from './epic-carry-over.ts';

// Changes to one investigator's column of the Kampagnenlogbuch. Each function works on a draft
// state (the reducer copies before applying) and throws a CampaignError when the change does
// not fit.

export function newInvestigator(
  fields: Pick<InvestigatorState, 'code' | 'name' | 'player' | 'health' | 'sanity' | 'replaces'>,
): InvestigatorState {
  return {
    ...fields,
    status: 'active',
    xp: { earned: 0, adjusted: 0, spent: 0, available: 0 },
    trauma: { physical: 0, mental: 0 },
    storyAssets: [],
    weaknesses: [],
    exiled: {},
    exilePending: [],
    customizations: {},
    supplies: {},
    scenariosPlayed: 0,
  };
}

export function investigatorOf(state: CampaignState, code: string): InvestigatorState {
  const investigator = state.investigators.find((candidate) => candidate.code === code);
  if (!investigator) throw new CampaignError('investigator_unknown', { investigator: code });
  return investigator;
}

/**
 * Grimoire „Trauma, Tod und Wahnsinn“ (line 2321): „Falls ein Ermittler getötet, wahnsinnig oder
 * verschlungen wird, kann dieser Ermittler für den Rest der Kampagne nicht verwendet werden.“
 */
export function isOutOfCampaign(status: InvestigatorStatus): boolean {
  return status === 'killed' || status === 'insane' || status === 'devoured';
}

/**
 * No investigator of the campaign can go on: every one who joined is killed, insane or devoured
 * (one who left may come back). Grimoire „Trauma, Tod und Wahnsinn“ (line 2323): unless the players
 * choose new investigators from their collection, „haben die Spieler verloren und die Kampagne endet“.
 */
export function noInvestigatorLeft(state: CampaignState): boolean {
  return state.investigators.length > 0 && state.investigators.every((entry) => isOutOfCampaign(entry.status));
}

/** An investigator who can take part now: joined, not departed, neither killed, insane nor devoured. */
export function playingInvestigator(state: CampaignState, code: string): InvestigatorState {
  const investigator = investigatorOf(state, code);
  const details = { investigator: code, name: investigator.name, status: investigator.status };
  if (isOutOfCampaign(investigator.status)) throw new CampaignError('investigator_out_of_campaign', details);
  if (investigator.status === 'left') throw new CampaignError('investigator_not_playing', details);
  return investigator;
}

export function changeXp(
  investigator: InvestigatorState,
  change: { earned?: number; adjusted?: number; spent?: number },
): void {
  const xp = investigator.xp;
  const next = {
    earned: xp.earned + (change.earned ?? 0),
    adjusted: xp.adjusted + (change.adjusted ?? 0),
    spent: xp.spent + (change.spent ?? 0),
  };
  const available = next.earned + next.adjusted - next.spent;
  // Grimoire „Erfahrungspunkte verdienen und ausgeben“: nothing is paid with XP one does not have.
  if (available < 0 && available < xp.available) {
    const needed = -((change.earned ?? 0) + (change.adjusted ?? 0) - (change.spent ?? 0));
    throw new CampaignError('campaign_xp_short', {
      investigator: investigator.code,
      name: investigator.name,
      needed,
      has: xp.available,
    });
  }
  investigator.xp = { ...next, available };
}

/**
 * Grimoire „Trauma, Tod und Wahnsinn“: physical trauma equal to printed health kills, mental
 * trauma equal to printed sanity drives insane. Death is final; trauma never drops below 0.
 */
export function changeTrauma(investigator: InvestigatorState, physical: number, mental: number): void {
  investigator.trauma = {
    physical: Math.max(0, investigator.trauma.physical + physical),
    mental: Math.max(0, investigator.trauma.mental + mental),
  };
  if (investigator.status !== 'active') return;
  if (investigator.trauma.physical >= investigator.health) investigator.status = 'killed';
  else if (investigator.trauma.mental >= investigator.sanity) investigator.status = 'insane';
}

/** Story assets and weaknesses earned or removed (Grimoire: „… wird zum Träger von …“). */
export function changeCards(
  investigator: InvestigatorState,
  cards: { cardsEarned?: string[]; weaknessesEarned?: string[]; cardsRemoved?: string[] },
): void {
  investigator.storyAssets.push(...(cards.cardsEarned ?? []));
  investigator.weaknesses.push(...(cards.weaknessesEarned ?? []));
  for (const card of cards.cardsRemoved ?? []) {
    const list = investigator.storyAssets.includes(card) ? investigator.storyAssets : investigator.weaknesses;
    const index = list.indexOf(card);
    if (index < 0)
      throw new CampaignError('card_not_held', { investigator: investigator.code, name: investigator.name, card });
    list.splice(index, 1);
  }
}

/**
 * Grimoire „Story-Belohnungen und kampagnenspezifische Karten“ (line 2385): „Falls ein Ermittler,
 * welcher der Träger einer einzigartigen Kampagnenkarte ist, aus einer Kampagne ausscheidet, wählen
 * die anderen Spieler einen neuen Ermittler, der zum Träger der Karte wird.“ Only a bearer who is
 * no longer playing passes it on.
 */
export function passStoryAsset(from: InvestigatorState, to: InvestigatorState, card: string): void {
  if (from.status === 'active')
    throw new CampaignError('bearer_still_playing', { investigator: from.code, name: from.name, card });
  const index = from.storyAssets.indexOf(card);
  if (index < 0) throw new CampaignError('card_not_held', { investigator: from.code, name: from.name, card });
  from.storyAssets.splice(index, 1);
  to.storyAssets.push(card);
}

export function exileCard(investigator: InvestigatorState, card: string, copies: number): void {
  investigator.exiled[card] = (investigator.exiled[card] ?? 0) + copies;
  for (let i = 0; i < copies; i++) investigator.exilePending.push(card);
}

/**
 * Grimoire „Epischer Kampagnenmodus“ (lines 2336–2339): the XP of earlier campaigns is lost (the
 * column starts at 0, their total is noted), trauma, story assets and weaknesses go along.
 */
export function carryInto(investigator: InvestigatorState, carried: Carried): void {
  investigator.carried = { from: carried.from, totalXp: carried.totalXp };
  changeTrauma(investigator, carried.trauma.physical, carried.trauma.mental);
  changeCards(investigator, { cardsEarned: carried.storyAssets, weaknessesEarned: carried.weaknesses });
}
