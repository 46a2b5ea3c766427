import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS, randomAnswer } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';
import { NOTZ_GUIDE_SETUP } from '../campaign/guided-journal.ts';

// Side stories between two scenarios, from the real data: the deck-upgrade prompt offers the
// side stories of the `side` folder with their `xp_cost`; the chosen one spends that experience
// from each investigator (Grimoire „Erfahrungspunkte verdienen und ausgeben“) through its own
// `xp_cost` step, is walked with its own steps and resolutions, and the campaign then goes on
// with the scenario it would have played next. Film Fatale plays with a chaos bag of its own.

const ROLAND = '01001';
const AGNES = '01004';
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

const SETUP: GuideAnswer[] = [
  ...NOTZ_GUIDE_SETUP,
  answer('torch/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
  answer('torch/earn_xp', { kind: 'counter', value: 2 }),
];
const UPGRADE = 'torch/$upgrade_decks';
const ROUGAROU: GuideAnswer[] = [
  answer(UPGRADE, { kind: 'upgrade_decks', sideStory: 'curse_of_the_rougarou' }),
  answer('curse_of_the_rougarou/$play_scenario', { kind: 'play_scenario', lead: AGNES, resolution: 'R1' }),
  answer('curse_of_the_rougarou/earn_xp', { kind: 'counter', value: 2 }),
];

const xpOf = (run: GuideRun, code: string) => run.state.investigators.find((item) => item.code === code)?.xp;

describeRealData('side stories between scenarios (Night of the Zealot, The Path to Carcosa)', () => {
  let core: GuideData;
  beforeAll(async () => {
    core = await realGuide('core');
  });

  it('the deck upgrade after The Gathering offers the side stories with their experience cost', () => {
    const run = runGuide(core, SETUP, CORE_INVESTIGATORS);
    expect(run.prompt?.key).toBe(UPGRADE);
    const offers = run.prompt?.sideStories ?? [];
    expect(offers.find((item) => item.id === 'curse_of_the_rougarou')).toMatchObject({
      xpCost: 1,
      name: { en: 'Curse of the Rougarou', catalogue: 'campaigns/side/curse_of_the_rougarou' },
    });
    expect(offers.find((item) => item.id === 'carnevale_of_horrors')?.xpCost).toBe(3);
    // Fan-made side stories (the data's `custom`) carry their maker, the official ones none.
    expect(offers.find((item) => item.id === 'legions_of_fire')?.creator).toBe('Brandon Perrée');
    expect(offers.find((item) => item.id === 'curse_of_the_rougarou')?.creator).toBeUndefined();
    // Challenge scenarios (Read or Die) are no side stories.
    expect(offers.some((item) => item.id === 'read_or_die')).toBe(false);
  });

  it('choosing Curse of the Rougarou spends 1 XP of each investigator as journal effects and walks its own steps', () => {
    const before = runGuide(core, SETUP, CORE_INVESTIGATORS);
    const run = runGuide(core, [...SETUP, ROUGAROU[0] as GuideAnswer], CORE_INVESTIGATORS);
    expect(run.problem).toBeUndefined();
    expect(xpOf(run, ROLAND)).toBe((xpOf(before, ROLAND) ?? 0) - 1);
    expect(xpOf(run, AGNES)).toBe((xpOf(before, AGNES) ?? 0) - 1);
    expect(run.applied.at(-1)?.effects).toEqual(
      expect.arrayContaining([
        { type: 'xp', investigator: ROLAND, amount: -1 },
        { type: 'xp', investigator: AGNES, amount: -1 },
      ]),
    );
    expect(run.prompt?.key).toBe('curse_of_the_rougarou/$play_scenario');
    expect(run.prompt?.resolutions?.map((item) => item.id)).toEqual(['no_resolution', 'R1', 'R2', 'R3']);
  });

  it('after the side story the campaign goes on with The Midnight Masks, the side story recorded as played', () => {
    const run = runGuide(core, [...SETUP, ...ROUGAROU], CORE_INVESTIGATORS);
    const upgrade = run.prompt;
    expect(upgrade?.key).toBe('curse_of_the_rougarou/$upgrade_decks');
    // No side story inside a side story.
    expect(upgrade?.sideStories).toBeUndefined();
    const next = runGuide(
      core,
      [...SETUP, ...ROUGAROU, answer('curse_of_the_rougarou/$upgrade_decks', { kind: 'upgrade_decks' })],
      CORE_INVESTIGATORS,
    );
    expect(next.prompt?.key).toBe('arkham/$play_scenario');
    expect(next.state.scenarios.find((item) => item.id === 'curse_of_the_rougarou')).toMatchObject({
      status: 'completed',
      resolution: 'R1',
    });
    const entries = next.state.sections.flatMap((section) => section.entries.map((entry) => entry.id));
    expect(entries).toContain('rougarou_continues_to_haunt_the_bayou');
  });

  it('a side story already played, or one not offered, is refused and changes nothing', () => {
    const refused = runGuide(
      core,
      [...SETUP, answer(UPGRADE, { kind: 'upgrade_decks', sideStory: 'read_or_die' })],
      CORE_INVESTIGATORS,
    );
    expect(refused.problem).toEqual({ code: 'answer_invalid', key: UPGRADE, reason: 'unknown_side_story' });
    expect(refused.applied).toHaveLength(SETUP.length);
    const later = runGuide(
      core,
      [
        ...SETUP,
        ...ROUGAROU,
        answer('curse_of_the_rougarou/$upgrade_decks', { kind: 'upgrade_decks' }),
        answer('arkham/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
      ],
      CORE_INVESTIGATORS,
    );
    const atMasksUpgrade = later.prompt?.key.startsWith('arkham/') ? later.prompt.sideStories : undefined;
    expect(atMasksUpgrade?.some((item) => item.id === 'curse_of_the_rougarou') ?? false).toBe(false);
  });

  it('the upgrade after The Devourer Below, the last scenario, offers no side story', () => {
    const random = seededRandom(7);
    const answers: GuideAnswer[] = [];
    const offered = new Map<string, number>();
    let run = runGuide(core, answers, CORE_INVESTIGATORS);
    while (run.prompt && !run.problem) {
      if (run.prompt.kind === 'upgrade_decks') offered.set(run.prompt.key, run.prompt.sideStories?.length ?? 0);
      answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
      run = runGuide(core, answers, CORE_INVESTIGATORS);
    }
    expect(run.finished).toBe(true);
    expect(offered.get('torch/$upgrade_decks')).toBeGreaterThan(0);
    expect(offered.get('arkham/$upgrade_decks')).toBeGreaterThan(0);
    expect(offered.get('tentacles/$upgrade_decks')).toBe(0);
  });

  it('inside a side story The Path to Carcosa’s own play step offers „Defeated the Man in the Pallid Mask“', async () => {
    const ptc = await realGuide('ptc');
    const random = seededRandom(3);
    const answers: GuideAnswer[] = [];
    let run = runGuide(ptc, answers, CORE_INVESTIGATORS);
    while (run.prompt && !run.problem && run.prompt.scenario !== 'carnevale_of_horrors') {
      const prompt = run.prompt;
      const value: AnswerValue = prompt.sideStories?.some((item) => item.id === 'carnevale_of_horrors')
        ? { kind: 'upgrade_decks', sideStory: 'carnevale_of_horrors' }
        : randomAnswer(prompt, run, random);
      answers.push({ key: prompt.key, value });
      run = runGuide(ptc, answers, CORE_INVESTIGATORS);
    }
    expect(run.prompt?.key).toBe('carnevale_of_horrors/$play_scenario');
    expect(run.prompt?.choices?.map((choice) => choice.id)).toContain('mitpm_defeated');
  });

  it('Film Fatale is played with its own chaos bag; the campaign bag comes back after it', () => {
    // „This scenario is played with a custom chaos bag. The campaign chaos bag has been saved and
    // will be restored when the scenario is completed.“ Standard: +1, 0, 0, −1, −1, −1, −2, −2,
    // −3, −4, skull, skull, auto-fail, elder sign.
    const campaignBag = runGuide(core, SETUP, CORE_INVESTIGATORS).state.chaosBag;
    const random = seededRandom(5);
    const answers = [...SETUP, answer(UPGRADE, { kind: 'upgrade_decks', sideStory: 'film_fatale' })];
    let run = runGuide(core, answers, CORE_INVESTIGATORS);
    while (run.prompt && !run.problem && run.prompt.key !== 'film_fatale/$play_scenario') {
      answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
      run = runGuide(core, answers, CORE_INVESTIGATORS);
    }
    expect(run.prompt?.key).toBe('film_fatale/$play_scenario');
    expect([...run.state.chaosBag].sort()).toEqual(
      ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', 'skull', 'skull', 'auto_fail', 'elder_sign'].sort(),
    );
    while (run.prompt && !run.problem && run.prompt.scenario === 'film_fatale') {
      answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
      run = runGuide(core, answers, CORE_INVESTIGATORS);
    }
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.scenario).toBe('arkham');
    expect(run.state.chaosBag).toEqual(campaignBag);
    // Both swaps reach the journal as ordinary chaos-token effects.
    const swaps = run.applied.flatMap((item) => item.effects).filter((effect) => effect.type === 'chaos_tokens');
    expect(swaps.some((effect) => effect.type === 'chaos_tokens' && effect.removed.length === campaignBag.length)).toBe(
      true,
    );
  });

  it('War of the Outer Gods in a campaign starts at its own setup: no standalone difficulty, its play step, then The Midnight Masks', () => {
    const random = seededRandom(11);
    const answers = [...SETUP, answer(UPGRADE, { kind: 'upgrade_decks', sideStory: 'war_of_the_outer_gods' })];
    let run = runGuide(core, answers, CORE_INVESTIGATORS);
    const asked: string[] = [];
    while (run.prompt && !run.problem && run.prompt.scenario === 'war_of_the_outer_gods') {
      asked.push(run.prompt.step);
      answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
      run = runGuide(core, answers, CORE_INVESTIGATORS);
    }
    expect(run.problem).toBeUndefined();
    expect(asked).toContain('$play_scenario');
    expect(asked).not.toContain('choose_difficulty');
    expect(asked).not.toContain('$play_scenario_standalone');
    expect(run.prompt?.scenario).toBe('arkham');
    expect(run.state.scenarios.find((item) => item.id === 'war_of_the_outer_gods')?.status).toBe('completed');
  });
});
