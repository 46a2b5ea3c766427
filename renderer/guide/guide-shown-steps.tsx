import type { ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import type { GermanShownStep } from '../../shared/guide/text/german-prompt.ts';
import { ChaosBagView } from '../campaign/chaos-bag.tsx';
import { t } from '../i18n/messages.ts';
import { GuideMarkupView } from './guide-markup-view.tsx';
import styles from './guide-shown-steps.module.css';

// What the walk showed on the way to the open prompt: story to read aloud, setup (encounter sets,
// locations, set-aside cards) with the chaos bag for the difficulty, rule reminders, resolutions.

const KIND_LABELS: Record<string, string> = {
  story: t.guideReadAloud,
  encounter_sets: t.guideEncounterSets,
  rule_reminder: t.guideRule,
  resolution: t.guideResolution,
};

function ShownStep({ step }: { step: GermanShownStep }) {
  const story = step.type === 'story' || step.type === 'resolution';
  const label = KIND_LABELS[step.type];
  return (
    <section
      className={step.type === 'rule_reminder' ? `${styles.step} ${styles.ruleReminder}` : styles.step}
      data-testid="guide-shown-step"
      data-step={step.step}
    >
      {(step.title || label) && <h3>{step.title ? <GuideMarkupView markup={step.title} /> : label}</h3>}
      {step.encounterSets && (
        <ul className={styles.encounterSets} data-testid="guide-encounter-sets">
          {step.encounterSets.map((set) => (
            <li key={set.code}>{set.name}</li>
          ))}
        </ul>
      )}
      {step.text && <GuideMarkupView markup={step.text} readAloud={story} />}
    </section>
  );
}

/** The shown steps in order; after a scenario's setup, the chaos bag it is played with. */
export function GuideShownSteps({
  steps,
  chaosBag,
}: {
  steps: readonly GermanShownStep[];
  chaosBag: readonly ChaosToken[];
}) {
  const setup = steps.some((step) => step.type === 'encounter_sets');
  return (
    <div className={styles.shown} data-testid="guide-shown">
      {steps
        .filter((step) => step.title || step.text || step.encounterSets)
        .map((step, index) => (
          // A looped step may be shown twice: its place in the walk keeps the keys apart.
          <ShownStep key={`${step.scenario}/${step.step}/${index}`} step={step} />
        ))}
      {setup && (
        <section className={styles.step}>
          <h3>{t.guideChaosBag}</h3>
          <ChaosBagView tokens={chaosBag} testId="guide-chaos-bag" />
        </section>
      )}
    </div>
  );
}
