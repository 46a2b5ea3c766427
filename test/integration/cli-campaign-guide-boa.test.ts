import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, shownSteps } from '../support/cli-guide-session.ts';
import {
  DANIELA,
  JOE,
  LAST,
  QUEEN_OF_ASH,
  SETUP,
  SMOKE_AND_MIRRORS,
  SMOKE_CODEX_PHI,
  SPREADING_FLAMES,
  SPREADING_FLAMES_GO,
} from '../support/guide-scripts/boa-script.ts';
import { describeRealData } from '../support/real-data.ts';

// Brethren of Ash („Bruderschaft der Asche“, the 2026 core set) through the campaign guide on the
// command line, with the box's investigators Daniela Reyes (12001) and Joe Diamond (12004) on
// Normal. Every expected value is worked out from the guide's own words (quoted below); the data
// ends the campaign after Queen of Ash with „The investigators win the campaign!“ and has no
// epilogue (docs/guide-gaps.md).

/** „Standard“ of the guide's difficulty step (campaigns/boa/campaign.json, difficulty_choice). */
const STANDARD_BAG = ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4'];
const SYMBOLS = ['skull', 'skull', 'tablet', 'elder_thing', 'auto_fail', 'elder_sign'];
const sorted = (tokens: readonly string[]) => [...tokens].sort();

