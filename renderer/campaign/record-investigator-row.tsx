import type { ScenarioInvestigator } from '../../shared/campaign/campaign-events.ts';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { outcomeOf, xpOf, type InvestigatorFields } from './scenario-form.ts';

type NumberField = 'victory' | 'bonus' | 'other' | 'physical' | 'mental';
const NUMBER_FIELDS: { field: NumberField; label: string; min: number }[] = [
  { field: 'victory', label: t.recordVictory, min: 0 },
  { field: 'bonus', label: t.recordBonus, min: -99 },
  { field: 'other', label: t.recordOther, min: -99 },
];
const TRAUMA_FIELDS: { field: NumberField; label: string; min: number }[] = [
  { field: 'physical', label: t.recordPhysical, min: 0 },
  { field: 'mental', label: t.recordMental, min: 0 },
];

interface RecordInvestigatorRowProps {
  investigator: InvestigatorState;
  fields: InvestigatorFields;
  result: ScenarioInvestigator | undefined;
  onChange(fields: InvestigatorFields): void;
}

/** One investigator's line of "Szenario abschließen", with the XP sum and what the trauma will do. */
export function RecordInvestigatorRow({ investigator, fields, result, onChange }: RecordInvestigatorRowProps) {
  const outcome = outcomeOf(result, investigator);
  const number = ({ field, label, min }: (typeof NUMBER_FIELDS)[number]) => (
    <td key={field}>
      <input
        type="number"
        className="record-number"
        min={min}
        max={99}
        step={1}
        value={fields[field]}
        data-testid={`record-${field}`}
        aria-label={t.recordFieldOf(label, investigator.name)}
        aria-invalid={result ? undefined : true}
        onChange={(event) => onChange({ ...fields, [field]: event.target.value })}
      />
    </td>
  );
  const check = (field: 'killed' | 'insane', label: string) => (
    <td className="record-check">
      <input type="checkbox" checked={fields[field]} data-testid={`record-${field}`} aria-label={t.recordFieldOf(label, investigator.name)} onChange={(event) => onChange({ ...fields, [field]: event.target.checked })} />
    </td>
  );
  return (
    <tr data-testid="record-row" data-code={investigator.code}>
      <th scope="row">
        <span className="record-name">{investigator.name}</span>
        {outcome && (
          <span className="record-outcome" data-testid="record-outcome" data-status={outcome}>
            {t.recordWillDie(t.statusLabels[outcome]!)}
          </span>
        )}
      </th>
      {NUMBER_FIELDS.map(number)}
      <td className="record-xp" data-testid="record-xp">
        {result ? xpOf(result) : '–'}
      </td>
      {TRAUMA_FIELDS.map(number)}
      {check('killed', t.recordKilled)}
      {check('insane', t.recordInsane)}
    </tr>
  );
}
