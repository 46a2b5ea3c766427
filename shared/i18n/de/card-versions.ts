import type { CardPool } from '../../cards/card-pool.ts';
import type { Card } from '../../cards/card-types.ts';
import { chapterOf } from '../../cards/card-wording.ts';
import { germanName } from '../../cards/german-names.ts';

// German labels of a card's version: the product it is printed in and its chapter (packs.json
// `chapter`; Grimoire „Modifizierte Reprints“ and „Legacy-Umgebung“).

/** Shown beside English Kapitel-2 text the German data does not translate yet. */
export const UNTRANSLATED_CHAPTER_2 = 'Noch keine deutsche Übersetzung des Kapitel-2-Textes';

/** „Grundspiel (2026) · Kapitel 2“. */
export function cardVersionLabel(pool: CardPool, card: Card): string {
  const pack = pool.pack(card.pack_code);
  return `${pack ? germanName(pack) : card.pack_code} · Kapitel ${chapterOf(pool, card)}`;
}
