import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { branchInput, evaluate, operand } from '../../../shared/guide/conditions.ts';
import type { Effect } from '../../../shared/guide/data/guide-data-types.ts';
import { applyEffects } from '../../../shared/guide/effects.ts';
import { indexGuide } from '../../../shared/guide/guide-index.ts';
import { list, obj, type Raw } from '../../../shared/guide/raw-guide.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { investigator, type Walker } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { ONE_LAST_JOB_AND_OFFER, SETUP } from '../../support/guide-scripts/drowned-city-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Drowned City's Tasks. An Offer You Can't Refuse, step `choose_tasks`: „In player order, each
// investigator chooses a different Task“ and „In your Campaign Log, record "Do No Harm" as your
// investigator's Task“. The rule „Tasks in the Drowned City Campaign“: „When instructed to mark or
// erase 1 or more progress in your Campaign Log, check or uncheck that many boxes under your
// Task.“ The data gives the task to the chosen investigator (`campaign_log_assign_task`, section
// `hidden`, id the task) and counts its progress under „Task progress“ with `task_id: $count`:
// the holder's own count in that section, not an entry named `$count`. A branch „If an
// investigator has the "Do No Harm" task“ (`campaign_log_task`) is read by the task's holder
// (its `$input_value`), and as a number the task is its progress (Return to Arkham: „If there are
// 5 or more progress marked under your Task“; „For each progress you have marked on your task,
// you (and only you) gain 1 additional experience point“).

const ROLAND = '01001';
const AGNES = '01004';
const HUNTING_PARASITE = '11535';

