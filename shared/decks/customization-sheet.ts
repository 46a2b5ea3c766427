import type { Card, CustomizationOption } from '../cards/card-types.ts';
import { type CustomizationEntry, customizationXp, customizedCard } from '../rules/customizations.ts';

// A customizable card's upgrade sheet as the deck editor shows it (rules.json `Customizable`):
// one row per option with its printed line, its boxes and what is checked, and the choice an
// option asks for, in the shape `cus_<code>` can hold (card codes, English traits, skills, the
// index of a removed slot). Editing returns new entries; the meta is written by the caller.

export type ChoiceKind = 'choose_card' | 'choose_trait' | 'choose_skill' | 'remove_slot';
const CHOICE_KINDS: readonly string[] = ['choose_card', 'choose_trait', 'choose_skill', 'remove_slot'];

export interface SheetOption {
  index: number;
  /** The bold name of the option's line ("Erbstück"), if it has one. */
  name?: string;
  /** The line after the boxes and the name, markup kept for the card text renderer. */
  text: string;
  /** XP boxes (0 for a choice every copy makes, like The Raven Quill's named asset). */
  boxes: number;
  checked: number;
  choice?: { kind: ChoiceKind; quantity: number; values: string[]; card?: CustomizationOption['card'] };
}

export interface SheetSummary {
  options: SheetOption[];
  /** Checked boxes, 1 XP each. */
  xp: number;
  /** Half the checked boxes, rounded up. */
  level: number;
}

/** The lines of a `customization_text`, one per option: boxes dropped, the bold name apart. */
export function optionLines(text: string | undefined): { name?: string; text: string }[] {
  return (text ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const rest = line.replace(/^[□☐\s]+/, '');
      const named = /^<b>(.*?)\.?<\/b>\s*/.exec(rest);
      return named ? { name: named[1], text: rest.slice(named[0].length) } : { text: rest };
    });
}

function entryOf(entries: readonly CustomizationEntry[], index: number): CustomizationEntry | undefined {
  return entries.find((entry) => entry.index === index);
}

/** The sheet of `card` with `entries` taken, its text from `text` (German, English as fallback). */
export function customizationSheet(
  card: Card,
  entries: readonly CustomizationEntry[],
  text = card.de?.customization_text ?? card.customization_text,
): SheetSummary {
  const lines = optionLines(text);
  const options = (card.customization_options ?? []).map((option, index): SheetOption => {
    const entry = entryOf(entries, index);
    const row: SheetOption = {
      index,
      ...(lines[index] ?? { text: '' }),
      boxes: option.xp,
      checked: Math.min(entry?.xp ?? 0, option.xp),
    };
    if (option.choice && CHOICE_KINDS.includes(option.choice)) {
      row.choice = {
        kind: option.choice as ChoiceKind,
        quantity: option.quantity ?? 1,
        values: entry?.choice ?? [],
        card: option.card,
      };
    }
    return row;
  });
  const xp = customizationXp(card, entries);
  return { options, xp, level: customizedCard(card, entries).xp ?? 0 };
}

/** Clicking box `box` (1-based) checks every box up to it; clicking the last checked one unchecks it. */
export function boxesAfterClick(checked: number, box: number): number {
  return box === checked ? box - 1 : box;
}

function withEntry(
  entries: readonly CustomizationEntry[],
  index: number,
  change: (entry: CustomizationEntry) => CustomizationEntry,
): CustomizationEntry[] {
  const next = change(entryOf(entries, index) ?? { index, xp: 0 });
  return [...entries.filter((entry) => entry.index !== index), next].sort((a, b) => a.index - b.index);
}

export function withChecked(
  entries: readonly CustomizationEntry[],
  index: number,
  checked: number,
): CustomizationEntry[] {
  return withEntry(entries, index, (entry) => ({ ...entry, xp: Math.max(0, checked) }));
}

/** The option's choices, blanks dropped (`cus_<code>` cannot hold an empty value). */
export function withChoice(
  entries: readonly CustomizationEntry[],
  index: number,
  values: readonly string[],
): CustomizationEntry[] {
  const chosen = values.filter(Boolean);
  return withEntry(entries, index, ({ choice: _old, ...entry }) =>
    chosen.length ? { ...entry, choice: chosen } : entry,
  );
}
