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
// `guide_answered` journal entry. After each answer the walker checks the effects are in it.

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

/** The last effect per log entry of an answer: what the log must show afterwards. */
function lastPerEntry(effects: GuideEffect[]) {
  const last = new Map<string, Extract<GuideEffect, { type: 'log_entry' | 'log_cards' }>>();
  for (const effect of effects)
    if (effect.type === 'log_entry' || effect.type === 'log_cards') last.set(`${effect.section}/${effect.id}`, effect);
  return [...last.values()];
}

const tokenCount = (bag: readonly string[]) =>
  bag.reduce((counts, token) => counts.set(token, (counts.get(token) ?? 0) + 1), new Map<string, number>());

/**
 * What of an answer's effects the campaign does not hold after it was written: log entries and
 * counts, XP, trauma, cards, supplies, the chaos bag, the difficulty, the result.
 */
export function missingFromState(before: CampaignState, after: CampaignState, effects: GuideEffect[]): string[] {
  if (effects.some((effect) => effect.type === 'state_restored')) return [];
  const missing: string[] = [];
  const section = (id: string) => after.logSections.find((item) => item.id === id);
  for (const effect of lastPerEntry(effects)) {
    const entry = section(effect.section)?.entries.find((item) => item.id === effect.id);
    const holds = effect.removed ? !entry : entry?.crossedOut === (effect.crossedOut === true);
    if (!holds) missing.push(`log ${effect.section}/${effect.id}`);
  }
  const investigator = (state: CampaignState, code: string) => state.investigators.find((item) => item.code === code);
  const xp = new Map<string, number>();
  const trauma = new Map<string, { physical: number; mental: number }>();
  let bag = [...before.chaosBag];
  for (const effect of effects) {
    if (effect.type === 'log_count') {
      const counted =
        effect.id === undefined ? section(effect.section)?.count : section(effect.section)?.counts[effect.id];
      if (counted === undefined) missing.push(`count ${effect.section}/${effect.id ?? ''}`);
    }
    if (effect.type === 'log_section' && (section(effect.section)?.crossedOut ?? false) !== effect.crossedOut)
      missing.push(`section ${effect.section}`);
    if (effect.type === 'xp') xp.set(effect.investigator, (xp.get(effect.investigator) ?? 0) + effect.amount);
    if (effect.type === 'trauma') {
      const was = trauma.get(effect.investigator) ?? investigator(before, effect.investigator)?.trauma;
      trauma.set(effect.investigator, {
        physical: Math.max(0, (was?.physical ?? 0) + effect.physical),
        mental: Math.max(0, (was?.mental ?? 0) + effect.mental),
      });
    }
    if (effect.type === 'card_added') {
      const held = investigator(after, effect.investigator);
      if (!held || ![...held.storyAssets, ...held.weaknesses].includes(effect.card))
        missing.push(`card ${effect.card} of ${effect.investigator}`);
    }
    if (effect.type === 'chaos_tokens') {
      bag = [...bag, ...effect.added];
      for (const token of effect.removed) if (bag.includes(token)) bag.splice(bag.indexOf(token), 1);
    }
    if (effect.type === 'difficulty' && after.difficulty !== effect.difficulty) missing.push('difficulty');
    if (effect.type === 'campaign_result' && after.guide?.result !== effect.result) missing.push('campaign result');
  }
  for (const [code, amount] of xp) {
    const gained = (investigator(after, code)?.xp.earned ?? 0) - (investigator(before, code)?.xp.earned ?? 0);
    if (gained !== amount) missing.push(`xp ${code}: ${gained} of ${amount}`);
  }
  for (const [code, expected] of trauma) {
    const now = investigator(after, code)?.trauma;
    if (now?.physical !== expected.physical || now.mental !== expected.mental) missing.push(`trauma ${code}`);
  }
  const bagNow = tokenCount(after.chaosBag);
  const bagWanted = tokenCount(bag);
  if ([...new Set([...bagNow.keys(), ...bagWanted.keys()])].some((token) => bagNow.get(token) !== bagWanted.get(token)))
    missing.push('chaos bag');
  return missing;
}
