import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  BLACK_STARS_TO_DIM,
  CURTAIN_TO_VIPS_SLAIN,
  DIM_CARCOSA,
  ECHOES_TO_OATH,
  LAST,
  OATH_TO_PHANTOM,
  PHANTOM_TO_BLACK_STARS,
  ROLAND,
  TO_ACT_2B,
  TO_ECHOES,
} from '../support/guide-scripts/return-carcosa-script.ts';
import { describeRealData } from '../support/real-data.ts';

// Return to The Path to Carcosa through the campaign guide on the command line, Roland Banks and
// Agnes Baker. Expected values from the guide's words (English data, German catalogues
// i18n/de/…/rtptc and …/ptc):
//
// - Setup, Hard: „0, 0, 0, −1, −1, −2, −2, −3, −3, −4, −5, skull, skull, skull, auto-fail, elder
//   sign“; the reprint („Single Campaign Expansion“), so Interlude I is Skeptic's Reward.
// - Return to Curtain Call: „Which version of Act 2b was advanced?“ offers the three new ones too
//   (Alaran Mists, Under the City, Here Is My Reply); Under the City: „Add 1 cultist and 1 elder
//   thing token“. Resolution 2: „you chose not to go to the police. Mark one Doubt“, the Stranger
//   is on to you – The Man in the Pallid Mask (03059) to the lead investigator (Agnes), „two tally
//   marks“; XP = victory (3).
// - Return to The Last King: „Remove Agenda 1a - "Fashionably Late" … the new Agenda 1a - "Better
//   Never Than Late."“ The Man in the Pallid Mask defeated (a tally mark: 3); each investigator
//   resigned → Resolution 1: interviewed Ishimaru Haruko and Ashleigh Clarke; slain Dianne Devine
//   (52023, the Return to VIP) and Constance Dumaine; XP = victory (4) + 1 each for the clues.
// - Skeptic's Reward, „We have to kill them.“: „you slayed the monsters at the dinner party. Mark
//   one Conviction“, every VIP now slain, „add 2 cultist tokens“ (after removing all cultist,
//   tablet and elder thing tokens).
// - Return to Echoes of the Past: Roland defeated by damage (1 physical); Resolution 3: „you
//   destroyed the oathspeaker“, Roland adds The Tattered Cloak (03143); XP = victory (3); Sebastien
//   Moreau is slain, so nobody is asked about him; „add 2 tablet tokens“.
// - Return to The Unspeakable Oath, Hard: „add 1 −4“; Conviction 1, Doubt 1: „Because you have more
//   (or equal) Conviction than Doubt, use Act 2 … (v. III).“ Resolution 3: „the investigators
//   escaped the Asylum“, XP = victory (2), „add 2 elder thing tokens“.
// - Interlude II: Daniel was possessed (nothing recorded); „We must heed Daniel's warning“: „Mark
//   two Conviction“, „Each investigator earns 1 additional experience“.
// - Return to A Phantom of Truth: the monsters were slain – Dream 4 and 1 mental trauma each;
//   „Each investigator has earned the Lost Soul weakness“ (03227); more Conviction: Act 1 v. II.
//   A tally mark (4); Resolution 1: „you found Nigel's home“, „add 2 cultist tokens“, XP (2).
// - Return to The Pallid Mask: Haruko was interviewed – her information; Resolution 1: nobody
//   marked yet, so „Mark two Conviction“ (5), „you know the site of the gate“, XP (1).
// - Return to Black Stars Rise: Ashleigh was interviewed – her information; Hard: „add 1 −6“;
//   weaknesses Paranoia (Roland), Silver Twilight Acolyte (Agnes, Cultist); a tally mark (5);
//   Roland defeated by horror (1 mental); Resolution 2: „you opened the path above“, „add 2
//   cultist and 2 elder thing tokens“, XP (2).
// - Return to Dim Carcosa: 6 in all, more Conviction: Act 2 v. III; the path above: „each
//   investigator begins play at Dark Spires“; 5 tally marks: „Add 2 doom“; Palace of the King
//   (Hastur's Domain). Resolution 3: „prevented Hastur from escaping his prison“, nobody possessed,
//   „Each investigator suffers 2 physical trauma“, XP = victory (3) + 5; „The investigators win the
//   campaign!“ – the epilogue is for the possessed only, so nothing is read.

