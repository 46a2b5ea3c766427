import type { ReactNode } from 'react';
import { t } from '../../i18n/messages.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DialogIntro } from '../../ui/dialog-intro.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { emptyFields, type InvestigatorFields, investigatorResult, outcomeOf, xpOf } from '../scenario-form.ts';
import styles from './record-step-numbers.module.css';
import type { StepProps } from './record-step-types.ts';

type NumberKey = 'victory' | 'bonus' | 'other' | 'physical' | 'mental';

const XP_FIELDS: { field: NumberKey; label: string; min: number }[] = [
  { field: 'victory', label: t.recordVictory, min: 0 },
  { field: 'bonus', label: t.recordBonus, min: -99 },
  { field: 'other', label: t.recordOther, min: -99 },
];
const TRAUMA_FIELDS: { field: NumberKey; label: string; min: number }[] = [
  { field: 'physical', label: t.recordPhysical, min: 0 },
  { field: 'mental', label: t.recordMental, min: 0 },
];

/** The investigators' rows of one table step; `cells` draws the fields of each. */
interface TableProps extends StepProps {
  heads: readonly string[];
  /** Trauma step: say who the entered trauma kills or drives insane. */
  showOutcome?: boolean;
  cells(code: string, fields: InvestigatorFields, set: (fields: InvestigatorFields) => void): ReactNode;
}

function InvestigatorTable({ draft, change, investigators, heads, showOutcome, cells }: TableProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t.recordInvestigator}</th>
          {heads.map((head) => (
            <th key={head} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {investigators.map((investigator) => {
          const fields = draft.fields[investigator.code] ?? emptyFields();
          const set = (next: InvestigatorFields) => change({ fields: { ...draft.fields, [investigator.code]: next } });
          const outcome = showOutcome
            ? outcomeOf(investigatorResult(investigator.code, fields), investigator)
            : undefined;
          return (
            <tr key={investigator.code} data-testid="record-row" data-code={investigator.code}>
              <th scope="row">
                <span className={styles.name}>{investigator.name}</span>
                {outcome && (
                  <span className={styles.outcome} data-testid="record-outcome" data-status={outcome}>
                    {t.recordWillDie(t.statusLabels[outcome]!)}
                  </span>
                )}
              </th>
              {cells(investigator.code, fields, set)}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function numberCell(
  name: string,
  fields: InvestigatorFields,
  set: (fields: InvestigatorFields) => void,
  { field, label, min }: (typeof XP_FIELDS)[number],
  valid: boolean,
) {
  return (
    <td key={field}>
      <NumberField
        label={t.recordFieldOf(label, name)}
        hideLabel
        value={fields[field]}
        min={min}
        max={99}
        invalid={!valid}
        testId={`record-${field}`}
        onChange={(text) => set({ ...fields, [field]: text })}
      />
    </td>
  );
}

/** Step 2: XP per investigator, the victory display, the resolution's bonus and anything else, summed. */
export function XpStep(props: StepProps) {
  const nameOf = (code: string) => props.investigators.find((entry) => entry.code === code)?.name ?? code;
  return (
    <>
      <DialogIntro>{t.recordXpIntro}</DialogIntro>
      <InvestigatorTable
        {...props}
        heads={[t.recordVictory, t.recordBonus, t.recordOther, t.recordXpTotal]}
        cells={(code, fields, set) => {
          const result = investigatorResult(code, fields);
          return (
            <>
              {XP_FIELDS.map((entry) => numberCell(nameOf(code), fields, set, entry, Boolean(result)))}
              <td className={styles.xp} data-testid="record-xp">
                {result ? xpOf(result) : '–'}
              </td>
            </>
          );
        }}
      />
    </>
  );
}

/** Step 3: trauma, killed, insane and devoured, with what the trauma will do to each. */
export function TraumaStep(props: StepProps) {
  const nameOf = (code: string) => props.investigators.find((entry) => entry.code === code)?.name ?? code;
  const check = (
    code: string,
    fields: InvestigatorFields,
    set: (fields: InvestigatorFields) => void,
    field: 'killed' | 'insane' | 'devoured',
    label: string,
  ) => (
    <td>
      <Checkbox
        checked={Boolean(fields[field])}
        data-testid={`record-${field}`}
        aria-label={t.recordFieldOf(label, nameOf(code))}
        onChange={(event) => set({ ...fields, [field]: event.target.checked })}
      />
    </td>
  );
  return (
    <>
      <DialogIntro>{t.recordTraumaIntro}</DialogIntro>
      <InvestigatorTable
        {...props}
        heads={[t.recordPhysical, t.recordMental, t.recordKilled, t.recordInsane, t.recordDevoured]}
        showOutcome
        cells={(code, fields, set) => {
          const valid = Boolean(investigatorResult(code, fields));
          return (
            <>
              {TRAUMA_FIELDS.map((entry) => numberCell(nameOf(code), fields, set, entry, valid))}
              {check(code, fields, set, 'killed', t.recordKilled)}
              {check(code, fields, set, 'insane', t.recordInsane)}
              {check(code, fields, set, 'devoured', t.recordDevoured)}
            </>
          );
        }}
      />
    </>
  );
}
