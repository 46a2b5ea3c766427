// German for the campaign-guide strings that no catalog of arkham-cards-data translates (the
// engine's own buttons and headings in the data), keyed by the data's exact English text.
// Terms follow the German rules reference (glossary ids in comments).

import { CAMPAIGN_NAMES_DE, CAMPAIGN_SPELLINGS_DE } from './campaign-names.ts';
import { deReturnInnsmouth } from './return-innsmouth.ts';
import { TAROT_READING_DE, TAROT_SECTION_TITLE } from './tarot-reading.ts';
import { ENEMY_KEYS_TITLE, WORLD_MAP_DE } from './world-map.ts';

/** The campaign's own setup before its first scenario (the engine's `$setup`). */
export const GUIDE_SETUP_NAME = 'Kampagnenaufbau';

export const GUIDE_ENGINE_TEXTS: Readonly<Record<string, string>> = {
  ...CAMPAIGN_NAMES_DE,
  ...WORLD_MAP_DE,
  // The optional tarot reading (shared/guide/tarot-reading.ts).
  ...TAROT_READING_DE,
  // The fan-made Return to The Innsmouth Conspiracy (`rttic`): no catalogue translates its additions.
  ...deReturnInnsmouth,
  // The weakness-draw choice of the campaign setup (Grimoire „Zufällige Grundschwächen“).
  'Draw Random Basic Weakness': 'Zufällige Grundschwäche ziehen',
  Other: 'Andere',
  // The „no“ of a guide question with a single choice (shared/guide/input-prompts.ts).
  No: 'Nein',
  // The engine's notice at `$check_tarot_reading` (guide-index.ts) of a campaign without a `tarot` list.
  'This campaign names no scenarios for a tarot reading.':
    'Für das Kartenlegen mit dem Tarotdeck (optionale Variante) nennen die Daten dieser Kampagne keine Szenarien: Wer damit spielt, legt die Karten selbst und trägt ihre Folgen von Hand ein.',
  // „1 physical or mental trauma (your choice)“ asked per investigator (shared/guide/trauma-choice.ts;
  // Grimoire „Trauma, Tod und Wahnsinn“: körperliches / seelisches Trauma).
  'Each of these investigators suffers 1 physical or mental trauma (your choice).':
    'Jeder dieser Ermittler erleidet 1 körperliches oder seelisches Trauma (nach eigener Wahl).',
  'Each of these investigators heals 1 physical or mental trauma (your choice).':
    'Jeder dieser Ermittler heilt 1 körperliches oder seelisches Trauma (nach eigener Wahl).',
  'Physical trauma': 'Körperliches Trauma',
  'Mental trauma': 'Seelisches Trauma',
  // A card one investigator takes, asked after the answer that hands it out (shared/guide/card-bearer.ts).
  'Which investigator adds this card to their deck?': 'Welcher Ermittler fügt diese Karte seinem Deck hinzu?',
  'Adds the card': 'Fügt die Karte hinzu',
  // The Forgotten Age, Prologue: the expedition leader the app asks for (shared/guide/printed-guide-fixes.ts),
  // in the German guide's words („Wähle einen jener Ermittler als Leiter der Expedition“).
  'Expedition leader': 'Leiter der Expedition',
  // The Edge of the Earth, „Expeditionsteam“ (shared/guide/partners.ts): „Schaden und Horror auf einer
  // Vorteilskarte mit dem Schlüsselwort Partner wird … im Abschnitt „Expeditionsteam“ … notiert“;
  // the resolute one has „einen Haken neben dem Namen“ ([[Entschlossen]]); „durch „Das Wesen“ ersetzt“.
  'Expedition Team': 'Expeditionsteam',
  '#name#: #X# damage': '#name#: #X# Schaden',
  '#name#: #X# horror': '#name#: #X# Horror',
  '#name# is resolute.': '#name#: Haken neben dem Namen (Entschlossen).',
  '#name# is missing.': '#name# wird vermisst.',
  '#name# is safe.': '#name# ist in Sicherheit.',
  '#name# cannot be chosen as a partner.': '#name# kann nicht als Partner gewählt werden.',
  '#name# became the entity.': '#name# ist durch „Das Wesen“ ersetzt.',
  // The requirements of a parallel investigator's challenge scenario (shared/guide/standalone-guide.ts).
  'Challenge Scenario': 'Herausforderungsszenario',
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
  // The Scarlet Keys, words its catalogs leave out: the heading of The Foundation, „What card was
  // flipped?“ (a decoy or the enemy's concealed mini-card), the −8 token, a Coterie member's name.
  Interlude: 'Zwischenspiel',
  Enemy: 'Gegner',
  '−8': '−8',
  'Abarran Arrigorriagakoa': 'Abarran Arrigorriagakoa',
};

