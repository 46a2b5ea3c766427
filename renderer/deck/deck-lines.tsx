import { useState } from 'react';
import type { DeckListGroup, DeckListLine, DeckListSection } from '../../shared/decks/deck-list.ts';
import { GERMAN_EXPORT_LABELS } from '../../shared/i18n/de/deck-export.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckSections, selectFaultyCodes } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CustomizationSheet } from './customization-sheet.tsx';
import { DeckLineItem } from './deck-line-item.tsx';
import styles from './deck-lines.module.css';
import { EmptyNote } from './empty-note.tsx';

const { kinds, slots, sections: sectionNames } = GERMAN_EXPORT_LABELS;

/** The deck's cards grouped as players read a list; lines a problem names carry a red marker. */
export function DeckLines() {
  const sections = useAppStore(selectDeckSections);
  const faulty = useAppStore(selectFaultyCodes);
  const [customizing, setCustomizing] = useState<string>();
  if (sections.length === 0) return <EmptyNote>{t.deckEmpty}</EmptyNote>;

  const lines = (entries: readonly DeckListLine[]) => (
    <ul>
      {entries.map((line) => (
        <DeckLineItem key={line.code} line={line} problem={faulty.has(line.code)} onCustomize={setCustomizing} />
      ))}
    </ul>
  );
  const group = (entry: DeckListGroup, section: DeckListSection) => (
    <section
      key={`${section.key}-${entry.kind}`}
      className={styles.group}
      data-testid="deck-group"
      data-group={entry.kind}
      data-section={section.key}
    >
      <h3>
        {kinds[entry.kind]} <span className={styles.count}>({entry.count})</span>
      </h3>
      {entry.slots
        ? entry.slots.map((slot) => (
            <div key={slot.slot} className={styles.slot} data-slot={slot.slot}>
              <h4>
                {slots[slot.slot]} <span className={styles.count}>({slot.count})</span>
              </h4>
              {lines(slot.lines)}
            </div>
          ))
        : lines(entry.lines)}
    </section>
  );
  return (
    <section aria-label={t.deckLinesLabel}>
      {sections.map((section) =>
        section.key === 'main' ? (
          section.groups.map((entry) => group(entry, section))
        ) : (
          <div key={section.key} data-section={section.key}>
            <h3 className={styles.sectionTitle}>
              {sectionNames[section.key]} <span className={styles.count}>({section.count})</span>
            </h3>
            {section.groups.map((entry) => group(entry, section))}
          </div>
        ),
      )}
      {customizing && <CustomizationSheet code={customizing} onClose={() => setCustomizing(undefined)} />}
    </section>
  );
}
