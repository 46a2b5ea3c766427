import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, shownSteps } from '../support/cli-guide-session.ts';
import {
  AFTER_THE_SURVIVORS,
  AGNES,
  LAST,
  ROLAND,
  SETUP,
  STANDARD_BAG,
  TO_THE_SURVIVORS,
  UNDIMENSIONED_OPENING,
  UNDIMENSIONED_TO_WHERE_DOOM,
  WHERE_DOOM_TO_THE_END,
} from '../support/guide-scripts/dunwich-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Dunwich Legacy through the campaign guide on the command line, two investigators (Roland
// Banks 01001, Agnes Baker 01004). The expected campaign is read from the guide's own words
// (the resolution texts of campaigns/dwl in arkham-cards-data), not from the engine:
//
// - Setup, Standard: +1, 0, 0, −1, −1, −1, −2, −2, −3, −4, skull, skull, cultist, auto-fail,
//   elder sign.
// - Prologue: „Let's search for him there“ – Extracurricular Activity first.
// - Extracurricular Activity, Resolution 1 (Agnes defeated by horror: 1 mental trauma): „record
//   that the investigators rescued Professor Warren Rice. Any one investigator may choose to add
//   Professor Warren Rice“ (Roland does); „record that the investigators failed to save the
//   students … Add 1 tablet token“; XP = victory display (2).
// - The House Always Wins, Resolution 4: „the O'Bannion gang has a bone to pick“, „Dr. Francis
//   Morgan was kidnapped“, nobody cheated (no elder thing), „Each investigator suffers 1 physical
//   trauma“, „the investigators were unconscious for several hours“, XP = victory display (1)
//   + 1 bonus.
// - Interlude I, Armitage's Fate – a branch on the log: the investigators were unconscious for
//   several hours, so „Dr. Henry Armitage was kidnapped“ and „Each investigator earns 2 bonus
//   experience“.
// - The Miskatonic Museum: during play Harold Walsted left play („Add 1 tablet token“);
//   Resolution 2: „the investigators took custody of the Necronomicon“, Agnes adds The
//   Necronomicon (02140), „Add 1 elder thing token“, XP = victory display (3).
// - The Essex County Express, setup Standard: „add 1 −3 token … for the remainder of the
//   campaign“; Agnes defeated by damage (1 physical trauma), so Investigator Defeat: she
//   „has acquired the Across Space and Time weakness“ (02178), „earns 1 bonus experience“, and
//   as she holds the Necronomicon, „the Necronomicon was stolen“ and it leaves her deck;
//   Resolution 1: XP = victory display (2).
// - Blood on the Altar, Resolution 1: „the investigators put Silas Bishop out of his misery“;
//   under „Sacrificed to Yog-Sothoth“ Dr. Francis Morgan (02080, kidnapped earlier); XP =
//   victory display (2) + 2 bonus. No one defeated, so the Necronomicon check does nothing.
// - Interlude II, The Survivors – branches on „Sacrificed“: Armitage, Rice, Zebulon Whateley and
//   Earl Sawyer „survived The Dunwich Legacy“; Armitage: nobody takes him (he „may“ be added);
//   Powder of Ibn-Ghazi (02219) to Agnes; Rice is already in Roland's deck, so not offered again;
//   Zebulon Whateley (02217) to Roland; Earl Sawyer: nobody. Morgan was sacrificed: nothing.
// - Undimensioned and Unseen: the investigators calm the townsfolk („you calmed the townsfolk“);
//   one name under „Sacrificed“, so the setup puts two Brood of Yog-Sothoth into play
//   (`spawn_two_brood`); „Each investigator searches the collection for a random basic Madness,
//   Injury, or Pact weakness“: Roland Internal Injury (02038), Agnes Chronophobia (02039). Agnes
//   defeated by damage (1 physical trauma); Resolution 1: „record that X brood escaped into the
//   wild“ with 2 still in play or set aside; the Powder of Ibn-Ghazi is removed from Agnes's deck;
//   XP = victory display (4).
// - Where Doom Awaits, setup Standard: „add 1 −5 token“; no „restored Silas Bishop“, no „failed to
//   recover the Necronomicon“, but „the Necronomicon was stolen“, so Act 2 v. II; „Because 2 brood
//   escaped into the wild, add 2 doom“; „put Silas Bishop out of his misery“, so a Conglomeration
//   of Spheres. Agnes defeated by damage, Roland by horror (1 trauma each); Resolution 1: „the
//   investigators entered the gate“, XP = victory display (5).
// - Lost in Time and Space, Resolution 1: „the investigators closed the tear in reality“, „Each
//   investigator suffers 2 physical trauma and 2 mental trauma“ – Agnes then has 6 physical trauma,
//   her printed health, and is killed (Grimoire „Trauma, Tod und Wahnsinn“), so she „can no longer
//   be used for the rest of the campaign“ (Grimoire „Getötete/Wahnsinnige/Verschlungene
//   Ermittler“) and earns nothing of the next step: XP = victory display (3) „+ 5 bonus
//   experience“ for Roland only. „The investigators win the campaign!“ – then the epilogue.

