import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign } from '../support/cli-guide-session.ts';
import { describeRealData } from '../support/real-data.ts';
import { AGNES, ROLAND } from '../support/roland-and-agnes.ts';

// The Scarlet Keys („Die scharlachroten Schlüssel“) through the campaign guide on the command line,
// from the setup to the Epilogue: Riddles and Rain, The Foundation, two side stories from the map
// (Curse of the Rougarou, The Midwinter Gala), a journey across the map until Status Report Omega
// („You are out of time. Immediately travel directly to Tunguska“), Congress of the Keys and the
// Epilogue. Four batches of answers (`--answers FILE`); the expected values are the guide's words.

/** Setup, Riddles and Rain (R1, victory display 2), The Foundation: to the first embark. */
const TO_THE_MAP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'easy' },
  { step: 'draw_weakness', choices: { [ROLAND]: 'rbw' }, weaknesses: { [ROLAND]: '01096' } },
  { step: 'save_decks' },
  { step: 'choose_go_alone', choice: 'alone' },
  { step: 'choose_offer', choice: 'take_offer' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'alive', [AGNES]: 'alive' } },
  { step: 'earn_xp', value: 2 },
  { step: 'choose_bearer_of_the_eye_of_ravens', choices: { [ROLAND]: 'eye_of_ravens' } },
  { step: '$upgrade_decks' },
  { step: 'choose_what_to_tell_taylor', choice: 'share' },
];
/** Two side stories from the map's green locations, to the next embark. */
const SIDE_STORIES = [
  { step: '$embark', choice: 'side:curse_of_the_rougarou' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'alive', [AGNES]: 'alive' } },
  { step: 'earn_xp', value: 0 },
  { step: '$upgrade_decks' },
  { step: '$embark', choice: 'side:the_midwinter_gala' },
  { step: 'choose_faction', choice: 'foundation' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'alive', [AGNES]: 'alive' } },
  { step: 'choose_one_guest', choices: { [ROLAND]: '71017', [AGNES]: '71017' } },
  { step: 'earn_xp', value: 0 },
  { step: 'tally_score', choice: 'yes' },
  { step: 'ask_manor_locations_without_clues', value: 0 },
  { step: 'ask_guest_assets_controlled', value: 0 },
  { step: 'ask_any_spellbound_cards', choice: 'yes' },
  { step: 'ask_agenda_number', choice: '1a' },
  { step: 'ask_bloodless_man_in_victory', choice: 'yes' },
  { step: 'ask_pale_lantern_in_victory', choice: 'yes' },
  { step: 'ask_declan_pearce_in_victory', choice: 'yes' },
  { step: 'ask_rival_in_victory', choice: 'yes' },
  { step: 'ask_damage', choice: 'yes' },
  { step: 'ask_horror', choice: 'yes' },
  { step: 'ask_points_on_faction_card', value: 0 },
  { step: '$upgrade_decks' },
];
/** Bermuda, Buenos Aires, Stockholm, Sydney: the clock runs out on the way to Sydney. */
const OUT_OF_TIME = [
  { step: '$embark', choice: 'bermuda' },
  { step: '$choose_investigators', investigators: [ROLAND, AGNES] },
  { step: '$embark', choice: 'buenos_aires' },
  { step: 'steal_1_key', choices: ['eye_of_ravens'] },
  { step: 'choose_thief', choices: ['rgm'] },
  { step: 'choose_what_to_share', choice: 'all' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'alive', [AGNES]: 'alive' } },
  { step: 'ask_targets_on_scenario', value: 0 },
  { step: 'earn_xp_plus_targets', value: 0 },
  { step: 'choose_bearer_of_the_weeping_lady', choices: { [ROLAND]: 'sable_glass' } },
  { step: '$upgrade_decks' },
  { step: '$embark', choice: 'stockholm' },
  { step: '$choose_investigators', investigators: [ROLAND, AGNES] },
  { step: '$embark', choice: 'sydney' },
  { step: '$choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'coin_flip_for_bearer_of_light_of_pharos', choices: ['knight'] },
];
/** Congress of the Keys, R1 with victory display 3. */
const FINALE = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'alive', [AGNES]: 'alive' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

