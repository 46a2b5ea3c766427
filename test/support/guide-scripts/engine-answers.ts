import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData } from '../../../shared/guide/types.ts';

/** The CLI script's answers (`step` and the fields of its input) as the engine stores them, after `before`. */
export function engineAnswers(
  guide: GuideData,
  context: GuideContext,
  given: object[],
  before: GuideAnswer[] = [],
): GuideAnswer[] {
  const answers: GuideAnswer[] = [...before];
  for (const { step, ...fields } of given as { step: string }[]) {
    const open = runGuide(guide, answers, context).prompt;
    // An optional prompt passed over on the way (a tarot reading) is answered by naming its step.
    const prompt = open?.optional?.find((offer) => offer.step === step) ?? open;
    if (prompt?.step !== step) throw new Error(`open is ${prompt?.key}, not ${step}`);
    answers.push({ key: prompt.key, value: { kind: prompt.kind, ...fields } as AnswerValue });
  }
  return answers.slice(before.length);
}
