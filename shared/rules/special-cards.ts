// Every card whose deckbuilding rule lives only in its text (docs/architecture.md, decision 2).
// Rules import these constants, never a bare code.

/** Vielseitig / Versatile: +5 deck size and one other level-0 card from any class. */
export const VERSATILE = '06167';
/** Wissen der Ahnen / Ancestral Knowledge: +5 deck size, at least 10 skills. */
export const ANCESTRAL_KNOWLEDGE = '07303';
/** Erzwungenes Lernen / Forced Learning: +15 deck size. */
export const FORCED_LEARNING = '08031';
/** Von der Mafia unterstützt / Underworld Support: −5 deck size, one copy per title. */
export const UNDERWORLD_SUPPORT = '08046';
/** Markt der Mafia / Underworld Market: +10 deck size (for its Illicit stack). */
const UNDERWORLD_MARKET = '09077';
/** Auf dich allein gestellt / On Your Own: no assets that take up an ally slot. */
export const ON_YOUR_OWN = '53010';
/** Okkulter Beweis / Occult Evidence: Mandy Thompson needs 1/2/3 copies at deck size 30/40/50. */
export const OCCULT_EVIDENCE = '06008';
/** Mandy Thompson: her deck size decides how many Occult Evidence she needs. */
export const MANDY_THOMPSON = '06002';
/**
 * Subject 5U-21 (89001): "Additional Upgrade Options: … purchase or upgrade 1 or more cards of any
 * level from the class with the most devoured cards" — the class option's base_level 0 does not bind.
 */
export const SUBJECT_5U21 = '89001';
/**
 * Collector (12181, a reward card of the 2026 core set, German „Sammler“): "You get +5 deck size.
 * Your investigator's Deckbuilding Options gains: one other [[Relic]] or [[Charm]] asset of any
 * class level 0-3."
 */
export const COLLECTOR = '12181';
/** Zufällige Grundschwäche: the placeholder for a random basic weakness. */
export const RANDOM_BASIC_WEAKNESS = '01000';

/** Deck size changes of permanent cards, per copy in the deck. */
export const DECK_SIZE_CHANGES: Readonly<Record<string, number>> = {
  [VERSATILE]: 5,
  [ANCESTRAL_KNOWLEDGE]: 5,
  [FORCED_LEARNING]: 15,
  [UNDERWORLD_SUPPORT]: -5,
  [UNDERWORLD_MARKET]: 10,
  [COLLECTOR]: 5,
};

/** Ancestral Knowledge: "Your deck must include at least 10 skills." */
export const ANCESTRAL_KNOWLEDGE_MIN_SKILLS = 10;

/** ‖Wendy Adams (90037) front: "Add Tidal Memento to your deck." (Gezeiten-Andenken, 90038) */
export const PARALLEL_WENDY = '90037';
export const TIDAL_MEMENTO = '90038';
/** ‖Roland Banks (90024) front: "choose 3 different Directive assets" (Direktive). */
export const PARALLEL_ROLAND = '90024';
export const DIRECTIVES = ['90025', '90026', '90027', '90028', '90029'] as const;
export const DIRECTIVES_REQUIRED = 3;
/** Lily Chen (08010): "1 Burden of Destiny for each Discipline asset", at least one Discipline. */
export const LILY_CHEN = '08010';
export const BURDEN_OF_DESTINY = '08015';
export const DISCIPLINES = ['08011a', '08012a', '08013a', '08014a'] as const;

/** Anpassungsfähig / Adaptable: two level-0 swaps per copy between scenarios for free. */
export const ADAPTABLE = '02110';
/** Arkane Forschung / Arcane Research: −1 on the first Spell upgrade after each scenario, per copy. */
export const ARCANE_RESEARCH = '04109';
/** Hinab in den Kaninchenbau / Down the Rabbit Hole: −1 on the first 2 upgrades, +1 on new cards. */
export const DOWN_THE_RABBIT_HOLE = '08059';
export const DOWN_THE_RABBIT_HOLE_UPGRADES = 2;
/** Déjà-vu / Déjà Vu: −1 on re-buying up to 3 cards exiled in the last scenario, per copy. */
export const DEJA_VU = '60531';
export const DEJA_VU_CARDS = 3;
/** Free level-0 swaps Adaptable grants per copy. */
export const ADAPTABLE_SWAPS = 2;

/** "Bonus Experience: 5 additional experience (does not affect the number of weaknesses … Standalone)". */
export const BONUS_EXPERIENCE: Readonly<Record<string, number>> = {
  '04004': 5, // Vater Mateo / Father Mateo
  '09008': 5, // Kymani Jones
  '90024': 5, // ‖Roland Banks (back)
};
/** Joe Diamond (05002): "at least 11 Insight events (including Unsolved Case)". */
export const JOE_DIAMOND = '05002';
export const JOE_DIAMOND_INSIGHT_EVENTS = 11;
