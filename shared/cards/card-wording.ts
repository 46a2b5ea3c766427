import type { CardPool } from './card-pool.ts';
import type { Card } from './card-types.ts';

// Which wording of a card's text to show. Reprints from the 2026 core set on („Kapitel 2“) may
// print slightly changed text (Grimoire „Legacy-Umgebung“, grimoire-de.md L2542: „leichte
// Unterschiede zwischen Texten einiger Karten, die in Kapitel 1 … und Karten, die danach
// erschienen sind“); such a reprint stays the same card, only its wording differs. A modified
// reprint (modified-reprints.ts) is a card of its own and always shows its own text.

/** Kapitel 1: the text as printed before the 2026 core set; Kapitel 2: the text from it on. */
export const CARD_WORDINGS = ['kapitel1', 'kapitel2'] as const;
export type CardWording = (typeof CARD_WORDINGS)[number];

export const isCardWording = (value: string): value is CardWording =>
  (CARD_WORDINGS as readonly string[]).includes(value);

/** The deckbuilding environments of Grimoire „Deckbau-Umgebungen“. */
type DeckEnvironmentKind = 'aktuell' | 'limitiert' | 'legacy';

/**
 * Aktuell and Limitiert are built from the 2026 core set on: Kapitel 2 wording. In Legacy „muss
 * sich die Gruppe darauf einigen, welche Version der Karte jeder Ermittler verwenden darf“
 * (L2542): the group's choice, Kapitel 2 unless it chose otherwise (the Grimoire is that edition).
 */
export function wordingForEnvironment(environment: DeckEnvironmentKind, groupChoice?: CardWording): CardWording {
  return environment === 'legacy' ? (groupChoice ?? 'kapitel2') : 'kapitel2';
}

/** A card's text in one wording. */
export interface WordedText {
  /** The printing the text is taken from. */
  code: string;
  /** The chapter of that printing's pack (packs.json `chapter`; 1 where it has none). */
  chapter: number;
  text: string | undefined;
  /** False when `text` is English: the data has no German translation of this wording yet. */
  german: boolean;
}

/** The chapter of the pack a card is printed in. */
export const chapterOf = (pool: CardPool, card: Card): number => pool.pack(card.pack_code)?.chapter ?? 1;

function worded(pool: CardPool, card: Card): WordedText {
  const german = card.de?.text;
  return {
    code: card.code,
    chapter: chapterOf(pool, card),
    text: german ?? card.text,
    german: german !== undefined || card.text === undefined,
  };
}

/**
 * The text `card` shows in `wording` (Kapitel 2 by default). A reprint shows its original's
 * wording, or the Kapitel-2 printing's where one prints its own text.
 */
export function cardWordingText(pool: CardPool, card: Card, wording: CardWording = 'kapitel2'): WordedText {
  if (card.modified_reprint_of) return worded(pool, card);
  const original = (card.duplicate_of && pool.card(card.duplicate_of)) || card;
  if (wording === 'kapitel2' && chapterOf(pool, original) < 2) {
    const later = pool
      .reprintsOf(original)
      .find((reprint) => reprint.text !== original.text && chapterOf(pool, reprint) >= 2);
    if (later) return worded(pool, later);
  }
  return worded(pool, original);
}

/**
 * The chapter whose wording a card shows in `wording`, for the few cards whose Kapitel-1 and
 * Kapitel-2 texts differ (a list names it beside the title: the title alone does not tell);
 * undefined for every other card.
 */
export function wordingChapter(pool: CardPool, card: Card, wording: CardWording): number | undefined {
  if (card.modified_reprint_of) return undefined;
  const first = cardWordingText(pool, card, 'kapitel1');
  const second = cardWordingText(pool, card, 'kapitel2');
  if (first.code === second.code) return undefined;
  return (wording === 'kapitel1' ? first : second).chapter;
}
