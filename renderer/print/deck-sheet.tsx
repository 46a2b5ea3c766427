import { useMemo } from 'react';
import { customizationSummary } from '../../shared/decks/customization-summary.ts';
import { buildDeckList, type DeckList, type DeckListGroup, type DeckListLine } from '../../shared/decks/deck-list.ts';
import {
  investigatorTitle,
  lineTitles,
  orderedLines,
  parallelNote,
  tabooTitle,
} from '../../shared/decks/export-format.ts';
import { type ExportContext, exportLabels } from '../../shared/decks/export-labels.ts';
import { germanDeckProblem } from '../../shared/i18n/de/deck-problems.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import { deckSizeFor } from '../../shared/rules/deck-size.ts';
import { t } from '../i18n/messages.ts';
import { deckJsonOf } from '../store/deck/deck-draft.ts';
import { cardNameIn, selectDeckContext, selectDeckValidation } from '../store/deck/deck-selectors.ts';
import { selectDeckWording } from '../store/deck/environment-selectors.ts';
import { selectXpBudget } from '../store/deck/upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './deck-sheet.module.css';
import sheet from './print-sheet.module.css';

// The printable deck list: grouped as in the editor and the exports (assets by slot,
// events, skills, Dauerhaft, Gebunden, Schwächen; side and spirit deck after), with levels,
// customizations, deck size, XP and the open version; the problems and, apart from them as in the
// editor, the warnings; German, two columns on A4.

const LABELS = exportLabels('de');

/** A finding's key: its code, cards and details tell it apart from every other finding of the deck. */
const findingKey = (finding: DeckProblem) =>
  `${finding.code}:${finding.cards.join(',')}:${JSON.stringify(finding.details ?? {})}:${finding.deck ?? ''}`;

function Lines({
  lines,
  title,
  context,
}: {
  lines: readonly DeckListLine[];
  title: (line: DeckListLine) => string;
  context: ExportContext;
}) {
  return (
    <ul className={sheet.lines}>
      {orderedLines(lines, 'de').map((line) => {
        const taken = customizationSummary(line, context);
        return (
          <li key={line.code} data-code={line.code}>
            <span className={styles.count}>{line.count}×</span> {title(line)}
            {taken.length > 0 && <span className={styles.sub}>{taken.join('; ')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Group({
  group,
  title,
  context,
}: {
  group: DeckListGroup;
  title: (line: DeckListLine) => string;
  context: ExportContext;
}) {
  return (
    <section className={styles.group} data-group={group.kind}>
      <h3>
        {LABELS.kinds[group.kind]} ({group.count})
      </h3>
      {group.slots ? (
        group.slots.map((slot) => (
          <div key={slot.slot} className={styles.slot}>
            <h4>
              {LABELS.slots[slot.slot]} ({slot.count})
            </h4>
            <Lines lines={slot.lines} title={title} context={context} />
          </div>
        ))
      ) : (
        <Lines lines={group.lines} title={title} context={context} />
      )}
    </section>
  );
}

function Sections({ list, context }: { list: DeckList; context: ExportContext }) {
  const title = lineTitles(list, context);
  return (
    <>
      {list.sections.map((section) => (
        <div key={section.key} className="sheet-section" data-section={section.key}>
          {section.key !== 'main' && (
            <h2>
              {LABELS.sections[section.key]} ({section.count})
            </h2>
          )}
          <div className={sheet.columns}>
            {section.groups.map((group) => (
              <Group key={group.kind} group={group} title={title} context={context} />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

export function DeckSheet() {
  const deck = useAppStore((state) => state.deck);
  const pool = useAppStore((state) => state.cardPool);
  const validation = useAppStore(selectDeckValidation);
  const ctx = useAppStore(selectDeckContext);
  const opened = useAppStore((state) => state.opened);
  const budget = useAppStore(selectXpBudget);
  const wording = useAppStore(selectDeckWording);
  const built = useMemo(
    () => (deck && pool && validation ? buildDeckList(deckJsonOf(deck), pool, validation) : undefined),
    [deck, pool, validation],
  );
  if (!deck || !pool || !validation || !ctx || !built?.ok) return null;

  const list = built.list;
  const context: ExportContext = { lang: 'de', labels: LABELS, pool, wording };
  const note = parallelNote(list, LABELS);
  const size = deckSizeFor(ctx, new Map(Object.entries(deck.slots)));
  const all = list.sections.find((section) => section.key === 'main')?.count ?? 0;
  const nameOf = cardNameIn(pool);
  return (
    <article className={sheet.sheet} data-testid="deck-sheet">
      <header className={sheet.head}>
        <h1>{list.name ?? investigatorTitle(list, 'de')}</h1>
        <p className={sheet.investigator} data-testid="sheet-investigator">
          {LABELS.investigator}: {investigatorTitle(list, 'de')}
          {note ? ` (${note})` : ''}
        </p>
        <p className={sheet.facts}>
          <span data-testid="sheet-size">
            {LABELS.deckSize}: {list.deckSize} / {size} ({LABELS.total(all)})
          </span>
          <span>
            {LABELS.xp}: {list.xp}
          </span>
          {list.taboo && (
            <span>
              {LABELS.taboo}: {tabooTitle(list.taboo)}
            </span>
          )}
          {opened && <span>{t.sheetDeckVersion(opened.version)}</span>}
          {budget && <span>{t.sheetXpAvailable(budget.available, budget.spent)}</span>}
        </p>
      </header>
      <Sections list={list} context={context} />
      <section
        className={styles.problems}
        data-testid="sheet-problems"
        data-valid={validation.problems.length === 0 || undefined}
      >
        <h2>{validation.problems.length ? t.sheetProblems : t.sheetValid}</h2>
        {validation.problems.length > 0 && (
          <ul>
            {validation.problems.map((problem) => (
              <li key={findingKey(problem)}>{germanDeckProblem(problem, nameOf)}</li>
            ))}
          </ul>
        )}
      </section>
      {validation.warnings.length > 0 && (
        <section className={styles.warnings} data-testid="sheet-warnings">
          <h2>{t.warningsTitle(validation.warnings.length)}</h2>
          <ul>
            {validation.warnings.map((warning) => (
              <li key={findingKey(warning)} data-code={warning.code}>
                {germanDeckProblem(warning, nameOf)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className={sheet.footer}>{t.printFooter(new Date())}</footer>
    </article>
  );
}
