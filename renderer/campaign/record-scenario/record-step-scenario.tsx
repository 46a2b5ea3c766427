import { t } from '../../i18n/messages.ts';
import { ScenarioFields } from '../scenario-fields.tsx';
import type { StepProps } from './record-step-types.ts';

/** Step 1: which scenario, and its resolution (the definition's as suggestions; any text may be entered). */
export function ScenarioStep({ draft, change, campaign }: StepProps) {
  return (
    <ScenarioFields
      campaign={campaign}
      values={draft}
      change={change}
      labels={{ scenario: t.recordScenario, resolution: t.resolution }}
      testIds={{ scenario: 'record-scenario-select', name: 'record-scenario-name', resolution: 'record-resolution' }}
    />
  );
}
