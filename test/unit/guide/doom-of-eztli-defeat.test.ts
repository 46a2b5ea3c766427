import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideData, GuideEffect } from '../../../shared/guide/types.ts';
import { AGNES, answer, ROLAND, ROLAND_AND_AGNES, toDoomOfEztli } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, The Doom of Eztli (campaigns/tfa/eztli), „Investigator Defeat“ – each
// investigator defeated: „Check Campaign Log. Because there are three or fewer tally marks under
// “Yig’s Fury”“ (German: „Überprüfe das Kampagnenlogbuch. Da sich drei oder weniger Zählstriche
// unter „Yigs Zorn“ befinden“), the story, „Record three tally marks under “Yig’s Fury.”“
// („Notiere drei Zählstriche unter „Yigs Zorn“.“), then Resolution 3, whose choice „We can’t stop
// now—we have to go back inside!“ leads to Resolution 4 (the scenario played again). The marks
// are recorded at the defeat, before Resolution 3 and so before Resolution 4, and stay in the log
// for the scenario played again (docs/guide-data-quirks.md, „Read as the data has it“).

const defeated = answer('eztli/$play_scenario', {
  kind: 'play_scenario',
  lead: ROLAND,
  resolution: 'no_resolution_defeated',
  statuses: { [ROLAND]: 'physical', [AGNES]: 'mental' },
});
const goBackIn = answer('eztli/choose_to_continue', { kind: 'choose_one', choice: 'go_back_in' });

/** Where each effect of interest stands in the answer's effects: Yig's Fury marks and resolutions. */
const order = (effects: readonly GuideEffect[]) =>
  effects.flatMap((effect) => {
    if (effect.type === 'log_count' && effect.section === 'yigs_fury') return [`yigs_fury=${effect.value}`];
    if (effect.type === 'scenario_status' && effect.status === 'resolution') return [effect.resolution ?? ''];
    return [];
  });

describeRealData('The Doom of Eztli, each investigator defeated: Yig’s Fury before Resolution 3 and 4', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });
  const walk = (answers: GuideAnswer[]) => runGuide(tfa, answers, ROLAND_AND_AGNES);

  it('„Record three tally marks under “Yig’s Fury.”“ comes before Resolution 3, the marks standing at 2 before', () => {
    const before = walk(toDoomOfEztli());
    expect(before.state.sections.find((section) => section.id === 'yigs_fury')?.count).toBe(2);
    const run = walk([...toDoomOfEztli(), defeated]);
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.key).toBe('eztli/choose_to_continue');
    expect(order(run.applied.at(-1)?.effects ?? [])).toEqual(['no_resolution_defeated', 'yigs_fury=5', 'R3']);
    expect(run.prompt?.shown.map((step) => step.step)).toEqual([
      '$resolution:investigator_defeat',
      'three_or_fewer_fury',
      'yigs_fury_okay',
      'mark_3_yigs_fury',
      '$resolution:R3',
    ]);
  });

  it('„We can’t stop now—we have to go back inside!“: Resolution 4 records no more marks, the three stay for the replay', () => {
    const run = walk([...toDoomOfEztli(), defeated, goBackIn]);
    expect(order(run.applied.at(-1)?.effects ?? [])).toEqual(['R4']);
    expect(run.state.sections.find((section) => section.id === 'yigs_fury')?.count).toBe(5);
  });
});
