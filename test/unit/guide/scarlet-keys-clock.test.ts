import { beforeAll, expect, it } from 'vitest';
import { EMBARK } from '../../../shared/guide/embark-step.ts';
import { indexGuide } from '../../../shared/guide/guide-index.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData, GuideRun, Prompt } from '../../../shared/guide/types.ts';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS, randomAnswer } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Scarlet Keys' clock (shared/guide/embark-step.ts, run-guide.ts, side-stories.ts) on the real
// campaign data: each journey marks time, a box with a symbol is read as its status report, and
// Status Report Omega at 35 time ends the travels („You are out of time. Immediately travel
// directly to Tunguska and proceed to Finale: Congress of the Keys.“, core.json
// `sr_omega_scenario_effect`). Groups play with random answers except where a test steers them.

type Steer = (prompt: Prompt, run: GuideRun) => AnswerValue | undefined;

function walk(guide: GuideData, seed: number, steer: Steer = () => undefined) {
  const index = indexGuide(guide);
  const random = seededRandom(seed);
  const answers: GuideAnswer[] = [];
  const prompts: Prompt[] = [];
  let run = runGuide(index, answers, CORE_INVESTIGATORS);
  while (run.prompt && !run.problem && answers.length < 200) {
    prompts.push(run.prompt);
    const value = steer(run.prompt, run) ?? randomAnswer(run.prompt, run, random);
    answers.push({ key: run.prompt.key, value });
    run = runGuide(index, answers, CORE_INVESTIGATORS);
  }
  return { run, answers, prompts };
}

const timeMarked = (run: GuideRun) => run.state.sections.find((item) => item.id === 'time')?.count ?? 0;
const statusOf = (run: GuideRun, id: string) =>
  run.state.scenarios.find((item) => item.id === id)?.status ?? 'not_started';
const SIDE = 'side:';
/** At each embark, a side story when one is offered. */
const sideStoryFirst: Steer = (prompt) => {
  const side = prompt.step === EMBARK ? prompt.choices?.find((choice) => choice.id.startsWith(SIDE)) : undefined;
  return side ? { kind: 'choose_one', choice: side.id } : undefined;
};

describeRealData('The Scarlet Keys: the clock ends the travels', () => {
  let guide: GuideData;
  /** A group that takes a side story at each embark offering one. */
  let sideStories: Prompt[];
  let sideStoryRun: GuideRun;
  beforeAll(async () => {
    guide = await realGuide('tskc');
    ({ prompts: sideStories, run: sideStoryRun } = walk(guide, 5, sideStoryFirst));
  });

  it('side stories are played from the map only: „simply travel to the appropriate location on the map“', () => {
    // $embark_rule_1: „If you wish to incorporate a side story into this campaign, simply travel to
    // the appropriate location on the map and spend additional time equal to the normal experience
    // cost“ – the deck upgrade after Riddles and Rain offers none.
    const prompts = sideStories;
    const upgrades = prompts.filter((prompt) => prompt.kind === 'upgrade_decks');
    expect(upgrades.length).toBeGreaterThan(1);
    expect(upgrades.flatMap((prompt) => prompt.sideStories ?? [])).toEqual([]);
    expect(prompts.some((prompt) => prompt.step === EMBARK && prompt.choices?.some((c) => c.id.startsWith(SIDE)))).toBe(
      true,
    );
  });

  it('after a side story the group embarks again from its green location (`$maybe_embark_side_scenario`)', () => {
    const prompts = sideStories;
    const sides = new Set((guide.sideStories ?? []).map((file) => String(file.data.id)));
    const fromSide = prompts.filter(
      (prompt) => prompt.step === EMBARK && sides.has(prompt.scenario.split('~')[0] ?? ''),
    );
    expect(fromSide.length).toBeGreaterThan(0);
  });

  it('a side story is completed once, under its name, by „You may embark“ (`special_proceed`)', () => {
    // The step after the embark from a side story („You may <b>embark</b>“) marks it completed; the
    // walk's own end of the scenario must not complete it again (the played list would hold it twice).
    const sides = new Set((guide.sideStories ?? []).map((file) => String(file.data.id)));
    const completed = [...sideStoryRun.initial, ...sideStoryRun.applied.flatMap((item) => item.effects)].filter(
      (effect) => effect.type === 'scenario_status' && effect.status === 'completed' && sides.has(effect.scenario),
    );
    const played = sideStoryRun.state.scenarios.filter((item) => sides.has(item.id) && item.status === 'completed');
    expect(played.length).toBeGreaterThan(0);
    expect(completed.map((effect) => effect.type === 'scenario_status' && [effect.scenario, effect.name?.en])).toEqual(
      played.map((item) => [item.id, expect.any(String)]),
    );
  });

  it('Status Report Zeta steals one key: „Choose 1 at random. That Key has been stolen.“', () => {
    // The data names the choice inside Zeta's bordered box and again after it; it is asked once.
    const { prompts } = walk(guide, 13);
    const zeta = prompts.filter((prompt) => prompt.step === 'steal_1_key' || prompt.step === 'choose_thief');
    expect(zeta.map((prompt) => prompt.step)).toEqual(['steal_1_key', 'choose_thief']);
  });

  it('out of time while embarking for a side story: the side story is not played, the group goes to Tunguska', () => {
    // „If you fill in a box that has a symbol … find the status report matching that letter, and
    // read the text that follows“ ($tracking_time_rule); Omega: „You are out of time. Immediately
    // travel directly to Tunguska“. Side stories only: the 35th box is filled on the way to one.
    let lastSideStory: string | undefined;
    const { run } = walk(guide, 7, (prompt, now) => {
      const answer = sideStoryFirst(prompt, now);
      if (answer?.kind === 'choose_one') lastSideStory = answer.choice.slice(SIDE.length);
      return answer;
    });
    expect(run.finished).toBe(true);
    expect(run.problem).toBeUndefined();
    expect(timeMarked(run)).toBeGreaterThanOrEqual(35);
    expect(lastSideStory).toBeDefined();
    expect(statusOf(run, lastSideStory as string)).toBe('not_started');
    expect(run.state.map?.current).toBe('tunguska');
    expect(statusOf(run, 'tunguska')).toBe('completed');
    const hidden = run.state.sections.find((item) => item.id === 'hidden')?.entries.map((item) => item.id);
    expect(hidden).toContain('read_sr_omega');
  });

  it('a group reaches Congress of the Keys (or loses everyone before) within the 35 boxes of time', () => {
    // „Finale: Congress of the Keys“, R1: „The investigators win the campaign!“, then the Epilogue.
    // A group choosing at random among the destinations and side stories the map offers.
    for (const seed of [404]) {
      const { run, answers } = walk(guide, seed);
      const allGone = run.state.investigators.every((item) => item.killed || item.insane);
      expect({ seed, finished: run.finished, problem: run.problem }).toEqual({
        seed,
        finished: true,
        problem: undefined,
      });
      expect(answers.length).toBeLessThan(120);
      if (!allGone) expect(statusOf(run, 'tunguska')).toBe('completed');
      if (run.state.scenarios.find((item) => item.id === 'tunguska')?.resolution === 'R1')
        expect(statusOf(run, 'tsk_epilogue')).toBe('completed');
    }
  });
});
