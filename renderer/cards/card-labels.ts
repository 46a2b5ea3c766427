import type { Card, GermanLabels, Pack } from '../../shared/cards/card-types.ts';
import { germanName } from '../../shared/cards/german-names.ts';
import { FACTION_LABELS, TYPE_LABELS } from '../../shared/i18n/de/labels.ts';

// German display values of a card; the data's German overlay first, our labels as fallback.

export const cardName = (card: Card): string => card.de?.name ?? card.name;
export const cardSubname = (card: Card): string | undefined => card.de?.subname ?? card.subname;
export const cardTraits = (card: Card): string | undefined => card.de?.traits ?? card.traits;
export const cardText = (card: Card): string | undefined => card.de?.text ?? card.text;
export const cardBackText = (card: Card): string | undefined => card.de?.back_text ?? card.back_text;
export const cardSlot = (card: Card): string | undefined => card.de?.slot ?? card.slot;

export function factionLabel(labels: GermanLabels | undefined, code: string): string {
  return labels?.factions[code] ?? FACTION_LABELS[code] ?? code;
}

/** The type, or the weakness kind for weaknesses ("Grundschwäche" reads better than "Verrat"). */
export function typeLabel(labels: GermanLabels | undefined, card: Pick<Card, 'type_code' | 'subtype_code'>): string {
  const type = labels?.types[card.type_code] ?? TYPE_LABELS[card.type_code] ?? card.type_code;
  const subtype = card.subtype_code && labels?.subtypes[card.subtype_code];
  return subtype ? `${type} · ${subtype}` : type;
}

export function typeCodeLabel(labels: GermanLabels | undefined, code: string): string {
  return labels?.types[code] ?? TYPE_LABELS[code] ?? code;
}

/** ArkhamDB writes "X" as -2 and "no cost" (permanents) as null; skills have none at all. */
export function costText(card: Card): string | undefined {
  if (card.cost === undefined) return undefined;
  if (card.cost === null) return '–';
  return card.cost === -2 ? 'X' : String(card.cost);
}

export function packName(packs: readonly Pack[], code: string): string {
  const pack = packs.find((entry) => entry.code === code);
  return pack ? germanName(pack) : code;
}
