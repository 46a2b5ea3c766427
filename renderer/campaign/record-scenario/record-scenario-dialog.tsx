import { type ComponentType, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../i18n/messages.ts';
import { selectActiveInvestigators, selectCampaignState } from '../../store/campaign/campaign-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogFooter } from '../../ui/dialog-footer.tsx';
import { ItemButton } from '../../ui/item-button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { MutedText } from '../../ui/muted-text.tsx';
import { CampaignErrorMessage } from '../campaign-error.tsx';
import form from '../campaign-form.module.css';
import {
  firstProblemStep,
  newRecordDraft,
  RECORD_STEPS,
  type RecordDraft,
  type RecordStep,
  recordEvents,
  stepProblem,
} from './record-draft.ts';
import styles from './record-scenario-dialog.module.css';
import { CardsStep } from './record-step-cards.tsx';
import { LogStep } from './record-step-log.tsx';
import { TraumaStep, XpStep } from './record-step-numbers.tsx';
import { ScenarioStep } from './record-step-scenario.tsx';
import { TokensStep } from './record-step-tokens.tsx';
import type { StepProps } from './record-step-types.ts';
import { RecordSummary } from './record-summary.tsx';

const STEPS: Record<RecordStep, ComponentType<StepProps>> = {
  scenario: ScenarioStep,
  xp: XpStep,
  trauma: TraumaStep,
  log: LogStep,
  cards: CardsStep,
  tokens: TokensStep,
  summary: RecordSummary,
};

/**
 * "Szenario abschließen" step by step: scenario, XP, trauma, log, cards, chaos bag, then a summary;
 * saved as one `campaigns.append` (the exiles and the `scenario_recorded`, all or nothing).
 * Enter goes on, Escape cancels, each step starts in its first field.
 */
export function RecordScenarioDialog({ onClose }: { onClose(): void }) {
  const campaign = useAppStore(selectCampaignState)!;
  const investigators = useAppStore(selectActiveInvestigators);
  const append = useAppStore((state) => state.appendToCampaign);
  const busy = useAppStore((state) => state.campaignBusy);
  const formId = useId();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<RecordDraft>(() => newRecordDraft(campaign, investigators));
  const [tried, setTried] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const step = RECORD_STEPS[index]!;
  const problem = stepProblem(step, draft, campaign, investigators);
  const blockedAt = firstProblemStep(draft, campaign, investigators);
  const last = step === 'summary';

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, to focus its first field
  useEffect(() => {
    // Each step starts in the field it marks (data-first-field), else its first field; the summary on "Eintragen".
    const field =
      body.current?.querySelector<HTMLElement>('[data-first-field]') ??
      body.current?.querySelector<HTMLElement>('input, select, textarea');
    (field ?? document.getElementById(`${formId}-submit`))?.focus();
  }, [index, formId]);

  const go = (next: number) => {
    setTried(false);
    setIndex(next);
  };
  // Enter goes on from a closed drop-down too (a form submits on Enter only from a text field);
  // an open drop-down keeps Enter for picking its entry.
  const enterGoesOn = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLSelectElement) || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return setTried(true);
    if (!last) return go(index + 1);
    const events = recordEvents(draft, campaign, investigators);
    if (events && (await append(events))) onClose();
  };
  // A later step can be reached once every step before it can be left.
  const reachable = (target: number) =>
    target <= index || blockedAt === undefined || RECORD_STEPS.indexOf(blockedAt) >= target;
  const Step = STEPS[step];
  const footer = (
    <DialogFooter
      note={
        <MutedText as="span" className={styles.keys}>
          {t.stepKeys}
        </MutedText>
      }
      cancel={{ label: t.cancel, testId: 'record-cancel', onClick: onClose }}
      submit={{
        label: last ? t.record : t.stepNext,
        testId: last ? 'confirm-record' : 'record-next',
        disabled: busy,
        form: formId,
      }}
    >
      <Button data-testid="record-back" disabled={index === 0} onClick={() => go(index - 1)}>
        {t.stepBack}
      </Button>
    </DialogFooter>
  );
  return (
    <ModalDialog
      title={t.recordTitle}
      testId="record-dialog"
      className={styles.dialog}
      wide
      onClose={onClose}
      footer={footer}
    >
      <ol className={styles.steps} aria-label={t.stepsLabel}>
        {RECORD_STEPS.map((entry, position) => (
          <li key={entry}>
            <ItemButton
              className={styles.stepTab}
              data-testid="record-step-tab"
              data-step={entry}
              aria-current={position === index ? 'step' : undefined}
              data-done={position < index || undefined}
              disabled={!reachable(position)}
              onClick={() => go(position)}
            >
              <span className={styles.stepNumber}>{position + 1}</span> {t.stepLabels[entry]}
            </ItemButton>
          </li>
        ))}
      </ol>
      <form
        id={formId}
        className={`${form.form} record-step`}
        data-testid="record-step"
        data-step={step}
        aria-label={`${t.stepOf(index + 1, RECORD_STEPS.length)}: ${t.stepLabels[step]}`}
        onSubmit={(event) => void submit(event)}
        onKeyDown={enterGoesOn}
      >
        <div ref={body} className={styles.body}>
          <Step
            draft={draft}
            change={(patch) => setDraft({ ...draft, ...patch })}
            campaign={campaign}
            investigators={investigators}
          />
        </div>
        {(tried || step === 'xp' || step === 'trauma' || step === 'tokens') && problem && (
          <Banner tone="error" testId="record-problem">
            {t.stepProblems[problem]}
          </Banner>
        )}
      </form>
      <CampaignErrorMessage />
    </ModalDialog>
  );
}
