import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  BLOOD_TO_UNDIMENSIONED,
  CARNEVALE_TO_BLOOD,
  LOST,
  NAOMI_TO_AGNES,
  ROLAND,
  TO_ARMITAGES_UPGRADE,
  TO_EXTRACURRICULAR,
  UNDIMENSIONED_TO_NAOMI,
  WHERE_DOOM,
} from '../support/guide-scripts/return-dunwich-script.ts';
import { describeRealData } from '../support/real-data.ts';

// Return to The Dunwich Legacy through the campaign guide on the command line, Roland Banks and
// Agnes Baker. The overlay (return_campaigns/rtdwl) renames every scenario and rewrites the steps
// that name them; expected values from the guide's words (English data, German catalogues
// i18n/de/…/rtdwl, …/dwl and …/side):
//
// - Setup, Easy: „+1, +1, 0, 0, 0, −1, −1, −1, −2, −2, skull, skull, cultist, auto-fail, elder
//   sign“. Prologue: the Clover Club first („1b“).
// - Return to The House Always Wins, Resolution 3: „Naomi has the investigators' back“, „Dr.
//   Francis Morgan was kidnapped“; somebody cheated: „Add 1 elder thing token“; XP = victory (2).
// - Return to Extracurricular Activity, played second: „Set Faculty Offices (The Hour is Late)
//   aside“ and „Because you have already completed Return to The House Always Wins, … spawn [an
//   Enthralled Security Guard] at the Administration Building.“ Resolution 2: „Professor Warren Rice
//   was kidnapped“, „the students were rescued“ (no tablet); XP = victory (3).
// - Armitage's Fate: nobody was unconscious, so „the investigators rescued Dr. Henry Armitage“ and
//   Agnes adds him; no bonus XP.
// - Carnevale of Horrors (side story, „3 experience“ each): Resolution 1 „the sun banished
//   Cnidathqua into the depths“, XP = victory (2); masks: Pantalone (Roland), Gilded Volto (Agnes);
//   three Innocent Revelers saved: Roland adds Abbess Allegria Di Biase (82022).
// - Return to The Miskatonic Museum: Armitage was not kidnapped; Resolution 1 „the investigators
//   destroyed the Necronomicon“, XP = victory (3).
// - Return to The Essex County Express, Easy: „add 1 −2 token“. Agnes defeated by horror (1 mental
//   trauma): „Across Space and Time“ (02178), „1 bonus experience“, and as she holds Armitage,
//   „Dr. Henry Armitage was kidnapped“ and he leaves her deck. Resolution 2: „the investigators were
//   delayed on their way to Dunwich“, XP = victory (2).
// - Return to Blood on the Altar: „Remove the original Village Commons …“; delayed: „Add 1 doom to
//   agenda 1a“; no bone to pick: no Naomi's Crew. Resolution 2: „the investigators restored Silas
//   Bishop“; Sacrificed: Morgan and Rice; XP = victory (1) + 2 bonus.
// - Interlude II: Armitage (Roland adds him), Zebulon Whateley (Agnes), Earl Sawyer (nobody)
//   „survived“; the Powder: nobody.
// - Return to Undimensioned and Unseen: warned („part 2“); „Remove 4 copies of Brood of
//   Yog-Sothoth … replace them with the 4 new versions“; two names Sacrificed: „Put 1 random copy …
//   in Cold Spring Glen, and set 3 random copies … aside“. Weaknesses: Internal Injury (Roland),
//   Paranoia (Agnes). During play „you will often be instructed to choose a random location“ (one
//   drawn: Ten-Acre Meadow; nothing recorded). Roland defeated by damage (1 physical); Resolution
//   2: „No brood escaped into the wild“, XP = victory (4).
// - Return to Where Doom Awaits: Naomi has the investigators' back, so Part 1 and „The lead
//   investigator may choose an investigator to add the Naomi O'Bannion asset“ (51052) – first
//   Roland, then, going back to that answer („Ab hier neu beantworten“), Agnes; „Set Seth Bishop
//   aside“ (Naomi not); Easy: „add 1 −3 token“; restored Silas Bishop: Act 2 v. I; no brood:
//   „no doom is added“. Resolution 1: „the investigators entered the gate“, XP = victory (3).
// - Return to Lost in Time and Space: „Replace Agenda 3a … (v. II)“, no ritual completed, so Act 2
//   stays. Agnes defeated by horror: „Each defeated investigator is killed“; the game ended on act
//   2, so Resolution 4: „Yog-Sothoth tore apart the barriers between worlds“, „Each surviving
//   investigator is driven insane“ (Roland), „The investigators lose the campaign“ – no epilogue.

