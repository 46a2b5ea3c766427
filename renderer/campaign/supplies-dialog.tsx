import { useState } from 'react';
import type { InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { NumberField } from '../ui/number-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import styles from './supplies-dialog.module.css';
import { suppliesCost, suppliesEvent } from './supplies-form.ts';

interface SuppliesDialogProps {
  investigator: InvestigatorState;
  sections: readonly LogSectionState[];
  onClose(): void;
}

/** What a supply costs, and how many the investigator holds already. */
const facts = (cost: number, held: number | undefined) => (
  <>
    <span className={styles.cost}>{t.suppliesCost(cost)}</span>
    {held ? <MutedText as="span">{t.suppliesHeld(held)}</MutedText> : null}
  </>
);

/** "Ausrüstung": choose from the definition's supply list of a section (`supplies_chosen`), with what it costs. */
export function SuppliesDialog({ investigator, sections, onClose }: SuppliesDialogProps) {
  const [sectionId, setSectionId] = useState(sections[0]?.id ?? '');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const section = sections.find((entry) => entry.id === sectionId);
  const supplies = section?.supplies ?? [];
  const held = investigator.supplies[sectionId] ?? {};
  const choose = (id: string, count: number) => setCounts({ ...counts, [id]: Math.max(0, Math.min(9, count)) });
  return (
    <CampaignEventDialog
      title={t.suppliesDialogTitle(investigator.name)}
      testId="supplies-dialog"
      events={suppliesEvent(investigator.code, sectionId, counts)}
      confirm={t.suppliesSave}
      onClose={onClose}
    >
      {sections.length > 1 && (
        <SelectField
          label={t.suppliesSection}
          testId="supplies-section"
          value={sectionId}
          values={sections.map((entry) => ({ value: entry.id, label: entry.title }))}
          onChange={(value) => {
            setSectionId(value);
            setCounts({});
          }}
        />
      )}
      <ul className={styles.choices} data-testid="supply-choices">
        {supplies.map((supply, index) => {
          const count = counts[supply.id] ?? 0;
          return (
            <li key={supply.id} data-supply={supply.id}>
              {supply.multiple ? (
                <div className={styles.choice}>
                  <NumberField
                    label={supply.name}
                    hideLabel
                    value={String(count)}
                    min={0}
                    max={9}
                    autoFocus={index === 0}
                    testId="supply-count"
                    onChange={(text) => choose(supply.id, Number.parseInt(text, 10) || 0)}
                  />
                  {/* The field is named with it already. */}
                  <span className={styles.name} aria-hidden="true">
                    {supply.name}
                  </span>
                  {facts(supply.cost, held[supply.id])}
                </div>
              ) : (
                <label className={styles.choice}>
                  <Checkbox
                    checked={count > 0}
                    autoFocus={index === 0}
                    data-testid="supply-check"
                    onChange={(event) => choose(supply.id, event.target.checked ? 1 : 0)}
                  />
                  <span className={styles.name}>{supply.name}</span>
                  {facts(supply.cost, held[supply.id])}
                </label>
              )}
              {supply.description && <p className={styles.description}>{supply.description}</p>}
            </li>
          );
        })}
      </ul>
      <p className={styles.total} data-testid="supply-total">
        {t.suppliesTotal(suppliesCost(supplies, counts))}
      </p>
    </CampaignEventDialog>
  );
}