/**
 * German catalogue entries of arkham-cards-data the app corrects (they keep English words), by the
 * English text; listed in docs/guide-data-quirks.md.
 */
export const GUIDE_CATALOG_CORRECTIONS: Readonly<Record<string, string>> = {
  ...CAMPAIGN_SPELLINGS_DE,
  // The Forgotten Age, record_harbinger (Grimoire „Schaden“).
  'the Harbinger is still alive (#X# damage).': 'Der Vorbote von Valusia ist noch am Leben (#X# Schaden).',
  // The Dream-Eaters, linked: the catalogs leave „Scenario“ English in „Proceed to Scenario …–B“.
  ...Object.fromEntries(
    [
      ['I–B: Waking Nightmare', 'I–B: Erwachter Albtraum'],
      ['II–B: A Thousand Shapes of Horror', 'II–B: Tausend Formen des Schreckens'],
      ['III–B: Point of No Return', 'III–B: Kein Zurück mehr'],
      ['IV–B: Weaver of the Cosmos', 'IV–B: Weber des Kosmos'],
      ['I–A: Beyond the Gates of Sleep', 'I–A: Hinter den Toren des Schlafes'],
      ['II–A: The Search for Kadath', 'II–A: Die Suche nach Kadath'],
      ['III–A: Dark Side of the Moon', 'III–A: Die dunkle Seite des Mondes'],
      ['IV–A: Where the Gods Dwell', 'IV–A: Wo Götter wohnen'],
    ].map(([en, de]) => [`Proceed to <b>Scenario ${en}</b>.`, `Fahre mit <b>Szenario ${de}</b> fort.`]),
  ),
  // Return to The Wages of Sin, Resolution 3: „Im Kampagnenlogbuch wird notiert: 1 Ketzer wurde …“.
  '1 heretic was unleashed unto Arkham.': '1 Ketzer wurde auf Arkham losgelassen.',
  // The Night of the Zealot, The Gathering, lead_investigator_killed: the card is „Lita Chantler“
  // (01117); the catalogue writes „Chandler“.
  'Because the lead investigator was killed, choose an investigator to earn the Lita Chantler card. That investigator may include this card in their deck. It does not count toward that investigator’s deck size.':
    'Da der Ermittlungsleiter getötet worden ist, wird ein Ermittler gewählt, der die Karte Lita Chantler verdient. Dieser Ermittler darf die Karte seinem Deck hinzufügen. Die Karte zählt nicht gegen die Deckgröße des Ermittlers.',
  // The Circle Undone, prologue (cross_off_05048, cross_off_05049): the catalogue names Jerome Davids in both.
  'Cross off <i>Valentino Rivas</i> from the <i>Missing Persons</i> section of your Campaign Log.':
    'Streiche <i>Valentino Rivas</i> aus den <i>Vermissten Personen</i> aus dem Kampagnenlogbuch.',
  'Cross off <i>Penny White</i> from the <i>Missing Persons</i> section of your Campaign Log.':
    'Streiche <i>Penny White</i> aus den <i>Vermissten Personen</i> aus dem Kampagnenlogbuch.',
};

/**
 * Log sections the guide writes that the campaign's log does not list, by data id, with the German
 * guide's title; the others the guide writes (`hidden`) are its own bookkeeping and not shown.
 */
export const GUIDE_SECTION_TITLES: Readonly<Record<string, string>> = {
  // The Innsmouth Conspiracy, The Feast of Hemlock Vale: „unter „Nicht ausgegebene EP““.
  unspect_xp: 'Nicht ausgegebene EP',
  // The Scarlet Keys: keys bound to an enemy (shared/guide/scarlet-keys.ts).
  scarlet_keys_enemies: ENEMY_KEYS_TITLE,
  // The optional tarot reading (shared/guide/tarot-reading.ts).
  tarot_reading: TAROT_SECTION_TITLE,
};

/**
 * Counts the guide keeps under an id and no text of their own, with the German guide's word: The
 * Feast of Hemlock Vale, „Erhöhe Mutter Rachels Beziehungsstufe“.
 */
export const GUIDE_COUNT_NAMES: Readonly<Record<string, string>> = {
  $relationship: 'Beziehungsstufe',
  // The Circle Undone: „#X# pieces of evidence were left behind“ (de: „#X# Beweismittel wurden zurückgelassen“).
  pieces_of_evidence: 'Beweismittel',
};

/**
 * A resolution id of the data in German: `R1` → „Auflösung 1“, `no_resolution` and its variants
 * (`no_resolution_defeated`: „No resolution was reached (each investigator was defeated)“) →
 * „Keine Auflösung“.
 */
export function resolutionLabel(id: string): string {
  if (id === 'no_resolution' || id.startsWith('no_resolution_')) return 'Keine Auflösung';
  const numbered = /^R(\d+)$/.exec(id);
  return numbered ? `Auflösung ${numbered[1]}` : id;
}