const EASY_BAG = [
  '+1',
  '+1',
  '0',
  '0',
  '0',
  '-1',
  '-1',
  '-1',
  '-2',
  '-2',
  'skull',
  'skull',
  'cultist',
  'auto_fail',
  'elder_sign',
];
const sorted = (tokens: string[]) => [...tokens].sort();
const textOf = (line: { shown?: { step: string; text?: string }[] }, step: string) =>
  line.shown?.find((item) => item.step === step)?.text;

describeRealData('Return to The Dunwich Legacy through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-rtdwl-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('rtdwl', [ROLAND, AGNES]), 120_000);

  it('plays The House Always Wins first, then Extracurricular Activity at a late hour, to the side story offer', () => {
    const extracurricular = session.answer(TO_EXTRACURRICULAR);
    expect(extracurricular).toMatchObject({ key: 'return_to_extracurricular_activity/$play_scenario' });
    expect(shownSteps(extracurricular)).toEqual(
      expect.arrayContaining(['faculty_office_hour_is_late', 'spawn_security_guard']),
    );
    expect(shownSteps(extracurricular)).not.toContain('faculty_office_night_is_young');
    expect(textOf(extracurricular, 'spawn_security_guard')).toMatch(/im Verwaltungsgebäude erscheint/);
    const upgrade = session.answer(TO_ARMITAGES_UPGRADE);
    expect(upgrade).toMatchObject({ key: 'armitages_fate/$upgrade_decks' });
    expect(upgrade.sideStories).toContainEqual(expect.objectContaining({ id: 'carnevale_of_horrors', xpCost: 3 }));
  });

  it('plays Carnevale of Horrors between the scenarios and loses Armitage on the Express', () => {
    const blood = session.answer(CARNEVALE_TO_BLOOD);
    expect(blood).toMatchObject({ key: 'return_to_blood_on_the_altar/$play_scenario' });
    expect(shownSteps(blood)).toEqual(
      expect.arrayContaining(['setup_village_commons', 'add_1_doom', 'setup_hidden_cards']),
    );
    expect(shownSteps(blood)).not.toContain('gather_naomis_crew');
    expect(textOf(blood, 'setup_village_commons')).toMatch(/Dorfplatz <i>\(Schleichender Zerfall\)<\/i>/);
    const state = show();
    // 2 + 3 − 3 + 2 + 3 + 2; Agnes 1 more for Investigator Defeat.
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({ xp: { earned: 9 }, storyAssets: ['82025', '82022'] });
    expect(agnes).toMatchObject({ xp: { earned: 10 }, trauma: { physical: 0, mental: 1 }, storyAssets: ['82026'] });
    expect(agnes?.weaknesses).toEqual(['01096', '02178']);
    expect(state.played.find((item) => item.id === 'carnevale_of_horrors')).toMatchObject({
      resolution: 'R1',
      xp: { [ROLAND]: -1, [AGNES]: -1 },
    });
  });

  it("sets up Undimensioned and Unseen with the new broods, then goes back to Naomi's reward and gives her to Agnes", () => {
    const draw = session.answer(BLOOD_TO_UNDIMENSIONED);
    expect(draw).toMatchObject({ step: 'add_weakness', needsWeakness: { traits: ['Madness', 'Injury', 'Pact'] } });
    expect(shownSteps(draw)).toEqual(
      expect.arrayContaining(['part2', 'remove_old_broods', 'randomize_broods_note', 'spawn_one_remove_one_brood']),
    );
    expect(textOf(draw, 'spawn_one_remove_one_brood')).toMatch(/3 zufällige Kopien von Brut von Yog-Sothoth/);
    const whereDoom = session.answer(UNDIMENSIONED_TO_NAOMI);
    expect(whereDoom).toMatchObject({ key: 'return_to_where_doom_awaits/$play_scenario' });
    expect(shownSteps(whereDoom)).toEqual(expect.arrayContaining(['set_aside_cards', 'act_2_v1', 'add_0_doom']));
    expect(shownSteps(whereDoom)).not.toContain('set_aside_cards_and_naomi');
    expect(show().investigators[0]?.storyAssets).toContain('51052');
    const journal: { seq: number; type: string; undone?: boolean; payload: { answer?: { key: string } } }[] = cli(
      'campaign',
      'show',
      '1',
      '--journal',
    );
    const naomi = journal.find(
      (line) =>
        line.type === 'guide_answered' &&
        !line.undone &&
        line.payload.answer?.key === 'return_to_where_doom_awaits/gain_naomi_award',
    );
    expect(cli('campaign', 'undo', '1', String(naomi?.seq))).toMatchObject({ answersTakenBack: 1 });
    const asked = cli('campaign', 'guide', '1', '--answer', JSON.stringify(NAOMI_TO_AGNES));
    expect(asked).toMatchObject({ key: 'return_to_where_doom_awaits/$play_scenario' });
  });

  it('ends lost: Agnes killed, Roland insane, no epilogue; the log, XP, cards and chaos bag of the guide', () => {
    session.answer(WHERE_DOOM);
    const finalAct = session.answer(LOST.slice(0, 1));
    expect(finalAct).toMatchObject({ step: 'check_final_act', input: 'choose_one' });
    expect(shownSteps(finalAct)).toEqual([
      '$resolution:investigator_defeat',
      'defeated_killed',
      '$resolution:no_resolution',
    ]);
    const end = session.answer(LOST.slice(1));
    expect(end).toMatchObject({ done: true, result: 'lose' });
    expect(shownSteps(end)).toEqual(['$resolution:R4', 'all_insane', 'lose_campaign']);
    expect(shownSteps(end)).not.toContain('epilogue_1');
    const state = show();
    expect(state.guide.result).toBe('lose');
    expect(sorted(state.chaosBag)).toEqual(sorted([...EASY_BAG, 'elder_thing', '-2', '-3']));
    const [roland, agnes] = state.investigators;
    // Roland: 9 + (1 + 2) + 4 + 3; Agnes: 10 + 3 + 4 + 3.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 19 },
      trauma: { physical: 1, mental: 0 },
      status: 'insane',
      storyAssets: ['82025', '82022', '02040'],
      weaknesses: ['01098', '02038'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 20 },
      trauma: { physical: 0, mental: 2 },
      status: 'killed',
      storyAssets: ['82026', '02217', '51052'],
      weaknesses: ['01096', '02178', '01097'],
    });
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.map((entry) => entry.id)).toEqual([
      'naomi_has_back',
      'francis_morgan_kidnapped',
      'warren_rice_kidnapped',
      'students_rescued',
      'henry_armitage_rescued',
      'coh_sun_banished_cnidathqua',
      'destroyed_necronomicon',
      'henry_armitage_kidnapped',
      'investigators_delayed',
      'restored_silas_bishop',
      'henry_armitage_survived',
      'zebulon_whateley_survived',
      'earl_sawyer_survived',
      'warned_townsfolk',
      'no_brood_escaped',
      'entered_the_gate',
      'yog_sothoth_became_one_with_reality',
    ]);
    expect(notes[0]?.text).toBe('Naomi beschützt die Ermittler.');
    expect(notes.at(-1)?.text).toMatch(/^Yog-Sothoth hat die Grenze zwischen den Welten niedergerissen/);
    expect(session.entries(state, 'sacrificed').map((entry) => entry.id)).toEqual(['02080', '02061']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['dwl_prologue', '', {}],
      ['return_to_the_house_always_wins', 'R3', { [ROLAND]: 2, [AGNES]: 2 }],
      ['return_to_extracurricular_activity', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
      ['armitages_fate', '', {}],
      ['carnevale_of_horrors', 'R1', { [ROLAND]: -1, [AGNES]: -1 }],
      ['return_to_the_miskatonic_museum', 'R1', { [ROLAND]: 3, [AGNES]: 3 }],
      ['return_to_essex_county_express', 'R2', { [ROLAND]: 2, [AGNES]: 3 }],
      ['return_to_blood_on_the_altar', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
      ['dwl_interlude2', '', {}],
      ['return_to_undimensioned_and_unseen', 'R2', { [ROLAND]: 4, [AGNES]: 4 }],
      ['return_to_where_doom_awaits', 'R1', { [ROLAND]: 3, [AGNES]: 3 }],
      ['return_to_lost_in_time_and_space', 'R4', {}],
    ]);
  });

  it('export and import give the same campaign, lost in the guide too', () => {
    const lost = comparable(show());
    const file = `${session.home}/rueckkehr-dunwich.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Rückkehr (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(lost);
    expect(cli('campaign', 'guide', '2')).toMatchObject({ done: true, result: 'lose' });
  });
});
