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
