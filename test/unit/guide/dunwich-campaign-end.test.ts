import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../core/services/campaign-data-folder.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { germanPrompt } from '../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import type { GuideContext, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import {
  AFTER_THE_SURVIVORS,
  AGNES,
  LAST,
  ROLAND,
  SETUP,
  TO_THE_SURVIVORS,
  UNDIMENSIONED_OPENING,
  UNDIMENSIONED_TO_WHERE_DOOM,
  WHERE_DOOM_TO_THE_END,
} from '../../support/guide-scripts/dunwich-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../support/real-data.ts';

// The end of The Dunwich Legacy when the investigators lose, against the printed guide:
// - Where Doom Awaits, Resolution 2: „Each surviving investigator is driven insane. The
//   investigators lose the campaign.“
// - Lost in Time and Space, no resolution with both investigators defeated, the group still on
//   act 1: „Investigator Defeat“ – „Each defeated investigator is killed“ – then Resolution 4,
//   and „The investigators lose the campaign.“
// Either way the scenario was played to a resolution, so it counts as played with that
// resolution (Grimoire „Kampagnenlogbuch“: the players record their results at the end of
// each scenario), although nothing is read after it. And when they win: Resolution 1's XP counter
// names the 5 bonus XP the guide adds itself, and the epilogue is there to read at the end.

const GROUP: GuideContext = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};

/** The CLI playthrough's answers up to Where Doom Awaits being played. */
const TO_WHERE_DOOM = [
  ...SETUP,
  ...TO_THE_SURVIVORS,
  AFTER_THE_SURVIVORS,
  ...UNDIMENSIONED_OPENING,
  ...UNDIMENSIONED_TO_WHERE_DOOM,
];
const scenario = (run: GuideRun, id: string) => run.state.scenarios.find((item) => item.id === id);

describeRealData('The Dunwich Legacy at its end', () => {
  let dwl: GuideData;
  beforeAll(async () => {
    dwl = await realGuide('dwl');
  });

  it('Where Doom Awaits, Resolution 2: both insane, the campaign lost, Where Doom Awaits played with Resolution 2', () => {
    const lost = engineAnswers(dwl, GROUP, [
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
    const toTheEnd = engineAnswers(dwl, GROUP, [
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

  it('Lost in Time and Space, Resolution 1: the XP counter says the guide adds 5 bonus XP itself, and it does', async () => {
    // „Each investigator earns 5 bonus experience, as they saved the world from being torn apart“
    // is the counter's confirm_text: shown beside the field, so the group enters the victory display only.
    const answered = engineAnswers(dwl, GROUP, [...TO_WHERE_DOOM, ...WHERE_DOOM_TO_THE_END.slice(0, -1)]);
    const open = runGuide(dwl, answered, GROUP).prompt!;
    expect(open).toMatchObject({ scenario: 'lost_in_time_and_space', step: 'earn_xp', kind: 'counter' });
    expect(open.extra?.en).toMatch(/5 bonus experience/);
    const catalogs = storedGuides(await readCampaignDataFolder(ARKHAM_CARDS_DATA)).catalogs;
    const german = germanPrompt(open, createGuideTranslator(buildGuideCatalog(catalogs)), (code) => code);
    expect(german.extra).toMatch(/5/);
    expect(german.extra).not.toMatch(/bonus experience/);
    const before = runGuide(dwl, answered, GROUP).state.investigators.find((item) => item.code === ROLAND)!.xp;
    const run = runGuide(dwl, engineAnswers(dwl, GROUP, [...TO_WHERE_DOOM, ...WHERE_DOOM_TO_THE_END]), GROUP);
    expect(run.state.investigators.find((item) => item.code === ROLAND)!.xp - before).toBe(3 + 5);
  });

  it('the won campaign ends with its epilogue to read: the townsfolk were calmed, so Epilogue 1 and not 2', () => {
    const won = runGuide(dwl, engineAnswers(dwl, GROUP, [...TO_WHERE_DOOM, ...WHERE_DOOM_TO_THE_END, LAST]), GROUP);
    expect(won).toMatchObject({ finished: true, state: { result: 'win' } });
    expect(won.prompt).toBeUndefined();
    const closing = won.closing ?? [];
    expect(closing.map((step) => step.step)).toEqual(['win_campaign', 'epilogue_1']);
    expect(closing[1]?.text?.en).toMatch(/Curtis Whateley/);
  });
});
