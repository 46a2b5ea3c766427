import {
  type CampaignEvent,
  campaignEventSchema,
  type EventOf,
  type LogChange,
  type ScenarioInvestigator,
} from '../../shared/campaign/campaign-events.ts';
import type { Carried } from '../../shared/campaign/epic-carry-over.ts';
import { GUIDE_KIND_TITLES } from '../../shared/i18n/de/guide-answer-label.ts';
import { t } from '../i18n/messages.ts';
import type { JournalLine } from '../store/campaign/campaign-types.ts';
import { tokenLabel } from './chaos-tokens.ts';

// A journal line in German words, as "Verlauf" shows it: a headline and, for a scenario, one
// detail per investigator. Names come from the caller: the campaign's investigators and the card pool.

export interface JournalNames {
  investigator(code: string): string;
  card(code: string): string;
  /** A log section's title; the id when not given. */
  section?(id: string): string;
  /** A supply's name in a supplies section; the id when not given. */
  supply?(section: string, id: string): string;
  /** The name of row `index` of a card's upgrade sheet ("Erbstück"); boxes are counted when not given. */
  customizationRow?(card: string, index: number): string;
}

/** One change of the Kampagnenlogbuch in words: "Verhörte Kultisten: „Wolf-Man Drew“ eingetragen". */
export function logChangeText(change: LogChange, names: Pick<JournalNames, 'section'>): string {
  const section = names.section?.(change.section) ?? change.section;
  if ('count' in change)
    return change.name
      ? t.logChangeNamedCount(section, change.name, change.count)
      : t.logChangeCount(section, change.count);
  return change.crossedOut ? t.logChangeCross(section, change.entry) : t.logChangeRecord(section, change.entry);
}

type Sentences = {
  [T in CampaignEvent['type']]: (payload: EventOf<T>['payload'], names: JournalNames) => string | string[];
};

function scenarioInvestigator(entry: ScenarioInvestigator, names: JournalNames): string {
  const { xp, trauma } = entry;
  const parts = [
    trauma.physical > 0 && t.entryPhysical(trauma.physical),
    trauma.mental > 0 && t.entryMental(trauma.mental),
    entry.killed && t.statusLabels.killed,
    entry.insane && t.statusLabels.insane,
    entry.devoured && t.statusLabels.devoured,
    entry.cardsEarned?.length && t.entryCardsEarned(entry.cardsEarned.map(names.card)),
    entry.weaknessesEarned?.length && t.entryWeaknessesEarned(entry.weaknessesEarned.map(names.card)),
    entry.cardsRemoved?.length && t.entryCardsRemoved(entry.cardsRemoved.map(names.card)),
  ].filter((part): part is string => typeof part === 'string');
  return t.entryScenarioInvestigator(names.investigator(entry.code), xp.victory + xp.bonus + xp.other, parts);
}

const cardChanges = (
  payload: { cardsEarned: string[]; weaknessesEarned: string[]; cardsRemoved: string[] },
  names: JournalNames,
) =>
  [
    payload.cardsEarned.length > 0 && t.entryCardsEarned(payload.cardsEarned.map(names.card)),
    payload.weaknessesEarned.length > 0 && t.entryWeaknessesEarned(payload.weaknessesEarned.map(names.card)),
    payload.cardsRemoved.length > 0 && t.entryCardsRemoved(payload.cardsRemoved.map(names.card)),
  ].filter((part): part is string => typeof part === 'string');

/** Grimoire „Epischer Kampagnenmodus“ (lines 2337–2339): where from, the total noted, what came along. */
function carriedText(name: string, carried: Carried, names: JournalNames): string[] {
  return [
    t.carriedFrom(carried.from),
    t.carriedTotalXp(name, carried.totalXp),
    carried.trauma.physical > 0 && t.entryPhysical(carried.trauma.physical),
    carried.trauma.mental > 0 && t.entryMental(carried.trauma.mental),
    ...cardChanges({ cardsEarned: carried.storyAssets, weaknessesEarned: carried.weaknesses, cardsRemoved: [] }, names),
  ].filter((part): part is string => typeof part === 'string');
}

/** "Runenaxt individualisiert – Erbstück, Saga (2 Kästchen)": the rows named once, with their boxes. */
function customizationText(p: EventOf<'customization_recorded'>['payload'], names: JournalNames): string {
  const [investigator, card] = [names.investigator(p.code), names.card(p.card)];
  if (!names.customizationRow) return t.entryCustomization(investigator, card, p.boxes.length);
  const rows = [...new Set(p.boxes)].map((row) =>
    t.customizationRowBoxes(names.customizationRow!(p.card, row), p.boxes.filter((box) => box === row).length),
  );
  return t.entryCustomizationRows(investigator, card, rows.join(', '));
}

