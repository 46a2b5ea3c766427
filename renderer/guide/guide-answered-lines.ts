import { guideAnsweredSchema } from '../../shared/campaign/guide-events.ts';
import { GUIDE_KIND_TITLES } from '../../shared/i18n/de/guide-answer-label.ts';
import type { JournalLine } from '../store/campaign/campaign-types.ts';

// The guide answers in force, as the guide dialog lists them for „Ab hier neu beantworten“.

export interface AnsweredStep {
  seq: number;
  /** The German title of the step answered, and the option chosen. */
  step: string;
  answer?: string;
  /** How many answers „Ab hier neu beantworten“ here takes back (it and every later one). */
  count: number;
  /** Why main would refuse it now (German), when it would. */
  refused?: string;
}

type StepOf = { step: string; answer?: string } | undefined;
/** Payloads stay the same objects while their line is unchanged (journal-line-reuse.ts): each is checked once. */
const stepsOf = new WeakMap<object, StepOf>();

/** The German title of the step a guide answer answered, and the option chosen (undefined for another entry). */
export function guideStepOf(payload: unknown): StepOf {
  const known = typeof payload === 'object' && payload !== null;
  if (known && stepsOf.has(payload)) return stepsOf.get(payload);
  const parsed = guideAnsweredSchema.safeParse(payload);
  const step = parsed.success
    ? {
        step: parsed.data.label?.step ?? GUIDE_KIND_TITLES[parsed.data.answer.value.kind],
        ...(parsed.data.label?.answer ? { answer: parsed.data.label.answer } : {}),
      }
    : undefined;
  if (known) stepsOf.set(payload, step);
  return step;
}

/** Newest first: the answer to correct is most often a recent one. */
export function answeredSteps(
  journal: readonly JournalLine[],
  refusalText: (refused: NonNullable<JournalLine['undoRefused']>) => string,
): AnsweredStep[] {
  return journal
    .filter((line) => line.type === 'guide_answered' && !line.undone)
    .flatMap((line) => {
      const step = guideStepOf(line.payload);
      if (!step) return [];
      return [
        {
          seq: line.seq,
          ...step,
          count: line.answersTakenBack ?? 1,
          ...(line.undoRefused ? { refused: refusalText(line.undoRefused) } : {}),
        },
      ];
    })
    .reverse();
}

/**
 * The refusals to say in words: each different reason once, at the newest step it holds for (a
 * rewind earlier in the journal refuses every answer before it for the same reason; nine equal
 * notes said nothing more than one). Steps not listed keep the reason as their button's title.
 */
export function refusalNoteSeqs(steps: readonly AnsweredStep[]): Set<number> {
  const said = new Set<string>();
  const seqs = new Set<number>();
  for (const step of steps) {
    if (step.refused === undefined || said.has(step.refused)) continue;
    said.add(step.refused);
    seqs.add(step.seq);
  }
  return seqs;
}
