import { expect, it } from 'vitest';
import { applyGuideAnswered } from '../../../shared/campaign/apply-guide-answer.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import { guideAnsweredSchema } from '../../../shared/campaign/guide-events.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import type { GuideEffect, GuideText } from '../../../shared/guide/types.ts';
import { guidedNotzJournal } from './guided-journal.ts';
import { CORE, NOTZ_STANDARD_BAG } from './journal-builder.ts';

// A guide answer applied to the Kampagnenlogbuch (shared/campaign/apply-guide-answer.ts): the
// effects stored with the answer change the log as Night of the Zealot's campaign guide says.
// The Gathering, Resolution 1: „In your Campaign Log, record that your house has burned to the
// ground. Record that the Ghoul Priest is still alive. The lead investigator earns the Lita
// Chantler card … suffers 1 mental trauma …“; texts from torch.json, German from its .po catalogue.

const { roland, agnes } = CORE;

const text = (en: string): GuideText => ({ en, catalogue: 'campaigns/notz/torch' });
const HOUSE_BURNED = text('your house has burned to the ground.');
const GHOUL_PRIEST_ALIVE = text('the Ghoul Priest is still alive.');
const GERMAN = {
  [HOUSE_BURNED.en]: 'Dein Haus wurde niedergebrannt.',
  [GHOUL_PRIEST_ALIVE.en]: 'Der Ghulpriester lebt noch.',
};

/** Roland Banks and Agnes Baker joined a guided Night of the Zealot (its chaos bag still empty). */
const startState = (): CampaignState => reduceCampaign(guidedNotzJournal().entries);

/** Applies one answer with `effects` at `index` (the seq follows the journal's three entries). */
function answer(state: CampaignState, index: number, effects: GuideEffect[]): void {
  const payload = guideAnsweredSchema.parse({
    guide: { id: 'notz', version: 1 },
    index,
    answer: { key: `$test/answer_${index}`, value: { kind: 'confirm' } },
    effects,
    german: GERMAN,
  });
  applyGuideAnswered(state, payload, 4 + index);
}

const notes = (state: CampaignState) => state.logSections.find((section) => section.id === 'campaign_notes')!.entries;

it('the first answer starts from an empty bag; choosing Standard fills the Standard bag, sorted', () => {
  const state = startState();
  answer(state, 0, [
    { type: 'difficulty', difficulty: 'standard' },
    // In another order, and one token too many that a later effect takes out again.
    { type: 'chaos_tokens', added: [...NOTZ_STANDARD_BAG].reverse(), removed: [] },
    { type: 'chaos_tokens', added: ['-8'], removed: [] },
    { type: 'chaos_tokens', added: [], removed: ['-8'] },
  ]);
  expect(state.difficulty).toBe('standard');
  expect(state.chaosBag).toEqual([...NOTZ_STANDARD_BAG]);
  expect(state.guide?.answers).toHaveLength(1);
});

it('The Gathering, Resolution 1: the log entries in German, Lita Chantler and 1 mental trauma for the lead', () => {
  const state = startState();
  answer(state, 0, [
    { type: 'log_entry', section: 'campaign_notes', id: 'house_burned', text: HOUSE_BURNED },
    { type: 'log_entry', section: 'campaign_notes', id: 'ghoul_priest_alive', text: GHOUL_PRIEST_ALIVE },
    { type: 'card_added', investigator: roland.code, card: '01117' },
    { type: 'trauma', investigator: roland.code, physical: 0, mental: 1 },
  ]);
  expect(notes(state)).toEqual([
    { id: 'house_burned', text: 'Dein Haus wurde niedergebrannt.', crossedOut: false },
    { id: 'ghoul_priest_alive', text: 'Der Ghulpriester lebt noch.', crossedOut: false },
  ]);
  const rolandState = state.investigators.find((item) => item.code === roland.code)!;
  expect(rolandState.storyAssets).toEqual(['01117']);
  expect(rolandState.trauma).toEqual({ physical: 0, mental: 1 });
});