describeRealData('The Scarlet Keys through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-tskc-');
  const { cli, count, entries } = session;
  const xp = (state: ShownCampaign, code: string) => state.investigators.find((item) => item.code === code)?.xp.earned;
  const keys = (state: ShownCampaign, section: string) => entries(state, section).map((item) => item.id);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tskc', [ROLAND, AGNES]), 120_000);

  it('Riddles and Rain binds The Eye of Ravens („Das Rabenauge“) and marks 2 time before the first embark', () => {
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: 'choose_investigators' });
    const embark = session.answer(TO_THE_MAP);
    expect(embark).toMatchObject({ step: '$embark', scenario: 'the_foundation' });
    // $embark_rule_1: side stories at the green locations, for their experience cost in time.
    const ids = embark.choices.map((choice: { id: string }) => choice.id);
    expect(ids).toEqual(expect.arrayContaining(['side:curse_of_the_rougarou', 'side:the_midwinter_gala', 'bermuda']));
    // London – Monte Carlo: one path, + Curse of the Rougarou's experience cost 1.
    const rougarou = embark.choices.find((choice: { id: string }) => choice.id === 'side:curse_of_the_rougarou');
    expect(rougarou.description).toBe('Reisezeit: 2 Zeit');
    const state = session.show();
    // „Mark 1 time in your Campaign Log now.“ (choose_offer) and R1's „Mark 1 time“.
    expect(count(state, 'time')).toBe(2);
    // „Choose an investigator to be the bearer of The Eye of Ravens“.
    expect(entries(state, 'keys').map((item) => item.text)).toEqual(['Das Rabenauge']);
    // „Each investigator earns experience equal to the Victory X value …“: victory display 2.
    expect([xp(state, ROLAND), xp(state, AGNES)]).toEqual([2, 2]);
  });

  it('two side stories from the map cost their travel and their experience cost in time, not experience', () => {
    const embark = session.answer(SIDE_STORIES);
    expect(embark).toMatchObject({ step: '$embark', scenario: 'the_midwinter_gala' });
    const state = session.show();
    // London – Monte Carlo: one path, + Curse of the Rougarou's cost 1; Monte Carlo – Rome –
    // Venice: two paths, + The Midwinter Gala's cost 2 („spend additional time equal to the
    // normal experience cost for playing that side story (instead of spending the experience cost)“).
    expect(count(state, 'time')).toBe(2 + (1 + 1) + (2 + 2));
    // The group embarks again from The Midwinter Gala, played after Curse of the Rougarou.
    expect(state.played.map((item) => item.id)).toContain('curse_of_the_rougarou');
  });

  it('„You are out of time. Immediately travel directly to Tunguska“: Congress of the Keys follows', () => {
    const play = session.answer(OUT_OF_TIME);
    expect(play).toMatchObject({ step: '$play_scenario', scenario: 'tunguska' });
    const state = session.show();
    // Status Report Omega: its box is the 35th of „Time Passed“.
    expect(count(state, 'time')).toBeGreaterThanOrEqual(35);
    // Status Report Zeta: „Choose 1 at random. That Key has been stolen.“ – by The Red-Gloved Man.
    expect(keys(state, 'scarlet_keys_enemies')).toContain('eye_of_ravens');
    expect(keys(state, 'keys')).not.toContain('eye_of_ravens');
    // „Choose an investigator to be the bearer of The Weeping Lady“ (Buenos Aires).
    expect(keys(state, 'keys')).toContain('weeping_lady');
  });

  it('Congress of the Keys R1: „The investigators win the campaign!“, then the Epilogue', () => {
    const before = session.show();
    const done = session.answer(FINALE);
    expect(done).toMatchObject({ done: true, result: 'win' });
    const state = session.show();
    // „Each investigator earns experience equal to the Victory X value“ (3) and „5 bonus experience“.
    expect(xp(state, ROLAND)).toBe((xp(before, ROLAND) ?? 0) + 3 + 5);
    // „Each investigator suffers 2 physical trauma and 2 mental trauma“.
    expect(state.investigators.map((item) => item.trauma)).toEqual([
      { physical: 2, mental: 2 },
      { physical: 2, mental: 2 },
    ]);
    expect(state.played.map((item) => item.id)).toEqual(expect.arrayContaining(['tunguska', 'tsk_epilogue']));
  });
});
