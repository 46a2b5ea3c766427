import type { CustomizationOption } from '../cards/card-types.ts';
import { optionLines } from './customization-sheet.ts';
import { type DeckListLine, slotKeyOf } from './deck-list.ts';
import { cardName, type ExportContext } from './export-labels.ts';

// The upgrades a customizable card has taken, for a sub-line under the card: each option by
// the bold name its upgrade sheet prints ("□□□ <b>Saga.</b> …", one line per option),
// partly checked options with their boxes, and the choices made (cards, skills, traits, slot).

/** The bold name of option `index` in a `customization_text` (its n-th line). */
function optionName(text: string | undefined, index: number): string | undefined {
  return optionLines(text)[index]?.name;
}

function choiceText(
  option: CustomizationOption,
  value: string,
  line: DeckListLine,
  { lang, labels, pool }: ExportContext,
): string {
  if (option.choice === 'choose_card') {
    const card = pool.card(value);
    return card ? cardName(card, lang) : value;
  }
  if (option.choice === 'choose_skill') return labels.skills[value] ?? value;
  // The index names a slot of the printed card ("Ally. Arcane": 0 = Ally).
  if (option.choice === 'remove_slot')
    return labels.slots[slotKeyOf(pool.card(line.code)?.slot?.split('.')[Number(value)])];
  return value;
}

/** One text per option taken or started ("Saga (2/3)", "Gewählt: Willenskraft"), in sheet order. */
export function customizationSummary(line: DeckListLine, context: ExportContext): string[] {
  const { card } = line;
  const text =
    context.lang === 'de' ? (card.de?.customization_text ?? card.customization_text) : card.customization_text;
  return line.customizations.flatMap((entry) => {
    const option = card.customization_options?.[entry.index];
    const boxes = Math.min(entry.xp, option?.xp ?? 0);
    if (!option || (boxes === 0 && !entry.choice?.length)) return [];
    const name = optionName(text, entry.index) ?? context.labels.chosen;
    const choices = (entry.choice ?? []).map((value) => choiceText(option, value, line, context));
    const partial = boxes < option.xp ? ` (${boxes}/${option.xp})` : '';
    return [`${name}${choices.length ? `: ${choices.join(', ')}` : ''}${partial}`];
  });
}
