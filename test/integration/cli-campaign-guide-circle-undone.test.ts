import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  BLACK_BOOK_BEARER,
  BLACK_THRONE,
  CLUTCHES_OF_CHAOS,
  DEATHS_DOORSTEP,
  FIRST_DRAW,
  GAVRIELLA,
  INNER_CIRCLE,
  JEROME,
  LAST,
  PENNY,
  PRICE_OF_PROGRESS,
  PROLOGUE_END,
  PROLOGUE_START,
  REDRAWN,
  ROLAND,
  ROUGAROU,
  SECRET_NAME,
  STANDARD_BAG,
  UNION,
  VALENTINO,
  WAGES_AND_GREATER_GOOD,
  WITCHING_HOUR,
} from '../support/guide-scripts/circle-undone-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Circle Undone through the campaign guide on the command line, two investigators, from the
// prologue to the epilogue, with a side story and a rewind. The answers and why each expected
// value follows from the printed guide are in test/support/guide-scripts/circle-undone-script.ts.

const sorted = (tokens: string[]) => [...tokens].sort();
const TOWER = '05042';
const ACE_OF_RODS = '05040';
const BLACK_BOOK = '05150';
const LADY_ESPRIT = '81019';

interface Line {
  seq: number;
  type: string;
  payload: { index?: number };
  undone: boolean;
}

