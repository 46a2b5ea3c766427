import { useState, type FormEvent } from 'react';
import type { LogChange } from '../../shared/campaign/campaign-events.ts';
import type { LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';

interface CountFormProps {
  label: string;
  /** The label with the section it belongs to, for screen readers. */
  fullLabel: string;
  value: number;
  testId: string;
  /** An earlier state is shown: the count only. */
  readOnly: boolean;
  disabled: boolean;
  onSet(count: number): void;
}

/** A count with a field to set it ("Yigs Zorn: 4"). */
function CountForm({ label, fullLabel, value, testId, readOnly, disabled, onSet }: CountFormProps) {
  const [text, setText] = useState(String(value));
  const parsed = Number(text.replace('−', '-'));
  const valid = text.trim() !== '' && Number.isInteger(parsed) && Math.abs(parsed) <= 999 && parsed !== value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSet(parsed);
  };
  return (
    <form className="log-count" data-testid={testId} onSubmit={submit}>
      <span className="log-count-label">{label}</span>
      <span className="log-count-value" data-testid="log-count-value">
        {value}
      </span>
      {!readOnly && (
        <>
          <input type="number" min={-999} max={999} step={1} value={text} aria-label={fullLabel} data-testid="log-count-input" onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="chip-button" data-testid="log-count-set" disabled={!valid || disabled}>
            {t.logCountSet}
          </button>
        </>
      )}
    </form>
  );
}

/** One section of the Kampagnenlogbuch: its entries (record, cross out), its counts, or the supplies it offers. */
export function LogSectionCard({ section, readOnly }: { section: LogSectionState; readOnly: boolean }) {
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
  const named = Object.entries(section.counts);
  return (
    <section className="log-section" data-testid="log-section" data-section={section.id} data-type={section.type}>
      <h3>{section.title}</h3>
      {isCount && <CountForm label={t.logCount} fullLabel={t.logCountOf(section.title)} value={section.count} testId="log-count" readOnly={readOnly} disabled={busy} onSet={(count) => void write({ section: section.id, count })} />}
      {named.map(([name, value]) => (
        <CountForm key={name} label={t.logNamedCount(name)} fullLabel={`${section.title}: ${t.logNamedCount(name)}`} value={value} testId="log-named-count" readOnly={readOnly} disabled={busy} onSet={(count) => void write({ section: section.id, count, name })} />
      ))}
      {isSupplies && (
        <p className="campaign-muted" data-testid="log-supply-list">
          {t.logSupplyList}: {(section.supplies ?? []).map((supply) => `${supply.name} (${supply.cost})`).join(' · ')}
        </p>
      )}
      {!isCount && !isSupplies && (
        <>
          {section.entries.length === 0 ? (
            <p className="campaign-muted">{t.logEntriesEmpty}</p>
          ) : (
            <ul className="log-entries">
              {section.entries.map((line, index) => (
                <li key={`${line.text}-${index}`} data-testid="log-entry" data-crossed={line.crossedOut || undefined}>
                  <span className="log-entry-text">{line.text}</span>
                  {!readOnly && !line.crossedOut && (
                    <button
                      type="button"
                      className="chip-button"
                      data-testid="log-cross-out"
                      title={t.logCrossOutTitle(line.text)}
                      aria-label={t.logCrossOutTitle(line.text)}
                      disabled={busy}
                      onClick={() => void write({ section: section.id, entry: line.text, crossedOut: true })}
                    >
                      {t.logCrossOut}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!readOnly && (
            <form className="log-new-entry" onSubmit={(event) => void record(event)}>
              <input type="text" value={entry} maxLength={500} placeholder={t.logNewEntryPlaceholder} aria-label={`${t.logNewEntry}: ${section.title}`} data-testid="log-entry-input" onChange={(event) => setEntry(event.target.value)} />
              <button type="submit" className="chip-button" data-testid="log-entry-add" disabled={!entry.trim() || busy}>
                {t.logRecord}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
