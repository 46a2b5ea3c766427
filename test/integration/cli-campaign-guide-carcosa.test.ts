import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  BLACK_STARS_RISE,
  DIM_CARCOSA,
  ECHOES_AND_OATH,
  LAST,
  OATH_XP,
  PALLID_MASK,
  PHANTOM,
  PHANTOM_SETUP,
  ROLAND,
  STANDARD_BAG,
  TO_ECHOES,
  TO_PHANTOM,
  TO_THE_LAST_KING,
} from '../support/guide-scripts/carcosa-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Path to Carcosa through the campaign guide on the command line, two investigators, from the
// prologue to the epilogue. The answers and why each expected value follows from the printed
// guide are in test/support/guide-scripts/carcosa-script.ts; `campaign show` must hold that
// campaign, and still after an undo and re-answer, after export/import and in a new process.

const sorted = (tokens: string[]) => [...tokens].sort();

describeRealData('The Path to Carcosa through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-carcosa-');
  const { cli, show } = session;
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('ptc', [ROLAND, AGNES]), 120_000);

  it('The Last King without a resolution for defeated investigators reads Resolution 2', () => {
    const next = session.answer(TO_THE_LAST_KING);
    expect(next).toMatchObject({ step: 'vips_interviewed' });
    expect(shownSteps(next)).toContain('$resolution:R2');
  });

  it('Echoes of the Past: Sebastien Moreau was interviewed, so his story and the extra clues are read', () => {
    const next = session.answer(TO_ECHOES);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'echoes_of_the_past' });
    expect(shownSteps(next)).toEqual(
      expect.arrayContaining(['really_skip_lunacys_reward', 'sebastiens_information', 'clues_on_entry_hall']),
    );
  });

  it('plays to Interlude II; `campaign show` holds the log, XP, trauma, cards and chaos bag of the guide', () => {
    session.answer(ECHOES_AND_OATH);
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(OATH_XP))).toMatchObject({
      scenario: 'ptc_interlude2',
    });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(
      sorted([...STANDARD_BAG, 'auto_fail', 'elder_sign', '-3', 'tablet', 'tablet']),
    );
    const [roland, agnes] = state.investigators;
    // Roland: 2 + 3 + 2 + 4 + 3; Agnes: 2 + 3 + 1 + 4 + 3.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 14 },
      trauma: { physical: 2, mental: 0 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['01097', '03059'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 13 },
      trauma: { physical: 1, mental: 1 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['01099', '03142'],
    });
    expect(ids(state, 'campaign_notes')).toEqual([
      'tried_to_warn_police',
      'police_are_suspicious',
      'stranger_is_on_to_you',
      'took_onyx_clasp',
      'attacked_as_you_escaped_arkham',
    ]);
    expect(session.entries(state, 'vips_interviewed').map((entry) => entry.text)).toEqual([
      'Sebastien Moreau',
      'Jordan Perry',
    ]);
    expect(ids(state, 'vips_slain')).toEqual(['03065b']);
    expect(session.count(state, 'chasing_the_stranger')).toBe(3);
    expect(session.count(state, 'conviction')).toBe(2);
    expect(session.count(state, 'doubt')).toBe(0);
  });

  it('Interlude II and the dreams of A Phantom of Truth follow the log: Lost Soul, Dream 7 and Paranoia', () => {
    const asked = session.answer(TO_PHANTOM);
    expect(asked).toMatchObject({ step: 'earn_paranoia', investigators: [ROLAND, AGNES] });
    expect(shownSteps(asked)).toEqual(expect.arrayContaining(['intro_2', 'earn_lost_soul', 'dream_7']));
    const setup = shownSteps(session.answer(PHANTOM_SETUP));
    expect(setup).toEqual(expect.arrayContaining(['dream_9', 'jordan_information', 'more_or_equal_doubt', 'act_1_v1']));
    expect(setup).not.toContain('dream_10');
  });

  it('The Pallid Mask begins at The Gate to Hell: Nigel Engram was found', () => {
    const next = session.answer(PHANTOM);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'the_pallid_mask' });
    expect(shownSteps(next)).toEqual(expect.arrayContaining(['intro_2', 'start_gate_to_hell']));
    expect(shownSteps(next)).not.toContain('harukos_information');
  });

  it('Black Stars Rise draws a Madness, Pact, Cultist or Detective weakness for each investigator', () => {
    expect(session.answer(PALLID_MASK)).toMatchObject({
      step: 'add_weakness',
      scenario: 'black_stars_rise',
      needsWeakness: { traits: ['Madness', 'Pact', 'Cultist', 'Detective'] },
    });
  });

  it('Dim Carcosa: path below, Act 2 v. II for more Doubt, 1 doom for 6 tally marks', () => {
    const next = session.answer(BLACK_STARS_RISE);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'dim_carcosa' });
    const setup = shownSteps(next);
    expect(setup).toEqual(expect.arrayContaining(['intro_1', 'act_2_v2', 'start_at_shores', 'add_1_doom']));
    expect(setup).not.toContain('add_2_doom');
  });

  it('plays to the end; `campaign show` holds the won campaign as the guide words it, Roland insane', () => {
    session.answer(DIM_CARCOSA);
    // Roland was possessed: the epilogue is the possessed investigators' own.
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toContain('possessed');
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(
      sorted([...STANDARD_BAG, 'auto_fail', 'elder_sign', '-3', '-5', 'cultist', 'cultist', 'tablet', 'tablet']),
    );
    const [roland, agnes] = state.investigators;
    // Roland: 14 + 2 (Lost Soul) + 4 + 1 + 3, insane before Dim Carcosa's XP; Agnes: 13 + 2 + 4 +
    // 3 (Act II read) + 3 + 9.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 24 },
      trauma: { physical: 4, mental: 5 },
      status: 'insane',
      storyAssets: [],
      weaknesses: ['01097', '03059', '03227', '01103'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 34 },
      trauma: { physical: 4, mental: 4 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['01099', '03142', '03227', '01097', '01100', '01102'],
    });
    expect(ids(state, 'campaign_notes')).toEqual([
      'tried_to_warn_police',
      'police_are_suspicious',
      'stranger_is_on_to_you',
      'took_onyx_clasp',
      'attacked_as_you_escaped_arkham',
      'ignored_daniels_warning',
      'found_nigel_engram',
      'entered_catacombs',
      'know_site_of_gate',
      'read_act_2',
      'opened_path_below',
      'prevented_hasturs_escape',
      'possessed',
    ]);
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.filter((entry) => entry.crossedOut)).toEqual([]);
    expect(notes.find((entry) => entry.id === 'read_act_2')?.text).toContain('Agnes Baker');
    expect(notes.find((entry) => entry.id === 'possessed')?.text).toContain('Roland Banks');
    expect(session.entries(state, 'vips_slain').map((entry) => entry.text)).toEqual([
      'Constance Dumaine',
      'Ashleigh Clarke',
    ]);
    expect(session.count(state, 'chasing_the_stranger')).toBe(7);
    expect(session.count(state, 'doubt')).toBe(5);
    expect(session.count(state, 'conviction')).toBe(2);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['ptc_prologue', '', {}],
      ['curtain_call', 'R1', { [ROLAND]: 2, [AGNES]: 2 }],
      ['the_last_king', 'R2', { [ROLAND]: 5, [AGNES]: 4 }],
      ['echoes_of_the_past', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['the_unspeakable_oath', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
      ['ptc_interlude2', '', { [ROLAND]: 2, [AGNES]: 2 }],
      ['a_phantom_of_truth', 'R2', { [ROLAND]: 4, [AGNES]: 4 }],
      ['the_pallid_mask', 'no_resolution', { [ROLAND]: 1, [AGNES]: 3 }],
      ['black_stars_rise', 'R1', { [ROLAND]: 3, [AGNES]: 3 }],
      ['dim_carcosa', 'R1', { [AGNES]: 9 }],
      ['ptc_epilogue', '', {}],
    ]);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const played = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ key: 'dim_carcosa/$upgrade_decks' });
    expect(show().guide.result).toBeUndefined();
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(played);
  });

  it('export and import give the same campaign, and a new process reads the same', () => {
    const played = comparable(show());
    const file = `${session.home}/carcosa.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Leitfadenrunde (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(played);
    expect(cli('campaign', 'guide', '2')).toMatchObject({ done: true, result: 'win' });
    // Campaign 1 read by a CLI process of its own: a restart.
    expect(comparable(session.showAfterRestart('1'))).toEqual(played);
  });
});
