import { useState } from 'react';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { STANDALONE_RULE } from '../../shared/rules/standalone.ts';
import { t } from '../i18n/messages.ts';
import { RuleRefButton } from '../rules/rule-ref-button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { NumberField } from '../ui/number-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import { ScenarioFields } from './scenario-fields.tsx';
import styles from './standalone-dialog.module.css';
import { newStandaloneFields, type StandaloneFields, standaloneResult } from './standalone-form.ts';

/** "Wertung eintragen": a standalone run's scenario, resolution and the XP each investigator earned (`standalone_result`). */
export function StandaloneDialog({ campaign, onClose }: { campaign: CampaignState; onClose(): void }) {
  const [fields, setFields] = useState<StandaloneFields>(() => newStandaloneFields(campaign, campaign.investigators));
  const change = (next: Partial<StandaloneFields>) => setFields({ ...fields, ...next });
  const result = standaloneResult(fields, campaign.scenarios);
  const problem = typeof result === 'string' ? result : undefined;
  return (
    <CampaignEventDialog
      title={t.standaloneDialogTitle}
      testId="standalone-dialog"
      events={problem ? undefined : [result as Exclude<typeof result, string>]}
      confirm={t.standaloneSave}
      onClose={onClose}
    >
      <DialogIntro>
        {t.standaloneIntro} <RuleRefButton rule={STANDALONE_RULE} />
      </DialogIntro>
      <ScenarioFields
        campaign={campaign}
        values={fields}
        change={change}
        labels={{ scenario: t.standaloneScenario, resolution: t.standaloneResolution }}
        testIds={{
          scenario: 'standalone-scenario',
          name: 'standalone-scenario-name',
          resolution: 'standalone-resolution',
        }}
        autoFocusResolution
      />
      <fieldset className={styles.investigators} data-testid="standalone-investigators">
        <legend>{t.standaloneInvestigators}</legend>
        {campaign.investigators.length === 0 && <MutedText>{t.standaloneNoInvestigators}</MutedText>}
        {campaign.investigators.map((investigator) => (
          <div
            key={investigator.code}
            className={styles.investigator}
            data-testid="standalone-investigator"
            data-code={investigator.code}
          >
            <label className={styles.played}>
              <Checkbox
                checked={fields.played[investigator.code] ?? false}
                data-testid="standalone-played"
                onChange={(event) =>
                  change({ played: { ...fields.played, [investigator.code]: event.target.checked } })
                }
              />
              <span>{investigator.name}</span>
            </label>
            <NumberField
              label={t.standaloneXp(investigator.name)}
              hideLabel
              value={fields.xp[investigator.code] ?? '0'}
              min={-99}
              max={99}
              disabled={!fields.played[investigator.code]}
              testId="standalone-xp"
              onChange={(text) => change({ xp: { ...fields.xp, [investigator.code]: text } })}
            />
            <MutedText as="span">{t.recordXpTotal}</MutedText>
          </div>
        ))}
      </fieldset>
      <TextField label={t.standaloneNote}>
        <textarea
          rows={2}
          value={fields.note}
          maxLength={2000}
          data-testid="standalone-note"
          onChange={(event) => change({ note: event.target.value })}
        />
      </TextField>
      {problem && <MutedText data-testid="standalone-problem">{t.standaloneProblems[problem]}</MutedText>}
    </CampaignEventDialog>
  );
}
