import { applyGuideAnswered } from './apply-guide-answer.ts';
import { type ChaosToken, sortChaosTokens } from './campaign-definition.ts';
import { CampaignError } from './campaign-error.ts';
import type { CampaignEvent, EventOf, JournalEntry } from './campaign-events.ts';
import type { CampaignState } from './campaign-state.ts';
import { earnsXp, refuseUnderSurvival, variantBag } from './campaign-variants.ts';
import { joinWithDeck, upgradeDeck } from './deck-ledger.ts';
import {
  carryInto,
  changeCards,
  changeTrauma,
  changeXp,
  exileCard,
  investigatorOf,
  isOutOfCampaign,
  newInvestigator,
  noInvestigatorLeft,
  passStoryAsset,
  playingInvestigator,
} from './investigator-changes.ts';
import { applyLogChanges, createLogSections } from './log-sections.ts';
import { nextScenarioOf } from './next-scenario.ts';
import { removeBlessAndCurse } from './scenario-cleanup.ts';
import { chooseSupplies, useSupply } from './supplies.ts';
import { unlockReward } from './unlocked-cards.ts';

// One journal entry applied to a campaign state. Pure: the state passed in is not changed.

type Handler<T extends CampaignEvent['type']> = (
  state: CampaignState,
  payload: EventOf<T>['payload'],
  seq: number,
) => void;
type Handlers = { [T in Exclude<CampaignEvent['type'], 'campaign_created' | 'undo'>]: Handler<T> };

function addTokens(state: CampaignState, tokens: ChaosToken[]): void {
  state.chaosBag = sortChaosTokens([...state.chaosBag, ...tokens]);
}

function removeTokens(state: CampaignState, tokens: ChaosToken[]): void {
  const bag = [...state.chaosBag];
  for (const token of tokens) {
    const index = bag.indexOf(token);
    if (index < 0) throw new CampaignError('chaos_token_missing', { token });
    bag.splice(index, 1);
  }
  state.chaosBag = bag;
}

function createCampaign(payload: EventOf<'campaign_created'>['payload'], seq: number): CampaignState {
  const scenarios = payload.scenarios.map(({ id, name, kind, branch }) => ({ id, name, kind, branch }));
  const state: CampaignState = {
    seq,
    name: payload.name,
    chaosBag: variantBag(payload.chaosBag, payload.variants ?? [], true),
    scenarios,
    played: [],
    nextScenario: null,
    investigators: [],
    logSections: createLogSections(payload.logSections),
    researched: [],
    notes: [],
    standaloneResults: [],
    ...(payload.definitionId ? { definitionId: payload.definitionId } : {}),
    ...(payload.standalone ? { standalone: payload.standalone } : {}),
    ...(payload.difficulty ? { difficulty: payload.difficulty } : {}),
    ...(payload.environment ? { environment: payload.environment } : {}),
    ...(payload.variants?.length ? { variants: [...new Set(payload.variants)] } : {}),
  };
  state.nextScenario = nextScenarioOf(state);
  return state;
}

