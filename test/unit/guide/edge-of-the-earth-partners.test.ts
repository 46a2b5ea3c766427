import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Edge of the Earth, the expedition team (campaign setup `$partner_rule`, „Partner“): „each
// investigator is given the option to choose a partner asset“; „If an investigator is defeated,
// any partner asset they have with them is also defeated“; „If a partner asset is defeated …
// cross off that character's name in the Expedition Team section of the Campaign Log“; „Damage or
// horror on a partner asset is recorded in the Expedition Team section of the Campaign Log at the
// end of each game“. Partners are their story assets: Prof. William Dyer 08714, Danforth 08715,
// Dr. Amy Kensler 08720 (health 2), James "Cookie" Fredericks 08719, Roald Ellsworth 08721,
// Takada Hiroko 08722, Avery Claypool 08718, Dr. Mala Sinha 08717, Eliyah Ashevak 08716.

const ROLAND = '01001';
const DAISY = '01002';
const [DYER, DANFORTH, AMY, COOKIE] = ['08714', '08715', '08720', '08719'];
const SINHA = '08717';
const TEAM = ['08720', '08714', '08715', '08721', '08722', '08718', '08717', '08719', '08716'];

const a = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const UNTIL_PLANE_CRASH: GuideAnswer[] = [
  a('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, DAISY] }),
  a('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  a('$setup/draw_weakness', { kind: 'investigator_choice', choices: {} }),
  a('$setup/save_decks', { kind: 'save_decks' }),
  a('eoe_prologue/choose_believe', { kind: 'choose_one', choice: 'p2' }),
];
const PART_1 = 'ice_and_death_part_1';
const crash = a(`${PART_1}/choose_plane_crash`, { kind: 'card_choice', cards: [COOKIE] });
const partners = (choices: Record<string, string>) =>
  a(`${PART_1}/choose_partners`, { kind: 'investigator_choice', choices });
const PLAYED = [
  // Roland is defeated by damage, Daisy is not: Resolution 1.
  a(`${PART_1}/$play_scenario`, {
    kind: 'play_scenario',
    lead: ROLAND,
    resolution: 'R1',
    statuses: { [ROLAND]: 'physical', [DAISY]: 'alive' },
  }),
  a(`${PART_1}/actually_record_camp_location`, { kind: 'choose_one', choice: 'frozen_shores' }),
  a(`${PART_1}/earn_xp`, { kind: 'counter', value: 2 }),
];
const trauma = (damage: Record<string, number>, horror: Record<string, number>) =>
  a(`${PART_1}/record_partner_trauma`, { kind: 'partner_trauma', damage, horror });

const team = (run: GuideRun) => run.state.sections.find((section) => section.id === 'expedition_team')?.entries ?? [];
/** The names crossed off, in the order the log lists the team (campaign.json). */
const crossedOff = (run: GuideRun) =>
  team(run)
    .filter((item) => item.crossedOut && /^\d+$/.test(item.id))
    .map((item) => item.id);
const count = (run: GuideRun, id: string) => team(run).find((item) => item.id === id)?.count;

describeRealData('The Edge of the Earth: the expedition team', () => {
  let eoe: GuideData;
  const play = (answers: GuideAnswer[]) => runGuide(eoe, answers, CORE_INVESTIGATORS);
  beforeAll(async () => {
    eoe = await realGuide('eoe');
  });

  it('„Killed in plane crash:“ is one of the nine, crossed off and no longer „available“ to choose', () => {
    const asked = play(UNTIL_PLANE_CRASH);
    expect(asked.problem).toBeUndefined();
    expect(asked.prompt).toMatchObject({ key: `${PART_1}/choose_plane_crash`, kind: 'card_choice', min: 1, max: 1 });
    expect(asked.prompt?.cards).toEqual(TEAM);
    const run = play([...UNTIL_PLANE_CRASH, crash]);
    expect(crossedOff(run)).toEqual([COOKIE]);
    // The log lists all nine names from the start, none crossed off before the crash.
    expect(team(asked).map((item) => item.id)).toEqual(TEAM);
    // „Each investigator may choose one available member of the expedition team who is not crossed off“.
    expect(run.prompt).toMatchObject({ key: `${PART_1}/choose_partners`, kind: 'investigator_choice', min: 0 });
    expect(run.prompt?.choices?.map((choice) => choice.id)).toEqual(TEAM.filter((code) => code !== COOKIE));
    expect(run.prompt?.choices?.find((choice) => choice.id === AMY)?.text.en).toBe('Dr. Amy Kensler');
  });

  it('a partner joins one investigator only, and a crossed-off one cannot be chosen', () => {
    const twice = play([...UNTIL_PLANE_CRASH, crash, partners({ [ROLAND]: AMY, [DAISY]: AMY })]);
    expect(twice.problem).toMatchObject({ code: 'answer_invalid', reason: 'too_many' });
    const gone = play([...UNTIL_PLANE_CRASH, crash, partners({ [ROLAND]: COOKIE })]);
    expect(gone.problem).toMatchObject({ code: 'answer_invalid', reason: 'unknown_choice' });
    // „may choose“: no partner is an answer too.
    expect(play([...UNTIL_PLANE_CRASH, crash, partners({})]).problem).toBeUndefined();
  });

  it("„Each defeated investigator's chosen partner is eliminated“; the others' damage and horror are recorded", () => {
    const before = [...UNTIL_PLANE_CRASH, crash, partners({ [ROLAND]: DYER, [DAISY]: AMY }), ...PLAYED];
    const asked = play(before);
    expect(crossedOff(asked)).toEqual([DYER, COOKIE]);
    // „record the amount of damage and horror on each partner asset in play“: Dyer left play defeated.
    expect(asked.prompt).toMatchObject({
      key: `${PART_1}/record_partner_trauma`,
      kind: 'partner_trauma',
      cards: [AMY],
    });
    const run = play([...before, trauma({ [AMY]: 1 }, { [AMY]: 2 })]);
    expect(run.problem).toBeUndefined();
    expect([count(run, `${AMY}:damage`), count(run, `${AMY}:horror`)]).toEqual([1, 2]);
    expect(run.applied.at(-1)?.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'log_count', section: 'expedition_team', id: `${AMY}:damage`, value: 1 }),
        expect.objectContaining({ type: 'log_count', section: 'expedition_team', id: `${AMY}:horror`, value: 2 }),
      ]),
    );
    // A partner not in play is not the group's to record.
    expect(play([...before, trauma({ [DANFORTH]: 1 }, {})]).problem).toMatchObject({ reason: 'unknown_choice' });
  });

  it("damage equal to the partner's health means „a partner asset is defeated“: the name is crossed off", () => {
    const before = [...UNTIL_PLANE_CRASH, crash, partners({ [ROLAND]: DYER, [DAISY]: AMY }), ...PLAYED];
    // Dr. Amy Kensler: health 2.
    expect(crossedOff(play([...before, trauma({ [AMY]: 2 }, { [AMY]: 0 })]))).toEqual([AMY, DYER, COOKIE]);
    expect(crossedOff(play([...before, trauma({ [AMY]: 1 }, { [AMY]: 3 })]))).toEqual([DYER, COOKIE]);
  });

  it('The Disappearance: the safe ones stay, „cross off the name of each character who is marked as "MIA."“', () => {
    const before = [
      ...UNTIL_PLANE_CRASH,
      crash,
      partners({ [ROLAND]: DYER, [DAISY]: AMY }),
      ...PLAYED,
      trauma({ [AMY]: 1 }, { [AMY]: 2 }),
    ];
    // Camp at Frozen Shores (2): two partners find shelter.
    const asked = play(before);
    expect(asked.prompt).toMatchObject({ key: 'the_disapperance/choose_missing', kind: 'card_choice', min: 2, max: 2 });
    expect(asked.prompt?.cards).toEqual(TEAM.filter((code) => code !== COOKIE && code !== DYER));
    const safe = a('the_disapperance/choose_missing', { kind: 'card_choice', cards: [AMY, DANFORTH] });
    const missing = play([...before, safe]);
    const mia = team(missing)
      .filter((item) => item.id.endsWith(':mia'))
      .map((item) => item.id.split(':')[0]);
    expect(mia).toEqual(['08721', '08722', '08718', '08717', '08716']);
    const run = play([...before, safe, a('the_disapperance/choose_rescue', { kind: 'choose_one', choice: 'abandon' })]);
    expect(crossedOff(run)).toEqual(TEAM.filter((code) => code !== AMY && code !== DANFORTH));
  });

  it('Restful Night, Dr. Sinha: „erase 1 damage from a partner asset recorded in the Campaign Log“', () => {
    const before = [
      ...UNTIL_PLANE_CRASH,
      crash,
      partners({ [ROLAND]: DYER, [DAISY]: AMY }),
      ...PLAYED,
      trauma({ [AMY]: 1 }, { [AMY]: 2 }),
      a('the_disapperance/choose_missing', { kind: 'card_choice', cards: [AMY, SINHA] }),
      a('the_disapperance/choose_rescue', { kind: 'choose_one', choice: 'abandon' }),
      a('the_attack/choose_fight', { kind: 'choose_one', choice: 'abandon' }),
      a('restful_night/choose_conversation', { kind: 'choose_one', choice: 'mala_sinha' }),
      a('restful_night/mala_sinha_alive_effects', { kind: 'choose_one', choice: 'heal_partner_damage' }),
    ];
    const asked = play(before);
    expect(asked.problem).toBeUndefined();
    // „Heal damage“: only a partner not crossed off with damage recorded — Dr. Kensler.
    expect(asked.prompt).toMatchObject({ step: 'ask_heal_partners_damage', kind: 'card_choice', cards: [AMY] });
    const run = play([...before, a(asked.prompt?.key ?? '', { kind: 'card_choice', cards: [AMY] })]);
    expect([count(run, `${AMY}:damage`), count(run, `${AMY}:horror`)]).toEqual([0, 2]);
  });

  it('a name the group crosses off by hand in the log is no longer „available“', () => {
    const answers = [...UNTIL_PLANE_CRASH, crash];
    const byHand = {
      ...CORE_INVESTIGATORS,
      corrections: [
        {
          after: answers.length,
          correction: {
            type: 'log_entry' as const,
            section: 'expedition_team',
            id: AMY,
            text: 'Dr. Amy Kensler',
            crossedOut: true,
          },
        },
      ],
    };
    const run = runGuide(eoe, answers, byHand);
    expect(run.prompt?.step).toBe('choose_partners');
    expect(run.prompt?.choices?.map((choice) => choice.id)).not.toContain(AMY);
    expect(crossedOff(run)).toEqual([AMY, COOKIE]);
  });
});
