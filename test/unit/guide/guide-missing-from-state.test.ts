import { expect, it } from 'vitest';
import type { CampaignDefinition } from '../../../shared/campaign/campaign-definition.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import type { GuideData, GuideEffect } from '../../../shared/guide/types.ts';
import { missingFromState } from '../../support/guide-missing-from-state.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { newGuidedCampaign, writeAnswer } from '../../support/guide-sweep-state.ts';

// The walker's check that every effect of an answer is in the campaign afterwards: an answer of
// every effect type written as the app writes it holds all of them; the same answer not written
// misses each, named by where the campaign keeps it.

const definition = { id: 'tfa', scenarios: [], logSections: [] } as unknown as CampaignDefinition;
const guide = { campaignId: 'tfa', version: 1 } as GuideData;
const t = { german: (text: { en: string }) => text.en } as unknown as Parameters<typeof writeAnswer>[5];

/**
 * One answer with an effect of every type the walk checks, from real guides: The Forgotten Age's
 * The Untamed Wilds, The Drowned City's task progress, the Collector reward card (12181).
 */
const EFFECTS: GuideEffect[] = [
  { type: 'difficulty', difficulty: 'hard' },
  { type: 'chaos_tokens', added: ['+1', '0', 'skull'], removed: [] },
  { type: 'scenario_status', scenario: 'the_untamed_wilds', status: 'started' },
  { type: 'investigators', scenario: 'the_untamed_wilds', investigators: ['01001', '01002'] },
  { type: 'lead_investigator', scenario: 'the_untamed_wilds', investigator: '01001' },
  { type: 'log_entry', section: 'campaign_log', id: 'the_investigators_found_the_ruins_of_eztli' },
  { type: 'log_entry', section: 'campaign_log', id: 'ichtaca_is_wary', crossedOut: true },
  { type: 'log_text', section: 'campaign_log', id: 'expedition_leader', text: 'Roland Banks' },
  { type: 'log_count', section: 'yigs_fury', value: 3 },
  {
    type: 'log_investigator_count',
    section: 'task_progress',
    id: 'no_place_like_home',
    investigator: '01001',
    value: 2,
  },
  { type: 'log_section', section: 'campaign_log', crossedOut: false },
  { type: 'supplies', investigator: '01001', section: 'supplies', supply: 'provisions', count: 2 },
  { type: 'card_added', investigator: '01002', card: '01117' },
  { type: 'card_added', investigator: '01001', card: '04158' },
  { type: 'card_removed', investigator: '01001', card: '04158' },
  { type: 'investigator_result', scenario: 'the_untamed_wilds', investigator: '01001', result: 'alive' },
  { type: 'trauma', investigator: '01002', physical: 1, mental: 9, insane: true },
  { type: 'xp', investigator: '01001', amount: 4 },
  { type: 'scenario_status', scenario: 'the_untamed_wilds', status: 'completed', resolution: 'resolution_1' },
  { type: 'next_scenario', scenario: 'the_doom_of_eztli', how: 'next' },
  { type: 'reward_unlocked', card: '12181' },
  { type: 'state_saved' },
  { type: 'campaign_result', result: 'survived' },
];

const campaign = (): CampaignState => newGuidedCampaign(definition, CORE_INVESTIGATORS, (code) => code);

it('an answer written as the app writes it holds every effect', () => {
  const before = campaign();
  const after = structuredClone(before);
  writeAnswer(after, guide, 0, { key: 'x', value: { kind: 'confirm' } }, EFFECTS, t);
  expect(missingFromState(before, after, EFFECTS)).toEqual([]);
});

it('an answer not written misses each effect, named by where the campaign keeps it', () => {
  // The section not crossed out and the card added and removed again leave the campaign as it was.
  const before = campaign();
  expect(missingFromState(before, structuredClone(before), EFFECTS)).toEqual([
    'difficulty',
    'scenario the_untamed_wilds',
    'investigators the_untamed_wilds',
    'lead the_untamed_wilds',
    'log campaign_log/the_investigators_found_the_ruins_of_eztli',
    'log campaign_log/ichtaca_is_wary',
    'log campaign_log/expedition_leader',
    'count yigs_fury/',
    'investigator count task_progress/no_place_like_home/01001',
    'supply 01001/supplies/provisions',
    'result the_untamed_wilds/01001',
    'status 01002',
    'reward 12181',
    'saved state',
    'campaign result',
    'xp 01001: 0 of 4',
    'trauma 01002',
    'card 01117 of 01002: 0 of 1',
    'chaos bag',
    'next scenario the_doom_of_eztli',
    'played the_untamed_wilds',
  ]);
});