describeRealData('Brethren of Ash through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-boa-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('boa', [DANIELA, JOE]), 120_000);

  it('opens with the German prologue „Eine glorreiche Wiedergeburt“ and the four difficulties in German', () => {
    const first = cli('campaign', 'guide', '1');
    expect(first).toMatchObject({ step: 'choose_investigators', candidates: [DANIELA, JOE] });
    // boa/campaign.po: "A Glorious Rebirth" → "Eine glorreiche Wiedergeburt".
    expect(first.shown[0]).toMatchObject({ step: 'prologue', title: 'Eine glorreiche Wiedergeburt' });
    const difficulty = cli('campaign', 'guide', '1', '--answer', JSON.stringify(SETUP[0]));
    // Grimoire „Schwierigkeitsgrad“ (line 1404): Einfach, Normal, Schwer und Experte.
    expect(difficulty.choices.map((choice: { text: string }) => choice.text)).toEqual([
      'Einfach',
      'Normal',
      'Schwer',
      'Experte',
    ]);
  });

  it('Spreading Flames: Resolution 1, „Stay and fight the fire!“ leads to Resolution 2', () => {
    const smoke = session.answer([...SETUP.slice(1), ...SPREADING_FLAMES]);
    expect(smoke).toMatchObject({ step: '$play_scenario', scenario: 'smoke_and_mirrors' });
    // Smoke and Mirrors setup: „Check your campaign log. If Miskatonic University burned: … [else]
    // Put Miskatonic University (Quiet Campus) into play“ — it was saved, so the quiet campus.
    expect(shownSteps(smoke)).toContain('setup_miskatonic_university_quiet');
    expect(shownSteps(smoke)).not.toContain('setup_miskatonic_university_in_flames');
    // „Add 2 [cultist] tokens to the chaos bag for the remainder of the campaign.“
    expect(shownSteps(smoke)).toContain('add_2_cultist');
    const state = show();
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([['spreading_flames', 'R2']]);
    // R1: „the investigators defeated their masked pursuer.“ R2: „the investigators saved
    // Miskatonic University.“
    expect(session.entries(state, 'campaign_notes').map((entry) => entry.id)).toEqual([
      'defeated_their_masked_pursuer',
      'saved_miskatonic_university',
    ]);
  });

  it('Smoke and Mirrors: Resolution 1 reaches Queen of Ash with the Standard tokens added', () => {
    const queen = session.answer(SMOKE_AND_MIRRORS);
    expect(queen).toMatchObject({ step: '$play_scenario', scenario: 'queen_of_ash' });
    // „Because you are playing on Standard difficulty, add an [elder_thing] and a [tablet] token
    // to the chaos bag for the remainder of the campaign.“
    expect(shownSteps(queen)).toContain('standard_chaos_tokens');
    // Setup „If the investigators stirred up trouble“ — recorded in Smoke and Mirrors.
    expect(shownSteps(queen)).toContain('setup_stirred_up_trouble');
  });

  it('plays to the end and `campaign show` holds the expected log, XP, trauma, story cards and chaos bag', () => {
    session.answer(QUEEN_OF_ASH);
    // Queen of Ash R1 ends with „The investigators win the campaign!“
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST))).toMatchObject({
      done: true,
      result: 'win',
    });
    const state = show();
    // Standard bag + 2 [cultist] (Smoke and Mirrors) + [elder_thing] and [tablet] (Queen of Ash).
    expect(sorted(state.chaosBag)).toEqual(
      sorted([...STANDARD_BAG, ...SYMBOLS, 'cultist', 'cultist', 'elder_thing', 'tablet']),
    );
    // XP: Spreading Flames Victory 2 + „3 bonus experience“ + R2 „1 bonus experience“ = 6;
    // Smoke and Mirrors Victory 4 + „1 bonus experience for each enemy beneath the act“ (none) = 4;
    // Queen of Ash Victory 3 + „5 bonus experience for defeating Elokoss“ = 8; 18 in all.
    // Trauma: R2 of Spreading Flames „suffers 1 physical trauma“; Queen of Ash R1 „suffers 2
    // mental trauma and 2 physical trauma“.
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['spreading_flames', 'R2', { [DANIELA]: 6, [JOE]: 6 }],
      ['smoke_and_mirrors', 'R1', { [DANIELA]: 4, [JOE]: 4 }],
      ['queen_of_ash', 'R1', { [DANIELA]: 8, [JOE]: 8 }],
    ]);
    const [daniela, joe] = state.investigators;
    expect(daniela).toMatchObject({
      code: DANIELA,
      xp: { earned: 18 },
      trauma: { physical: 3, mental: 2 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['12104'],
    });
    // „Choose an investigator to become the bearer of the Dr. Henry Armitage story asset“ (12115).
    expect(joe).toMatchObject({
      code: JOE,
      xp: { earned: 18 },
      trauma: { physical: 3, mental: 2 },
      status: 'active',
      storyAssets: ['12115'],
      weaknesses: ['12102'],
    });
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.map((entry) => entry.id)).toEqual([
      'defeated_their_masked_pursuer',
      'saved_miskatonic_university',
      'discovered_the_cults_whereabouts',
      'naomi_harbinger',
      'stirred_up_trouble',
      'defeated_elokoss_and_the_brethren_of_ash',
    ]);
    // „Naomi O'Bannion is the harbinger of Elokoss.“ in German.
    expect(notes[3]?.text).toMatch(/Naomi O'Bannion.*Vorbote von Elokoss/);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const finished = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: '$upgrade_decks', key: 'queen_of_ash/$upgrade_decks' });
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(finished);
  });

  it('the other way: the university burns, the Servant of Flame held beneath the act escapes (R2)', () => {
    cli('campaign', 'create', '--name', 'Zweite Runde', '--definition', 'boa');
    cli('campaign', 'join', '2', '--player', 'Spieler 1', '--investigator', DANIELA);
    cli('campaign', 'join', '2', '--player', 'Spieler 2', '--investigator', JOE);
    const queen = session.answer([...SETUP, ...SPREADING_FLAMES_GO, ...SMOKE_CODEX_PHI], '2');
    expect(queen).toMatchObject({ step: '$play_scenario', scenario: 'queen_of_ash' });
    const state = show('2');
    // Spreading Flames R3: „Each investigator suffers 1 mental trauma, as they are wracked with
    // guilt for letting the university burn.“ XP: Victory 2 + „3 bonus experience“ = 5.
    // Smoke and Mirrors: codex Φ „Hold them for questioning later tonight.“ → „Place the Servant of
    // Flame beneath the act.“ R1: Victory 2 + „1 bonus experience for each enemy beneath the act“
    // (1); „If the Servant of Flame enemy was beneath the act“ → R2: „Each investigator earns 1
    // bonus experience.“ = 4.
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['spreading_flames', 'R3', { [DANIELA]: 5, [JOE]: 5 }],
      ['smoke_and_mirrors', 'R2', { [DANIELA]: 4, [JOE]: 4 }],
    ]);
    // „While playing this scenario, were you instructed to add the Mark of Elokoss card to your
    // deck?“ yes → Mark of Elokoss (12137) in each deck.
    for (const item of state.investigators) {
      expect(item).toMatchObject({ xp: { earned: 9 }, trauma: { physical: 0, mental: 1 } });
      expect(item.weaknesses).toContain('12137');
    }
    expect(session.entries(state, 'campaign_notes').map((entry) => entry.id)).toEqual([
      'defeated_their_masked_pursuer',
      'miskatonic_university_burned',
      'discovered_the_cults_whereabouts',
      'earl_harbinger',
      'the_servant_of_flame_escaped',
    ]);
  });
});
