import {
  applyGuideAnswered,
  germanKey,
  guideSectionShown,
  guideTextsOf,
} from '../../shared/campaign/apply-guide-answer.ts';
import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import { campaignEventSchema } from '../../shared/campaign/campaign-events.ts';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { reduceCampaign } from '../../shared/campaign/reduce-campaign.ts';
import type { GuideTranslator } from '../../shared/guide/text/guide-translator.ts';
import type { GuideAnswer, GuideContext, GuideData, GuideEffect } from '../../shared/guide/types.ts';
import type { EffectNames } from '../../shared/i18n/de/guide-effects.ts';

// The campaign a walk writes, as the app writes it: created from the campaign's definition (German
// section titles, scenario names), the investigators joined, each answer's effects applied as a
// `guide_answered` journal entry. After each answer the walker checks the effects are in it
// (guide-missing-from-state.ts).

const AT = '2026-11-27T12:00:00.000Z';

/** A new guided campaign of `definition` with the context's investigators joined (names from `name`). */
export function newGuidedCampaign(
  definition: CampaignDefinition,
  context: GuideContext,
  name: (code: string) => string,
): CampaignState {
  const events = [
    {
      type: 'campaign_created',
      payload: {
        name: definition.id,
        definitionId: definition.id,
        chaosBag: [],
        scenarios: definition.scenarios.map(({ id, name, kind, branch }) => ({ id, name, kind, branch })),
        logSections: definition.logSections,
      },
    },
    ...Object.entries(context.investigators).map(([code, facts]) => ({
      type: 'investigator_joined',
      payload: { code, name: name(code), player: code, health: facts.health, sanity: facts.sanity },
    })),
  ];
  return reduceCampaign(events.map((event, at) => ({ seq: at + 1, event: campaignEventSchema.parse(event), at: AT })));
}

/** The names the preview uses, from the campaign as it stands (as core/services/campaign-guide-preview.ts). */
export function effectNames(
  state: CampaignState,
  card: (code: string) => string,
  scenario: (id: string) => string,
): EffectNames {
  return {
    investigator: (code) => state.investigators.find((item) => item.code === code)?.name ?? card(code),
    card,
    section: (id) => guideSectionShown(state, id).title,
    hiddenSection: (id) => guideSectionShown(state, id).hidden,
    supply: (section, id) =>
      state.logSections.find((item) => item.id === section)?.supplies?.find((item) => item.id === id)?.name,
    scenario,
  };
}

/** Writes one answer's effects into the campaign as its journal entry would. */
export function writeAnswer(
  state: CampaignState,
  guide: GuideData,
  index: number,
  answer: GuideAnswer,
  effects: GuideEffect[],
  t: GuideTranslator,
): void {
  const german = Object.fromEntries(
    effects.flatMap((effect) => guideTextsOf(effect).map((text) => [germanKey(text), t.german(text)])),
  );
  const payload = { guide: { id: guide.campaignId, version: guide.version }, index, answer, effects, german };
  applyGuideAnswered(state, payload as Parameters<typeof applyGuideAnswered>[1], state.seq + 1);
}
