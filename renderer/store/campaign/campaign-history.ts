import type { PlayedScenario } from '../../../shared/campaign/campaign-state.ts';
import type { JournalLine } from './campaign-types.ts';

// "Stand nach …": the points of a campaign's history one may look back at.

export type HistoryPoint = { seq: number; kind: 'scenario'; n: number; name: string } | { seq: number; kind: 'entry' };

/**
 * Every played scenario that still counts ("nach Szenario n"), then every entry that still counts,
 * newest first; the newest entry is the current state and is left out.
 */
export function historyPoints(
  journal: readonly JournalLine[],
  played: readonly Pick<PlayedScenario, 'seq' | 'name'>[],
): HistoryPoint[] {
  const newest = journal.at(-1)?.seq;
  const scenarios = played
    .map((entry, index): HistoryPoint => ({ seq: entry.seq, kind: 'scenario', n: index + 1, name: entry.name }))
    .filter((point) => point.seq !== newest);
  const entries = journal
    .filter((line) => !line.undone && line.type !== 'undo' && line.seq !== newest)
    .map((line): HistoryPoint => ({ seq: line.seq, kind: 'entry' }))
    .reverse();
  return [...scenarios, ...entries];
}

/** The scenarios played by entry `seq` (for the banner: "nach Szenario 1"). */
export function scenariosBy(played: readonly Pick<PlayedScenario, 'seq'>[], seq: number): number {
  return played.filter((entry) => entry.seq <= seq).length;
}

/** Lines written after the shown state: "Verlauf" greys them while looking back. */
export const isLater = (line: Pick<JournalLine, 'seq'>, viewSeq: number | undefined): boolean =>
  viewSeq !== undefined && line.seq > viewSeq;
