import { type FormEvent, useState } from 'react';
import type { LogChange } from '../../shared/campaign/campaign-events.ts';
import type { InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { guidePlainText } from '../../shared/guide/text/guide-plain-text.ts';
import { GuideMarkupInline } from '../guide/guide-markup-view.tsx';
import { t } from '../i18n/messages.ts';
import { heldSupplies, shownNamedCounts } from '../store/campaign/campaign-log.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ChipButton } from '../ui/chip-button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { HeldSupplyLine } from './held-supply-line.tsx';
import { CountForm, NamedCountForm } from './log-count-form.tsx';
import styles from './log-section-card.module.css';

/**
 * One section of the Kampagnenlogbuch: its entries (record, cross out), its counts (set, or a named
 * one created), or the supplies each investigator holds and those it offers.
 */
export function LogSectionCard({
  section,
  readOnly,
  investigators,
  investigatorName,
}: {
  section: LogSectionState;
  readOnly: boolean;
  /** The campaign's investigators, for the supplies each holds. */
  investigators: readonly InvestigatorState[];
  /** The name of an investigator of the campaign by code (counts kept per investigator). */
  investigatorName: (code: string) => string | undefined;
}) {
  const append = useAppStore((state) => state.appendToCampaign);
  const busy = useAppStore((state) => state.campaignBusy);
  const [entry, setEntry] = useState('');
  const write = (change: LogChange) => append([{ type: 'log_updated', payload: { changes: [change] } }]);
  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (entry.trim() && (await write({ section: section.id, entry: entry.trim() }))) setEntry('');
  };
  const isCount = section.type === 'count';
  const isSupplies = section.type === 'supplies';
  const named = shownNamedCounts(section, investigatorName);
  return (
    <section className={styles.section} data-testid="log-section" data-section={section.id} data-type={section.type}>
      {/* A name the guide crossed out (a resident of Hemlock Vale lost) reads crossed out. */}
      <h3>{section.crossedOut ? <s>{section.title}</s> : section.title}</h3>
      {isCount && (
        <CountForm
          label={t.logCount}
          fullLabel={t.logCountOf(section.title)}
          value={section.count}
          testId="log-count"
          readOnly={readOnly}
          disabled={busy}
          onSet={(count) => void write({ section: section.id, count })}
        />
      )}
      {named.map(({ name, label, value }) => (
        <CountForm
          key={name}
          label={label}
          fullLabel={`${section.title}: ${t.logNamedCount(label)}`}
          value={value}
          testId="log-named-count"
          readOnly={readOnly}
          disabled={busy}
          onSet={(count) => void write({ section: section.id, count, name })}
        />
      ))}
      {isSupplies && <SuppliesHeld section={section} investigators={investigators} />}
      {isSupplies && (
        <MutedText data-testid="log-supply-list">
          {t.logSupplyList}: {(section.supplies ?? []).map((supply) => `${supply.name} (${supply.cost})`).join(' · ')}
        </MutedText>
      )}
      {!isCount && !isSupplies && (
        <>
          {section.entries.length === 0 ? (
            <MutedText>{t.logEntriesEmpty}</MutedText>
          ) : (
            <ul className={styles.entries}>
              {section.entries.map((line, index) => (
                <li key={`${line.text}-${index}`} data-testid="log-entry" data-crossed={line.crossedOut || undefined}>
                  <span className={styles.entryText} data-testid="log-entry-text">
                    <GuideMarkupInline markup={line.text} />
                  </span>
                  {!readOnly && !line.crossedOut && (
                    <ChipButton
                      data-testid="log-cross-out"
                      title={t.logCrossOutTitle(guidePlainText(line.text))}
                      aria-label={t.logCrossOutTitle(guidePlainText(line.text))}
                      disabled={busy}
                      onClick={() => void write({ section: section.id, entry: line.text, crossedOut: true })}
                    >
                      {t.logCrossOut}
                    </ChipButton>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!readOnly && (
            <form className={styles.newEntry} onSubmit={(event) => void record(event)}>
              <input
                type="text"
                value={entry}
                maxLength={500}
                placeholder={t.logNewEntryPlaceholder}
                aria-label={`${t.logNewEntry}: ${section.title}`}
                data-testid="log-entry-input"
                onChange={(event) => setEntry(event.target.value)}
              />
              <ChipButton type="submit" data-testid="log-entry-add" disabled={!entry.trim() || busy}>
                {t.logRecord}
              </ChipButton>
            </form>
          )}
        </>
      )}
      {!readOnly && !isSupplies && <NamedCountForm section={section} disabled={busy} onCreate={write} />}
    </section>
  );
}

/** Per investigator the supplies they hold, as the paper log notes them under the section. */
function SuppliesHeld({
  section,
  investigators,
}: {
  section: LogSectionState;
  investigators: readonly InvestigatorState[];
}) {
  const held = heldSupplies(section, investigators);
  if (held.length === 0) return <MutedText>{t.logSuppliesNone}</MutedText>;
  return (
    <ul className={styles.held} data-testid="log-supplies-held">
      {held.map((entry) => (
        <li key={entry.code} data-investigator={entry.code}>
          <span className={styles.holder}>{entry.name}:</span> <HeldSupplyLine supplies={entry.supplies} />
        </li>
      ))}
    </ul>
  );
}
