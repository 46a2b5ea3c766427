import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { GermanPrompt } from '../../shared/guide/text/german-prompt.ts';
import { guideProgress } from '../../shared/guide/text/guide-progress.ts';
import { campaignNames } from '../campaign/campaign-names.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { GuideAnsweredList } from './guide-answered-list.tsx';
import styles from './guide-dialog.module.css';
import { draftAnswer, type GuideDraft, newGuideDraft, withCampaignDifficulty } from './guide-draft.ts';
import { GuideInputForm } from './guide-input-form.tsx';
import { progressChips } from './guide-progress-chips.ts';
import { GuideProgressView } from './guide-progress-view.tsx';
import { GuideShownSteps } from './guide-shown-steps.tsx';
import { GuideSummary } from './guide-summary.tsx';
import { ScarletKeysMap, ScarletKeysMapWords } from './scarlet-keys-map.tsx';

/** The Scarlet Keys' embark question (shared/guide/embark-step.ts): its map shows above the choices. */
const EMBARK = '$embark';

// „Weiter im Kampagnenleitfaden“: the guide's open step in a dialog — what to read aloud and set
// up, the input, then a summary of what will be written before it is written. Enter goes on
// (Weiter, then Eintragen), Escape closes; nothing is written before „Eintragen“.

