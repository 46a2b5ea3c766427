// Typed deck problems: a code, the cards at fault and the rule it comes from.
// Warnings have the same shape: things the player should know that leave the deck legal.
// German sentences are made from these at the edges (shared/i18n/de/deck-problems.ts).

/** ArkhamDB's problem codes first, then our own where none of them fits. */
export const PROBLEM_CODES = [
  'too_few_cards',
  'too_many_cards',
  'too_many_copies',
  'invalid_cards',
  'deck_options_limit',
  'investigator',
  'unknown_cards',
  'taboo_forbidden',
  'researched_locked',
  'researched_not_upgraded',
  'required_removed',
  'permanent_removed',
  'standalone_xp_limit',
  'standalone_weaknesses',
  'customization_choice_missing',
  'customization_choice_invalid',
  'card_versions_mixed',
  'reward_locked',
  'too_many_permanent_rewards',
  'purchase_at_creation',
  'environment',
  // Grimoire „Ultimaten und Gaben“ (shared/rules/variant-problems.ts).
  'variant_highlander',
  'variant_level_zero',
  'variant_taboo',
  'variant_weaknesses',
  // Warnings (DeckValidation.warnings): the deck stays legal.
  'researched_unknown',
  'reward_unknown',
  'slot_count_dropped',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** Where a rule is written: a Grimoire section title, a rules.json entry id, or a card's own text. */
export type RuleRef =
  | { source: 'grimoire'; section: string }
  | { source: 'glossary'; id: string }
  | { source: 'card'; code: string };

export interface DeckProblem {
  code: ProblemCode;
  cards: string[];
  rule: RuleRef;
  /** Numbers and names the German sentence needs (limit, count, option name, …). */
  details?: Record<string, string | number>;
  /** `extra` for ‖Jim Culver's spirit deck. */
  deck?: 'main' | 'extra';
}

export const grimoire = (section: string): RuleRef => ({ source: 'grimoire', section });
export const cardRule = (code: string): RuleRef => ({ source: 'card', code });
export const glossary = (id: string): RuleRef => ({ source: 'glossary', id });
