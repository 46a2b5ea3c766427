import { useId } from 'react';
import { SelectField } from '../deck/select-field.tsx';
import { t } from '../i18n/messages.ts';
import type { StepProps } from './record-step-types.ts';
import { useDefinition } from './use-definition.ts';

const OTHER = '';

/** Step 1: which scenario, and its resolution (the definition's as suggestions; any text may be entered). */
export function ScenarioStep({ draft, change, campaign }: StepProps) {
  const resolutionsId = useId();
  const definition = useDefinition(campaign.definitionId);
  const resolutions = definition?.scenarios.find((entry) => entry.id === draft.scenarioId)?.resolutions.map((entry) => entry.title) ?? t.resolutionSuggestions;
  return (
    <div className="campaign-form-row">
      <SelectField
        label={t.recordScenario}
        testId="record-scenario-select"
        value={draft.scenarioId}
        values={[...campaign.scenarios.map((entry) => ({ value: entry.id, label: entry.name })), { value: OTHER, label: t.recordScenarioOther }]}
        onChange={(scenarioId) => change({ scenarioId })}
      />
      {draft.scenarioId === OTHER && (
        <label className="text-field campaign-form-grow">
          <span>{t.recordScenarioName}</span>
          <input type="text" value={draft.freeName} data-testid="record-scenario-name" maxLength={200} onChange={(event) => change({ freeName: event.target.value })} />
        </label>
      )}
      <label className="text-field campaign-form-grow">
        <span>{t.resolution}</span>
        <input
          type="text"
          value={draft.resolution}
          list={resolutionsId}
          data-testid="record-resolution"
          placeholder={t.resolutionPlaceholder}
          maxLength={100}
          onChange={(event) => change({ resolution: event.target.value })}
        />
        <datalist id={resolutionsId}>
          {resolutions.map((entry) => (
            <option key={entry} value={entry} />
          ))}
        </datalist>
      </label>
    </div>
  );
}
