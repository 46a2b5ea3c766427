import { indexGuide } from '../../shared/guide/guide-index.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import type {
  AnswerValue,
  GuideAnswer,
  GuideContext,
  GuideData,
  GuideEffect,
  GuideRun,
  Prompt,
} from '../../shared/guide/types.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { type RandomPlay, randomAnswer } from './guide-random-answers.ts';

// Seeded walks through a guide that steer towards what earlier walks left out: at each choice
// (an option, a resolution, a play-time branch) the walk takes the one taken least often so far,
// so a few seeds reach most branches. The coverage says which steps were reached and which of the
// offered options were taken.

export interface SweepCoverage {
  /** `scenario/step` of every prompt and shown step the walks reached. */
  reached: Set<string>;
  /** Per `scenario/step`: the options offered and how often each was taken. */
  options: Map<string, Map<string, number>>;
}

export const emptyCoverage = (): SweepCoverage => ({ reached: new Set(), options: new Map() });

/** What the walk reports to whoever checks it. */
export interface SweepObserver {
  /** An open prompt, before it is answered; returns it as the screen offers it (cards a query stands for listed). */
  prompt(run: GuideRun): Prompt;
  /** An answer given and the effects it caused (the walk before the first answer included). */
  answered(answer: GuideAnswer, effects: GuideEffect[], run: GuideRun, index: number): void;
}

const place = (prompt: Prompt) => `${prompt.scenario}/${prompt.step}`;

/** The option ids a prompt offers to steer by: choices, or resolutions and play-time branches. */
function offered(prompt: Prompt): string[] {
  if (prompt.kind === 'choose_one') return (prompt.choices ?? []).map((choice) => choice.id);
  if (prompt.kind === 'play_scenario')
    return [
      ...(prompt.resolutions ?? []).map((resolution) => resolution.id),
      ...(prompt.choices ?? []).map((choice) => `branch:${choice.id}`),
    ];
  return [];
}

/** The option taken least often so far (ties broken by the seed). */
function leastTaken(options: string[], taken: Map<string, number>, random: () => number): string | undefined {
  const fewest = Math.min(...options.map((id) => taken.get(id) ?? 0));
  const open = options.filter((id) => (taken.get(id) ?? 0) === fewest);
  return open[Math.floor(random() * open.length)];
}

function steered(prompt: Prompt, value: AnswerValue, option: string | undefined, random: () => number): AnswerValue {
  if (option === undefined) return value;
  if (value.kind === 'choose_one') return { kind: 'choose_one', choice: option };
  if (value.kind !== 'play_scenario') return value;
  if (option.startsWith('branch:')) return { kind: 'play_scenario', branch: option.slice('branch:'.length) };
  const resolution = prompt.resolutions?.find((item) => item.id === option);
  const statuses = resolution?.statuses ?? ['alive'];
  return {
    kind: 'play_scenario',
    lead: prompt.investigators?.[0],
    resolution: option,
    statuses: Object.fromEntries(
      (prompt.investigators ?? []).map((code) => [code, statuses[Math.floor(random() * statuses.length)] ?? 'alive']),
    ),
  };
}

/** One steered walk from the setup to the end (or `limit` answers); the coverage grows. */
export function sweep(
  guide: GuideData,
  context: GuideContext,
  seed: number,
  coverage: SweepCoverage,
  observer: SweepObserver,
  limit = 2500,
  play: RandomPlay = {},
): GuideRun {
  const random = seededRandom(seed);
  const walk: RandomPlay = { ...play, sideStoriesTaken: 0 };
  const answers: GuideAnswer[] = [];
  let run = runGuide(guide, answers, context);
  while (run.prompt && !run.problem && answers.length < limit) {
    // An optional prompt passed over on the way (a tarot reading) is taken now and then instead.
    const offer = run.prompt.optional?.[0];
    const open = offer && random.next() < 0.3 ? { ...run, prompt: offer } : run;
    const prompt = open.prompt ?? run.prompt;
    coverage.reached.add(place(prompt));
    for (const step of prompt.shown) coverage.reached.add(`${step.scenario}/${step.step}`);
    const listed = observer.prompt(open);
    const options = offered(prompt);
    const taken = coverage.options.get(place(prompt)) ?? new Map<string, number>();
    coverage.options.set(place(prompt), taken);
    for (const id of options) taken.set(id, taken.get(id) ?? 0);
    const option = options.length ? leastTaken(options, taken, () => random.next()) : undefined;
    const value = steered(prompt, randomAnswer(listed, open, random, walk), option, () => random.next());
    const chosen = value.kind === 'choose_one' ? value.choice : option;
    if (chosen !== undefined && taken.has(chosen)) taken.set(chosen, (taken.get(chosen) ?? 0) + 1);
    const answer = { key: prompt.key, value };
    answers.push(answer);
    const before = run;
    run = runGuide(guide, answers, context);
    if (run.problem) break;
    const effects = [...(answers.length === 1 ? before.initial : []), ...(run.applied.at(-1)?.effects ?? [])];
    observer.answered(answer, effects, run, answers.length - 1);
  }
  for (const step of run.closing ?? []) coverage.reached.add(`${step.scenario}/${step.step}`);
  return run;
}

/** How much of the guide the walks reached: steps with a text or an input, options taken. */
export function coverageOf(guide: GuideData, coverage: SweepCoverage) {
  const index = indexGuide(guide);
  const steps = [...index.scenarios.values()]
    .filter((scenario) => !scenario.side)
    .flatMap((scenario) =>
      [...scenario.steps.entries()]
        .filter(([, step]) => step.raw.type !== 'branch' && step.raw.hidden !== true)
        .map(([id]) => `${scenario.id}/${id}`),
    );
  const offeredCount = [...coverage.options.values()].reduce((sum, taken) => sum + taken.size, 0);
  const takenCount = [...coverage.options.values()].reduce(
    (sum, taken) => sum + [...taken.values()].filter((count) => count > 0).length,
    0,
  );
  return {
    steps: steps.length,
    reached: steps.filter((id) => coverage.reached.has(id)).length,
    offered: offeredCount,
    taken: takenCount,
  };
}
