import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData, GuideRun } from '../../../shared/guide/types.ts';
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
import { describeRealData } from '../../support/real-data.ts';

// The end of The Dunwich Legacy when the investigators lose, against the printed guide:
// - Where Doom Awaits, Resolution 2: „Each surviving investigator is driven insane. The
//   investigators lose the campaign.“
// - Lost in Time and Space, no resolution with both investigators defeated, the group still on
//   act 1: „Investigator Defeat“ – „Each defeated investigator is killed“ – then Resolution 4,
//   and „The investigators lose the campaign.“
// Either way the scenario was played to a resolution, so it counts as played with that
// resolution (Grimoire „Kampagnenlogbuch“: the players record their results at the end of
// each scenario), although nothing is read after it.

const GROUP: GuideContext = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};

/** The CLI script's answers (`step` and the fields of its input) as the engine stores them. */
function engineAnswers(guide: GuideData, given: object[]): GuideAnswer[] {
  const answers: GuideAnswer[] = [];
  for (const { step, ...fields } of given as { step: string }[]) {
    const prompt = runGuide(guide, answers, GROUP).prompt;
    if (prompt?.step !== step) throw new Error(`open is ${prompt?.key}, not ${step}`);
    answers.push({ key: prompt.key, value: { kind: prompt.kind, ...fields } as AnswerValue });
  }
  return answers;
}

/** The CLI playthrough's answers up to Where Doom Awaits being played. */
const TO_WHERE_DOOM = [
  ...SETUP,
  ...TO_THE_SURVIVORS,
  AFTER_THE_SURVIVORS,
  ...UNDIMENSIONED_OPENING,
  ...UNDIMENSIONED_TO_WHERE_DOOM,
];
const scenario = (run: GuideRun, id: string) => run.state.scenarios.find((item) => item.id === id);

describeRealData('The Dunwich Legacy lost at its end', () => {
  let dwl: GuideData;
  beforeAll(async () => {
    dwl = await realGuide('dwl');
  });

  it('Where Doom Awaits, Resolution 2: both insane, the campaign lost, Where Doom Awaits played with Resolution 2', () => {
    const lost = engineAnswers(dwl, [
      ...TO_WHERE_DOOM,
      { step: '$play_scenario', lead: ROLAND, resolution: 'no_resolution', statuses: { [AGNES]: 'physical' } },
    ]);
    const run = runGuide(dwl, lost, GROUP);
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
    expect(run.state.result).toBe('lose');
    expect(run.state.investigators.map((item) => [item.code, item.insane])).toEqual([
      [ROLAND, true],
      [AGNES, true],
    ]);
    expect(scenario(run, 'where_doom_awaits')).toMatchObject({ status: 'completed', resolution: 'R2' });
    expect(scenario(run, 'lost_in_time_and_space')?.status ?? 'not_started').toBe('not_started');
    const completed = run.applied.at(-1)?.effects.filter((effect) => effect.type === 'scenario_status');
    expect(completed).toContainEqual(expect.objectContaining({ scenario: 'where_doom_awaits', status: 'completed' }));
  });

  it('Lost in Time and Space, no resolution on act 1: both killed, Resolution 4, lost, the scenario played', () => {
    const toTheEnd = engineAnswers(dwl, [
      ...TO_WHERE_DOOM,
      { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
      { step: 'earn_xp', value: 0 },
      { step: '$upgrade_decks' },
      {
        step: '$play_scenario',
        lead: ROLAND,
        resolution: 'no_resolution',
        statuses: { [ROLAND]: 'mental', [AGNES]: 'physical' },
      },
      { step: 'check_final_act', choice: 'act_1' },
    ]);
    const run = runGuide(dwl, toTheEnd, GROUP);
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
    expect(run.state.result).toBe('lose');
    expect(run.state.investigators.every((item) => item.killed)).toBe(true);
    expect(scenario(run, 'lost_in_time_and_space')).toMatchObject({ status: 'completed', resolution: 'R4' });
    // „The investigators lose the campaign“: the epilogue is skipped, not played.
    expect(scenario(run, 'dwl_epilogue')?.status).not.toBe('completed');
  });
});
