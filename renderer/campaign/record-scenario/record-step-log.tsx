import { type KeyboardEvent, useState } from 'react';
import type { LogChange } from '../../../shared/campaign/campaign-events.ts';
import { guidePlainText } from '../../../shared/guide/text/guide-plain-text.ts';
import { t } from '../../i18n/messages.ts';
import { openEntries, visibleLogSections, writableLogSections } from '../../store/campaign/campaign-log.ts';
import { BulletList } from '../../ui/bullet-list.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogIntro } from '../../ui/dialog-intro.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { MutedText } from '../../ui/muted-text.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import form from '../campaign-form.module.css';
import { logChangeText } from '../journal-text.ts';
import { useDefinition } from '../use-definition.ts';
import styles from './record-step-log.module.css';
import type { StepProps } from './record-step-types.ts';

type Kind = 'record' | 'cross' | 'count';

/** The change the entered fields describe for a section, or undefined while they describe none. */
function plannedChange(
  section: string,
  kind: Kind,
  text: string,
  crossedEntry: string,
  count: number,
): LogChange | undefined {
  if (kind === 'record') return text.trim() ? { section, entry: text.trim() } : undefined;
  if (kind === 'cross') return crossedEntry ? { section, entry: crossedEntry, crossedOut: true } : undefined;
  const valid = text.trim() !== '' && Number.isInteger(count) && Math.abs(count) <= 999;
  return valid ? { section, count } : undefined;
}

/** Step 4: what the resolution writes into the Kampagnenlogbuch — entries, crossed-out entries, counts. */
export function LogStep({ draft, change, campaign }: StepProps) {
  const definition = useDefinition(campaign.definitionId);
  const sections = writableLogSections(visibleLogSections(campaign.logSections, definition?.logSections));
  const [sectionId, setSectionId] = useState(sections[0]?.id ?? '');
  const section = sections.find((entry) => entry.id === sectionId);
  const kinds: Kind[] = section?.type === 'count' ? ['count'] : ['record', 'cross'];
  const [chosenKind, setKind] = useState<Kind>('record');
  const kind = kinds.includes(chosenKind) ? chosenKind : kinds[0]!;
  const [text, setText] = useState('');
  const open = section ? openEntries(section, draft.log) : [];
  const [crossed, setCrossed] = useState('');
  const crossedEntry = open.includes(crossed) ? crossed : (open[0] ?? '');
  const count = Number(text.replace('−', '-'));

  const planned = section ? plannedChange(section.id, kind, text, crossedEntry, count) : undefined;
  const add = () => {
    if (!planned) return;
    change({ log: [...draft.log, planned] });
    setText('');
  };
  // Enter in the entry field adds it; an empty field lets Enter move on to the next step.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !planned) return;
    event.preventDefault();
    add();
  };
  const names = { section: (id: string) => campaign.logSections.find((entry) => entry.id === id)?.title ?? id };
  return (
    <>
      <DialogIntro>{t.recordLogIntro}</DialogIntro>
      {sections.length === 0 ? (
        <MutedText>{t.logSectionsEmpty}</MutedText>
      ) : (
        <div className={`${form.row} ${styles.row}`}>
          <SelectField
            label={t.recordLogSection}
            testId="record-log-section"
            value={sectionId}
            values={sections.map((entry) => ({ value: entry.id, label: entry.title }))}
            onChange={setSectionId}
          />
          <SelectField
            label={t.recordLogKind}
            testId="record-log-kind"
            value={kind}
            values={kinds.map((value) => ({ value, label: t.recordLogKinds[value]! }))}
            onChange={(value) => setKind(value as Kind)}
          />
          {kind === 'cross' ? (
            <SelectField
              label={t.recordLogOpen}
              testId="record-log-open"
              value={crossedEntry}
              values={open.map((entry) => ({ value: entry, label: guidePlainText(entry) }))}
              onChange={setCrossed}
            />
          ) : (
            <TextField label={kind === 'count' ? t.logCount : t.recordLogText} className={form.grow}>
              <input
                type={kind === 'count' ? 'number' : 'text'}
                value={text}
                maxLength={500}
                placeholder={kind === 'count' ? String(section?.count ?? 0) : t.logNewEntryPlaceholder}
                data-testid="record-log-text"
                data-first-field
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onEnter}
              />
            </TextField>
          )}
          <Button type="button" data-testid="record-log-add" disabled={!planned} onClick={add}>
            {t.recordLogAdd}
          </Button>
        </div>
      )}
      {draft.log.length === 0 ? (
        <MutedText>{t.recordLogNone}</MutedText>
      ) : (
        <BulletList className={styles.list} data-testid="record-log-list">
          {draft.log.map((entry, index) => (
            <li key={`${index}-${entry.section}`} data-testid="record-log-change">
              {logChangeText(entry, names)}
              <IconButton
                label={t.cardRemove(logChangeText(entry, names))}
                glyph="×"
                onClick={() => change({ log: draft.log.filter((_, i) => i !== index) })}
              />
            </li>
          ))}
        </BulletList>
      )}
    </>
  );
}