const HARD_BAG = ['0', '0', '0', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-5', 'skull', 'skull', 'skull'];
const sorted = (tokens: string[]) => [...tokens].sort();
const textOf = (line: { shown?: { step: string; text?: string }[] }, step: string) =>
  line.shown?.find((item) => item.step === step)?.text;

describeRealData('Return to The Path to Carcosa through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-rtptc-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('rtptc', [ROLAND, AGNES]), 120_000);

  it('offers the new Act 2b of Return to Curtain Call and the Return to VIP of The Last King', () => {
    const act2b = session.answer(TO_ACT_2B);
    expect(act2b).toMatchObject({ key: 'return_to_curtain_call/add_chaos_token', input: 'choose_one' });
    expect(act2b.choices.map((choice: { id: string }) => choice.id)).toEqual([
      'a_city_aflame',
      'the_path_is_mine',
      'the_shores_of_hali',
      'alaran_mists',
      'under_the_city',
      'here_is_my_reply',
    ]);
    expect(act2b.choices[4].text).toBe('Unter der Stadt');
    const slain = session.answer(CURTAIN_TO_VIPS_SLAIN);
    expect(slain).toMatchObject({ step: 'vips_slain_reprint', input: 'card_choice' });
    expect(slain.cards).toContain('52023');
  });

  it('burns the dinner party: every VIP slain, so no later scenario asks about one', () => {
    const echoes = session.answer(TO_ECHOES);
    expect(echoes).toMatchObject({ key: 'return_to_echoes_of_the_past/$play_scenario' });
    expect(shownSteps(echoes)).toEqual(expect.arrayContaining(['attach_scenario_reference']));
    const state = show();
    expect(session.entries(state, 'vips_slain').map((entry) => entry.id)).toEqual([
      '52023',
      '03065b',
      '03066b',
      '03067b',
      '03068b',
      '03069b',
    ]);
    expect(session.entries(state, 'vips_slain')[2]?.text).toBe('Jordan Perry');
    expect(session.count(state, 'conviction')).toBe(1);
    expect(session.count(state, 'doubt')).toBe(1);
    const oath = session.answer(ECHOES_TO_OATH);
    expect(oath).toMatchObject({ key: 'return_to_the_unspeakable_oath/$play_scenario' });
    expect(shownSteps(oath)).toContain('more_or_equal_conviction_act_2_v3');
    expect(shownSteps(oath)).not.toContain('more_doubt_act_2_v4');
    expect(textOf(oath, 'more_or_equal_conviction_act_2_v3')).toMatch(/mehr \(oder gleich viel\) <b>Überzeugung<\/b>/);
  });

  it('follows Conviction and the path above to Return to Dim Carcosa', () => {
    const phantom = session.answer(OATH_TO_PHANTOM);
    expect(phantom).toMatchObject({ key: 'return_to_a_phantom_of_truth/$play_scenario' });
    expect(shownSteps(phantom)).toEqual(expect.arrayContaining(['dream_4', 'earn_lost_soul', 'act_1_v2']));
    const blackStars = session.answer(PHANTOM_TO_BLACK_STARS);
    expect(blackStars).toMatchObject({
      step: 'add_weakness',
      needsWeakness: { traits: ['Madness', 'Pact', 'Cultist', 'Detective'] },
    });
    expect(shownSteps(blackStars)).toEqual(
      expect.arrayContaining(['ashleighs_information', 'randomize_knights_hall_and_cloister']),
    );
    const dim = session.answer(BLACK_STARS_TO_DIM);
    expect(dim).toMatchObject({ key: 'return_to_dim_carcosa/$play_scenario' });
    expect(shownSteps(dim)).toEqual(expect.arrayContaining(['intro_2', 'act_2_v3', 'start_at_spires', 'add_2_doom']));
    expect(textOf(dim, 'setup_locations')).toMatch(/Hastur/);
  });

  it('wins in Resolution 3: the log, XP, trauma, cards and chaos bag of the guide', () => {
    session.answer(DIM_CARCOSA);
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).not.toContain('possessed');
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(
      sorted([...HARD_BAG, '-4', '-6', 'cultist', 'cultist', 'elder_thing', 'elder_thing', 'auto_fail', 'elder_sign']),
    );
    const [roland, agnes] = state.investigators;
    // 3 + (4 + 1) + 3 + 2 + 1 + 2 + 1 + 2 + (3 + 5) each.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 27 },
      trauma: { physical: 3, mental: 2 },
      status: 'active',
      storyAssets: ['03143'],
      weaknesses: ['01100', '03227', '01097'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 27 },
      trauma: { physical: 2, mental: 1 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['01098', '03059', '03227', '01102'],
    });
    expect(session.entries(state, 'campaign_notes').map((entry) => entry.id)).toEqual([
      'chose_not_to_warn_police',
      'stranger_is_on_to_you',
      'slayed_the_monsters',
      'destroyed_the_oathspeaker',
      'escaped_the_asylum',
      'heeded_daniels_warning',
      'found_nigels_home',
      'entered_catacombs',
      'know_site_of_gate',
      'opened_path_above',
      'prevented_hasturs_escape',
    ]);
    expect(session.count(state, 'conviction')).toBe(5);
    expect(session.count(state, 'doubt')).toBe(1);
    expect(session.count(state, 'chasing_the_stranger')).toBe(5);
    expect(session.entries(state, 'vips_interviewed').map((entry) => entry.id)).toEqual(['03078', '03080']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['ptc_prologue', '', {}],
      ['return_to_curtain_call', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
      ['return_to_the_last_king', 'R1', { [ROLAND]: 5, [AGNES]: 5 }],
      ['ptc_interlude1_reprint', '', {}],
      ['return_to_echoes_of_the_past', 'R3', { [ROLAND]: 3, [AGNES]: 3 }],
      ['return_to_the_unspeakable_oath', 'R3', { [ROLAND]: 2, [AGNES]: 2 }],
      ['ptc_interlude2', '', { [ROLAND]: 1, [AGNES]: 1 }],
      ['return_to_a_phantom_of_truth', 'R1', { [ROLAND]: 2, [AGNES]: 2 }],
      ['return_to_the_pallid_mask', 'R1', { [ROLAND]: 1, [AGNES]: 1 }],
      ['return_to_black_stars_rise', 'R2', { [ROLAND]: 2, [AGNES]: 2 }],
      ['return_to_dim_carcosa', 'R3', { [ROLAND]: 8, [AGNES]: 8 }],
      ['ptc_epilogue', '', {}],
    ]);
  });

  it('undo and the same answer, export and import give the same campaign', () => {
    const won = comparable(show());
    cli('campaign', 'undo', '1');
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(won);
    const file = `${session.home}/rueckkehr-carcosa.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Rückkehr (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(won);
  });
});
