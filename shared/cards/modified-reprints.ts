// Grimoire „XIII. Modifizierte Reprints“ (grimoire-de.md, table lines 2697–2701): later printings
// that differ in game terms from the card they reprint. Each is a card of its own code; a deck
// holds only one version of such a card (shared/rules/card-versions.ts). Every other reprint stays
// the same card as its original. The next edition's list is one more entry here.

export interface ModifiedReprintList {
  /** The Grimoire section the list is printed in. */
  section: string;
  /** First line of the list's table in grimoire-de.md. */
  grimoireLine: number;
  /** Codes of the modified reprints (the original each reprints is its `duplicate_of`). */
  codes: readonly string[];
}

export const MODIFIED_REPRINT_LISTS: readonly ModifiedReprintList[] = [
  {
    section: 'Modifizierte Reprints',
    grimoireLine: 2697,
    // Grundspiel 2026 Nr. 20 Machete, 32 Laborassistentin, 64 Vorahnung, 65 Schutzsiegel,
    // 77 Fleischerbeil, 90 Mumm, 91 Fingerfertigkeit, 92 Überwältigen, 93 Wahrnehmung.
    codes: ['12020', '12032', '12064', '12065', '12077', '12090', '12091', '12092', '12093'],
  },
];

const MODIFIED_CODES: ReadonlySet<string> = new Set(MODIFIED_REPRINT_LISTS.flatMap((list) => list.codes));

/** True for a printing the Grimoire lists as a modified reprint. */
export const isModifiedReprint = (code: string): boolean => MODIFIED_CODES.has(code);
