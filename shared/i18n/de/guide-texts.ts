// German for the campaign-guide strings that no catalog of arkham-cards-data translates (the
// engine's own buttons and headings in the data), keyed by the data's exact English text.
// Terms follow the German rules reference (glossary ids in comments).

import { CAMPAIGN_NAMES_DE } from './campaign-names.ts';

/** The campaign's own setup before its first scenario (the engine's `$setup`). */
export const GUIDE_SETUP_NAME = 'Kampagnenaufbau';

export const GUIDE_ENGINE_TEXTS: Readonly<Record<string, string>> = {
  ...CAMPAIGN_NAMES_DE,
  // The weakness-draw choice of the campaign setup (Grimoire „Zufällige Grundschwächen“).
  'Draw Random Basic Weakness': 'Zufällige Grundschwäche ziehen',
  Other: 'Andere',
  // The „no“ of a guide question with a single choice (shared/guide/input-prompts.ts).
  No: 'Nein',
  // The engine's notice at `$check_tarot_reading` (guide-index.ts): the optional tarot variant.
  'Tarot readings are not supported yet.':
    'Tarotlesungen (optionale Variante) unterstützt die App noch nicht: Wer mit ihnen spielt, legt die Karten selbst und trägt ihre Folgen von Hand ein.',
  // Scenario headers without a number (Feast of Hemlock Vale, The Drowned City).
  Scenario: 'Szenario',
  // Keyword titles of rule reminders (glossary ids Haunted, Seal).
  Haunted: 'Heimgesucht',
  Seal: 'Versiegeln',
  // Brethren of Ash's rule reminders (glossary ids Hunter, Retaliate, Aloof, Prey; Grimoire „Jäger“).
  Hunter: 'Jäger',
  Prey: 'Beute',
  Retaliate: 'Zurückschlagen',
  Aloof: 'Zurückhaltend',
  // Encounter sets the catalogs do not name (German names as in the German card data).
  'Deep Ones': 'Tiefe Wesen',
  'Heart of the Elders': 'Das Herz der Älteren',
  'Return to the Devourer Below': 'Rückkehr zu: Der Verschlinger aus der Tiefe',
  'Return to the Midnight Masks': 'Rückkehr zu: Die Mitternachtsmasken',
  'Return to Heart of the Elders': 'Rückkehr zu: Das Herz der Älteren',
};

/** A resolution id of the data in German: `R1` → „Auflösung 1“, `no_resolution` → „Keine Auflösung“. */
export function resolutionLabel(id: string): string {
  if (id === 'no_resolution') return 'Keine Auflösung';
  const numbered = /^R(\d+)$/.exec(id);
  return numbered ? `Auflösung ${numbered[1]}` : id;
}