const sentences: Sentences = {
  campaign_created: (p) => t.entryCreated(p.name, p.difficulty && t.difficultyLabels[p.difficulty]),
  investigator_joined: (p, names) => {
    const joined = t.entryJoined(p.name, p.player, p.replaces && names.investigator(p.replaces));
    return p.carried ? [joined, ...carriedText(p.name, p.carried, names)] : joined;
  },
  investigator_left: (p, names) => t.entryLeft(names.investigator(p.code)),
  scenario_recorded: (p, names) =>
    [
      t.entryScenario(p.scenario.name, p.resolution),
      ...p.investigators.map((entry) => scenarioInvestigator(entry, names)),
      p.chaosTokensAdded.length > 0 && t.entryTokensAdded(p.chaosTokensAdded.map(tokenLabel)),
      p.chaosTokensRemoved.length > 0 && t.entryTokensRemoved(p.chaosTokensRemoved.map(tokenLabel)),
      ...p.log.map((change) => logChangeText(change, names)),
    ].filter((part): part is string => typeof part === 'string'),
  xp_adjusted: (p, names) => t.entryXpAdjusted(names.investigator(p.code), p.xp, p.reason),
  trauma_adjusted: (p, names) => t.entryTraumaAdjusted(names.investigator(p.code), p.physical, p.mental, p.reason),
  cards_changed: (p, names) =>
    t.entryReason(t.entryCardsChanged(names.investigator(p.code), cardChanges(p, names)), p.reason),
  card_exiled: (p, names) => t.entryExiled(names.investigator(p.code), names.card(p.card), p.count),
  card_researched: (p, names) => t.entryResearched(names.card(p.card)),
  reward_unlocked: (p, names) => t.entryRewardUnlocked(names.card(p.card)),
  bearer_chosen: (p, names) =>
    t.entryBearerChosen(names.card(p.card), names.investigator(p.from), names.investigator(p.to)),
  customization_recorded: (p, names) => customizationText(p, names),
  supplies_chosen: (p, names) =>
    t.entrySupplies(
      names.investigator(p.code),
      names.section?.(p.section) ?? p.section,
      p.supplies.map(
        (entry) => `${entry.count > 1 ? `${entry.count}× ` : ''}${names.supply?.(p.section, entry.id) ?? entry.id}`,
      ),
    ),
  supply_used: (p, names) =>
    t.entrySupplyUsed(names.investigator(p.code), names.supply?.(p.section, p.supply) ?? p.supply, p.count),
  chaos_token_added: (p) => t.entryTokenAdded(tokenLabel(p.token), p.count),
  chaos_token_removed: (p) => t.entryTokenRemoved(tokenLabel(p.token), p.count),
  log_updated: (p, names) =>
    p.changes.length === 1
      ? t.entryLogChange(logChangeText(p.changes[0]!, names))
      : [t.entryLog(p.changes.length), ...p.changes.map((change) => logChangeText(change, names))],
  note_added: (p) => t.entryNote(p.text),
  deck_upgraded: (p, names) => t.entryDeckUpgraded(names.investigator(p.code), p.xpSpent),
  standalone_result: (p, names) => [
    t.entryStandalone(p.scenario.name, p.resolution),
    t.entryStandaloneXp(p.investigators.map((entry) => t.standaloneXpOf(names.investigator(entry.code), entry.xp))),
    ...(p.note ? [p.note] : []),
  ],
  guide_answered: (p) =>
    t.entryGuideAnswer(p.label?.step ?? GUIDE_KIND_TITLES[p.answer.value.kind], p.label?.answer, p.effects.length),
  undo: (p) => (p.later ? t.entryRewind([p.seq, ...p.later]) : t.entryUndo(p.seq)),
};

type Worded = [string, ...string[]];
/** Words of a payload with the names they were made with: the history and its „Stand“ list word a line once. */
const worded = new WeakMap<object, { names: JournalNames; type: string; text: Worded }>();

/** The headline first, then the details (none for most events). */
export function journalText(line: Pick<JournalLine, 'type' | 'payload'>, names: JournalNames): Worded {
  const { payload } = line;
  if (typeof payload !== 'object' || payload === null) return wordOf(line, names);
  const known = worded.get(payload);
  if (known?.names === names && known.type === line.type) return known.text;
  const text = wordOf(line, names);
  worded.set(payload, { names, type: line.type, text });
  return text;
}

function wordOf(line: Pick<JournalLine, 'type' | 'payload'>, names: JournalNames): Worded {
  const parsed = campaignEventSchema.safeParse({ type: line.type, payload: line.payload });
  if (!parsed.success) return [t.entryUnknown(line.type)];
  const event = parsed.data;
  const text = (sentences[event.type] as (payload: unknown, names: JournalNames) => string | string[])(
    event.payload,
    names,
  );
  return (Array.isArray(text) ? text : [text]) as Worded;
}
