import { beforeAll, expect, it } from 'vitest';
import { campaignGuideOf } from '../../../shared/guide/guide-data.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import { hasGuide, STANDALONE_GUIDE, standaloneGuide } from '../../../shared/guide/standalone-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData } from '../../../shared/guide/types.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// A standalone play's guide (Grimoire „Einzelspielszenario (Einzelspielsmodus)“, grimoire-de.md
// line 566: „Nachdem man ein Szenario ausgewählt hat, liest man im Kampagnenleitfaden des
// gewählten Szenarios nach, wie das Szenario vorbereitet wird. Zusätzliche Anweisungen für das
// Einzelspielszenario findet man gewöhnlich am Ende der normalen Vorbereitung“): the group is
// chosen, then the scenario's `standalone_setup` (its own difficulty and chaos bag), its
// resolution, and the play is over.

const ROLAND = '01001';
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const GROUP = answer('$setup/$choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND] });

describeRealData('the guide of a standalone play', () => {
  let side: GuideData;
  beforeAll(async () => {
    side = campaignGuideOf(await realCampaignData(), STANDALONE_GUIDE)!;
  });

  it('walks Curse of the Rougarou from its standalone setup to its resolution, and is done', () => {
    const guide = standaloneGuide(side, 'curse_of_the_rougarou')!;
    const answers = [
      GROUP,
      // campaigns/side/curse_of_the_rougarou.json: standalone_setup begins with choose_difficulty (Standard, Hard).
      answer('curse_of_the_rougarou/choose_difficulty', { kind: 'choose_one', choice: 'hard' }),
      answer('curse_of_the_rougarou/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
      answer('curse_of_the_rougarou/earn_xp', { kind: 'counter', value: 3 }),
      answer('curse_of_the_rougarou/$upgrade_decks', { kind: 'upgrade_decks' }),
    ];
    const partway = runGuide(guide, answers.slice(0, 2), CORE_INVESTIGATORS);
    expect(partway.prompt?.key).toBe('curse_of_the_rougarou/$play_scenario');
    expect(partway.state.difficulty).toBe('hard');
    const run = runGuide(guide, answers, CORE_INVESTIGATORS);
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
    // Resolution 1: its steps are rougarou_continues_to_haunt_the_bayou, earn_xp, $upgrade_decks.
    expect(run.state.scenarios.find((item) => item.id === 'curse_of_the_rougarou')).toMatchObject({
      status: 'completed',
      resolution: 'R1',
    });
  });

  it('walks the challenge scenario Read or Die, which only its standalone setup asks a difficulty for', () => {
    const run = runGuide(standaloneGuide(side, 'read_or_die')!, [GROUP], CORE_INVESTIGATORS);
    expect(run.prompt).toMatchObject({ key: 'read_or_die/choose_difficulty', kind: 'choose_one' });
    expect(run.prompt?.choices?.map((choice) => choice.id)).toEqual(['easy', 'standard', 'hard', 'expert']);
    // Its challenge (read_or_die.json `challenge.requirements`) is read before the setup.
    expect(run.prompt?.shown).toEqual([
      expect.objectContaining({
        step: '$challenge_requirement_1',
        text: expect.objectContaining({
          en: 'Daisy Walker’s deck must include at least 4 [[Tome]] assets. [[Tome]] weaknesses do not count toward this total.',
        }),
      }),
    ]);
  });

  it('walks War of the Outer Gods to its own play step and through Resolution 4 to the end', () => {
    // war_of_the_outer_gods.json: `set_play_scenario_id` sets `play_scenario_step_id` to
    // `$play_scenario_standalone`, the last step of its standalone_setup.
    const guide = standaloneGuide(side, 'war_of_the_outer_gods')!;
    const answers = [
      GROUP,
      answer('war_of_the_outer_gods/choose_difficulty', { kind: 'choose_one', choice: 'standard' }),
      answer('war_of_the_outer_gods/ask_epic_multiplayer', { kind: 'choose_one', choice: 'single_group' }),
    ];
    const partway = runGuide(guide, answers, CORE_INVESTIGATORS);
    expect(partway.problem).toBeUndefined();
    expect(partway.prompt).toMatchObject({
      key: 'war_of_the_outer_gods/$play_scenario_standalone',
      kind: 'play_scenario',
    });
    // Resolution 4: earn_cloak, earn_blade (each „Any one investigator may choose to add …“), earn_xp.
    const run = runGuide(
      guide,
      [
        ...answers,
        answer('war_of_the_outer_gods/$play_scenario_standalone', {
          kind: 'play_scenario',
          lead: ROLAND,
          resolution: 'R4',
        }),
        answer('war_of_the_outer_gods/earn_cloak', { kind: 'investigator_choice', choices: { [ROLAND]: 'chosen' } }),
        answer('war_of_the_outer_gods/earn_blade', { kind: 'investigator_choice', choices: { [ROLAND]: 'chosen' } }),
        answer('war_of_the_outer_gods/earn_xp', { kind: 'counter', value: 2 }),
        answer('war_of_the_outer_gods/$upgrade_decks', { kind: 'upgrade_decks' }),
      ],
      CORE_INVESTIGATORS,
    );
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
  });

  it('is there for a standalone play and for the guided campaigns only; an unknown id has none', () => {
    expect(standaloneGuide(side, 'torch')).toBeUndefined();
    expect(hasGuide({ standalone: true, definitionId: 'side' })).toBe(true);
    expect(hasGuide({ definitionId: 'side' })).toBe(false);
    expect(hasGuide({ definitionId: 'core' })).toBe(true);
    expect(hasGuide({ definitionId: 'tde' })).toBe(true);
    expect(hasGuide({ definitionId: 'eoe' })).toBe(true);
    // A fan-made campaign is recorded by hand.
    expect(hasGuide({ definitionId: 'zoz' })).toBe(false);
  });
});
