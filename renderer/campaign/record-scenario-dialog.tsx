import { useId, useState, type FormEvent } from 'react';
import type { ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import { ModalDialog } from '../deck/modal-dialog.tsx';
import { SelectField } from '../deck/select-field.tsx';
import { t } from '../i18n/messages.ts';
import { selectActiveInvestigators, selectCampaignState } from '../store/campaign-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import { ChaosTokenCounter } from './chaos-bag.tsx';
import { RecordInvestigatorRow } from './record-investigator-row.tsx';
import { emptyFields, freeScenarioId, investigatorResult, type InvestigatorFields } from './scenario-form.ts';
import { useDefinition } from './use-definition.ts';

const OTHER = '';

/** "Szenario abschließen": scenario, resolution, each investigator's XP and trauma, tokens added; one `scenario_recorded`. */
export function RecordScenarioDialog({ onClose }: { onClose(): void }) {
  const campaign = useAppStore(selectCampaignState);
  const investigators = useAppStore(selectActiveInvestigators);
  const recordScenario = useAppStore((state) => state.recordScenario);
  const busy = useAppStore((state) => state.campaignBusy);
  const formId = useId();
  const resolutionsId = useId();
  const scenarios = campaign?.scenarios ?? [];
  const definition = useDefinition(campaign?.definitionId);
  const [scenarioId, setScenarioId] = useState(campaign?.nextScenario?.id ?? scenarios[0]?.id ?? OTHER);
  const [freeName, setFreeName] = useState('');
  const [resolution, setResolution] = useState('');
  const [fields, setFields] = useState<Record<string, InvestigatorFields>>(() => Object.fromEntries(investigators.map((entry) => [entry.code, emptyFields()])));
  const [tokens, setTokens] = useState<ChaosToken[]>([]);

  const fieldsOf = (code: string) => fields[code] ?? emptyFields();
  const results = investigators.map((entry) => investigatorResult(entry.code, fieldsOf(entry.code)));
  const valid = results.every(Boolean);
  const listed = scenarios.find((scenario) => scenario.id === scenarioId);
  const scenario = listed ? { id: listed.id, name: listed.name } : freeName.trim() ? { id: freeScenarioId(freeName, new Set(scenarios.map((entry) => entry.id))), name: freeName.trim() } : undefined;
  // The definition's resolutions for this scenario as suggestions; any text may be entered.
  const resolutions = definition?.scenarios.find((entry) => entry.id === scenarioId)?.resolutions.map((entry) => entry.title) ?? t.resolutionSuggestions;
  const ready = Boolean(scenario && resolution.trim() && valid && investigators.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !scenario) return;
    const recorded = await recordScenario({ scenario, resolution: resolution.trim(), investigators: results.filter((result) => result !== undefined), chaosTokensAdded: tokens });
    if (recorded) onClose();
  };
  const footer = (
    <>
      <button type="button" className="secondary-button" onClick={onClose}>
        {t.cancel}
      </button>
      <button type="submit" form={formId} className="primary-button" data-testid="confirm-record" disabled={!ready || busy}>
        {t.record}
      </button>
    </>
  );
  return (
    <ModalDialog title={t.recordTitle} testId="record-dialog" className="dialog-wide" onClose={onClose} footer={footer}>
      <form id={formId} className="campaign-form" onSubmit={(event) => void submit(event)}>
        <div className="campaign-form-row">
          <SelectField
            label={t.recordScenario}
            testId="record-scenario-select"
            value={scenarioId}
            values={[...scenarios.map((entry) => ({ value: entry.id, label: entry.name })), { value: OTHER, label: t.recordScenarioOther }]}
            onChange={setScenarioId}
          />
          {scenarioId === OTHER && (
            <label className="text-field campaign-form-grow">
              <span>{t.recordScenarioName}</span>
              <input type="text" value={freeName} data-testid="record-scenario-name" maxLength={200} onChange={(event) => setFreeName(event.target.value)} />
            </label>
          )}
          <label className="text-field campaign-form-grow">
            <span>{t.resolution}</span>
            <input
              type="text"
              value={resolution}
              list={resolutionsId}
              data-testid="record-resolution"
              placeholder={t.resolutionPlaceholder}
              maxLength={100}
              autoFocus
              onChange={(event) => setResolution(event.target.value)}
            />
            <datalist id={resolutionsId}>
              {resolutions.map((entry) => (
                <option key={entry} value={entry} />
              ))}
            </datalist>
          </label>
        </div>
        {investigators.length === 0 ? (
          <p className="campaign-muted">{t.recordNoInvestigators}</p>
        ) : (
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col">{t.recordInvestigator}</th>
                <th scope="col">{t.recordVictory}</th>
                <th scope="col">{t.recordBonus}</th>
                <th scope="col">{t.recordOther}</th>
                <th scope="col">{t.recordXpTotal}</th>
                <th scope="col">{t.recordPhysical}</th>
                <th scope="col">{t.recordMental}</th>
                <th scope="col">{t.recordKilled}</th>
                <th scope="col">{t.recordInsane}</th>
              </tr>
            </thead>
            <tbody>
              {investigators.map((investigator, index) => (
                <RecordInvestigatorRow
                  key={investigator.code}
                  investigator={investigator}
                  fields={fieldsOf(investigator.code)}
                  result={results[index]}
                  onChange={(next) => setFields({ ...fields, [investigator.code]: next })}
                />
              ))}
            </tbody>
          </table>
        )}
        {!valid && (
          <p className="campaign-error" role="alert">
            {t.recordInvalid}
          </p>
        )}
        <ChaosTokenCounter tokens={tokens} onChange={setTokens} testId="record-tokens" label={t.recordTokens} />
      </form>
      <CampaignErrorMessage />
    </ModalDialog>
  );
}