/** Basic weaknesses of the pool a player may have drawn (Grimoire „Zufällige Grundschwächen“). */
function weaknessOptions(pool: CardPool | undefined, traits: readonly string[]) {
  const wanted = traits.map((trait) => trait.toLowerCase());
  return (pool?.playerCards ?? [])
    .filter((card) => card.subtype_code === 'basicweakness' && card.code !== '01000')
    .filter((card) => wanted.length === 0 || wanted.some((trait) => (card.traits ?? '').toLowerCase().includes(trait)))
    .map((card) => ({ code: card.code, name: cardName(card) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** Enter goes on from any field of the step, a checkbox, radio button or list included (buttons keep their own Enter). */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.defaultPrevented || /^(BUTTON|TEXTAREA|A)$/.test(target.tagName)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * The open step's form. `kept`: what the group entered for each step while the dialog is open,
 * so „Zurück zur Eingabe“ from the summary comes back to the choices made, not to empty fields.
 */
function PromptForm({ prompt, formId, kept }: { prompt: GermanPrompt; formId: string; kept: Map<string, GuideDraft> }) {
  const campaign = useAppStore((state) => state.campaign?.state);
  const pool = useAppStore((state) => state.cardPool);
  const propose = useAppStore((state) => state.proposeGuideAnswer);
  const map = useAppStore((state) => state.guide?.status?.map);
  const embarking = map !== undefined && prompt.step === EMBARK;
  const [draft, setDraft] = useState(
    () => kept.get(prompt.key) ?? withCampaignDifficulty(newGuideDraft(prompt), prompt, campaign?.difficulty),
  );
  useEffect(() => void kept.set(prompt.key, draft), [kept, prompt.key, draft]);
  const [problem, setProblem] = useState<string>();
  const names = useMemo(() => campaign && campaignNames(campaign, pool), [campaign, pool]);
  // Only a step that draws weaknesses lists them (sorting the pool's names takes milliseconds).
  const weaknesses = useMemo(
    () => (prompt.needsWeakness ? weaknessOptions(pool, prompt.needsWeakness.traits) : []),
    [pool, prompt],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = draftAnswer(prompt, draft);
    if ('problem' in result) {
      // Over budget: to the first investigator who spent too much, not to a note below the fold.
      if (result.problem === 'points')
        document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [data-over] input`)?.focus();
      return setProblem(t.guideProblems[result.problem]);
    }
    setProblem(undefined);
    // The contract's answer: the step it answers, its exact place, and the input kind's fields.
    const { kind: _kind, ...fields } = result.value;
    void propose({ step: prompt.step, key: prompt.key, ...fields });
  };
  return (
    <form id={formId} onSubmit={submit} onKeyDown={submitOnEnter} noValidate>
      <GuideShownSteps steps={prompt.shown} chaosBag={campaign?.chaosBag ?? []} />
      {embarking && (
        <ScarletKeysMap
          map={map}
          choices={(prompt.choices ?? []).map((choice) => choice.id)}
          chosen={draft.choice}
          onChoose={(choice) => setDraft((current) => ({ ...current, choice }))}
        />
      )}
      <div className={embarking ? styles.embark : undefined}>
        <GuideInputForm
          prompt={prompt}
          draft={draft}
          change={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          investigatorName={names?.investigator ?? ((code) => code)}
          cardName={names?.card ?? ((code) => code)}
          weaknessOptions={weaknesses}
        />
      </div>
      {embarking && <ScarletKeysMapWords map={map} withOpen={false} />}
      {problem && (
        <p className={styles.problem} role="alert" data-testid="guide-problem">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The guide dialog; `onJoin` opens „Ermittler hinzufügen“: a campaign without investigators has
 * no one to ask the guide's questions about, so the dialog leads there first.
 */
export function GuideDialog({ campaignName, onJoin }: { campaignName: string; onJoin(): void }) {
  const session = useAppStore((state) => state.guide);
  const busy = useAppStore((state) => state.guideBusy);
  const error = useAppStore((state) => state.guideError);
  const close = useAppStore((state) => state.closeGuide);
  const confirm = useAppStore((state) => state.confirmGuideAnswer);
  const discard = useAppStore((state) => state.discardGuideAnswer);
  const formId = useId();
  const drafts = useRef(new Map<string, GuideDraft>());
  const writeButton = useRef<HTMLButtonElement>(null);
  const status = session?.status;
  const pending = session?.pending;
  const open = status?.prompt;
  // An optional step passed over on the way (the tarot reading): offered beside the open one.
  const offer = open?.optional?.[0];
  const [taken, setTaken] = useState<string>();
  const prompt = offer && taken === open?.key ? offer : open;
  const promptKey = prompt?.key;
  const campaign = useAppStore((state) => state.campaign?.state);
  const nobody = campaign?.investigators.length === 0 && status?.supported === true && !status.done;
  const progress = useMemo(
    () =>
      campaign &&
      progressChips(
        guideProgress(
          { scenarios: campaign.guide?.scenarios ?? [], ...(prompt ? { current: prompt.scenario } : {}) },
          campaign.scenarios,
          // A side story: its German name from the played list, or from the prompt while it is played.
          (id) =>
            campaign.played.find((item) => item.id === id)?.name ??
            (id === prompt?.scenario ? prompt.scenarioName : undefined),
        ),
        new Map(campaign.scenarios.map((item) => [item.id, item])),
        prompt?.scenario,
        t.guideProgressSetup,
      ),
    [campaign, prompt],
  );

  useEffect(() => {
    // Keyboard first: the summary waits on „Eintragen“, a new step starts in its first field.
    if (pending) return busy ? undefined : writeButton.current?.focus();
    if (promptKey === undefined) return;
    const form = document.getElementById(formId);
    const field = form?.querySelector<HTMLElement>(
      '[data-testid="guide-input"] input, [data-testid="guide-input"] select',
    );
    (field ?? document.querySelector<HTMLElement>('[data-testid="guide-next"]'))?.focus();
  }, [pending, promptKey, formId, busy]);

  const footer = (
    <>
      <MutedText as="span" className={styles.keys}>
        {t.guideKeys}
      </MutedText>
      <Button type="button" data-testid="guide-close" onClick={close}>
        {t.guideClose}
      </Button>
      {pending && (
        <>
          <Button type="button" data-testid="guide-back" onClick={discard}>
            {t.guideBackToInput}
          </Button>
          <Button
            type="button"
            variant="primary"
            data-testid="guide-write"
            disabled={busy}
            ref={writeButton}
            onClick={() => void confirm()}
          >
            {t.guideWrite}
          </Button>
        </>
      )}
      {nobody && (
        <Button
          type="button"
          variant="primary"
          data-testid="guide-join"
          onClick={() => {
            close();
            onJoin();
          }}
        >
          {t.joinTitle}
        </Button>
      )}
      {!nobody && !pending && prompt && status?.supported && (
        <Button type="submit" form={formId} variant="primary" data-testid="guide-next" disabled={busy}>
          {t.guideNext}
        </Button>
      )}
    </>
  );
  return (
    <ModalDialog
      title={t.guideTitle}
      testId="guide-dialog"
      wide
      bodyClassName={styles.body}
      onClose={close}
      footer={footer}
    >
      {status?.supported && progress && <GuideProgressView chips={progress} />}
      {error && (
        <Banner tone="error" testId="guide-error">
          {error.message}
        </Banner>
      )}
      {!status && !error && <MutedText>{t.guideLoading}</MutedText>}
      {status && !status.supported && (
        <p data-testid="guide-unsupported">{status.message ?? t.guideUnsupported(campaignName)}</p>
      )}
      {status?.dataChanged && <MutedText data-testid="guide-data-changed">{status.dataChanged}</MutedText>}
      {status?.problem && (
        <Banner tone="error" testId="guide-walk-problem">
          {status.problem}
        </Banner>
      )}
      {status?.supported && status.done && status.closing && (
        <GuideShownSteps steps={status.closing} chaosBag={campaign?.chaosBag ?? []} />
      )}
      {status?.supported && status.done && <p data-testid="guide-finished">{t.guideFinished}</p>}
      {status?.map && !pending && prompt?.step !== EMBARK && (
        <details className={styles.mapDetails} data-testid="guide-map-details">
          <summary>{t.guideMapShow}</summary>
          <ScarletKeysMap map={status.map} />
          <ScarletKeysMapWords map={status.map} withOpen />
        </details>
      )}
      {status?.supported && !pending && <GuideAnsweredList />}
      {pending && <GuideSummary lines={pending.lines} />}
      {nobody && (
        <p data-testid="guide-no-investigators" role="status">
          {t.guideNoInvestigators}
        </p>
      )}
      {!nobody && !pending && offer && status?.supported && (
        <p>
          <Button
            type="button"
            data-testid="guide-optional"
            onClick={() => setTaken(prompt === offer ? undefined : open?.key)}
          >
            {prompt === offer ? t.guideOptionalLeave : t.guideOptionalTake(offer.text ?? offer.step)}
          </Button>
        </p>
      )}
      {!nobody && !pending && prompt && status?.supported && (
        <PromptForm key={prompt.key} prompt={prompt} formId={formId} kept={drafts.current} />
      )}
    </ModalDialog>
  );
}
