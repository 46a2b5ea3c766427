import { expect, it } from 'vitest';
import { type GuideAnswerReason, type GuideProblem, INPUT_KINDS } from '../../../shared/guide/types.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { germanGuideProblem } from '../../../shared/i18n/de/guide-problems.ts';

// The issue „The guide a group can trust“: no refusal ever shows an engine id. Every problem the
// guide engine reports, with the details it really carries (step keys of The Night of the Zealot's
// setup, scenario ids of The Forgotten Age, the `what` prefixes of shared/guide/conditions.ts,
// effects.ts, run-guide.ts), reads in German without `$`, a snake_case key or an input kind.

const REASONS: Record<GuideAnswerReason, true> = {
  unknown_choice: true,
  unknown_investigator: true,
  count_out_of_range: true,
  too_few: true,
  too_many: true,
  missing_weakness: true,
  weakness_not_allowed: true,
  unknown_resolution: true,
  status_not_allowed: true,
  unknown_supply: true,
  not_enough_points: true,
  unknown_side_story: true,
};

const PROBLEMS: { [code in GuideProblem['code']]: Extract<GuideProblem, { code: code }>[] } = {
  answer_stale: [{ code: 'answer_stale', expected: '$setup/difficulty_choice', got: '$setup/draw_weakness' }],
  answer_kind: [
    { code: 'answer_kind', expected: 'counter', got: 'choose_one' },
    { code: 'answer_kind', expected: 'use_supplies', got: 'supplies' },
    { code: 'answer_kind', expected: 'checklist', got: 'choose_one' },
    { code: 'answer_kind', expected: 'investigator_counter', got: 'not_a_kind' },
  ],
  answer_invalid: Object.keys(REASONS).map((reason) => ({
    code: 'answer_invalid' as const,
    key: '$setup/draw_weakness',
    reason: reason as GuideAnswerReason,
  })),
  no_open_prompt: [{ code: 'no_open_prompt' }],
  step_missing: [{ code: 'step_missing', scenario: 'heart_of_the_elders_part_1', step: '$check_binoculars' }],
  unsupported: [
    'scenario:the_boundary_beyond',
    'operand:campaign_log_count',
    'math:compare_unchosen',
    'campaign_data:chaos_bag',
    'scenario_data:player_count',
    'condition:has_calendar',
    'effect:swap_chaos_token',
    'step:resolution_story',
    'something_new',
  ].map((what) => ({ code: 'unsupported' as const, what })),
  walk_too_long: [{ code: 'walk_too_long', scenario: 'heart_of_the_elders_part_2' }],
};

const KIND = new RegExp(`(?<![\\p{L}_])(${INPUT_KINDS.join('|')})(?![\\p{L}_])`, 'u');

it('no German refusal of the guide shows `$`, a snake_case key or an input kind', () => {
  const texts = Object.values(PROBLEMS)
    .flat()
    .map((problem) => germanGuideProblem(problem as GuideProblem));
  expect(texts.length).toBe(1 + 4 + 12 + 1 + 1 + 9 + 1);
  for (const text of texts) {
    expect(text).not.toMatch(/\$/);
    expect(text).not.toMatch(/[a-z]+_[a-z]+/);
    expect(text).not.toMatch(KIND);
    expect(text).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
  }
});

it('says in German what is wrong: the kinds by their names, what is not supported by what it is', () => {
  const [counter, supplies, checklist, unknown] = PROBLEMS.answer_kind.map(germanGuideProblem);
  expect(counter).toBe(
    'Die Antwort hat nicht die Form, die der offene Schritt erwartet: verlangt ist „Anzahl“, nicht „Auswahl“.',
  );
  expect(supplies).toContain('verlangt ist „Aus der Ausrüstung gestrichen“, nicht „Ausrüstung gewählt“');
  // choose_one and checklist are both „Auswahl“: nothing contradictory said.
  expect(checklist).toMatch(/verlangt ist „Auswahl“\.$/);
  expect(unknown).toMatch(/verlangt ist „Anzahl je Ermittler“\.$/);
  const [scenario, , math, , , condition, effect, step, other] = PROBLEMS.unsupported.map(germanGuideProblem);
  expect(scenario).toContain('(ein Szenario, das die Daten nicht enthalten)');
  expect(math).toContain('(eine Rechnung)');
  expect(condition).toContain('(eine Bedingung)');
  expect(effect).toContain('(eine Auswirkung)');
  expect(step).toContain('(eine Art von Schritt)');
  expect(other).toBe('Dieser Teil des Leitfadens wird noch nicht unterstützt. Trag das Weitere von Hand ein.');
  expect(germanGuideProblem(PROBLEMS.answer_stale[0]!)).toMatch(/gehört zu einem anderen Schritt als dem offenen/);
});

it('an answer of the wrong shape names the asked kind in German, not `investigator_choice`', () => {
  const text = germanErrorMessage('guide_answer_refused', {
    answer: 1,
    reason: 'investigator_choice',
    issues: ['choices: Ungültige Eingabe'],
  });
  expect(text).toBe(
    'Antwort 2: Die Angaben passen nicht zur verlangten Antwort „Wahl je Ermittler“ (choices: Ungültige Eingabe). Es wurde nichts gespeichert.',
  );
});
