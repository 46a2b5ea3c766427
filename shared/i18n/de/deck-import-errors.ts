import type { AppErrorDetails } from '../../api/app-error.ts';
import type { DeckImportErrorCode } from '../../decks/deck-import-error.ts';

// German sentences for a refused deck import or online load (spread into app-errors.ts):
// what is wrong, where, and what to do. Every one ends saying that nothing was imported.

const NOTHING = 'Es wurde nichts importiert.';

const which = (d: AppErrorDetails) => (d.deckIndex ? `Das ${d.deckIndex}. Deck` : 'Das Deck');
const where = (d: AppErrorDetails) => {
  if (d.reason === 'end') return 'Der Text endet mitten im JSON – wurde er vollständig kopiert?';
  const near = d.reason ? ` (bei „${d.reason}“)` : '';
  return d.line
    ? `Der Fehler steht in Zeile ${d.line}, Spalte ${d.column ?? '?'}${near}.`
    : 'Der Text lässt sich nicht als JSON lesen.';
};
const ask = (d: AppErrorDetails) => `ArkhamDB (${d.url ?? ''})`;

export const deckImportErrorText = {
  deck_import_empty: () =>
    `Es wurde kein Deck übergeben: Füge ArkhamDB- oder arkham.build-JSON ein, wähle eine Datei oder gib eine ArkhamDB-Adresse an. ${NOTHING}`,
  deck_import_malformed: (d) => `Das ist kein gültiges JSON. ${where(d)} ${NOTHING}`,
  deck_import_not_a_deck: (d) =>
    `${which(d)} ist kein ArkhamDB-Deck: Das Feld „${d.field || '(ganzes Objekt)'}“ ${d.reason === 'missing' ? 'fehlt' : 'hat einen ungültigen Wert'}. Erwartet wird ein Deck-JSON von ArkhamDB oder arkham.build (mit investigator_code und slots). ${NOTHING}`,
  deck_import_unknown_cards: (d) =>
    `Unbekannte Kartennummer(n): ${(d.unknownCards ?? []).join(', ')}. Diese Karten kennen die Kartendaten nicht – aktualisiere die Kartendaten und versuche es noch einmal. ${NOTHING}`,
  deck_import_unknown_investigator: (d) =>
    `„${d.investigator ?? ''}“ ist kein Ermittler aus den Kartendaten (Ermittler oder parallele Seite). Aktualisiere die Kartendaten oder prüfe investigator_code und meta. ${NOTHING}`,
  deck_import_too_many: (d) =>
    `Der Text enthält ${d.count ?? '?'} Decks; eine Deckkette darf höchstens ${d.limit ?? '?'} Versionen haben. ${NOTHING}`,
  deck_import_foreign_url: (d) =>
    `„${d.url ?? ''}“ ist keine Deck-Adresse von ArkhamDB (erwartet: arkhamdb.com/deck/view/… oder /decklist/view/…). Decks aus arkham.build bitte dort als JSON exportieren und die Datei importieren. ${NOTHING}`,
  deck_import_online: (d) =>
    `„${d.deckRef ?? ''}“ ist eine ArkhamDB-Nummer; lade das Deck mit „Online laden“ (braucht Internet). ${NOTHING}`,
  deck_fetch_url_invalid: (d) =>
    `„${d.url ?? ''}“ ist keine http- oder https-Adresse für ArkhamDB (ARKHAMDB_URL). ${NOTHING}`,
  deck_fetch_unreachable: (d) =>
    `${ask(d)} ist nicht erreichbar (${d.reason ?? ''}). Prüfe die Internetverbindung. ${NOTHING}`,
  deck_fetch_timeout: (d) =>
    `${ask(d)} hat nicht rechtzeitig geantwortet (Zeitlimit ${String(d.seconds ?? '?').replace('.', ',')} s). Versuche es später noch einmal. ${NOTHING}`,
  deck_fetch_not_found: (d) =>
    `Auf ArkhamDB gibt es kein öffentliches Deck und keine Deckliste Nr. ${d.deckRef ?? ''}. Private Decks lassen sich nicht laden: Mache es in ArkhamDB öffentlich oder exportiere es als JSON. ${NOTHING}`,
  deck_fetch_http_status: (d) => `${ask(d)} antwortete mit dem Status ${d.httpStatus ?? '?'}. ${NOTHING}`,
  deck_fetch_invalid_response: (d) => `Die Antwort von ${ask(d)} ist kein Deck (${d.reason ?? ''}). ${NOTHING}`,
} satisfies Record<DeckImportErrorCode, (details: AppErrorDetails) => string>;
