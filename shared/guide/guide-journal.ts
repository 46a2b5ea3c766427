import { germanKey } from '../campaign/apply-guide-answer.ts';
import type { EventOf } from '../campaign/campaign-events.ts';
import type { CampaignState } from '../campaign/campaign-state.ts';
import { runGuide } from './run-guide.ts';
import type { GuideAnswer, GuideContext, GuideData, GuideProblem, GuideRun } from './types.ts';

// Between the journal and the engine: the engine's context from the campaign state, and the
// journal entries for new answers (all of them checked first: all or nothing).

/** The investigators the campaign knows, with printed health and sanity, for the engine. */
export function guideContextOf(state: CampaignState): GuideContext {
  return {
    investigators: Object.fromEntries(
      state.investigators.map((item) => [item.code, { health: item.health, sanity: item.sanity }]),
    ),
  };
}

export type GuideAnsweredPayload = EventOf<'guide_answered'>['payload'];

export type AnswerOutcome =
  | { ok: true; payloads: GuideAnsweredPayload[]; run: GuideRun }
  | { ok: false; problem: GuideProblem; at: number };

/**
 * The journal payloads for `added` answers after the campaign's stored ones. Refuses the whole
 * list at the first answer that is stale or wrong; `german` gives the German text per guide text.
 */
export function answerGuide(
  guide: GuideData,
  state: CampaignState,
  added: GuideAnswer[],
  german: (run: GuideRun) => Record<string, string> = () => ({}),
): AnswerOutcome {
  const stored = state.guide?.answers ?? [];
  const answers = [...stored, ...added];
  const run = runGuide(guide, answers, guideContextOf(state));
  const consumed = run.applied.length;
  if (run.problem || consumed < answers.length) {
    const problem: GuideProblem = run.problem ?? { code: 'no_open_prompt' };
    return { ok: false, problem, at: Math.max(0, consumed - stored.length) };
  }
  const texts = german(run);
  const payloads = added.map((answer, offset) => {
    const index = stored.length + offset;
    const effects = [...(index === 0 ? run.initial : []), ...(run.applied[index]?.effects ?? [])];
    const used = effects.flatMap((effect) =>
      'text' in effect && typeof effect.text === 'object' ? [germanKey(effect.text)] : [],
    );
    const german = Object.fromEntries(
      used.filter((key) => texts[key] !== undefined).map((key) => [key, texts[key] as string]),
    );
    return {
      guide: { id: guide.campaignId, version: state.guide?.version ?? guide.version },
      index,
      answer,
      effects,
      german,
    };
  });
  return { ok: true, payloads, run };
}