describeRealData('The Circle Undone through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-circle-undone-');
  const { cli, show } = session;
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);
  const crossed = (state: ShownCampaign, section: string) =>
    session.entries(state, section).map((entry) => [entry.id, entry.crossedOut]);
  const counts = (state: ShownCampaign) => state.logSections.find((section) => section.id === 'campaign_notes')?.counts;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tcu', [ROLAND, AGNES]), 120_000);

  it('the prologue skipped by tarot cards: the chosen profiles stay, the others are crossed off', () => {
    session.answer([...PROLOGUE_START, FIRST_DRAW, ...PROLOGUE_END]);
    const state = show();
    expect(crossed(state, GAVRIELLA)).toEqual([
      [GAVRIELLA, false],
      ['disappeared_into_the_mist', false],
    ]);
    expect(crossed(state, PENNY)).toEqual([
      [PENNY, false],
      ['disappeared_into_the_mist', false],
    ]);
    expect(crossed(state, JEROME)).toEqual([[JEROME, true]]);
    expect(crossed(state, VALENTINO)).toEqual([[VALENTINO, true]]);
    expect(counts(state)).toEqual({ pieces_of_evidence: 0 });
  });

  it('going back to the tarot draw takes back the later answers; drawn anew, the log follows the new cards', () => {
    const journal: Line[] = cli('campaign', 'show', '1', '--journal');
    const draw = journal.find((line) => line.type === 'guide_answered' && !line.undone && line.payload.index === 4);
    expect(cli('campaign', 'undo', '1', String(draw?.seq))).toMatchObject({ answersTakenBack: 5 });
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: 'randomizer_new', investigators: [GAVRIELLA, PENNY] });
    const next = session.answer([REDRAWN, ...PROLOGUE_END]);
    expect(next).toMatchObject({ step: 'choose_fate', scenario: 'the_witching_hour' });
    const state = show();
    expect(session.entries(state, GAVRIELLA).map((entry) => entry.text)).toEqual([
      'Gavriella Mizrah',
      'Gavriella Mizrah ist von Geistern beansprucht worden.',
    ]);
    expect(session.entries(state, PENNY).map((entry) => entry.text)).toEqual([
      'Penny White',
      'Penny White ist im Nebel verschwunden.',
    ]);
    expect(counts(state)).toEqual({ pieces_of_evidence: 5 });
    expect(state.investigators.map((inv) => inv.weaknesses)).toEqual([['01097'], ['01099']]);
  });

  it('The Witching Hour, both defeated at act 4: Resolution 4, the Tower and Ace of Rods for the lead', () => {
    const next = session.answer(WITCHING_HOUR);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'at_deaths_doorstep' });
    // „Check the “Missing Persons” section“: clues for the profiles not crossed off only.
    expect(shownSteps(next)).toEqual(expect.arrayContaining(['gavriella_clues', 'penny_clues']));
    expect(shownSteps(next)).not.toContain('jerome_clues');
    expect(shownSteps(next)).not.toContain('valentino_clues');
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'tablet', 'tablet']));
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({
      xp: { earned: 3 },
      trauma: { physical: 0, mental: 1 },
      storyAssets: [ACE_OF_RODS],
      weaknesses: ['01097', TOWER],
    });
    expect(agnes).toMatchObject({ xp: { earned: 3 }, trauma: { physical: 1, mental: 0 } });
    expect(ids(state, 'campaign_notes')).toEqual(['accepted_fate', 'witches_spell_cast']);
    expect(ids(state, 'mementos')).toEqual(['mesmerizing_flute']);
  });

  it('A Record of Those Lost, Interlude II and the side story Curse of the Rougarou', () => {
    session.answer([...DEATHS_DOORSTEP, ...PRICE_OF_PROGRESS]);
    const next = session.answer(ROUGAROU);
    expect(next).toMatchObject({ step: 'choose_tell_lodge_about_witches', scenario: 'the_secret_name' });
    const state = show();
    expect(ids(state, GAVRIELLA)).toContain('on_gavriellas_trail');
    expect(ids(state, PENNY)).not.toContain('on_pennys_trail');
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'tablet', 'tablet', 'cultist']));
    const [roland, agnes] = state.investigators;
    // 3 + 3 (At Death's Doorstep) + 2 (The Price of Progress) + 2 − 1 (Curse of the Rougarou).
    expect(roland).toMatchObject({ xp: { earned: 9 }, storyAssets: [ACE_OF_RODS] });
    expect(agnes).toMatchObject({ xp: { earned: 9 }, storyAssets: [LADY_ESPRIT] });
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['disappearance_at_the_twilight_estate', ''],
      ['the_witching_hour', 'R4'],
      ['at_deaths_doorstep', 'R1'],
      ['the_price_of_progress', ''],
      ['curse_of_the_rougarou', 'R2'],
    ]);
  });

  it('The Secret Name: one investigator takes The Black Book', () => {
    expect(session.answer(SECRET_NAME)).toMatchObject({
      step: '$card_bearer',
      cards: [BLACK_BOOK],
      investigators: [ROLAND, AGNES],
    });
    session.answer(BLACK_BOOK_BEARER);
    const [roland, agnes] = show().investigators;
    expect(roland).toMatchObject({ storyAssets: [ACE_OF_RODS, BLACK_BOOK], trauma: { physical: 1, mental: 1 } });
    expect(agnes).toMatchObject({ storyAssets: [LADY_ESPRIT] });
  });

  it('The Inner Circle crosses off the mementos; Union and Disillusion records the missing persons dead', () => {
    session.answer([...WAGES_AND_GREATER_GOOD, ...INNER_CIRCLE]);
    const next = session.answer(UNION);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'in_the_clutches_of_chaos' });
    const state = show();
    expect(crossed(state, 'mementos').every(([, out]) => out)).toBe(true);
    expect(ids(state, GAVRIELLA)).toContain('dead');
    expect(ids(state, PENNY)).toContain('dead');
    // Resolution 8: „remove it from that investigator’s deck“ – Agnes's Puzzle Box (05228).
    expect(state.investigators[1]?.storyAssets).toEqual([LADY_ESPRIT]);
  });

  it('In the Clutches of Chaos and Twist of Fate: two tally marks on the path', () => {
    const next = session.answer(CLUTCHES_OF_CHAOS);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'before_the_black_throne' });
    const state = show();
    expect(counts(state)).toEqual({ pieces_of_evidence: 5, heretics_released: 2, path_winds_before_you: 2 });
  });

  it('plays to the end: Agnes joins the pipers and is driven insane, Roland wins the campaign', () => {
    session.answer(BLACK_THRONE);
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toContain('arrested_sanford_story');
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(
      sorted([...STANDARD_BAG, 'tablet', 'tablet', 'cultist', 'cultist', 'skull']),
    );
    const [roland, agnes] = state.investigators;
    // Roland: 9 + 5 (The Secret Name) + 4 + 2 + 3 + 4 + 8; Agnes insane before Before the Black
    // Throne's experience.
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 35 },
      trauma: { physical: 1, mental: 3 },
      status: 'active',
      storyAssets: [ACE_OF_RODS, BLACK_BOOK],
      weaknesses: ['01097', TOWER],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 27 },
      trauma: { physical: 1, mental: 1 },
      status: 'insane',
      storyAssets: [LADY_ESPRIT],
      weaknesses: ['01099'],
    });
    expect(ids(state, 'campaign_notes')).toEqual([
      'accepted_fate',
      'witches_spell_cast',
      'investigators_escaped_the_spectral_realm',
      'rescued_josef',
      'members_of_the_lodge',
      'deceiving_the_lodge',
      'rougarou_destroyed_and_curse_is_lifted',
      'told_lodge_about_coven',
      'heretics_released',
      'discovered_how_to_open_the_puzzle_box',
      'inducted_into_the_inner_circle',
      'sided_with_the_lodge',
      'carl_sanford_possesses_the_secrets_of_the_universe',
      'arrested_sanford',
      'path_winds_before_you',
      'lead_investigator_joins_pipers',
      'azathoth_slumbers',
    ]);
    const pipers = session
      .entries(state, 'campaign_notes')
      .find((entry) => entry.id === 'lead_investigator_joins_pipers');
    expect(pipers?.text).toContain('Agnes Baker');
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['disappearance_at_the_twilight_estate', '', {}],
      ['the_witching_hour', 'R4', { [ROLAND]: 3, [AGNES]: 3 }],
      ['at_deaths_doorstep', 'R1', { [ROLAND]: 3, [AGNES]: 3 }],
      ['the_price_of_progress', '', { [ROLAND]: 2, [AGNES]: 2 }],
      ['curse_of_the_rougarou', 'R2', { [ROLAND]: 1, [AGNES]: 1 }],
      ['the_secret_name', 'R2', { [ROLAND]: 5, [AGNES]: 5 }],
      ['the_wages_of_sin', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['for_the_greater_good', 'R1', { [ROLAND]: 2, [AGNES]: 2 }],
      ['the_inner_circle', '', {}],
      ['union_and_disillusion', 'R8', { [ROLAND]: 3, [AGNES]: 3 }],
      ['in_the_clutches_of_chaos', 'R2', { [ROLAND]: 4, [AGNES]: 4 }],
      ['twist_of_fate', '', {}],
      ['before_the_black_throne', 'R2', { [ROLAND]: 8 }],
      ['tcu_epilogue', '', {}],
    ]);
  });
});
