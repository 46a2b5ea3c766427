import type { Card, GermanLabels } from '../../shared/cards/card-types.ts';
import { factionLabel } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';

// The choices an investigator's back side asks for when a deck is started (deck_options
// faction_select, option_select, deck_size_select), as `meta` keys with German labels.

export interface ChoiceField {
  /** The deck `meta` key: faction_selected (or the option's id), option_selected, deck_size_selected. */
  key: string;
  label: string;
  values: { value: string; label: string }[];
}

export function choiceFields(back: Card, labels: GermanLabels | undefined): ChoiceField[] {
  const fields: ChoiceField[] = [];
  for (const option of back.deck_options ?? []) {
    if (option.faction_select) {
      const key = option.id ?? 'faction_selected';
      const numbered = /^faction_(\d+)$/.exec(key);
      fields.push({
        key,
        label: numbered ? t.choiceClassNumbered(Number(numbered[1])) : t.choiceClass,
        values: option.faction_select.map((code) => ({ value: code, label: factionLabel(labels, code) })),
      });
    }
    if (option.option_select) {
      fields.push({
        key: 'option_selected',
        label: t.choiceOption,
        values: option.option_select.map((sub) => ({ value: sub.id, label: t.optionNames[sub.id] ?? sub.name })),
      });
    }
    if (option.deck_size_select !== undefined) {
      const sizes = [option.deck_size_select].flat();
      fields.push({
        key: 'deck_size_selected',
        label: t.choiceDeckSize,
        values: sizes.map((size) => ({ value: size, label: t.deckSizeValue(size) })),
      });
    }
  }
  return fields;
}

/** The first free value of every field (Charlie Kane's two classes differ) until the player chooses. */
export function defaultChoices(fields: readonly ChoiceField[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const field of fields) {
    const taken = new Set(Object.values(chosen));
    const value = field.values.find((entry) => !taken.has(entry.value)) ?? field.values[0];
    if (value) chosen[field.key] = value.value;
  }
  return chosen;
}