const handlers: Handlers = {
  investigator_joined(state, payload, seq) {
    const known = state.investigators.find(
      (investigator) => investigator.code === payload.code || investigator.name === payload.name,
    );
    const details = { investigator: payload.code, name: payload.name, status: known?.status };
    // Grimoire „Einer Kampagne beitreten oder sie verlassen“: a departed investigator may come back.
    if (known?.status === 'active') throw new CampaignError('investigator_in_campaign', details);
    if (known && isOutOfCampaign(known.status)) throw new CampaignError('investigator_out_of_campaign', details);
    // „Falls ein neuer Spieler einer Kampagne beitritt, muss er einen Ermittler wählen, der in dieser
    // Kampagne zuvor noch nicht verwendet worden ist“: only the player who left comes back with them.
    if (known && known.player !== payload.player)
      throw new CampaignError('investigator_used', { ...details, player: known.player });
    refuseUnderSurvival(state, payload);
    if (payload.replaces) {
      const replaced = investigatorOf(state, payload.replaces);
      if (replaced.status === 'active')
        throw new CampaignError('investigator_replacement', { investigator: replaced.code, name: replaced.name });
      replaced.replacedBy = payload.code;
    }
    if (known && payload.carried) throw new CampaignError('investigator_in_campaign', details);
    if (known) {
      Object.assign(known, { status: 'active', player: payload.player });
      joinWithDeck(known, payload, seq);
      return;
    }
    // A new investigator starts as in the first scenario: no XP, no trauma.
    const { code, name, player, health, sanity, replaces } = payload;
    const joined = newInvestigator({ code, name, player, health, sanity, replaces });
    if (payload.carried) carryInto(joined, payload.carried);
    if (payload.startingXp) changeXp(joined, { adjusted: payload.startingXp.bonus, spent: payload.startingXp.spent });
    joinWithDeck(joined, payload, seq);
    state.investigators.push(joined);
  },
  investigator_left(state, payload) {
    playingInvestigator(state, payload.code).status = 'left';
  },
  scenario_recorded(state, payload, seq) {
    const xp: Record<string, number> = {};
    for (const entry of payload.investigators) {
      const investigator = playingInvestigator(state, entry.code);
      const earned = earnsXp(state) ? entry.xp.victory + entry.xp.bonus + entry.xp.other : 0;
      changeXp(investigator, { earned });
      xp[entry.code] = earned;
      investigator.scenariosPlayed += 1;
      changeCards(investigator, entry);
      changeTrauma(investigator, entry.trauma.physical, entry.trauma.mental);
      if (investigator.status === 'active' && entry.devoured) investigator.status = 'devoured';
      if (investigator.status === 'active' && entry.killed) investigator.status = 'killed';
      if (investigator.status === 'active' && entry.insane) investigator.status = 'insane';
    }
    applyLogChanges(state, payload.log);
    addTokens(state, payload.chaosTokensAdded);
    removeTokens(state, payload.chaosTokensRemoved);
    removeBlessAndCurse(state);
    state.played.push({
      seq,
      id: payload.scenario.id,
      name: payload.scenario.name,
      resolution: payload.resolution,
      xp,
    });
    state.nextScenario = nextScenarioOf(state);
  },
  xp_adjusted(state, payload) {
    changeXp(investigatorOf(state, payload.code), { adjusted: payload.xp });
  },
  trauma_adjusted(state, payload) {
    changeTrauma(playingInvestigator(state, payload.code), payload.physical, payload.mental);
  },
  cards_changed(state, payload) {
    changeCards(playingInvestigator(state, payload.code), payload);
  },
  card_exiled(state, payload) {
    exileCard(playingInvestigator(state, payload.code), payload.card, payload.count);
  },
  card_researched(state, payload) {
    if (!state.researched.includes(payload.card)) state.researched = [...state.researched, payload.card].sort();
  },
  reward_unlocked(state, payload) {
    unlockReward(state, payload.card);
  },
  bearer_chosen(state, payload) {
    passStoryAsset(investigatorOf(state, payload.from), playingInvestigator(state, payload.to), payload.card);
  },
  customization_recorded(state, payload) {
    const investigator = playingInvestigator(state, payload.code);
    const boxes = new Set([...(investigator.customizations[payload.card] ?? []), ...payload.boxes]);
    investigator.customizations[payload.card] = [...boxes].sort((a, b) => a - b);
  },
  supplies_chosen(state, payload) {
    chooseSupplies(state, playingInvestigator(state, payload.code), payload.section, payload.supplies);
  },
  supply_used(state, payload) {
    useSupply(state, playingInvestigator(state, payload.code), payload.section, payload.supply, payload.count);
  },
  chaos_token_added(state, payload) {
    addTokens(state, Array<ChaosToken>(payload.count).fill(payload.token));
  },
  chaos_token_removed(state, payload) {
    removeTokens(state, Array<ChaosToken>(payload.count).fill(payload.token));
  },
  log_updated(state, payload) {
    applyLogChanges(state, payload.changes);
  },
  note_added(state, payload, seq) {
    state.notes.push({ seq, text: payload.text });
  },
  deck_upgraded(state, payload, seq) {
    const investigator = playingInvestigator(state, payload.code);
    upgradeDeck(investigator, payload, seq);
    investigator.exilePending = [];
  },
  guide_answered(state, payload, seq) {
    const empty = payload.index === 0 || state.chaosBag.length === 0;
    applyGuideAnswered(state, payload, seq);
    // The guide's setup made the bag anew: the variants apply to it as to the campaign's first bag.
    if (state.variants && empty && state.chaosBag.length > 0)
      state.chaosBag = variantBag(state.chaosBag, state.variants, true);
  },
  standalone_result(state, payload, seq) {
    const xp = Object.fromEntries(payload.investigators.map((entry) => [entry.code, entry.xp]));
    state.standaloneResults.push({
      seq,
      scenario: payload.scenario.id,
      name: payload.scenario.name,
      resolution: payload.resolution,
      xp,
      ...(payload.note ? { note: payload.note } : {}),
    });
  },
};

/**
 * Applies `entry` to `draft` itself and returns it (a new state for `campaign_created`). For
 * replaying a journal, where copying the state at every event would cost O(events²).
 */
export function applyEventInPlace(draft: CampaignState | undefined, entry: JournalEntry): CampaignState {
  const { event, seq } = entry;
  if (event.type === 'campaign_created') {
    if (draft) throw new CampaignError('campaign_event_order', { seq });
    return createCampaign(event.payload, seq);
  }
  if (!draft || event.type === 'undo') throw new CampaignError('campaign_event_order', { seq });
  (handlers[event.type] as Handler<typeof event.type>)(draft, event.payload as never, seq);
  draft.seq = seq;
  if (draft.variants) draft.chaosBag = variantBag(draft.chaosBag, draft.variants, false);
  if (noInvestigatorLeft(draft)) draft.lost = true;
  else delete draft.lost;
  return draft;
}

/** The state after `entry`; `state` is undefined only before the first event and is not changed. Undo events are resolved by the caller. */
export function applyEvent(state: CampaignState | undefined, entry: JournalEntry): CampaignState {
  // The state is plain JSON (it is cached as such), so a JSON copy is a full copy.
  return applyEventInPlace(state && (JSON.parse(JSON.stringify(state)) as CampaignState), entry);
}
