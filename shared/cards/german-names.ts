// The one German name the app shows for a pack or cycle, everywhere (pack filter, collection,
// change reports, card versions, exports, Limitiert's choices): the German card data's name
// (translations/de/packs.json, cycles.json) where it has one, else the English name
// (docs/data-notes.md „Namen von Kampagnen, Zyklen und Packs“).

export interface NamedInGerman {
  name: string;
  name_de?: string;
}

export const germanName = (entry: NamedInGerman): string => entry.name_de ?? entry.name;

/**
 * German pack names spelled as the cycle list spells the same name: the German data writes the
 * pack `tfa` „Das Vergessene Zeitalter“ and its cycle „Das vergessene Zeitalter“; one spelling
 * is shown, the cycle list's (as the German Return-to pack „Rückkehr zu: Das vergessene Zeitalter“).
 */
export function spelledAsCycles(
  packNames: Readonly<Record<string, string>>,
  cycleNames: Readonly<Record<string, string>>,
): Record<string, string> {
  const cycleSpelling = new Map(Object.values(cycleNames).map((name) => [name.toLocaleLowerCase('de'), name]));
  return Object.fromEntries(
    Object.entries(packNames).map(([code, name]) => [code, cycleSpelling.get(name.toLocaleLowerCase('de')) ?? name]),
  );
}
