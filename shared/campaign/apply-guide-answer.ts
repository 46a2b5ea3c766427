import type { GuideEffect, GuideText } from '../guide/types.ts';
import { GUIDE_SECTION_TITLES } from '../i18n/de/guide-texts.ts';
import { sortChaosTokens } from './campaign-definition.ts';
import { CampaignError } from './campaign-error.ts';
import type { EventOf } from './campaign-events.ts';
import type { CampaignState, LogSectionState } from './campaign-state.ts';
import { earnsXp } from './campaign-variants.ts';
import type { GuideJournalState, GuideScenarioRecord } from './guide-journal-state.ts';
import { changeCards, changeTrauma, changeXp, investigatorOf } from './investigator-changes.ts';
import { removeBlessAndCurse } from './scenario-cleanup.ts';
import { unlockReward } from './unlocked-cards.ts';

// A guide answer applied to the campaign state: the answer joins the guide's list, its stored
// effects change the Kampagnenlogbuch like the hand-recorded events do.

type Payload = EventOf<'guide_answered'>['payload'];

/** The key of a guide text in the payload's German map: the English text, with the named investigator or card (and its copies). */
export const germanKey = (text: GuideText) =>
  text.investigator
    ? `${text.en}#${[text.investigator, ...(text.others ?? [])].map((code) => (text.copies?.[code] ? `${code}*${text.copies[code]}` : code)).join('+')}`
    : text.en;

/** The guide texts an effect carries that the payload's German map translates (its text, a side story's name). */
export function guideTextsOf(effect: GuideEffect): GuideText[] {
  if (effect.type === 'scenario_status') return effect.name ? [effect.name] : [];
  return 'text' in effect && typeof effect.text === 'object' ? [effect.text] : [];
}

function textOf(text: GuideText | undefined, german: Record<string, string>, fallback: string): string {
  if (!text) return fallback;
  return german[germanKey(text)] ?? german[text.en] ?? text.en;
}

/**
 * Sections the guide writes that the definition does not list are made on first use: under the
 * German guide's title where players keep one („Nicht ausgegebene EP“), else hidden bookkeeping.
 */
function sectionOf(state: CampaignState, id: string): LogSectionState {
  let section = state.logSections.find((item) => item.id === id);
  if (!section) {
    section = { id, ...guideSectionShown(state, id), type: 'list', entries: [], count: 0, counts: {} };
    state.logSections.push(section);
  }
  return section;
}

/** How the log shows a section the guide writes, also before its first entry (the preview names it so). */
export function guideSectionShown(state: CampaignState, id: string): { title: string; hidden: boolean } {
  const section = state.logSections.find((item) => item.id === id);
  if (section) return { title: section.title, hidden: section.hidden === true };
  const title = GUIDE_SECTION_TITLES[id];
  return { title: title ?? id, hidden: title === undefined };
}

function writeEntry(section: LogSectionState, id: string, text: string, crossedOut?: boolean, removed?: boolean): void {
  if (removed) {
    section.entries = section.entries.filter((entry) => entry.id !== id);
    return;
  }
  const entry = section.entries.find((item) => item.id === id);
  if (entry) {
    entry.crossedOut = crossedOut === true;
    if (!crossedOut) entry.text = text;
  } else section.entries.push({ id, text, crossedOut: crossedOut === true });
}

function scenarioRecord(guide: GuideJournalState, id: string): GuideScenarioRecord {
  let record = guide.scenarios.find((item) => item.id === id);
  if (!record) {
    record = { id, status: 'not_started', investigators: [], results: {}, xp: {} };
    guide.scenarios.push(record);
  }
  return record;
}

const current = (guide: GuideJournalState) =>
  guide.scenarios.findLast((item) => item.status === 'started' || item.status === 'resolution');

function completeScenario(state: CampaignState, record: GuideScenarioRecord, seq: number, own?: string): void {
  const name = state.scenarios.find((item) => item.id === record.id)?.name ?? own ?? record.id;
  state.played.push({ seq, id: record.id, name, resolution: record.resolution ?? '', xp: { ...record.xp } });
  removeBlessAndCurse(state);
  for (const code of record.investigators) {
    const investigator = state.investigators.find((item) => item.code === code);
    if (investigator) investigator.scenariosPlayed += 1;
  }
}

/**
 * „Nächstes Szenario“ of a guided campaign: the scenario being played, else the one the guide
 * named, else the first of the campaign's order the guide has not played, resolved or skipped
 * (The Dunwich Legacy may play The House Always Wins before Extracurricular Activity).
 */
function guidedNextScenario(state: CampaignState, guide: GuideJournalState): CampaignState['nextScenario'] {
  const playing = guide.scenarios.findLast((item) => item.status === 'started')?.id;
  const named = state.scenarios.find((item) => item.id === (playing ?? guide.next));
  if (named) return { id: named.id, name: named.name };
  const done = new Set([
    ...state.played.map((item) => item.id),
    ...guide.scenarios
      .filter((item) => ['resolution', 'completed', 'skipped'].includes(item.status))
      .map((item) => item.id),
  ]);
  const next = state.scenarios.find((item) => !item.branch && !done.has(item.id));
  return next ? { id: next.id, name: next.name } : null;
}

/** Back to the campaign as the guide saved it (log, investigators, chaos bag, played scenarios); the guide's own record goes on. */
function restoreBackup(state: CampaignState, guide: GuideJournalState): void {
  if (!guide.backup) return;
  const saved = JSON.parse(guide.backup) as Omit<CampaignState, 'guide'>;
  Object.assign(state, { ...saved, seq: state.seq, notes: state.notes, guide });
}

