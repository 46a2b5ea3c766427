import type { CardPool } from '../cards/card-pool.ts';
import type { Card, CustomizationOption } from '../cards/card-types.ts';
import type { DeckMeta } from '../decks/deck-json.ts';
import { traitsOf } from './card-restrictions.ts';
import { type CustomizationEntry, parseCustomizations } from './customizations.ts';
import { type DeckProblem, glossary } from './deck-problem.ts';

// The choices on a customizable card's upgrade sheet (rules.json `Customizable`; `cus_<code>`,
// see customizations.ts). Five cards of The Scarlet Keys ask for one (checked against the data):
//   09042 The Raven Quill    choose_card  row 0 (0 boxes, 1 card), row 4 "Endless Inkwell" (2 boxes,
//                            2 cards), filter {type: asset, trait: Tome|Spell}: "name a [[Tome]] or
//                            [[Spell]] asset", "Name two more [[Tome]] or [[Spell]] assets"
//   09060 Friends in Low Places  choose_trait row 0 (0 boxes), row 2 "Versatile" (2): "choose and
//                            record a [[Trait]]", "Choose another [[Trait]]"
//   09079 Living Ink         choose_skill row 0 (0 boxes), rows 4 and 5 "Eldritch Ink" (2, 3):
//                            "choose a skill", "Choose another skill"
//   09080 Summoned Servitor  remove_slot  row 5 "Dominance" (2): "no longer takes up an (circle
//                            one): arcane / ally slot" — an index into its printed "Ally. Arcane"
//   09101 Grizzled           choose_trait row 0 (0 boxes, 2 traits), rows 1 and 2 "Specialist"
//                            (1, 2): "choose and record two [[Traits]]", "Choose another trait"
//
// What is checked, and why:
// - A taken option (all of its boxes checked — rows with 0 boxes are taken as soon as the card is
//   bought: "When you purchase …, choose …") needs exactly `quantity` (default 1) values:
//   fewer is `customization_choice_missing`, more is `customization_choice_invalid` (too_many).
//   A card whose sheet is absent from the meta still has its 0-box rows taken, so a Living Ink
//   without `cus_09079` misses its skill.
// - choose_card: a card of the data (player or encounter — the text only says "name a Tome or
//   Spell asset", and story assets such as 02254 Esoteric Formula can be controlled) of one of the
//   filter's types with at least one of its traits. The Raven Quill states no class or level
//   limit, so none is checked. Only `type` and `trait` filters occur in the data; an unknown
//   filter key is not guessed at.
// - choose_trait: a trait some card of the data has (player or encounter: Grizzled is about
//   encounter cards), compared without case and surrounding blanks; empty values cannot be stored.
// - choose_skill: willpower, intellect, combat or agility, as ArkhamDB stores them.
// - remove_slot: the index of one of the printed card's slots ("Ally. Arcane": 0 or 1).
// - Every "another" / "more" choice names something not chosen yet on the same card: a value that
//   repeats an earlier one of the same kind (cards by title, as the Quill names a title; traits
//   without case) is `customization_choice_invalid` (duplicate).
//
// Decided not to be problems:
// - Values on an option that is not taken (boxes partly or not checked). rules.json: an upgrade
//   and "the card ability attached to it" are only gained once all of its boxes are checked, so
//   until then the value changes nothing on the card (customizedCard ignores it too) — it is a
//   note pencilled on the sheet, kept as it is and checked once the last box is checked.
// - Values on an option without `choice`: nothing on the card reads them, so they change nothing.

export const CHOICE_SKILLS: readonly string[] = ['willpower', 'intellect', 'combat', 'agility'];

export type ChoiceFault =
  | 'unknown_card'
  | 'card_type'
  | 'card_trait'
  | 'unknown_trait'
  | 'skill'
  | 'slot'
  | 'duplicate'
  | 'too_many';

const NONE: readonly DeckProblem[] = [];
const RULE = glossary('Customizable');
type Kind = 'choose_card' | 'choose_trait' | 'choose_skill' | 'remove_slot';
const KINDS: readonly string[] = ['choose_card', 'choose_trait', 'choose_skill', 'remove_slot'];

// Every trait of a pool's cards, lower case; made on the first trait choice checked.
const poolTraits = new WeakMap<readonly Card[], Set<string>>();

function knownTraits(pool: CardPool): Set<string> {
  let traits = poolTraits.get(pool.data.cards);
  if (!traits) {
    traits = new Set();
    for (const card of pool.data.cards) {
      for (const trait of (card.traits ?? '').split('.')) if (trait.trim()) traits.add(trait.trim().toLowerCase());
    }
    poolTraits.set(pool.data.cards, traits);
  }
  return traits;
}

/** A row taken without boxes that asks for a choice (no allocation: runs for sheet-less cards). */
function hasFreeChoice(options: readonly CustomizationOption[]): boolean {
  for (const option of options)
    if (option.xp === 0 && option.choice !== undefined && KINDS.includes(option.choice)) return true;
  return false;
}

function slotCount(slot: string | undefined): number {
  return (slot ?? '').split('.').filter((s) => s.trim()).length;
}