/** The campaign notes up to The Survivors, in the order the guide writes them. */
const NOTES_TO_THE_SURVIVORS = [
  'warren_rice_rescued',
  'failed_to_save_students',
  'bone_to_pick',
  'francis_morgan_kidnapped',
  'unconscious_for_several_hours',
  'henry_armitage_kidnapped',
  'took_necronomicon',
  'necronomicon_stolen',
  'killed_silas_bishop',
  'henry_armitage_survived',
  'warren_rice_survived',
  'zebulon_whateley_survived',
  'earl_sawyer_survived',
];
/** Scenario, resolution and XP per investigator of each played part up to The Survivors. */
const PLAYED_TO_THE_SURVIVORS = [
  ['dwl_prologue', '', {}],
  ['extracurricular_activity', 'R1', { [ROLAND]: 2, [AGNES]: 2 }],
  ['the_house_always_wins', 'R4', { [ROLAND]: 2, [AGNES]: 2 }],
  ['armitages_fate', '', { [ROLAND]: 2, [AGNES]: 2 }],
  ['the_miskatonic_museum', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
  ['essex_county_express', 'R1', { [ROLAND]: 2, [AGNES]: 3 }],
  ['blood_on_the_altar', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
  ['dwl_interlude2', '', {}],
];
const sorted = (tokens: string[]) => [...tokens].sort();

describeRealData('The Dunwich Legacy through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-dunwich-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('dwl', [ROLAND, AGNES]), 120_000);

  it('plays to Undimensioned and Unseen; `campaign show` holds the log, XP, trauma, cards and chaos bag of the guide', () => {
    session.answer([...SETUP, ...TO_THE_SURVIVORS]);
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(AFTER_THE_SURVIVORS))).toMatchObject({
      scenario: 'undimensioned_and_unseen',
    });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'tablet', 'tablet', 'elder_thing', '-3']));
    const [roland, agnes] = state.investigators;
    // Roland: 2 + (1 + 1) + 2 + 3 + 2 + (2 + 2); Agnes the same and 1 for Investigator Defeat.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 15 },
      trauma: { physical: 1, mental: 0 },
      status: 'active',
      storyAssets: ['02061', '02217'],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 16 },
      trauma: { physical: 2, mental: 1 },
      status: 'active',
      storyAssets: ['02219'],
      weaknesses: ['01099', '02178'],
    });
    expect(session.entries(state, 'campaign_notes').map((entry) => entry.id)).toEqual(NOTES_TO_THE_SURVIVORS);
    expect(session.entries(state, 'campaign_notes')[0]?.text).toMatch(/Rice/);
    expect(session.entries(state, 'sacrificed').map((entry) => entry.id)).toEqual(['02080']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual(PLAYED_TO_THE_SURVIVORS);
  });

  it('plays to the end; `campaign show` holds the log, XP, trauma, killed, cards and chaos bag of the guide', () => {
    const draw = session.answer(UNDIMENSIONED_OPENING);
    expect(draw).toMatchObject({ step: 'add_weakness', needsWeakness: { traits: ['Madness', 'Injury', 'Pact'] } });
    expect(shownSteps(draw)).toContain('spawn_two_brood');
    // Haunted (01098) is a Curse weakness, which this draw cannot give: refused, nothing written.
    const before = cli('campaign', 'show', '1', '--journal').length;
    const haunted = { ...UNDIMENSIONED_TO_WHERE_DOOM[0], weaknesses: { [ROLAND]: '02038', [AGNES]: '01098' } };
    const refused = session.run('campaign', 'guide', '1', '--answer', JSON.stringify(haunted));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/keine Grundschwäche, die der Schritt ziehen lässt.*nichts gespeichert/);
    expect(cli('campaign', 'show', '1', '--journal')).toHaveLength(before);
    const whereDoom = session.answer(UNDIMENSIONED_TO_WHERE_DOOM);
    expect(whereDoom).toMatchObject({ key: 'where_doom_awaits/$play_scenario' });
    expect(shownSteps(whereDoom)).toEqual(expect.arrayContaining(['act_2_v2', 'add_2_doom', 'killed_silas_bishop']));
    expect(shownSteps(whereDoom)).not.toContain('one_clue');
    expect(session.answer(WHERE_DOOM_TO_THE_END)).toMatchObject({ key: 'lost_in_time_and_space/$upgrade_decks' });
    // The townsfolk were calmed: the epilogue reads its first story, Curtis Whateley six months on.
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toContain('epilogue_1');
    expect(shownSteps(end)).not.toContain('epilogue_2');
    expect(end.shown.find((step: { step: string }) => step.step === 'epilogue_1').text).toMatch(/Curtis Whateley/);

    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'tablet', 'tablet', 'elder_thing', '-3', '-5']));
    const [roland, agnes] = state.investigators;
    // Roland: 15 before Undimensioned and Unseen, + 4 + 5 + (3 + 5); Agnes: 16 + 4 + 5.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 32 },
      trauma: { physical: 3, mental: 3 },
      status: 'active',
      storyAssets: ['02061', '02217'],
      weaknesses: ['01097', '02038'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 25 },
      trauma: { physical: 6, mental: 3 },
      status: 'killed',
      storyAssets: [],
      weaknesses: ['01099', '02178', '02039'],
    });
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.map((entry) => entry.id)).toEqual([
      ...NOTES_TO_THE_SURVIVORS,
      'calmed_townsfolk',
      'brood_escaped',
      'entered_the_gate',
      'closed_tear',
    ]);
    expect(notes.find((entry) => entry.id === 'brood_escaped')?.text).toMatch(/^2 /);
    expect(state.logSections.find((item) => item.id === 'campaign_notes')).toMatchObject({
      counts: { brood_escaped: 2 },
    });
    expect(notes.filter((entry) => entry.crossedOut)).toEqual([]);
    expect(session.entries(state, 'sacrificed').map((entry) => entry.id)).toEqual(['02080']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ...PLAYED_TO_THE_SURVIVORS,
      ['undimensioned_and_unseen', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['where_doom_awaits', 'R1', { [ROLAND]: 5, [AGNES]: 5 }],
      ['lost_in_time_and_space', 'R1', { [ROLAND]: 8 }],
      ['dwl_epilogue', '', {}],
    ]);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const played = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ key: 'lost_in_time_and_space/$upgrade_decks' });
    expect(comparable(show()).guide.result).toBeUndefined();
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(played);
  });

  it('export and import give the same campaign, and a new process reads the same', () => {
    const played = comparable(show());
    const file = `${session.home}/dunwich.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Leitfadenrunde (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(played);
    expect(cli('campaign', 'guide', '2')).toMatchObject({ done: true, result: 'win' });
    // Campaign 1 read by a CLI process of its own: a restart.
    expect(comparable(session.showAfterRestart('1'))).toEqual(played);
  });
});
