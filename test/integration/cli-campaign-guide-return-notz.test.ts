import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  DAISY,
  DEVOURER_R3,
  GATHERING_R3,
  LAST,
  NEW_GROUP_TO_DEVOURER,
  ROLAND,
  SETUP,
  SKIDS,
} from '../support/guide-scripts/return-notz-script.ts';
import { describeRealData } from '../support/real-data.ts';

// Return to The Night of the Zealot through the campaign guide on the command line. The overlay
// (return_campaigns/rtnotz) keeps the base campaign's setup and resolutions and changes the
// setups; the script takes the branches the base playthrough does not. Expected values from the
// guide's words (English data, German catalogue i18n/de/…/rtnotz and …/notz):
//
// - Setup, Hard: „0, 0, 0, −1, −1, −2, −2, −3, −3, −4, −5, skull, skull, cultist, tablet,
//   auto-fail, elder sign“.
// - Return to The Gathering: „Remove the Hallway location from the game.“ („Entferne den Ort Flur
//   aus dem Spiel.“) and the new Study. Resolution 3 („investigator_status“: alive or defeated,
//   nobody may resign): „Lita was forced to find others to help her cause“, „your house is still
//   standing“, „the Ghoul Priest is still alive“; „Each investigator who has not resigned is
//   killed“ – Roland and Agnes (she was defeated by horror: 1 mental trauma first). No XP step.
//   „Each player whose investigator has been killed must choose a new investigator“ (Daisy Walker
//   and "Skids" O'Toole join in their places); „Because the lead investigator was killed, choose
//   an investigator to earn the Lita Chantler card“ – Daisy.
// - Return to The Midnight Masks: Lita found others, so Intro 1; the house stands, so „Each
//   investigator begins play at Your House“; two investigators: „any 1-health Cultist enemy …
//   at Southside“; the Ghoul Priest lives: „Shuffle the Ghoul Priest into the encounter deck.“
//   The Cultist deck holds the Return to cultists too („Cult of Umôrdhoth encounter sets“).
//   Resolution 2 (Daisy resigned, Skids defeated by damage: 1 physical trauma): interrogated
//   Billy Cooper (50045) and Herman Collins, got away Jeremiah Pierce (50044), Victoria Devereux
//   and Ruth Turner, „it is past midnight“, the Ghoul Priest is in the victory display so „the
//   Ghoul Priest is still alive“ is crossed out; XP = victory display (4).
// - Return to The Devourer Below: „Shuffle the 10 copies of Arkham Woods“; three names under
//   „Cultists Who Got Away“: „Place 2 doom on Agenda 1a“; past midnight: „Each player discards 2
//   random cards from their starting hand“; no Ghoul Priest shuffled in; „Add 1 elder thing“.
//   Resolution 3: „the investigators sacrificed Lita Chantler to Umôrdhoth“ (her card leaves
//   Daisy's deck), „Each investigator suffers 2 physical and 2 mental trauma“, „a random Madness
//   weakness“ each (Psychosis 01099, Hypochondria 01100), XP = victory display (2), „The
//   investigators have survived“.