describeRealData('The Drowned City: a Task belongs to one investigator and counts their progress', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('tdc'), realPool()]);
  });

  const step = (scenario: string, id: string): Raw =>
    indexGuide(guide).scenarios.get(scenario)?.steps.get(id)?.raw ?? {};
  const condition = (scenario: string, id: string): Raw => obj(step(scenario, id), 'condition') ?? {};

  /** `choose_tasks`: the effects of the task chosen, for the investigator who chose it. */
  function chooseTask(w: Walker, task: string, code: string): void {
    const choices = list(obj(step('an_offer_you_cant_refuse', 'choose_tasks'), 'input') ?? {}, 'choices');
    const choice = choices.find((raw) => raw.id === task) ?? {};
    applyEffects(w, list(choice, 'effects') as Effect[], { investigators: [code] }, 'tdc');
  }

  /** A branch as the walk reads it: its option's effects get what the condition hands them. */
  function readBranch(w: Walker, scenario: string, id: string): void {
    const read = condition(scenario, id);
    const option = evaluate(w, read);
    if (option) applyEffects(w, list(option, 'effects') as Effect[], branchInput(w, read), 'tdc');
  }

  it('„record "Do No Harm" as your investigator’s Task“: Roland holds it, no entry is named `$count`', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'an_offer_you_cant_refuse');
    chooseTask(w, 'do_no_harm', ROLAND);
    chooseTask(w, 'walk_in_faith', AGNES);
    const hidden = w.state.sections.find((item) => item.id === 'hidden');
    expect(hidden?.entries.find((item) => item.id === 'do_no_harm')?.cards).toEqual([ROLAND]);
    expect(hidden?.entries.find((item) => item.id === 'walk_in_faith')?.cards).toEqual([AGNES]);
    expect(w.effects.filter((effect) => effect.type === 'log_cards' && effect.id === '$count')).toEqual([]);
    // The task starts with no progress marked.
    expect(w.effects.filter((effect) => effect.type === 'log_count')).toEqual([
      { type: 'log_count', section: 'task_progress', id: ROLAND, value: 0 },
      { type: 'log_count', section: 'task_progress', id: AGNES, value: 0 },
    ]);
  });

  it('„record "No Place Like Home" as your investigator’s Task“: its label stands under Task progress, not in a section `$input_value`', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'an_offer_you_cant_refuse');
    chooseTask(w, 'no_place_like_home', ROLAND);
    chooseTask(w, 'walk_in_faith', AGNES);
    expect(w.state.sections.find((item) => item.id === '$input_value')).toBeUndefined();
    const progress = w.state.sections.find((item) => item.id === 'task_progress');
    expect(progress?.entries.find((item) => item.id === 'no_place_like_home')?.text?.en).toBe(
      'Task Progress - No Place Like Home:',
    );
    expect(progress?.entries.find((item) => item.id === 'walk_in_faith')?.text?.en).toBe(
      'Task Progress - Walk in Faith:',
    );
    expect(w.effects.filter((effect) => effect.type === 'log_entry').map((effect) => effect.section)).not.toContain(
      '$input_value',
    );
  });

  it('The Western Wall, `check_do_no_harm`: read only when an investigator has the "Do No Harm" task', () => {
    const without = walkerWith(guide, pool, [ROLAND, AGNES], 'the_western_wall');
    chooseTask(without, 'walk_in_faith', AGNES);
    expect(evaluate(without, condition('the_western_wall', 'check_do_no_harm'))).toBeUndefined();
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'the_western_wall');
    chooseTask(w, 'do_no_harm', ROLAND);
    expect(evaluate(w, condition('the_western_wall', 'check_do_no_harm'))?.steps).toEqual([
      'do_no_harm_story',
      'do_no_harm_choice',
    ]);
  });

  it('`actually_add_parasite`: „Find the set-aside Hunting Parasite weakness and permanently add it to your deck“, „Mark 2 progress“', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'the_western_wall');
    chooseTask(w, 'do_no_harm', ROLAND);
    chooseTask(w, 'walk_in_faith', AGNES);
    w.effects = [];
    readBranch(w, 'the_western_wall', 'actually_add_parasite');
    expect(w.effects).toEqual([
      { type: 'card_added', investigator: ROLAND, card: HUNTING_PARASITE, weakness: true },
      { type: 'log_count', section: 'task_progress', id: ROLAND, value: 2 },
    ]);
  });

  it('`actually_mental_trauma`: „Suffer 1 mental trauma“ and „Erase 1 progress“ – never below none', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'the_western_wall');
    chooseTask(w, 'do_no_harm', ROLAND);
    w.effects = [];
    readBranch(w, 'the_western_wall', 'actually_mental_trauma');
    expect(w.state.investigators.map((item) => [item.code, item.mental])).toEqual([
      [ROLAND, 1],
      [AGNES, 0],
    ]);
    expect(w.effects.filter((effect) => effect.type === 'log_count')).toEqual([
      { type: 'log_count', section: 'task_progress', id: ROLAND, value: 0 },
    ]);
  });

  it('Return to Arkham: 5 progress pass „Walk in Faith“, and its holder alone gains 1 XP per progress', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'return_to_arkham');
    chooseTask(w, 'do_no_harm', ROLAND);
    chooseTask(w, 'walk_in_faith', AGNES);
    const mark = { type: 'campaign_log_investigator_count' as const, section: 'task_progress', id: '$count' };
    applyEffects(
      w,
      [{ ...mark, investigator: '$input_value', operation: 'add', value: 5 }],
      { investigators: [AGNES] },
      'tdc',
    );
    applyEffects(
      w,
      [{ ...mark, investigator: '$input_value', operation: 'add', value: 1 }],
      { investigators: [ROLAND] },
      'tdc',
    );
    expect(operand(w, { type: 'campaign_log_task', section: 'hidden', id: 'walk_in_faith' })).toBe(5);
    expect(operand(w, { type: 'campaign_log_task', section: 'hidden', id: 'do_no_harm' })).toBe(1);
    expect(evaluate(w, condition('return_to_arkham', 'check_walk_in_faith_progress'))?.steps).toEqual([
      'passed_walk_in_faith_story',
      'passed_walk_in_faith_effect',
      'task_completed',
    ]);
    readBranch(w, 'return_to_arkham', 'passed_walk_in_faith_effect');
    expect(w.state.investigators.map((item) => [item.code, item.xp])).toEqual([
      [ROLAND, 0],
      [AGNES, 5],
    ]);
    // „… is strong in their faith“ names Agnes; the Completed side replaces the task.
    const notes = w.state.sections.find((item) => item.id === 'campaign_notes');
    expect(notes?.entries.find((item) => item.id === 'walk_in_faith_succeed')?.cards).toEqual([AGNES]);
    expect(w.state.investigators.find((item) => item.code === AGNES)?.cards).toEqual(
      expect.arrayContaining(['11754b']),
    );
  });

  it('a holder killed („können für den Rest der Kampagne nicht mehr verwendet werden“, Grimoire „Trauma, Tod und Wahnsinn“): the task is resolved by nobody', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'return_to_arkham');
    chooseTask(w, 'walk_in_faith', AGNES);
    investigator(w.state, AGNES).killed = true;
    expect(evaluate(w, condition('return_to_arkham', 'check_walk_in_faith'))).toBeUndefined();
    expect(branchInput(w, condition('return_to_arkham', 'passed_walk_in_faith_effect'))).toEqual({});
  });

  it('„each investigator chooses a different Task“: two investigators choosing „Do No Harm“ is refused', () => {
    const group: GuideContext = {
      investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
    };
    const before = ONE_LAST_JOB_AND_OFFER.slice(0, 4);
    const answers = engineAnswers(guide, group, [...SETUP, ...before]);
    const same = { kind: 'investigator_choice', choices: { [ROLAND]: 'do_no_harm', [AGNES]: 'do_no_harm' } } as const;
    const run = runGuide(guide, [...answers, { key: 'an_offer_you_cant_refuse/choose_tasks', value: same }], group);
    expect(run.problem).toMatchObject({ code: 'answer_invalid', key: 'an_offer_you_cant_refuse/choose_tasks' });
  });

  it('Return to Arkham, „Do No Harm“ with 3 progress fails: removed, 1 mental trauma, still 1 XP per progress', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'return_to_arkham');
    chooseTask(w, 'do_no_harm', ROLAND);
    const mark = { type: 'campaign_log_investigator_count' as const, section: 'task_progress', id: '$count' };
    applyEffects(
      w,
      [{ ...mark, investigator: '$input_value', operation: 'add', value: 3 }],
      { investigators: [ROLAND] },
      'tdc',
    );
    // „If there are 5 or more progress marked under your Task“ – not so: the failed steps.
    expect(evaluate(w, condition('return_to_arkham', 'check_do_no_harm_progress'))?.steps).toEqual([
      'failed_do_no_harm_story',
      'remove_do_no_harm',
      'add_tablet_token',
      'actually_remove_do_no_harm',
    ]);
    // „Permanently remove the "Do No Harm" Task from your deck and suffer 1 mental trauma.“
    readBranch(w, 'return_to_arkham', 'actually_remove_do_no_harm');
    const roland = investigator(w.state, ROLAND);
    expect([roland.xp, roland.mental, roland.cards.includes('11758a')]).toEqual([3, 1, false]);
    expect(investigator(w.state, AGNES).xp).toBe(0);
  });
});
