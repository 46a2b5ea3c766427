import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable } from '../support/cli-guide-session.ts';
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

const ROLAND = '01001';
const AGNES = '01004';

const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: 'scenario_choice', choice: '1a' },
];
const PLAY = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'mental' } },
  { step: 'earn_warren_rice', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R4' },
  { step: 'cheated', choice: '$no' },
  { step: 'earn_1_xp', value: 1 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', branch: 'add_chaos_token' },
  { step: 'add_chaos_token', choice: 'harold' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'earned_necronomicon', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'record_sacrificed', cards: ['02080'] },
  { step: 'earn_2_xp', value: 2 },
  { step: 'earn_henry_armitage', choices: {} },
  { step: 'earn_powder', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_zebulon_whateley', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_earl_sawyer', choices: {} },
];
const LAST = { step: '$upgrade_decks' };
const STANDARD_BAG = ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', 'skull', 'skull', 'cultist'];
const sorted = (tokens: string[]) => [...tokens].sort();

describeRealData('The Dunwich Legacy through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-dunwich-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('dwl', [ROLAND, AGNES]), 120_000);

  it('plays to Undimensioned and Unseen; `campaign show` holds the log, XP, trauma, cards and chaos bag of the guide', () => {
    session.answer([...SETUP, ...PLAY]);
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST))).toMatchObject({
      scenario: 'undimensioned_and_unseen',
    });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(
      sorted([...STANDARD_BAG, 'auto_fail', 'elder_sign', 'tablet', 'tablet', 'elder_thing', '-3']),
    );
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
    expect(session.entries(state, 'campaign_notes').map((entry) => entry.id)).toEqual([
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
    ]);
    expect(session.entries(state, 'campaign_notes')[0]?.text).toMatch(/Rice/);
    expect(session.entries(state, 'sacrificed').map((entry) => entry.id)).toEqual(['02080']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['dwl_prologue', '', {}],
      ['extracurricular_activity', 'R1', { [ROLAND]: 2, [AGNES]: 2 }],
      ['the_house_always_wins', 'R4', { [ROLAND]: 2, [AGNES]: 2 }],
      ['armitages_fate', '', { [ROLAND]: 2, [AGNES]: 2 }],
      ['the_miskatonic_museum', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
      ['essex_county_express', 'R1', { [ROLAND]: 2, [AGNES]: 3 }],
      ['blood_on_the_altar', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['dwl_interlude2', '', {}],
    ]);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const played = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ key: 'dwl_interlude2/$upgrade_decks' });
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(played);
  });

  it('export and import give the same campaign, and a new process reads the same', () => {
    const played = comparable(show());
    const file = `${session.home}/dunwich.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Leitfadenrunde (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(played);
    expect(cli('campaign', 'guide', '2')).toMatchObject({ scenario: 'undimensioned_and_unseen' });
    // Every CLI call is a process of its own: reading campaign 1 again is a restart.
    expect(comparable(show('1'))).toEqual(played);
  });
});
