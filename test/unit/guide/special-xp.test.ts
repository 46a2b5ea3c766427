import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Innsmouth Conspiracy: the experience of the first scenarios is recorded as „Unspent
// Experience“ (the investigators have lost their memories) and becomes XP to spend only when a
// fragment of memory returns.

const ROLAND = '01001';
const AGNES = '01004';
const GROUP: GuideContext = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

const PIT: GuideAnswer[] = [
  answer('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] }),
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  answer('$setup/draw_weakness', {
    kind: 'investigator_choice',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01096', [AGNES]: '01100' },
  }),
  answer('$setup/save_decks', { kind: 'save_decks' }),
  answer('the_pit_of_despair/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
  answer('the_pit_of_despair/earn_xp', { kind: 'counter', value: 5 }),
];

describeRealData('unspent experience (The Innsmouth Conspiracy)', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('tic');
  });

  it('The Pit of Despair records the victory display as unspent experience, not as XP', () => {
    const run = runGuide(guide, PIT, GROUP);
    expect(run.problem).toBeUndefined();
    const unspent = run.state.sections.find((section) => section.id === 'unspect_xp');
    expect(unspent?.entries.map((entry) => [entry.id, entry.count])).toEqual([
      [ROLAND, 5],
      [AGNES, 5],
    ]);
    expect(run.state.investigators.map((item) => item.xp)).toEqual([0, 0]);
  });

  it('when a memory returns, the unspent experience becomes XP and the record is cleared', () => {
    const run = runGuide(
      guide,
      [...PIT, answer('the_pit_of_despair/$upgrade_decks', { kind: 'upgrade_decks' })],
      GROUP,
    );
    expect(run.problem).toBeUndefined();
    expect(run.state.investigators.map((item) => item.xp)).toEqual([5, 5]);
    const unspent = run.state.sections.find((section) => section.id === 'unspect_xp');
    expect(unspent?.entries.map((entry) => entry.count)).toEqual([0, 0]);
    expect(run.applied.at(-1)?.effects).toEqual(
      expect.arrayContaining([
        { type: 'xp', investigator: ROLAND, amount: 5 },
        { type: 'xp', investigator: AGNES, amount: 5 },
      ]),
    );
  });
});
