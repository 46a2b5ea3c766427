import type { VariantEffect, VariantId } from '../../campaign/campaign-variants.ts';

// The German names of the Grimoire's „Ultimaten und Gaben“ (lines 2560–2682), as its headings
// print them, and what the app does with each kind.

export const deVariantNames = {
  names: {
    qual: 'Ultimatum der Qual',
    gebrochene_versprechen: 'Ultimatum der gebrochenen Versprechen',
    zerrissener_schleier: 'Ultimatum des zerrissenen Schleiers',
    chaos: 'Ultimatum des Chaos',
    katastrophe: 'Ultimatum der Katastrophe',
    grauen: 'Ultimatum des Grauens',
    scheitern: 'Ultimatum des Scheiterns',
    endgueltigkeit: 'Ultimatum der Endgültigkeit',
    verbotenes_wissen: 'Ultimatum des verbotenen Wissens',
    not: 'Ultimatum der Not',
    highlander: 'Ultimatum des Highlanders',
    einfuehrung: 'Ultimatum der Einführung',
    strenglaeubigkeit: 'Ultimatum der Strenggläubigkeit',
    schrei: 'Ultimatum des Schreis',
    ueberleben: 'Ultimatum des Überlebens',
    ultimaten: 'Ultimatum der Ultimaten',
    exil: 'Ultimatum des Exils',
    uralte: 'Gabe der Uralten',
    athene: 'Gabe der Athene',
    schicksal: 'Gabe des Schicksals',
    hades: 'Gabe des Hades',
    hermes: 'Gabe des Hermes',
    osiris: 'Gabe des Osiris',
    thot: 'Gabe des Thot',
    verbrannte_erde: 'Ultimatum der verbrannten Erde (Refraktion)',
  } satisfies Record<VariantId, string>,
  /** Where the app applies a variant; `table`: not by the app. */
  effects: {
    chaos_bag: 'Chaosbeutel',
    deckbuilding: 'Deckbau',
    xp: 'Erfahrung',
    log: 'Logbuch',
    table: 'am Tisch – die App prüft es nicht',
  } satisfies Record<VariantEffect, string>,
};
