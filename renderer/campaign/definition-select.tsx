import type { CampaignDefinitionSummary } from '../../shared/api/campaign-definition-contract.ts';
import { SIDE_DEFINITION } from '../../shared/campaign/standalone-campaign.ts';
import { t } from '../i18n/messages.ts';
import { SelectField } from '../ui/select-field.tsx';
import form from './campaign-form.module.css';
import { definitionGroups } from './definition-groups.ts';

export const FREE = '';
/** A standalone play of one scenario of the side folder (contract: `campaign create --standalone`). */
export const STANDALONE = '$standalone';

/**
 * What "Neue Kampagne" starts on: the first official campaign as the list comes (Die Nacht des
 * Zeloten, the core set's, where a new group begins), so Enter makes a campaign with its scenarios,
 * chaos bag and guide; free scenarios are one choice away. Free when no definitions are imported.
 */
export const defaultDefinitionId = (definitions: readonly CampaignDefinitionSummary[]): string =>
  definitions.find((entry) => entry.official && entry.kind === 'campaign')?.id ?? FREE;

interface DefinitionSelectProps {
  definitions: readonly CampaignDefinitionSummary[];
  value: string;
  onChange(id: string): void;
}

/** "Kampagne": free, or one of the imported definitions grouped as the boxes are. */
export function DefinitionSelect({ definitions, value, onChange }: DefinitionSelectProps) {
  return (
    <SelectField
      label={t.campaignSource}
      testId="campaign-definition-select"
      className={form.grow}
      value={value}
      onChange={onChange}
    >
      <option value={FREE}>{t.campaignSourceFree}</option>
      {definitions.some((entry) => entry.id === SIDE_DEFINITION) && (
        <option value={STANDALONE}>{t.campaignSourceStandalone}</option>
      )}
      {definitionGroups(definitions).map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
