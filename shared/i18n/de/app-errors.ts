import type { AppErrorCode, AppErrorDetails } from '../../api/app-error.ts';

// German sentences for every error code: what went wrong and what to do.

const missingList = (details: AppErrorDetails) => (details.missing ?? []).map((entry) => `„${entry}“`).join(', ');

export const appErrorText = {
  invalid_input: (d) => `Ungültige Eingabe${d.method ? ` für „${d.method}“` : ''}: ${(d.issues ?? []).join('; ')}.`,
  unknown_method: (d) => `Unbekannte Anfrage „${d.method ?? ''}“.`,
  unauthorized: () => 'Zugriff verweigert: Bitte öffne die Adresse, die der Web-Host beim Start ausgegeben hat (mit Schlüssel).',
  no_card_pool: () => 'Es sind noch keine Kartendaten importiert. Bitte wähle zuerst einen Datenordner aus.',
  import_running: () => 'Es läuft bereits ein Kartenimport. Bitte warte, bis er abgeschlossen ist.',
  database_newer: (d) =>
    `Die Datenbank ${d.file ?? ''} wurde von einer neueren Version von Arkham Logbuch geschrieben. Bitte aktualisiere die App; die Datei bleibt unverändert.`,
  deck_not_found: (d) => `Das Deck ${d.deckId ?? d.versionId ?? ''} gibt es nicht (mehr).`,
  version_locked: () => 'Diese Deckversion ist abgeschlossen und kann nicht mehr geändert werden. Verbessere das Deck, um eine neue Version anzulegen.',
  not_enough_xp: (d) =>
    `Diese Version kostet ${d.cost ?? '?'} EP, verfügbar sind ${d.available ?? '?'} EP. Entferne Änderungen oder trage eine Anpassung mit Begründung ein; gespeichert wurde nichts.`,
  internal: () => 'Ein interner Fehler ist aufgetreten. Es wurde nichts verändert; bitte versuche es erneut.',
  folder_missing: (d) => `Der Ordner „${d.path ?? ''}“ existiert nicht. Bitte wähle den Ordner mit den ArkhamDB-Kartendaten.`,
  layout_missing: (d) =>
    `Der Ordner ${d.path ? `„${d.path}“ ` : ''}ist kein ArkhamDB-Datenordner: Es fehlt ${missingList(d)}. Erwartet werden packs.json, cycles.json, taboos.json und pack/<Zyklus>/<Pack>.json. Der bisherige Kartenbestand bleibt erhalten.`,
  invalid_json: (d) => `Die Datei „${d.path ?? ''}“ ist kein gültiges JSON (${d.reason ?? ''}). Der bisherige Kartenbestand bleibt erhalten.`,
  invalid_file: (d) =>
    `Die Datei „${d.path ?? d.code ?? ''}“ hat nicht das ArkhamDB-Format (${d.reason ?? ''}). Der bisherige Kartenbestand bleibt erhalten.`,
  no_player_cards: () => 'Der Datenordner enthält keine Ermittler. Bitte wähle den vollständigen ArkhamDB-Datenordner.',
  unknown_reprint: (d) => `Die Karte ${d.code ?? ''} verweist auf ein Original, das es nicht gibt (duplicate_of). Der bisherige Kartenbestand bleibt erhalten.`,
} satisfies Record<AppErrorCode, (details: AppErrorDetails) => string>;

export function germanErrorMessage(code: AppErrorCode, details: AppErrorDetails = {}): string {
  return appErrorText[code](details);
}
