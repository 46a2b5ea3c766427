import type { HandCorrection, PlacedCorrection } from '../guide/types.ts';
import type { ChaosToken } from './campaign-definition.ts';
import type { JournalEntry, LogChange } from './campaign-events.ts';
import type { CampaignState, LogSectionState } from './campaign-state.ts';
import { replay, undoneSeqs } from './reduce-campaign.ts';

// A guided campaign's hand corrections, read from its journal for the campaign guide: what the
// group recorded, crossed out or adjusted by hand, each placed after the guide answers that came
// before it (entries undone do not count). The guide's walk applies them there
// (shared/guide/hand-corrections.ts), so its conditions read the Kampagnenlogbuch as it stands.

/** Names a hand-written text as a guide entry of the section, when the state does not (optional). */
export type GuideEntryNamer = (section: string, text: string) => string | undefined;

/**
 * The guide's entry id for a hand log change: a guide entry of the section with that German
 * text (as the guide wrote it into the state: id + text). Crossing out strikes the open entry
 * with the text, as the Kampagnenlogbuch does; an open hand-written one has no id.
 */
function entryId(log: LogSectionState[], section: string, text: string, crossedOut: boolean, name?: GuideEntryNamer) {
  const entries = log.find((item) => item.id === section)?.entries ?? [];
  const open = entries.find((item) => item.text === text && !item.crossedOut);
  if (crossedOut && open) return open.id;
  return entries.find((item) => item.text === text && item.id !== undefined)?.id ?? name?.(section, text);
}

function logCorrections(log: LogSectionState[], changes: LogChange[], name?: GuideEntryNamer): HandCorrection[] {
  return changes.map((change) => {
    if ('count' in change)
      return {
        type: 'log_count',
        section: change.section,
        ...(change.name ? { id: change.name } : {}),
        value: change.count,
      };
    const crossedOut = change.crossedOut === true;
    const id = entryId(log, change.section, change.entry, crossedOut, name);
    return { type: 'log_entry', section: change.section, ...(id ? { id } : {}), text: change.entry, crossedOut };
  });
}

/** Entries whose log changes are named against the log as it stood before them. */
const readsLog = (entry: JournalEntry) =>
  entry.event.type === 'log_updated' || entry.event.type === 'scenario_recorded';

/** What one effective entry corrects: its log changes read against the log before it, supplies as they are after it. */
function correctionsOf(entry: JournalEntry, log: LogSectionState[], after: CampaignState, name?: GuideEntryNamer) {
  const { event } = entry;
  switch (event.type) {
    case 'log_updated':
      return logCorrections(log, event.payload.changes, name);
    case 'trauma_adjusted': {
      const { code, physical, mental } = event.payload;
      return [{ type: 'trauma', investigator: code, physical, mental } satisfies HandCorrection];
    }
    case 'xp_adjusted':
      return [{ type: 'xp', investigator: event.payload.code, amount: event.payload.xp } satisfies HandCorrection];
    case 'cards_changed': {
      const { code, cardsEarned, weaknessesEarned, cardsRemoved } = event.payload;
      const added = [...cardsEarned, ...weaknessesEarned];
      return [{ type: 'cards', investigator: code, added, removed: cardsRemoved } satisfies HandCorrection];
    }
    case 'chaos_token_added':
    case 'chaos_token_removed': {
      const tokens = Array<ChaosToken>(event.payload.count).fill(event.payload.token);
      const added = event.type === 'chaos_token_added';
      return [
        { type: 'chaos_tokens', added: added ? tokens : [], removed: added ? [] : tokens } satisfies HandCorrection,
      ];
    }
    case 'supplies_chosen':
    case 'supply_used': {
      const { code, section } = event.payload;
      const held = after.investigators.find((item) => item.code === code)?.supplies[section] ?? {};
      const changed =
        event.type === 'supply_used' ? [event.payload.supply] : event.payload.supplies.map((supply) => supply.id);
      return changed.map(
        (supply): HandCorrection => ({
          type: 'supplies',
          investigator: code,
          section,
          supply,
          count: held[supply] ?? 0,
        }),
      );
    }
    case 'scenario_recorded': {
      const { payload } = event;
      const people = payload.investigators.flatMap((item): HandCorrection[] => [
        { type: 'xp', investigator: item.code, amount: item.xp.victory + item.xp.bonus + item.xp.other },
        {
          type: 'trauma',
          investigator: item.code,
          physical: item.trauma.physical,
          mental: item.trauma.mental,
          ...(item.killed ? { killed: true } : {}),
          ...(item.insane ? { insane: true } : {}),
        },
        {
          type: 'cards',
          investigator: item.code,
          added: [...(item.cardsEarned ?? []), ...(item.weaknessesEarned ?? [])],
          removed: item.cardsRemoved ?? [],
        },
      ]);
      const bag: HandCorrection = {
        type: 'chaos_tokens',
        added: payload.chaosTokensAdded,
        removed: payload.chaosTokensRemoved,
      };
      return [...people, ...logCorrections(log, payload.log, name), bag];
    }
    default:
      return [];
  }
}

/**
 * The hand corrections of the journal's effective entries, each after the number of guide answers
 * that preceded it. A journal that does not replay (it never is stored so) yields those before the
 * entry that does not fit.
 */
export function guideHandCorrections(entries: readonly JournalEntry[], name?: GuideEntryNamer): PlacedCorrection[] {
  const undone = undoneSeqs(entries);
  const placed: PlacedCorrection[] = [];
  let state: CampaignState | undefined;
  for (const entry of entries) {
    const counts = state !== undefined && !undone.has(entry.seq) && entry.event.type !== 'undo';
    const log =
      counts && readsLog(entry) ? (JSON.parse(JSON.stringify(state?.logSections ?? [])) as LogSectionState[]) : [];
    const { state: next, failure } = replay([entry], undone, { index: 0, state });
    if (failure || !next) break;
    state = next;
    if (!counts) continue;
    const after = state.guide?.answers.length ?? 0;
    for (const correction of correctionsOf(entry, log, state, name)) placed.push({ after, correction });
  }
  return placed;
}
