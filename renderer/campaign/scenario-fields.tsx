import { useId } from 'react';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import form from './campaign-form.module.css';
import { useDefinition } from './use-definition.ts';

/** The scenario choice's value for "another scenario", named in the free-text field. */
export const OTHER_SCENARIO = '';

export interface ScenarioFieldValues {
  scenarioId: string;
  freeName: string;
  resolution: string;
}

interface ScenarioFieldsProps {
  campaign: CampaignState;
  values: ScenarioFieldValues;
  change(next: Partial<ScenarioFieldValues>): void;
  labels: { scenario: string; resolution: string };
  testIds: { scenario: string; name: string; resolution: string };
  autoFocusResolution?: boolean;
}

/** Which scenario (or another, named) and its resolution, with the definition's resolutions as suggestions. */
export function ScenarioFields({
  campaign,
  values,
  change,
  labels,
  testIds,
  autoFocusResolution,
}: ScenarioFieldsProps) {
  const resolutionsId = useId();
  const definition = useDefinition(campaign.definitionId);
  const resolutions =
    definition?.scenarios.find((entry) => entry.id === values.scenarioId)?.resolutions.map((entry) => entry.title) ??
    t.resolutionSuggestions;
  return (
    <div className={form.row}>
      <SelectField
        label={labels.scenario}
        testId={testIds.scenario}
        value={values.scenarioId}
        values={[
          ...campaign.scenarios.map((entry) => ({ value: entry.id, label: entry.name })),
          { value: OTHER_SCENARIO, label: t.recordScenarioOther },
        ]}
        onChange={(scenarioId) => change({ scenarioId })}
      />
      {values.scenarioId === OTHER_SCENARIO && (
        <TextField label={t.recordScenarioName} className={form.grow}>
          <input
            type="text"
            value={values.freeName}
            maxLength={200}
            data-testid={testIds.name}
            onChange={(event) => change({ freeName: event.target.value })}
          />
        </TextField>
      )}
      <TextField label={labels.resolution} className={form.grow}>
        <input
          type="text"
          value={values.resolution}
          list={resolutionsId}
          maxLength={100}
          placeholder={t.resolutionPlaceholder}
          autoFocus={autoFocusResolution}
          data-testid={testIds.resolution}
          onChange={(event) => change({ resolution: event.target.value })}
        />
        <datalist id={resolutionsId}>
          {resolutions.map((entry) => (
            <option key={entry} value={entry} />
          ))}
        </datalist>
      </TextField>
    </div>
  );
}
