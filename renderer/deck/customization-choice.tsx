import { traitsOf } from '../../shared/cards/card-facets.ts';
import type { Card } from '../../shared/cards/card-types.ts';
import type { SheetOption } from '../../shared/decks/customization-sheet.ts';
import { slotKeyOf } from '../../shared/decks/deck-list.ts';
import { GERMAN_EXPORT_LABELS } from '../../shared/i18n/de/deck-export.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectEveryTraitName } from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './customization-choice.module.css';

type Choice = NonNullable<SheetOption['choice']>;
type Values = { value: string; label: string }[];

const SKILLS = ['willpower', 'intellect', 'combat', 'agility'];

/** Player cards an option may name: its types and any of its traits (The Raven Quill: Tome or Spell assets). */
function cardValues(cards: readonly Card[], filter: Choice['card']): Values {
  return cards
    .filter(
      (card) =>
        (!filter?.type?.length || filter.type.includes(card.type_code)) &&
        (!filter?.trait?.length || traitsOf(card).some((trait) => filter.trait!.includes(trait))),
    )
    .map((card) => ({ value: card.code, label: `${cardName(card)}${card.xp ? ` (${card.xp})` : ''}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** The selects an option's choice needs, one per value it may hold (`quantity`). */
export function CustomizationChoice({
  card,
  choice,
  optionIndex,
  onChange,
}: {
  card: Card;
  choice: Choice;
  optionIndex: number;
  onChange(values: string[]): void;
}) {
  const pool = useAppStore((state) => state.cardPool);
  const traitNames = useAppStore(selectEveryTraitName);
  let values: Values;
  if (choice.kind === 'choose_card') values = cardValues(pool?.listedCards ?? [], choice.card);
  else if (choice.kind === 'choose_trait')
    values = traitNames.map((entry) => ({ value: entry.trait, label: entry.label }));
  else if (choice.kind === 'choose_skill')
    values = SKILLS.map((skill) => ({ value: skill, label: t.skillNames[skill] ?? skill }));
  // remove_slot holds the index of a slot the printed card takes ("Ally. Arcane": 0 = Ally).
  else
    values = (card.slot ?? '')
      .split('.')
      .map((slot) => slot.trim())
      .filter(Boolean)
      .map((slot, index) => ({ value: String(index), label: GERMAN_EXPORT_LABELS.slots[slotKeyOf(slot)] }));
  // A value chosen elsewhere (another tool, an older pool) stays selectable.
  const withChosen = (value: string) =>
    value && !values.some((entry) => entry.value === value) ? [{ value, label: value }, ...values] : values;

  const slots = Array.from({ length: Math.max(1, choice.quantity) }, (_, i) => choice.values[i] ?? '');
  return (
    <span className={styles.choice}>
      {slots.map((value, i) => (
        <SelectField
          key={i}
          label={t.choiceLabel(choice.kind, i + 1, slots.length)}
          hideLabel
          value={value}
          values={[{ value: '', label: t.choicePlaceholder(choice.kind) }, ...withChosen(value)]}
          testId={`customization-choice-${optionIndex}`}
          onChange={(next) => onChange(slots.map((old, j) => (j === i ? next : old)))}
        />
      ))}
    </span>
  );
}
