import type { GuideAnswerInput } from '../../shared/api/guide-contract.ts';
import { guideSectionShown } from '../../shared/campaign/apply-guide-answer.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { guideCardName } from '../../shared/guide/text/guide-card-name.ts';
import { type GuidePreview, guidePreviewOf } from '../../shared/guide/text/guide-view.ts';
import type { AppDatabase } from '../db/database.ts';
import { campaignDrawPacks } from './campaign-environment.ts';
import { engineAnswers, guideContext, guideOf, scenarioNameFor, translatorFor } from './campaign-guide.ts';
import { currentState } from './campaign-journal.ts';
import { readCollection } from './collection-store.ts';
import { replayGuide } from './guide-replays.ts';

// „Das wird eingetragen“: the effects of answers to the open guide prompt, in German, checked as
// `campaigns.guideAnswer` checks them, and nothing written.

export function previewGuideSteps(
  db: AppDatabase,
  campaignId: number,
  given: GuideAnswerInput[],
  pool?: CardPool,
): GuidePreview {
  const state = currentState(db, campaignId);
  const stored = guideOf(db, state);
  const before = state.guide?.answers ?? [];
  // With a `seed` in a weakness answer the preview draws the same cards the answer will store.
  const context = guideContext(db, campaignId, state, stored, pool);
  const answers = [
    ...before,
    ...engineAnswers(
      stored,
      state,
      context,
      given,
      pool,
      campaignDrawPacks(pool, state.environment, readCollection(db)),
    ),
  ];
  const run = replayGuide(stored.guide, answers, context, pool);
  if (run.problem || run.applied.length < answers.length)
    throw new CampaignError('guide_answer_refused', {
      answer: Math.max(0, run.applied.length - before.length),
      guideProblem: run.problem ?? { code: 'no_open_prompt' },
    });
  const effects = [
    ...(before.length === 0 ? run.initial : []),
    ...run.applied.slice(before.length).flatMap((entry) => entry.effects),
  ];
  const card = (code: string) => guideCardName(pool, code);
  const t = translatorFor(stored, state, pool);
  return guidePreviewOf(effects, t, {
    investigator: (code) => state.investigators.find((item) => item.code === code)?.name ?? card(code),
    card,
    section: (id) => guideSectionShown(state, id).title,
    hiddenSection: (id) => guideSectionShown(state, id).hidden,
    supply: (section, id) =>
      state.logSections.find((item) => item.id === section)?.supplies?.find((item) => item.id === id)?.name,
    scenario: scenarioNameFor(stored, state, t),
  });
}
