import type { GuideProgressEntry } from '../../shared/guide/text/guide-progress.ts';

// What the dialog's progress line shows: the campaign's scenarios, and a prologue, interlude or
// the campaign setup only while it is the step now („Prolog – jetzt“); the count says how many
// scenarios are played of how many, leaving out setup, prologue, interludes and epilogue.

/** The campaign's setup before its first scenario (shared/guide/walk-state.ts SETUP). */
const SETUP = '$setup';

export interface ProgressChips {
  entries: GuideProgressEntry[];
  /** Scenarios played (or skipped) of the scenarios on the campaign's path. */
  played: number;
  total: number;
}

export function progressChips(
  entries: readonly GuideProgressEntry[],
  kinds: ReadonlyMap<string, { kind: string; branch: boolean }>,
  current: string | undefined,
  setupName: string,
): ProgressChips {
  const isScenario = (id: string) => {
    const kind = kinds.get(id)?.kind;
    return kind === undefined || kind === 'scenario' || kind === 'side';
  };
  // A scenario reached only through a branch shows once the walk reached it (The Edge of the Earth's
  // Fatal Mirage, offered three times: „Ignore the door and allow it to vanish.“).
  const unreached = (entry: GuideProgressEntry) => kinds.get(entry.id)?.branch === true && entry.mark === 'later';
  const shown = entries.filter((entry) => entry.mark === 'current' || (isScenario(entry.id) && !unreached(entry)));
  const setup: GuideProgressEntry[] = current === SETUP ? [{ id: SETUP, name: setupName, mark: 'current' }] : [];
  // A branch scenario counts once the walk reached it; the main path's always.
  const counted = entries.filter(
    (entry) => kinds.get(entry.id)?.kind === 'scenario' && (!kinds.get(entry.id)?.branch || entry.mark !== 'later'),
  );
  return {
    entries: [...setup, ...shown],
    // The scenario whose upgrade step is open is played already, as the campaign screen counts it.
    played: counted.filter((entry) => entry.played || entry.mark === 'done' || entry.mark === 'skipped').length,
    total: counted.length,
  };
}