it('an entry is crossed out and removed by id (the Ghoul Priest defeated in The Midnight Masks)', () => {
  const state = startState();
  answer(state, 0, [
    { type: 'log_entry', section: 'campaign_notes', id: 'ghoul_priest_alive', text: GHOUL_PRIEST_ALIVE },
  ]);
  answer(state, 1, [{ type: 'log_entry', section: 'campaign_notes', id: 'ghoul_priest_alive', crossedOut: true }]);
  expect(notes(state)).toEqual([{ id: 'ghoul_priest_alive', text: 'Der Ghulpriester lebt noch.', crossedOut: true }]);
  answer(state, 2, [{ type: 'log_entry', section: 'campaign_notes', id: 'ghoul_priest_alive', removed: true }]);
  expect(notes(state)).toEqual([]);
});

it('a scenario started and completed is played: its XP, its resolution, each investigator’s count, the next scenario', () => {
  const state = startState();
  answer(state, 0, [
    { type: 'scenario_status', scenario: 'torch', status: 'started' },
    { type: 'investigators', scenario: 'torch', investigators: [roland.code, agnes.code] },
    { type: 'lead_investigator', scenario: 'torch', investigator: roland.code },
  ]);
  answer(state, 1, [
    { type: 'scenario_status', scenario: 'torch', status: 'resolution', resolution: 'R1' },
    { type: 'xp', investigator: roland.code, amount: 4 },
    { type: 'xp', investigator: agnes.code, amount: 4 },
    { type: 'scenario_status', scenario: 'torch', status: 'completed' },
  ]);
  expect(state.played).toEqual([
    { seq: 5, id: 'torch', name: 'Die Zusammenkunft', resolution: 'R1', xp: { [roland.code]: 4, [agnes.code]: 4 } },
  ]);
  expect(state.investigators.map((item) => [item.code, item.xp.earned, item.scenariosPlayed])).toEqual([
    [roland.code, 4, 1],
    [agnes.code, 4, 1],
  ]);
  expect(state.nextScenario).toEqual({ id: 'arkham', name: 'Die Mitternachtsmasken' });
  expect(state.guide?.scenarios[0]).toMatchObject({ id: 'torch', lead: roland.code, status: 'completed' });
});

it('a guide that says „killed“ kills the investigator whatever the trauma (Grimoire „Trauma, Tod und Wahnsinn“)', () => {
  const state = startState();
  answer(state, 0, [{ type: 'trauma', investigator: agnes.code, physical: 0, mental: 0, killed: true }]);
  expect(state.investigators.find((item) => item.code === agnes.code)!.status).toBe('killed');
});

it('a weakness goes to the weaknesses; removing a card the investigator does not hold changes nothing', () => {
  const state = startState();
  answer(state, 0, [
    { type: 'card_added', investigator: agnes.code, card: '01097', weakness: true },
    { type: 'card_removed', investigator: agnes.code, card: '01117' },
  ]);
  const agnesState = state.investigators.find((item) => item.code === agnes.code)!;
  expect(agnesState.weaknesses).toEqual(['01097']);
  expect(agnesState.storyAssets).toEqual([]);
});

it('an answer out of order is refused (guide_answer_order)', () => {
  const state = startState();
  expect(() => answer(state, 1, [])).toThrow(expect.objectContaining({ code: 'guide_answer_order' }));
});

it('a saved state comes back: the log as it was, the guide’s own answers kept (Hemlock Vale’s replay)', () => {
  const state = startState();
  answer(state, 0, [
    { type: 'log_entry', section: 'campaign_notes', id: 'house_burned', text: HOUSE_BURNED },
    { type: 'state_saved' },
  ]);
  answer(state, 1, [
    { type: 'log_entry', section: 'campaign_notes', id: 'ghoul_priest_alive', text: GHOUL_PRIEST_ALIVE },
  ]);
  answer(state, 2, [{ type: 'state_restored' }]);
  expect(notes(state).map((entry) => entry.id)).toEqual(['house_burned']);
  expect(state.guide?.answers).toHaveLength(3);
});
