import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable } from '../support/cli-guide-session.ts';
import { describeRealData } from '../support/real-data.ts';

// The Path to Carcosa through the campaign guide on the command line, two investigators (Roland
// Banks 01001, Agnes Baker 01004). The expected campaign is read from the guide's own words
// (the resolution texts of campaigns/ptc in arkham-cards-data), not from the engine:
//
// - Setup, Standard: +1, 0, 0, −1, −1, −1, −2, −2, −3, −4, skull ×3, auto-fail, elder sign;
//   the original boxes (Deluxe Expansion + Mythos Packs).
// - Curtain Call: Act 2b „The Path is Mine“ was advanced („Add 2 tablet tokens“); Resolution 1:
//   „record that you tried to warn the police. Mark one Conviction“, someone stole from the box
//   office („the police are suspicious of you“), „the Stranger is on to you. Add The Man in the
//   Pallid Mask (03059) to the lead investigator's deck“ (Roland), „under Chasing the Stranger,
//   place two tally marks“; XP = victory display (2).
// - The Last King: The Man in the Pallid Mask was defeated („place one tally mark“); each
//   investigator was defeated (Roland by damage, Agnes by horror: 1 trauma each) – „Go to
//   Resolution 2“: VIPs interviewed Sebastien Moreau and Jordan Perry, VIP slain Constance
//   Dumaine, XP = victory display (3), 6 clues on the act deck: 3 more XP „divided as evenly as
//   possible“ (Roland 2, Agnes 1); „Remove all cultist, tablet and elder thing tokens … add 1
//   cultist, 1 tablet and 1 elder thing“; „Skip Interlude I: Lunacy's Reward“.
// - Echoes of the Past – a branch on the log: „If Sebastien Moreau is listed under VIPs
//   Interviewed“ he tells his story and Entry Hall gets more clues. Resolution 1: „you took the
//   onyx clasp. Mark one Conviction … one investigator must include the Clasp of Black Onyx
//   (03142)“ (Agnes); XP = victory display (4); Sebastien is not in the victory display; „Remove
//   all cultist, tablet and elder thing tokens … add 2 cultist tokens“.
// - The Unspeakable Oath, setup Standard: „Add 1 −3 token to the chaos bag for the remainder of
//   the campaign“. Resolution 2: „the investigators were attacked as they escaped the Asylum“,
//   „Each investigator suffers 1 physical trauma“, XP = victory display (3), Constance Dumaine is
//   already slain (not asked), „Remove all cultist, tablet and elder thing tokens … add 2 tablet
//   tokens“; then Interlude II begins.

const ROLAND = '01001';
const AGNES = '01004';

const TO_THE_LAST_KING = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: 'ask_reprint', choice: 'original' },
  { key: 'ptc_prologue/choose_investigators', step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: '$play_scenario', branch: 'add_chaos_token' },
  { step: 'add_chaos_token', choice: 'the_path_is_mine' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'stole_from_box_office', choice: 'steal' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  {
    step: '$play_scenario',
    lead: AGNES,
    resolution: 'no_resolution_defeated',
    statuses: { [ROLAND]: 'physical', [AGNES]: 'mental' },
  },
];
const TO_ECHOES = [
  { step: 'vips_interviewed', cards: ['03079', '03077'] },
  { step: 'vips_slain', cards: ['03065b'] },
  { step: 'earn_xp', value: 3 },
  { step: 'earn_clue_xp', values: { [ROLAND]: 2, [AGNES]: 1 } },
  { step: '$upgrade_decks' },
];
const ECHOES = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'took_onyx_clasp', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 4 },
  { step: 'prompt_sebastien_moreau', choice: '$no' },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
];
const LAST = { step: 'earn_xp', value: 3 };
const STANDARD_BAG = ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', 'skull', 'skull', 'skull'];
const sorted = (tokens: string[]) => [...tokens].sort();

describeRealData('The Path to Carcosa through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-carcosa-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('ptc', [ROLAND, AGNES]), 120_000);

  it('The Last King without a resolution for defeated investigators reads Resolution 2', () => {
    const next = session.answer(TO_THE_LAST_KING);
    expect(next).toMatchObject({ step: 'vips_interviewed' });
    expect(next.shown.map((step: { step: string }) => step.step)).toContain('$resolution:R2');
  });

  it('Echoes of the Past: Sebastien Moreau was interviewed, so his story and the extra clues are read', () => {
    const next = session.answer(TO_ECHOES);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'echoes_of_the_past' });
    const shown = next.shown.map((step: { step: string }) => step.step);
    expect(shown).toEqual(
      expect.arrayContaining(['really_skip_lunacys_reward', 'sebastiens_information', 'clues_on_entry_hall']),
    );
  });

  it('plays to Interlude II; `campaign show` holds the log, XP, trauma, cards and chaos bag of the guide', () => {
    session.answer(ECHOES);
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST))).toMatchObject({
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
      storyAssets: ['03059'],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 13 },
      trauma: { physical: 1, mental: 1 },
      status: 'active',
      storyAssets: ['03142'],
      weaknesses: ['01099'],
    });
    expect(session.entries(state, 'campaign_notes').map((entry) => entry.id)).toEqual([
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
    expect(session.entries(state, 'vips_slain').map((entry) => entry.id)).toEqual(['03065b']);
    expect(session.count(state, 'chasing_the_stranger')).toBe(3);
    expect(session.count(state, 'conviction')).toBe(2);
    expect(session.count(state, 'doubt')).toBe(0);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['ptc_prologue', '', {}],
      ['curtain_call', 'R1', { [ROLAND]: 2, [AGNES]: 2 }],
      ['the_last_king', 'R2', { [ROLAND]: 5, [AGNES]: 4 }],
      ['echoes_of_the_past', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['the_unspeakable_oath', 'R2', { [ROLAND]: 3, [AGNES]: 3 }],
    ]);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const played = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ key: 'the_unspeakable_oath/earn_xp' });
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(played);
  });

  it('export and import give the same campaign, and a new process reads the same', () => {
    const played = comparable(show());
    const file = `${session.home}/carcosa.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Leitfadenrunde (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(played);
    expect(cli('campaign', 'guide', '2')).toMatchObject({ key: 'ptc_interlude2/daniel_choice' });
    // Every CLI call is a process of its own: reading campaign 1 again is a restart.
    expect(comparable(show('1'))).toEqual(played);
  });
});
