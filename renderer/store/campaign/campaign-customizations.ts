import type { JournalEntry } from '../../../shared/campaign/campaign-events.ts';
import { recordedBoxes } from '../../../shared/campaign/customization-boxes.ts';
import { undoneSeqs } from '../../../shared/campaign/reduce-campaign.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { customizationSheet } from '../../../shared/decks/customization-sheet.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import type { JournalLine } from './campaign-types.ts';

// Upgrade sheets in the campaign: the boxes each investigator's journal recorded
// (`customization_recorded`, one row index per box), as the state shown sees them.

/** Investigator code → card code → row → boxes recorded. */
export type RecordedSheets = Record<string, Record<string, Record<number, number>>>;

type RecordedPayload = { code: string; card: string; boxes: number[] };

/** Boxes recorded per investigator, card and row by the entries that count at `untilSeq` ("Stand nach …"). */
export function recordedSheets(journal: readonly JournalLine[], untilSeq = Number.POSITIVE_INFINITY): RecordedSheets {
  const lines = journal.filter((line) => line.seq <= untilSeq);
  // Undone as seen from `untilSeq`: an undo written later does not count yet.
  const undone = undoneSeqs(
    lines.map(
      (line) => ({ seq: line.seq, at: line.at, event: { type: line.type, payload: line.payload } }) as JournalEntry,
    ),
  );
  const byInvestigator = new Map<string, RecordedPayload[]>();
  for (const line of lines) {
    if (line.type !== 'customization_recorded' || undone.has(line.seq)) continue;
    const payload = line.payload as RecordedPayload;
    byInvestigator.set(payload.code, [...(byInvestigator.get(payload.code) ?? []), payload]);
  }
  return Object.fromEntries([...byInvestigator].map(([code, payloads]) => [code, recordedBoxes(payloads)]));
}

const sheets = memoizeLast((journal: readonly JournalLine[] | undefined, viewSeq: number | undefined) =>
  recordedSheets(journal ?? [], viewSeq),
);

/** The recorded sheets of the state the screen shows. */
export const selectRecordedSheets = (state: AppState): RecordedSheets =>
  sheets(state.campaign?.journal, state.campaignView?.seq);

export interface RecordedRow {
  index: number;
  /** The option's bold name on the German sheet ("Erbstück"); absent for an unnamed line. */
  name?: string;
  /** Boxes the row has, and how many of them are recorded as checked. */
  boxes: number;
  checked: number;
}

/** The rows of a card's sheet with recorded boxes, in sheet order; without the card, rows by number. */
export function recordedRows(card: Card | undefined, rows: Readonly<Record<number, number>>): RecordedRow[] {
  if (!card?.customization_options) {
    return Object.entries(rows)
      .map(([index, checked]) => ({ index: Number(index), boxes: checked, checked }))
      .sort((a, b) => a.index - b.index);
  }
  const sheet = customizationSheet(card, []);
  return sheet.options
    .filter((option) => (rows[option.index] ?? 0) > 0)
    .map((option) => ({
      index: option.index,
      ...(option.name ? { name: option.name } : {}),
      boxes: option.boxes,
      checked: Math.min(rows[option.index]!, option.boxes),
    }));
}
