import { useId, useState } from 'react';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { SelectField } from '../deck/select-field.tsx';
import { t } from '../i18n/messages.ts';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import { newStandaloneFields, standaloneResult, type StandaloneFields } from './standalone-form.ts';
import { useDefinition } from './use-definition.ts';

const OTHER = '';

/** "Wertung eintragen": a standalone run's scenario, resolution and the XP each investigator earned (`standalone_result`). */
export function StandaloneDialog({ campaign, onClose }: { campaign: CampaignState; onClose(): void }) {
  const resolutionsId = useId();
  const definition = useDefinition(campaign.definitionId);
  const [fields, setFields] = useState<StandaloneFields>(() => newStandaloneFields(campaign, campaign.investigators));
  const change = (next: Partial<StandaloneFields>) => setFields({ ...fields, ...next });
  const result = standaloneResult(fields, campaign.scenarios);
  const problem = typeof result === 'string' ? result : undefined;
  const resolutions = definition?.scenarios.find((entry) => entry.id === fields.scenarioId)?.resolutions.map((entry) => entry.title) ?? t.resolutionSuggestions;
  return (
    <CampaignEventDialog title={t.standaloneDialogTitle} testId="standalone-dialog" events={problem ? undefined : [result as Exclude<typeof result, string>]} confirm={t.standaloneSave} onClose={onClose}>
      <p className="dialog-intro">{t.standaloneIntro}</p>
      <div className="campaign-form-row">
        <SelectField
          label={t.standaloneScenario}
          testId="standalone-scenario"
          value={fields.scenarioId}
          values={[...campaign.scenarios.map((entry) => ({ value: entry.id, label: entry.name })), { value: OTHER, label: t.recordScenarioOther }]}
          onChange={(scenarioId) => change({ scenarioId })}
        />
        {fields.scenarioId === OTHER && (
          <label className="text-field campaign-form-grow">
            <span>{t.recordScenarioName}</span>
            <input type="text" value={fields.freeName} maxLength={200} data-testid="standalone-scenario-name" onChange={(event) => change({ freeName: event.target.value })} />
          </label>
        )}
        <label className="text-field campaign-form-grow">
          <span>{t.standaloneResolution}</span>
          <input type="text" value={fields.resolution} list={resolutionsId} maxLength={100} placeholder={t.resolutionPlaceholder} autoFocus data-testid="standalone-resolution" onChange={(event) => change({ resolution: event.target.value })} />
          <datalist id={resolutionsId}>
            {resolutions.map((entry) => (
              <option key={entry} value={entry} />
            ))}
          </datalist>
        </label>
      </div>
      <fieldset className="standalone-investigators" data-testid="standalone-investigators">
        <legend>{t.standaloneInvestigators}</legend>
        {campaign.investigators.length === 0 && <p className="campaign-muted">{t.standaloneNoInvestigators}</p>}
        {campaign.investigators.map((investigator) => (
          <div key={investigator.code} className="standalone-investigator" data-code={investigator.code}>
            <label className="standalone-played">
              <input type="checkbox" checked={fields.played[investigator.code] ?? false} data-testid="standalone-played" onChange={(event) => change({ played: { ...fields.played, [investigator.code]: event.target.checked } })} />
              <span>{investigator.name}</span>
            </label>
            <input
              type="number"
              min={-99}
              max={99}
              step={1}
              value={fields.xp[investigator.code] ?? '0'}
              aria-label={t.standaloneXp(investigator.name)}
              disabled={!fields.played[investigator.code]}
              data-testid="standalone-xp"
              onChange={(event) => change({ xp: { ...fields.xp, [investigator.code]: event.target.value } })}
            />
            <span className="campaign-muted">{t.recordXpTotal}</span>
          </div>
        ))}
      </fieldset>
      <label className="text-field">
        <span>{t.standaloneNote}</span>
        <textarea rows={2} value={fields.note} maxLength={2000} data-testid="standalone-note" onChange={(event) => change({ note: event.target.value })} />
      </label>
      {problem && (
        <p className="campaign-muted" data-testid="standalone-problem">
          {t.standaloneProblems[problem]}
        </p>
      )}
    </CampaignEventDialog>
  );
}
