import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { answer, ROLAND, ROLAND_AND_AGNES, supplies, TFA_SETUP } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, The Untamed Wilds (`wilds`): its play step carries the branch
// `add_chaos_token` („Adjust chaos bag“), offered once, for when „there was an instruction to add
// one [cultist] or [tablet] token“ during play. Its question „Which of these is true?“ („Welche
// der folgenden Bedingungen trifft zu?“) has two answers:
// - „Ichtaca is leading the way.“ („Ichtaca führt.“) – „Add 1 [cultist] token.“
// - „You fought with Icthaca.“ (sic; „Du hast mit Ichtaca gekämpft.“) – „Add 1 [tablet] token.“

const PLAY = 'wilds/$play_scenario';
/** The play step asked again after the branch (the walk numbers a step's second prompt). */
const PLAY_AGAIN = `${PLAY}#2`;
const TO_WILDS = [...TFA_SETUP, supplies({ provisions: 1 }, { provisions: 1 })];
const BRANCH = answer(PLAY, { kind: 'play_scenario', branch: 'add_chaos_token' });
const token = (choice: string) => answer('wilds/add_chaos_token', { kind: 'choose_one', choice });

describeRealData('The Untamed Wilds: the Ichtaca branch adjusts the chaos bag during play', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });

  it('the play step offers „Adjust chaos bag“ beside the resolutions', () => {
    const run = runGuide(tfa, TO_WILDS, ROLAND_AND_AGNES);
    expect(run.prompt).toMatchObject({ key: PLAY, kind: 'play_scenario' });
    expect(run.prompt?.choices?.map((choice) => choice.id)).toEqual(['add_chaos_token']);
  });

  it('„Ichtaca is leading the way.“ adds 1 [cultist] token, and the branch is not offered again', () => {
    const before = runGuide(tfa, TO_WILDS, ROLAND_AND_AGNES).state.chaosBag;
    const asked = runGuide(tfa, [...TO_WILDS, BRANCH], ROLAND_AND_AGNES);
    expect(asked.prompt).toMatchObject({ key: 'wilds/add_chaos_token', kind: 'choose_one' });
    expect(asked.prompt?.choices?.map((choice) => choice.id)).toEqual(['cultist', 'tablet']);
    const run = runGuide(tfa, [...TO_WILDS, BRANCH, token('cultist')], ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect([...run.state.chaosBag].sort()).toEqual([...before, 'cultist'].sort());
    expect(run.prompt).toMatchObject({ key: PLAY_AGAIN, kind: 'play_scenario' });
    expect(run.prompt?.choices ?? []).toEqual([]);
  });

  it('„You fought with Icthaca.“ adds 1 [tablet] token instead', () => {
    const before = runGuide(tfa, TO_WILDS, ROLAND_AND_AGNES).state.chaosBag;
    const run = runGuide(tfa, [...TO_WILDS, BRANCH, token('tablet')], ROLAND_AND_AGNES);
    expect([...run.state.chaosBag].sort()).toEqual([...before, 'tablet'].sort());
  });

  it('the resolution read after it still plays the scenario: Resolution 1 led by Roland', () => {
    const run = runGuide(
      tfa,
      [
        ...TO_WILDS,
        BRANCH,
        token('cultist'),
        answer(PLAY_AGAIN, { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
      ],
      ROLAND_AND_AGNES,
    );
    expect(run.problem).toBeUndefined();
    expect(run.prompt).toMatchObject({ key: 'wilds/record_vengeance' });
  });
});
