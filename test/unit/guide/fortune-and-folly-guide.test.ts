import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import { investigatorNaming } from '../../../shared/guide/text/investigator-naming.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { findEntry } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { type Steering, steerTo } from '../../support/guide-steer.ts';
import { describeRealData } from '../../support/real-data.ts';

// Fortune and Folly (`fof`), played as the standalone campaign it is printed as: Part I „The
// Stakeout“, the checkpoint „The Plan“ and Part II „The Heist“ (campaigns/fof). Part I,
// check_tsk_campaign: „If you are playing Fortune and Folly as a side-story while playing The
// Scarlet Keys campaign“ (campaign_data `cycle`, the campaign the guide belongs to). The Plan,
// „Take a break“: „Record each investigator's alarm level in your Campaign Log“, entry „Alarm
// level: #name# (#X#)“ (de: „Alarmstufe: #name# (#X#)“), and „Record the number of clues on The
// Wellspring of Fortune“; „Play immediately“ remembers the same in the hidden log.

const ROLAND = '01001';
const DAISY = '01002';
const GROUP = [ROLAND, DAISY];
const notSkipped: Steering = { ask_skip_part_1: { choice: '$no' } };
const at = (step: string) => (prompt: { step: string }) => prompt.step === step;

describeRealData('Fortune and Folly as a campaign', () => {
  let fof: GuideData;
  let pool: CardPool;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    fof = stored.guides.find((guide) => guide.campaignId === 'fof') as GuideData;
    pool = await realPool();
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), investigatorNaming(pool, new Map()));
  });
  const entry = (run: GuideRun, section: string, id: string) => findEntry(run.state, section, id);

  it('outside The Scarlet Keys Isamara finds you („Although you ask around town …“), not your cell’s contact', () => {
    const { run } = steerTo(fof, CORE_INVESTIGATORS, GROUP, {}, at('ask_skip_part_1'));
    const shown = run.prompt?.shown.map((step) => step.step) ?? [];
    expect(shown).toContain('intro_3');
    expect(shown).not.toContain('intro_2');
    // „Would you like to skip the stakeout and jump straight to the heist?“ or not.
    expect(run.prompt?.choices?.map((choice) => choice.id)).toEqual(['skip', '$no']);
  });

  it('Part I leads to „The Plan“ (Resolution 1: „Proceed to“ the checkpoint), no experience in between', () => {
    const { run, answers } = steerTo(fof, CORE_INVESTIGATORS, GROUP, notSkipped, at('ask_continue_now'));
    expect(run.prompt?.scenario).toBe('fortune_and_folly_checkpoint');
    // „Investigators cannot spend experience or alter their decks in between … Part I and … Part II.“
    expect(answers.map((answer) => answer.key)).not.toContain('fortune_and_folly_part_1/$upgrade_decks');
    expect(run.state.investigators.every((item) => item.xp === 0)).toBe(true);
  });

  it('„Take a break“ records each alarm level, the Wellspring’s clues and the tasks in the Campaign Log', () => {
    const steering: Steering = {
      ...notSkipped,
      ask_continue_now: { choice: 'later' },
      record_completed_tasks: { choices: ['found_a_vent', 'convinced_isamara'] },
      ask_alarm_level: { values: { [ROLAND]: 3, [DAISY]: 1 } },
      record_wellspring_of_fortune_clues: { value: 4 },
    };
    const { run } = steerTo(fof, CORE_INVESTIGATORS, GROUP, steering, at('record_stashed_assets'));
    const alarm = entry(run, 'campaign_notes', 'fof_alarm_level');
    expect(alarm?.cards).toEqual([ROLAND, DAISY]);
    expect(alarm?.text && t.german(alarm.text)).toBe('Alarmstufe: Roland Banks (3) Alarmstufe: Daisy Walker (1)');
    // „Clues on The Wellspring of Fortune: #X#“.
    expect(entry(run, 'campaign_notes', 'fof_wellspring_clues')?.count).toBe(4);
    // „the investigators found a vent.“ in the log and, for Part II, in the hidden one.
    expect(entry(run, 'campaign_notes', 'fof_found_a_vent')).toBeDefined();
    expect(entry(run, 'hidden', 'fof_convinced_isamara')).toBeDefined();
    expect(entry(run, 'hidden', 'fof_stole_keys')).toBeUndefined();
  });

  it('„Play immediately“ goes on to Part II and the campaign ends after „The Heist“', () => {
    const steering: Steering = {
      ...notSkipped,
      ask_continue_now: { choice: 'now' },
      ask_completed_tasks: (prompt) =>
        prompt.kind === 'checklist' ? { choices: ['convinced_isamara'] } : { value: 6 },
      'fortune_and_folly_part_2/$play_scenario': { resolution: 'R1' },
    };
    const { run } = steerTo(fof, CORE_INVESTIGATORS, GROUP, steering);
    expect(run.finished).toBe(true);
    expect(run.state.scenarios.map((item) => [item.id, item.status])).toEqual([
      ['fortune_and_folly_part_1', 'completed'],
      ['fortune_and_folly_checkpoint', 'completed'],
      ['fortune_and_folly_part_2', 'completed'],
    ]);
    // „Each investigator earns 1 bonus experience for each additional task beyond the minimum of
    // 4“: six tasks, 2 bonus experience (the victory display counted 0).
    expect(run.state.investigators.map((item) => item.xp)).toEqual([2, 2]);
  });

  it('skipping Part I plays Part II at once and counts two more tasks („this is handled automatically“)', () => {
    const steering: Steering = {
      ask_skip_part_1: { choice: 'skip' },
      ask_completed_tasks: { value: 4 },
      'fortune_and_folly_part_2/$play_scenario': { resolution: 'R1' },
    };
    const { run } = steerTo(fof, CORE_INVESTIGATORS, GROUP, steering);
    expect(run.finished).toBe(true);
    expect(entry(run, 'hidden', 'fof_heist_tasks')?.count).toBe(6);
    expect(run.state.investigators.map((item) => item.xp)).toEqual([2, 2]);
  });
});
