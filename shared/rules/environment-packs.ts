import type { Card, Pack } from '../cards/card-types.ts';

// Grimoire XII „Deckbau-Umgebungen“: which packs make up an environment, read from packs.json
// (docs/rules-decisions.md „Deckbau-Umgebungen“ explains each choice).

/** „Grundspiel von Arkham Horror: Das Kartenspiel“ (2026) — the Grimoire names it. */
export const CORE_2026 = 'core_2026';
/** „5 Ermittlerdecks (Tommy Muldoon, Carolyn Fern, Andre Patel, Marie Lambeau, Miguel de la Cruz)“. */
export const INVESTIGATOR_DECKS = ['tom', 'car', 'and', 'mar', 'mig'] as const;
/** How many of the newest expansions of each kind Aktuell allows („die 2 neuesten …“). */
export const CURRENT_NEWEST = 2;

/**
 * Cycles whose packs belong to no environment („Parallele Ermittler, Promokarten“) or are no
 * expansion one picks: side stories, Return to… boxes and the Chapter 1 starter decks.
 */
const AGREED_CYCLES: ReadonlySet<string> = new Set(['parallel', 'promotional']);
const NO_EXPANSION_CYCLES: ReadonlySet<string> = new Set(['side_stories', 'return', 'investigator']);

const INVESTIGATOR_EXPANSION = /Investigator Expansion$/;
const CAMPAIGN_EXPANSION = /Campaign Expansion$/;

/** A player-card expansion Limitiert can pick: the codes that name it and the packs it holds. */
export interface PlayerExpansion {
  /** Codes accepted for it: its Investigator Expansion's pack code, and the cycle's code. */
  codes: string[];
  packs: string[];
}

export interface EnvironmentPacks {
  /** Core set 2026 and the five investigator decks. */
  base: string[];
  /** Aktuell's „2 neueste Deckbau-Erweiterungen“ released after the core set (newest first). */
  deckbuilding: string[];
  /** Aktuell's „2 neueste Ermittler-Erweiterungen nach dem Grundspiel“ (newest first). */
  investigator: string[];
  /** What Limitiert can pick from. */
  expansions: PlayerExpansion[];
  /** Cycle of each pack. */
  cycleOf: ReadonlyMap<string, string>;
}

const newestFirst = (a: Pack, b: Pack) =>
  (b.date_release ?? '').localeCompare(a.date_release ?? '') || b.position - a.position;

/** Works out the environments' packs from the pack list and which packs print player cards. */
export function environmentPacks(packs: readonly Pack[], cards: readonly Card[]): EnvironmentPacks {
  const printing = new Set<string>();
  for (const card of cards) printing.add(card.pack_code);
  const base: string[] = [CORE_2026, ...INVESTIGATOR_DECKS].filter((code) => packs.some((p) => p.code === code));
  const baseCycles = new Set(packs.filter((p) => base.includes(p.code)).map((p) => p.cycle_code));
  const coreDate = packs.find((p) => p.code === CORE_2026)?.date_release ?? undefined;
  const later = coreDate
    ? packs.filter((p) => p.date_release && p.date_release > coreDate && !base.includes(p.code)).sort(newestFirst)
    : [];
  const investigator = later.filter((p) => INVESTIGATOR_EXPANSION.test(p.name)).map((p) => p.code);
  const deckbuilding = later.filter(
    (p) =>
      printing.has(p.code) &&
      !INVESTIGATOR_EXPANSION.test(p.name) &&
      !CAMPAIGN_EXPANSION.test(p.name) &&
      !baseCycles.has(p.cycle_code) &&
      !AGREED_CYCLES.has(p.cycle_code) &&
      !NO_EXPANSION_CYCLES.has(p.cycle_code),
  );
  const expansions: PlayerExpansion[] = [];
  for (const pack of packs) {
    if (!INVESTIGATOR_EXPANSION.test(pack.name)) continue;
    const cyclePacks = packs.filter((p) => p.cycle_code === pack.cycle_code).map((p) => p.code);
    expansions.push({ codes: [pack.code, pack.cycle_code], packs: cyclePacks });
  }
  // A deckbuilding expansion is its own pack (no Investigator Expansion names it).
  for (const pack of deckbuilding) expansions.push({ codes: [pack.code], packs: [pack.code] });
  return {
    base,
    deckbuilding: deckbuilding.slice(0, CURRENT_NEWEST).map((p) => p.code),
    investigator: investigator.slice(0, CURRENT_NEWEST),
    expansions,
    cycleOf: new Map(packs.map((p) => [p.code, p.cycle_code])),
  };
}

/** The expansion a Limitiert pick names, if any. */
export function expansionNamed(packs: EnvironmentPacks, code: string): PlayerExpansion | undefined {
  return packs.expansions.find((expansion) => expansion.codes.includes(code));
}

/** Cards of parallel investigators and promotional packs: they belong to no environment. */
export function isAgreedPack(packs: EnvironmentPacks, pack: string): boolean {
  return AGREED_CYCLES.has(packs.cycleOf.get(pack) ?? '');
}