function applyEffect(
  state: CampaignState,
  guide: GuideJournalState,
  effect: GuideEffect,
  payload: Payload,
  seq: number,
): void {
  const german = payload.german;
  switch (effect.type) {
    case 'log_entry':
    case 'log_cards':
      writeEntry(
        sectionOf(state, effect.section),
        effect.id,
        textOf(effect.text, german, effect.id),
        effect.crossedOut,
        effect.removed,
      );
      return;
    case 'log_text':
      writeEntry(sectionOf(state, effect.section), effect.id, effect.text);
      return;
    case 'log_count': {
      const section = sectionOf(state, effect.section);
      if (effect.id === undefined) section.count = effect.value;
      else section.counts[effect.id] = effect.value;
      // A count the guide words as an entry („#X# brood escaped into the wild“) is also listed, with its number.
      if (effect.id !== undefined && effect.text)
        writeEntry(section, effect.id, textOf(effect.text, german, effect.id).replace(/#X#/g, String(effect.value)));
      return;
    }
    case 'log_section':
      sectionOf(state, effect.section).crossedOut = effect.crossedOut;
      return;
    case 'log_investigator_count': {
      const byId = guide.investigatorCounts[effect.section] ?? {};
      guide.investigatorCounts[effect.section] = byId;
      byId[effect.id] = { ...(byId[effect.id] ?? {}), [effect.investigator]: effect.value };
      return;
    }
    case 'xp': {
      if (!earnsXp(state)) return;
      changeXp(investigatorOf(state, effect.investigator), { earned: effect.amount });
      const record = current(guide);
      if (record) record.xp[effect.investigator] = (record.xp[effect.investigator] ?? 0) + effect.amount;
      return;
    }
    case 'trauma': {
      const investigator = investigatorOf(state, effect.investigator);
      changeTrauma(investigator, effect.physical, effect.mental);
      if (investigator.status === 'active' && effect.killed) investigator.status = 'killed';
      if (investigator.status === 'active' && effect.insane) investigator.status = 'insane';
      return;
    }
    case 'chaos_tokens': {
      const bag = [...state.chaosBag, ...effect.added];
      for (const token of effect.removed) {
        const at = bag.indexOf(token);
        if (at >= 0) bag.splice(at, 1);
      }
      state.chaosBag = bag;
      return;
    }
    case 'card_added':
      changeCards(
        investigatorOf(state, effect.investigator),
        effect.weakness ? { weaknessesEarned: [effect.card] } : { cardsEarned: [effect.card] },
      );
      return;
    case 'card_removed': {
      const investigator = investigatorOf(state, effect.investigator);
      if (investigator.storyAssets.includes(effect.card) || investigator.weaknesses.includes(effect.card))
        changeCards(investigator, { cardsRemoved: [effect.card] });
      return;
    }
    case 'supplies': {
      const investigator = investigatorOf(state, effect.investigator);
      investigator.supplies[effect.section] = {
        ...(investigator.supplies[effect.section] ?? {}),
        [effect.supply]: effect.count,
      };
      return;
    }
    case 'difficulty':
      state.difficulty = effect.difficulty;
      return;
    case 'investigators':
      scenarioRecord(guide, effect.scenario).investigators = [...effect.investigators];
      return;
    case 'lead_investigator':
      scenarioRecord(guide, effect.scenario).lead = effect.investigator;
      return;
    case 'investigator_result':
      scenarioRecord(guide, effect.scenario).results[effect.investigator] = effect.result;
      return;
    case 'scenario_status': {
      const record = scenarioRecord(guide, effect.scenario);
      if (effect.status === 'started' && (record.status === 'completed' || record.status === 'resolution')) {
        Object.assign(record, { investigators: [], results: {}, xp: {}, resolution: undefined });
      }
      record.status = effect.status;
      if (effect.resolution) record.resolution = effect.resolution;
      const own = effect.name ? textOf(effect.name, german, effect.name.en) : undefined;
      if (effect.status === 'completed') completeScenario(state, record, seq, own);
      if (effect.status === 'started' && guide.next === effect.scenario) guide.next = undefined;
      state.nextScenario = guidedNextScenario(state, guide);
      return;
    }
    case 'campaign_result':
      guide.result = effect.result;
      return;
    case 'reward_unlocked':
      unlockReward(state, effect.card);
      return;
    case 'state_saved': {
      const { guide: _guide, ...campaign } = state;
      guide.backup = JSON.stringify(campaign);
      return;
    }
    case 'state_restored':
      restoreBackup(state, guide);
      return;
    // The engine follows these itself; „Nächstes Szenario“ shows where the guide goes.
    case 'next_scenario':
      if (effect.how !== 'skip') guide.next = effect.scenario;
      state.nextScenario = guidedNextScenario(state, guide);
      return;
    case 'scenario_list':
      return;
  }
}

export function applyGuideAnswered(state: CampaignState, payload: Payload, seq: number): void {
  state.guide ??= {
    id: payload.guide.id,
    version: payload.guide.version,
    answers: [],
    scenarios: [],
    investigatorCounts: {},
  };
  const guide = state.guide;
  // An answer only fits right after every answer before it: undoing an earlier one is refused while later ones stand.
  if (payload.index !== guide.answers.length || payload.guide.id !== guide.id)
    throw new CampaignError('guide_answer_order', { seq, reason: payload.answer.key });
  // The guide's setup fills the chaos bag for the chosen difficulty: it starts from an empty bag.
  if (payload.index === 0) state.chaosBag = [];
  guide.answers.push(payload.answer);
  for (const effect of payload.effects) applyEffect(state, guide, effect, payload, seq);
  state.chaosBag = sortChaosTokens(state.chaosBag);
}