const HARD_BAG = ['0', '0', '0', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-5', 'skull', 'skull', 'cultist', 'tablet'];
const sorted = (tokens: string[]) => [...tokens].sort();
const textOf = (line: { shown?: { step: string; text?: string }[] }, step: string) =>
  line.shown?.find((item) => item.step === step)?.text;

describeRealData('Return to The Night of the Zealot through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-rtnotz-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('rtnotz', [ROLAND, AGNES]), 120_000);

  it('sets up Return to The Gathering, kills both investigators in Resolution 3 and lets new ones take their places', () => {
    const gathering = session.answer(SETUP);
    expect(gathering).toMatchObject({ key: 'return_to_the_gathering/$play_scenario' });
    expect(shownSteps(gathering)).toEqual(
      expect.arrayContaining(['remove_act_1a', 'remove_study', 'remove_hallway', 'randomize_locations']),
    );
    expect(textOf(gathering, 'remove_hallway')).toBe('Entferne den Ort Flur aus dem Spiel.');
    // R3 allows no resignation: „investigator_status“ alive, physical, mental.
    const resigned = { ...GATHERING_R3[0], statuses: { [AGNES]: 'resigned' } };
    expect(session.run('campaign', 'guide', '1', '--answer', JSON.stringify(resigned)).status).toBe(1);
    const asked = session.answer(GATHERING_R3);
    expect(asked).toMatchObject({ step: 'choose_new_investigators', input: 'scenario_investigators' });
    expect(asked.text).toMatch(/muss einen neuen Ermittler aus dem Vorrat verfügbarer Ermittler wählen/);
    const killed = show();
    expect(killed.investigators.map((item) => [item.code, item.status, item.trauma])).toEqual([
      [ROLAND, 'killed', { physical: 0, mental: 0 }],
      [AGNES, 'killed', { physical: 0, mental: 1 }],
    ]);
    expect(session.entries(killed, 'campaign_notes').map((entry) => entry.id)).toEqual([
      'lita_finds_others',
      'house_standing',
      'ghoul_priest_alive',
    ]);
    cli('campaign', 'join', '1', '--player', 'Spieler 1', '--investigator', DAISY, '--replaces', ROLAND);
    cli('campaign', 'join', '1', '--player', 'Spieler 2', '--investigator', SKIDS, '--replaces', AGNES);
  });

  it('plays Return to The Midnight Masks with the Return to cultists and sets up Return to The Devourer Below', () => {
    const lita = session.answer(NEW_GROUP_TO_DEVOURER.slice(0, 1));
    expect(lita).toMatchObject({ step: 'lead_investigator_killed', investigators: [DAISY, SKIDS] });
    // The catalogue writes „Lita Chandler“; the card is Lita Chantler (docs/guide-data-quirks.md).
    expect(lita.text).toMatch(/der die Karte Lita Chantler verdient/);
    const masks = session.answer(NEW_GROUP_TO_DEVOURER.slice(1, 3));
    expect(masks).toMatchObject({ key: 'return_to_the_midnight_masks/$play_scenario', investigators: [DAISY, SKIDS] });
    expect(shownSteps(masks)).toEqual(
      expect.arrayContaining(['intro_1', 'intro_3', 'one_cultist', 'start_at_house', 'add_ghoul_priest']),
    );
    expect(shownSteps(masks)).not.toContain('intro_2');
    expect(shownSteps(masks)).not.toContain('remove_house');
    expect(textOf(masks, 'gather_cult')).toMatch(/Nun sollte das Kultistendeck noch 5 Karten enthalten/);
    const devourer = session.answer(NEW_GROUP_TO_DEVOURER.slice(3));
    expect(devourer).toMatchObject({ key: 'return_to_the_devourer_below/$play_scenario' });
    expect(shownSteps(devourer)).toEqual(
      expect.arrayContaining(['setup_locations', 'set_aside_cards', 'place_two_doom', 'randomly_discard_2_cards']),
    );
    expect(shownSteps(devourer)).not.toContain('add_ghoul_priest');
    expect(textOf(devourer, 'setup_locations')).toMatch(/Die 10 Kopien von Wälder von Arkham werden gemischt/);
    const state = show();
    expect(session.entries(state, 'cultists_interrogated').map((entry) => entry.text)).toEqual([
      'Billy Cooper',
      'Herman Collins',
    ]);
    expect(session.entries(state, 'cultists_escaped').map((entry) => entry.id)).toEqual(['50044', '01140', '01141']);
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.map((entry) => [entry.id, entry.crossedOut])).toEqual([
      ['lita_finds_others', false],
      ['house_standing', false],
      ['ghoul_priest_alive', true],
      ['past_midnight', false],
    ]);
    expect(notes[3]?.text).toBe('Es ist nach Mitternacht.');
  });

  it('ends in Resolution 3: Lita sacrificed, trauma, Madness weaknesses, the investigators survived', () => {
    expect(session.answer(DEVOURER_R3)).toMatchObject({ key: 'return_to_the_devourer_below/$upgrade_decks' });
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST))).toMatchObject({
      done: true,
      result: 'survived',
    });
    const state = show();
    expect(state.guide.result).toBe('survived');
    expect(sorted(state.chaosBag)).toEqual(sorted([...HARD_BAG, 'elder_thing', 'auto_fail', 'elder_sign']));
    const byCode = (code: string) => state.investigators.find((item) => item.code === code);
    expect(byCode(ROLAND)).toMatchObject({ status: 'killed', xp: { earned: 0 }, weaknesses: ['01096'] });
    expect(byCode(AGNES)).toMatchObject({ status: 'killed', xp: { earned: 0 }, weaknesses: ['01098'] });
    // 4 + 2 XP each; Daisy 2/2 trauma, Skids 1 + 2 physical and 2 mental; Lita left Daisy's deck.
    expect(byCode(DAISY)).toMatchObject({
      status: 'active',
      xp: { earned: 6 },
      trauma: { physical: 2, mental: 2 },
      storyAssets: [],
      weaknesses: ['01099'],
    });
    expect(byCode(SKIDS)).toMatchObject({
      status: 'active',
      xp: { earned: 6 },
      trauma: { physical: 3, mental: 2 },
      storyAssets: [],
      weaknesses: ['01100'],
    });
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.at(-1)).toMatchObject({
      id: 'lita_sacrificed',
      text: 'Die Ermittler haben Lita Chantler Umôrdhoth geopfert.',
    });
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['return_to_the_gathering', 'R3', {}],
      ['return_to_the_midnight_masks', 'R2', { [DAISY]: 4, [SKIDS]: 4 }],
      ['return_to_the_devourer_below', 'R3', { [DAISY]: 2, [SKIDS]: 2 }],
    ]);
  });

  it('undo and the same answer, export and import give the same campaign', () => {
    const finished = comparable(show());
    cli('campaign', 'undo', '1');
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(finished);
    const file = `${session.home}/rueckkehr.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Rückkehr (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(finished);
  });
});
