import { beforeAll, expect, it } from 'vitest';
import { drawDistinct, withAppDraws } from '../../../shared/guide/random-draws.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideData, Prompt } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import {
  AFTER_THE_SURVIVORS,
  AGNES,
  ROLAND,
  SETUP,
  TO_THE_SURVIVORS,
  UNDIMENSIONED_OPENING,
  UNDIMENSIONED_TO_WHERE_DOOM,
} from '../../support/guide-scripts/dunwich-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// Random choices the group leaves to the app are drawn from a seed and stored with it, so the
// journal replays them exactly: Undimensioned and Unseen's random location („choose a random
// location“ among the six set aside) and The Circle Undone's prologue randomizer, where each
// story investigator draws a different option.

const GROUP = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};

/** The Circle Undone's prologue randomizer as the engine asks it: the four story investigators, four options. */
const PROLOGUE: Prompt = {
  key: 'disappearance_at_the_twilight_estate/randomizer',
  scenario: 'disappearance_at_the_twilight_estate',
  step: 'randomizer',
  kind: 'prologue_randomizer',
  investigators: ['05046', '05047', '05048', '05049'],
  choices: ['0', '1', '2', '3'].map((id) => ({ id, text: { en: id, catalogue: 'campaigns/tcu/prologue' } })),
  shown: [],
};

describeRealData('Random draws the app makes for the group', () => {
  let dwl: GuideData;
  beforeAll(async () => {
    dwl = await realGuide('dwl');
  });

  it('Undimensioned and Unseen: a random location left to the app is one of the offered, stored with its seed', () => {
    const answered = engineAnswers(dwl, GROUP, [
      ...SETUP,
      ...TO_THE_SURVIVORS,
      AFTER_THE_SURVIVORS,
      ...UNDIMENSIONED_OPENING,
      ...UNDIMENSIONED_TO_WHERE_DOOM.slice(0, 2),
    ]);
    const prompt = runGuide(dwl, answered, GROUP).prompt!;
    expect(prompt).toMatchObject({ step: 'choose_random_location', kind: 'random_location' });
    expect(prompt.cards).toHaveLength(6);
    const drawn = withAppDraws(prompt, {}, 42);
    expect(drawn.seed).toBe(42);
    expect(drawn.cards).toHaveLength(1);
    expect(prompt.cards).toContain((drawn.cards as string[])[0]);
    expect(withAppDraws(prompt, {}, 42)).toEqual(drawn);
    // Over many seeds every one of the six locations can come up.
    const seen = new Set(
      Array.from({ length: 200 }, (_, seed) => (withAppDraws(prompt, {}, seed).cards as string[])[0]),
    );
    expect([...seen].sort()).toEqual([...(prompt.cards ?? [])].sort());
    // A location the group drew at the table stays as given.
    expect(withAppDraws(prompt, { cards: ['02246'] }, 42)).toEqual({ cards: ['02246'] });
    const run = runGuide(
      dwl,
      [...answered, { key: prompt.key, value: { kind: 'random_location', ...drawn } as AnswerValue }],
      GROUP,
    );
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.key).not.toBe(prompt.key);
  });

  it('The Circle Undone, prologue: each story investigator draws a different option, the same for the same seed', () => {
    const drawn = withAppDraws(PROLOGUE, {}, 7);
    const draws = drawn.draws as Record<string, string>;
    expect(Object.keys(draws)).toEqual(PROLOGUE.investigators);
    expect([...Object.values(draws)].sort()).toEqual(['0', '1', '2', '3']);
    expect(drawn.seed).toBe(7);
    // A seed given in the answer is the one drawn from; draws the group made stay as given.
    expect(withAppDraws(PROLOGUE, { seed: 7 }, 99)).toEqual(drawn);
    expect(withAppDraws(PROLOGUE, { draws: { '05046': '2' } }, 7)).toEqual({ draws: { '05046': '2' } });
    const orders = new Set(
      Array.from({ length: 50 }, (_, seed) => JSON.stringify(withAppDraws(PROLOGUE, {}, seed).draws)),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('draws distinct options and leaves ids out when the options run short', () => {
    expect(drawDistinct(['a', 'b', 'c'], ['x', 'y'], () => 0)).toEqual({ a: 'x', b: 'y' });
  });
});
