import { memo, useState } from 'react';
import { errorFromCode } from '../api/call-error.ts';
import { guideStepOf } from '../guide/guide-answered-lines.ts';
import { GuideRewindConfirm } from '../guide/guide-rewind-confirm.tsx';
import { t } from '../i18n/messages.ts';
import { isLater } from '../store/campaign/campaign-history.ts';
import { canUndoLine, selectJournalNewestFirst } from '../store/campaign/campaign-selectors.ts';
import type { JournalLine } from '../store/campaign/campaign-types.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './campaign-journal.module.css';
import { type JournalNames, journalText } from './journal-text.ts';
import { undoButtonWords } from './journal-undo-button.ts';

interface EntryProps {
  line: JournalLine;
  names: JournalNames;
  undoable: boolean;
  later: boolean;
  busy: boolean;
  /** For an undo of an undo: the entries it brings back. */
  restores?: number[];
  onUndo(seq: number): void;
  /** „Ab hier neu beantworten“ of a guide answer with later answers in force (asked first). */
  onRewind(seq: number): void;
}

/** One line; rendered again only when its props change (lines stay the same objects while unchanged: journal-line-reuse.ts). */
const JournalEntryView = memo(function JournalEntryView({
  line,
  names,
  undoable,
  later,
  busy,
  restores,
  onUndo,
  onRewind,
}: EntryProps) {
  const [text, ...details] = journalText(line, names);
  const [asking, setAsking] = useState(false);
  const rewinds = line.answersTakenBack;
  const headline = restores === undefined ? text : t.entryRedo(restores, (line.payload as { seq: number }).seq);
  // An undo main would refuse is not offered: the button is disabled and says why (German from the typed reason).
  const refusal = line.undoRefused ? errorFromCode(line.undoRefused.code, line.undoRefused.details).message : undefined;
  const reasonId = `journal-undo-reason-${line.seq}`;
  const words = undoButtonWords(line, restores);
  return (
    <li
      className={styles.line}
      data-testid="journal-line"
      data-seq={line.seq}
      data-type={line.type}
      data-undone={line.undone || undefined}
      data-later={later || undefined}
    >
      <span className={styles.meta}>
        {t.journalEntry(line.seq)} · {t.dateTime(line.at)}
        {line.undone && <span> · {t.journalUndone}</span>}
        {later && <span> · {t.journalLater}</span>}
      </span>
      <span className={styles.text} data-testid="journal-text">
        {headline}
        {details.length > 0 && (
          <ul className={styles.details}>
            {details.map((detail, index) => (
              <li key={`${index}-${detail}`}>{detail}</li>
            ))}
          </ul>
        )}
      </span>
      {undoable && asking && rewinds && (
        <GuideRewindConfirm
          step={guideStepOf(line.payload)?.step ?? text}
          count={rewinds}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onRewind(line.seq);
          }}
        />
      )}
      {undoable && !asking && (
        <Button
          type="button"
          className={styles.undo}
          data-testid="journal-undo"
          title={refusal ?? words.title}
          disabled={busy || refusal !== undefined}
          aria-describedby={refusal ? reasonId : undefined}
          data-refused={refusal ? true : undefined}
          data-rewind={rewinds ? true : undefined}
          onClick={() => (rewinds ? setAsking(true) : onUndo(line.seq))}
        >
          {words.text}
        </Button>
      )}
      {undoable && refusal && (
        <span id={reasonId} className={styles.undoReason} data-testid="journal-undo-reason">
          {refusal}
        </span>
      )}
    </li>
  );
});

/** The entries an undo of an undo brings back ("Wiederherstellen" was pressed); undefined for any other line. */
function restoredBy(line: JournalLine, lines: readonly JournalLine[]): number[] | undefined {
  if (line.type !== 'undo') return undefined;
  const target = lines.find((other) => other.seq === (line.payload as { seq: number }).seq);
  if (target?.type !== 'undo') return undefined;
  const { seq, later } = target.payload as { seq: number; later?: number[] };
  return [seq, ...(later ?? [])];
}

/** "Verlauf": every journal entry in German, newest first; undone ones struck through, later ones greyed while looking back. */
export function CampaignJournal({ names }: { names: JournalNames }) {
  const lines = useAppStore(selectJournalNewestFirst);
  const first = useAppStore((state) => state.campaign?.journal[0]);
  const busy = useAppStore((state) => state.campaignBusy);
  const viewSeq = useAppStore((state) => state.campaignView?.seq);
  const undo = useAppStore((state) => state.undoCampaignEntry);
  const rewind = useAppStore((state) => state.rewindGuide);

  return (
    <section className={styles.journal} aria-labelledby="campaign-journal-title">
      <h2 id="campaign-journal-title">{t.journalTitle}</h2>
      <MutedText>{t.journalHint}</MutedText>
      {lines.length === 0 && <MutedText>{t.journalEmpty}</MutedText>}
      <ol className={styles.lines} data-testid="journal">
        {lines.map((line) => (
          <JournalEntryView
            key={line.seq}
            line={line}
            names={names}
            undoable={viewSeq === undefined && canUndoLine(line, first)}
            later={isLater(line, viewSeq)}
            busy={busy}
            restores={restoredBy(line, lines)}
            onUndo={undo}
            onRewind={rewind}
          />
        ))}
      </ol>
    </section>
  );
}
