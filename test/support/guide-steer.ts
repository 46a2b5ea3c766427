import { runGuide } from '../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData, GuideRun, Prompt } from '../../shared/guide/types.ts';

// A steered walk through a guide for unit tests: each prompt gets the answer the test names for
// its step, else a plain one (the first choice or resolution, nobody defeated, the smallest count).

/** Answers by step id; a function may look at the prompt. */
export type Steering = Record<string, Partial<AnswerValue> | ((prompt: Prompt) => Partial<AnswerValue>)>;

const WEAKNESS = '01096';

function plainAnswer(prompt: Prompt, players: string[]): AnswerValue {
  switch (prompt.kind) {
    case 'scenario_investigators':
      return { kind: 'scenario_investigators', investigators: players };
    case 'choose_one':
      return { kind: 'choose_one', choice: prompt.choices?.[0]?.id ?? '' };
    case 'investigator_choice': {
      const asked = prompt.investigators ?? [];
      const taken = new Set<string>();
      const choices = Object.fromEntries(
        asked.flatMap((code) => {
          const open = prompt.choicesFor?.[code] ?? [];
          const choice = open.find((id) => !taken.has(id)) ?? open[0];
          if (choice !== undefined) taken.add(choice);
          return choice === undefined || (prompt.max === 1 && taken.size > 1) ? [] : [[code, choice]];
        }),
      );
      return {
        kind: 'investigator_choice',
        choices,
        ...(prompt.needsWeakness
          ? { weaknesses: Object.fromEntries(Object.keys(choices).map((c) => [c, WEAKNESS])) }
          : {}),
      };
    }
    case 'play_scenario':
      return { kind: 'play_scenario', resolution: prompt.resolutions?.[0]?.id ?? '' };
    case 'counter':
      return { kind: 'counter', value: prompt.min ?? 0 };
    case 'investigator_counter':
      return { kind: 'investigator_counter', values: {} };
    case 'checklist':
      return { kind: 'checklist', choices: [] };
    case 'card_choice':
      return { kind: 'card_choice', cards: [] };
    default:
      return { kind: prompt.kind } as AnswerValue;
  }
}

/** Walks until the open prompt is at `until` (a step id), or the guide ends; throws on a problem. */
export function steerTo(
  guide: GuideData,
  context: GuideContext,
  players: string[],
  steering: Steering,
  until?: (prompt: Prompt) => boolean,
  limit = 400,
): { run: GuideRun; answers: GuideAnswer[] } {
  const answers: GuideAnswer[] = [];
  let run = runGuide(guide, answers, context);
  while (run.prompt && !run.problem && answers.length < limit && !until?.(run.prompt)) {
    const prompt = run.prompt;
    const steer = steering[prompt.key] ?? steering[prompt.step];
    const given = typeof steer === 'function' ? steer(prompt) : steer;
    answers.push({ key: prompt.key, value: { ...plainAnswer(prompt, players), ...given } as AnswerValue });
    run = runGuide(guide, answers, context);
  }
  if (run.problem) throw new Error(`${JSON.stringify(run.problem)} after ${answers.at(-1)?.key}`);
  return { run, answers };
}
