import type { CampaignDefinitionSummary } from '../../shared/api/campaign-definition-contract.ts';
import { t } from '../i18n/messages.ts';

export const FREE = '';

// Side stories and standalone scenarios come last: their "campaign" collects standalone results (Wertungen).
const groups = (definitions: readonly CampaignDefinitionSummary[]) =>
  [
    {
      label: t.definitionGroupCampaigns,
      entries: definitions.filter((entry) => entry.official && entry.kind === 'campaign'),
    },
    {
      label: t.definitionGroupReturns,
      entries: definitions.filter((entry) => entry.official && entry.kind === 'return'),
    },
    {
      label: t.definitionGroupFan,
      entries: definitions.filter((entry) => !entry.official && entry.kind !== 'standalone'),
    },
    { label: t.definitionGroupStandalone, entries: definitions.filter((entry) => entry.kind === 'standalone') },
  ].filter((group) => group.entries.length > 0);

interface DefinitionSelectProps {
  definitions: readonly CampaignDefinitionSummary[];
  value: string;
  onChange(id: string): void;
}

/** "Kampagne": free, or one of the imported definitions grouped as the boxes are. */
export function DefinitionSelect({ definitions, value, onChange }: DefinitionSelectProps) {
  return (
    <label className="select-field campaign-form-grow">
      <span className="select-field-label">{t.campaignSource}</span>
      <select value={value} data-testid="campaign-definition-select" onChange={(event) => onChange(event.target.value)}>
        <option value={FREE}>{t.campaignSourceFree}</option>
        {groups(definitions).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