/** Why `value` may not be chosen on `option`, or undefined if it may. */
function fault(
  kind: Kind,
  option: CustomizationOption,
  value: string,
  card: Card,
  lookup: (code: string) => Card | undefined,
  pool: CardPool,
): ChoiceFault | undefined {
  if (kind === 'choose_skill') return CHOICE_SKILLS.includes(value) ? undefined : 'skill';
  if (kind === 'remove_slot') return /^\d+$/.test(value) && Number(value) < slotCount(card.slot) ? undefined : 'slot';
  if (kind === 'choose_trait') return knownTraits(pool).has(value.trim().toLowerCase()) ? undefined : 'unknown_trait';
  const named = lookup(value);
  if (!named) return 'unknown_card';
  const filter = option.card;
  if (filter?.type?.length && !filter.type.includes(named.type_code)) return 'card_type';
  // traitsOf gives lower-case traits; the filter's are printed ("Tome").
  if (filter?.trait?.length && !filter.trait.some((trait) => traitsOf(named).includes(trait.toLowerCase())))
    return 'card_trait';
  return undefined;
}

/** What makes two values the same choice: a card's title, a trait without case, else the value. */
function sameness(kind: Kind, value: string, lookup: (code: string) => Card | undefined): string {
  if (kind === 'choose_card') return `${kind}:${lookup(value)?.name ?? value}`;
  if (kind === 'choose_trait') return `${kind}:${value.trim().toLowerCase()}`;
  return `${kind}:${value}`;
}

function sheetProblems(
  card: Card,
  options: readonly CustomizationOption[],
  sheet: string,
  lookup: (code: string) => Card | undefined,
  pool: CardPool,
): readonly DeckProblem[] {
  const code = card.code;
  const entries = new Map<number, CustomizationEntry>();
  for (const entry of parseCustomizations(sheet)) entries.set(entry.index, entry);
  const problems: DeckProblem[] = [];
  const chosen = new Set<string>();
  options.forEach((option, index) => {
    if (option.choice === undefined || !KINDS.includes(option.choice)) return;
    const kind = option.choice as Kind;
    const entry = entries.get(index);
    // rules.json `Customizable`: taken once all of its boxes are checked (see above for the rest).
    if ((entry?.xp ?? 0) < option.xp) return;
    const values = entry?.choice ?? [];
    const needed = option.quantity ?? 1;
    if (values.length < needed) {
      problems.push({
        code: 'customization_choice_missing',
        cards: [code],
        rule: RULE,
        details: { card: code, option: index, choice: kind, boxes: option.xp, needed, count: values.length },
      });
    }
    values.forEach((value, i) => {
      const key = sameness(kind, value, lookup);
      const reason =
        i >= needed
          ? 'too_many'
          : (fault(kind, option, value, card, lookup, pool) ?? (chosen.has(key) ? 'duplicate' : undefined));
      chosen.add(key);
      if (!reason) return;
      const details: Record<string, string | number> = { card: code, option: index, choice: kind, value, reason };
      if (reason === 'too_many') details.needed = needed;
      if (reason === 'card_type') details.types = option.card?.type?.join(', ') ?? '';
      if (reason === 'card_trait') details.traits = option.card?.trait?.join(', ') ?? '';
      if (reason === 'slot') details.slot = card.slot ?? '';
      problems.push({ code: 'customization_choice_invalid', cards: [code], rule: RULE, details });
    });
  });
  return problems.length ? problems : NONE;
}

// The problems per card object and sheet text, as customizedCardFor keeps cards: validation runs
// per keystroke and a sheet rarely changes. A card object belongs to one pool (a taboo list's
// version is another object) and taboo lists change no type or trait a choice is checked by, so
// the same card and text always give the same problems. Callers must not change them.
const problemsBySheet = new WeakMap<Card, Map<string, readonly DeckProblem[]>>();

/**
 * The problems of the choices on `card`'s upgrade sheet (`meta.cus_<card.code>`); `card` is the deck's
 * printing (taboo applied, before customization), `lookup` the deck's view of the pool. Returns a
 * shared empty array when there is nothing to say, and reads nothing for a card without a sheet
 * unless one of its rows asks for a choice at purchase.
 */
export function customizationChoiceProblems(
  card: Card,
  meta: DeckMeta,
  lookup: (code: string) => Card | undefined,
  pool: CardPool,
): readonly DeckProblem[] {
  const options = card.customization_options;
  if (!options) return NONE;
  const sheet = meta[`cus_${card.code}`];
  if (sheet === undefined && !hasFreeChoice(options)) return NONE;
  let bySheet = problemsBySheet.get(card);
  if (!bySheet) {
    bySheet = new Map();
    problemsBySheet.set(card, bySheet);
  }
  // An absent sheet and an empty one take the same rows (those without boxes).
  const text = sheet ?? '';
  let problems = bySheet.get(text);
  if (!problems) {
    problems = sheetProblems(card, options, text, lookup, pool);
    if (bySheet.size >= 32) bySheet.clear();
    bySheet.set(text, problems);
  }
  return problems;
}
