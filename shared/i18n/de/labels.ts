// German names for codes the data folder does not translate, and fallbacks for those it does.

export const FACTION_LABELS: Record<string, string> = {
  guardian: 'Wächter',
  seeker: 'Sucher',
  rogue: 'Schurke',
  mystic: 'Mystiker',
  survivor: 'Überlebender',
  neutral: 'Neutral',
  mythos: 'Mythos',
};

/**
 * The four skills as the Grimoire names them („Fertigkeitsproben“, grimoire-de.md L749:
 * „Willenskraft (☉), Intellekt (☁), Kampf (☠) oder Beweglichkeit (☘)“) – the one spelling of
 * every card icon, filter, card field, guide symbol, export and deck problem.
 */
export const SKILL_LABELS = {
  willpower: 'Willenskraft',
  intellect: 'Intellekt',
  combat: 'Kampf',
  agility: 'Beweglichkeit',
} as const;

/** The skill icons a card prints: the four skills and the wild icon (glossary „Joker-Fertigkeitssymbol ([wild])“). */
export const SKILL_ICON_LABELS: Readonly<Record<string, string>> = { ...SKILL_LABELS, wild: 'Joker' };

export const TYPE_LABELS: Record<string, string> = {
  investigator: 'Ermittler',
  asset: 'Vorteil',
  event: 'Ereignis',
  skill: 'Fertigkeit',
  treachery: 'Verrat',
  enemy: 'Gegner',
  story: 'Story',
  location: 'Ort',
};

export const IMPORT_PHASE_LABELS = {
  download: 'Von ArkhamDB laden',
  read: 'Dateien lesen',
  merge: 'Karten zusammenführen',
  write: 'In die Datenbank schreiben',
  campaigns: 'Kampagnen einlesen',
  done: 'Fertig',
} as const;
