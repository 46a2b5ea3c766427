import { germanKey, guideTextsOf } from '../campaign/apply-guide-answer.ts';
import type { EventOf } from '../campaign/campaign-events.ts';
import type { CampaignState } from '../campaign/campaign-state.ts';
import { runGuide } from './run-guide.ts';
import type { GuideAnswer, GuideContext, GuideData, GuideProblem, GuideRun, PlacedCorrection } from './types.ts';

// Between the journal and the engine: the engine's context from the campaign state, and the
// journal entries for new answers (all of them checked first: all or nothing).

/** What the card data says of a card: faction, English traits (`Agency. Detective.`) and weakness subtype. */
export type InvestigatorCardFacts = (
  code: string,
) => { faction?: string; traits?: string; subtype?: 'basicweakness' | 'weakness' } | undefined;

/**
 * The campaign's investigators with printed health and sanity (faction and traits from the card
 * data) for the engine, and the group's hand corrections (shared/campaign/guide-hand-corrections.ts).
 */
export function guideContextOf(
  state: CampaignState,
  card: InvestigatorCardFacts = () => undefined,
  corrections: PlacedCorrection[] = [],
): GuideContext {
  const factsOf = (code: string, health: number, sanity: number) => {
    const facts = card(code);
    const traits = (facts?.traits ?? '')
      .split('.')
      .map((trait) => trait.trim())
      .filter(Boolean);
    return {
      health,
      sanity,
      ...(facts?.faction ? { faction: facts.faction } : {}),
      ...(traits.length ? { traits } : {}),
    };
  };
  return {
    investigators: Object.fromEntries(
      state.investigators.map((item) => [item.code, factsOf(item.code, item.health, item.sanity)]),
    ),
    isWeakness: (code) => card(code)?.subtype !== undefined,
    ...(corrections.length ? { corrections } : {}),
  };
}

export type GuideAnsweredPayload = EventOf<'guide_answered'>['payload'];

export type AnswerOutcome =
  | { ok: true; payloads: GuideAnsweredPayload[]; run: GuideRun }
  | { ok: false; problem: GuideProblem; at: number };

/** Replays the guide from answers in a context: `runGuide`, or a replay kept from the preview. */
export type GuideReplay = (answers: GuideAnswer[], context: GuideContext) => GuideRun;

/**
 * The journal payloads for `added` answers after the campaign's stored ones. Refuses the whole
 * list at the first answer that is stale or wrong; `german` gives the German text per guide text
 * (of the effects from answer `from` on: the stored ones' are written already).
 */
export function answerGuide(
  guide: GuideData,
  state: CampaignState,
  added: GuideAnswer[],
  german: (run: GuideRun, from: number) => Record<string, string> = () => ({}),
  card?: InvestigatorCardFacts,
  corrections: PlacedCorrection[] = [],
  replay: GuideReplay = (answers, context) => runGuide(guide, answers, context),
): AnswerOutcome {
  const stored = state.guide?.answers ?? [];
  const answers = [...stored, ...added];
  const run = replay(answers, guideContextOf(state, card, corrections));
  const consumed = run.applied.length;
  if (run.problem || consumed < answers.length) {
    const problem: GuideProblem = run.problem ?? { code: 'no_open_prompt' };
    return { ok: false, problem, at: Math.max(0, consumed - stored.length) };
  }
  const texts = german(run, stored.length);
  const payloads = added.map((answer, offset) => {
    const index = stored.length + offset;
    const effects = [...(index === 0 ? run.initial : []), ...(run.applied[index]?.effects ?? [])];
    const used = effects.flatMap((effect) => guideTextsOf(effect).map(germanKey));
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
