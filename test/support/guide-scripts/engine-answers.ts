import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData } from '../../../shared/guide/types.ts';

/** The CLI script's answers (`step` and the fields of its input) as the engine stores them. */
export function engineAnswers(guide: GuideData, context: GuideContext, given: object[]): GuideAnswer[] {
  const answers: GuideAnswer[] = [];
  for (const { step, ...fields } of given as { step: string }[]) {
    const prompt = runGuide(guide, answers, context).prompt;
    if (prompt?.step !== step) throw new Error(`open is ${prompt?.key}, not ${step}`);
    answers.push({ key: prompt.key, value: { kind: prompt.kind, ...fields } as AnswerValue });
  }
  return answers;
}
