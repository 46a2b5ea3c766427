import type { CardPool } from '../../shared/cards/card-pool.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideContext, GuideData, GuideRun } from '../../shared/guide/types.ts';

// Replaying a guide from its answers is the costly part of every prompt, preview and answer (a
// long campaign: tens of milliseconds). A replay is a function of the guide, the answers and the
// context, so the last few are kept by those: the prompt shown, its preview and its answer
// replay the campaign as it stands once, and an answer's own replay serves the next prompt.

interface Kept {
  guide: GuideData;
  pool: CardPool | undefined;
  run: GuideRun;
}

const KEPT = 8;
const kept = new Map<string, Kept>();

/** What the run depends on besides the guide and the pool (whose card facts the context reads). */
export const keyOf = (answers: GuideAnswer[], context: GuideContext) =>
  JSON.stringify([answers, context.investigators, context.corrections ?? []]);

/** The guide replayed from `answers`: a replay already made of the same guide, answers and context is reused. */
export function replayGuide(
  guide: GuideData,
  answers: GuideAnswer[],
  context: GuideContext,
  pool: CardPool | undefined,
): GuideRun {
  const key = keyOf(answers, context);
  const hit = kept.get(key);
  if (hit && hit.guide === guide && hit.pool === pool) return hit.run;
  return keepReplay(guide, answers, context, pool, runGuide(guide, answers, context), key);
}

/** Keeps a replay made elsewhere (an answer's check) for the prompt after it; returns it. */
export function keepReplay(
  guide: GuideData,
  answers: GuideAnswer[],
  context: GuideContext,
  pool: CardPool | undefined,
  run: GuideRun,
  key = keyOf(answers, context),
): GuideRun {
  kept.delete(key);
  kept.set(key, { guide, pool, run });
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return run;
}
