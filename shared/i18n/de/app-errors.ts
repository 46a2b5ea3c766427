import type { AppErrorCode, AppErrorDetails } from '../../api/app-error.ts';
import { deckImportErrorText } from './deck-import-errors.ts';
import { germanDeckProblem } from './deck-problems.ts';
import { environmentTextLabel as environmentText } from './environment-texts.ts';
import { germanGuideProblem, guideNotSupported, kindTitle } from './guide-problems.ts';
import { printErrorText } from './print-errors.ts';

// German sentences for every error code: what went wrong and what to do.

function guideRefusal(d: AppErrorDetails): string {
  const which = d.answer !== undefined ? `Antwort ${d.answer + 1}: ` : '';
  const why = d.guideProblem
    ? germanGuideProblem(d.guideProblem)
    : `Die Angaben passen nicht zur verlangten Antwort „${kindTitle(d.reason ?? '') ?? ''}“ (${(d.issues ?? []).join('; ')}).`;
  return `${which}${why} Es wurde nichts gespeichert.`;
}

const refusedProblems = (d: AppErrorDetails) =>
  (d.problems ?? []).map((problem) => germanDeckProblem(problem, (code) => d.cardNames?.[code] ?? code)).join(' ');

const missingList = (details: AppErrorDetails) => (details.missing ?? []).map((entry) => `„${entry}“`).join(', ');

const who = (d: AppErrorDetails) =>
  d.name ? `${d.name} (${d.investigator ?? ''})` : `Der Ermittler ${d.investigator ?? ''}`;
const STATUS_TEXT: Partial<Record<string, string>> = {
  insane: 'wahnsinnig',
  killed: 'getötet',
  devoured: 'verschlungen',
};
const statusText = (status?: string) => STATUS_TEXT[status ?? ''] ?? 'ausgeschieden';
const CHAIN_PROBLEM_TEXT: Partial<Record<string, (d: AppErrorDetails) => string>> = {
  empty: () => 'Es wurde kein Deck übergeben.',
  duplicate_id: (d) => `Die Deck-Nummer ${d.chainDeck ?? ''} kommt zweimal vor.`,
};
const chainProblemText = (d: AppErrorDetails) =>
  CHAIN_PROBLEM_TEXT[d.chainProblem ?? '']?.(d) ??
  'Ein Deck hat keine ArkhamDB-Nummer (id), also lassen sich previous_deck und next_deck nicht zuordnen.';
/** Grimoire „Schwierigkeitsgrad“: Einfach, Normal, Schwer und Experte; the id the command line takes beside it. */
const DIFFICULTY_NAMES: Partial<Record<string, string>> = {
  easy: 'Einfach',
  standard: 'Normal',
  hard: 'Schwer',
  expert: 'Experte',
};
const difficultyName = (id: string) => `${DIFFICULTY_NAMES[id] ?? id} (${id})`;
const undoText = (d: AppErrorDetails) => {
  if (d.why === 'first_event') return 'Die Anlage der Kampagne kann nicht rückgängig gemacht werden.';
  if (d.why === 'nothing') return 'Es gibt keinen Eintrag mehr, der rückgängig gemacht werden könnte.';
  if (d.why === 'not_found') return `Einen Eintrag Nr. ${d.seq ?? ''} gibt es in dieser Kampagne nicht.`;
  if (d.why === 'already_undone') return `Eintrag Nr. ${d.seq ?? ''} ist bereits rückgängig gemacht.`;
  if (d.why === 'not_guide_answer')
    return `Eintrag Nr. ${d.seq ?? ''} ist keine spätere Leitfaden-Antwort und kann nicht mit „Ab hier neu beantworten“ zurückgenommen werden.`;
  if (d.why === 'restore_conflict' && d.reason === 'guide_answer_order')
    return `Eintrag Nr. ${d.seq ?? ''} kann nicht rückgängig gemacht werden: inzwischen wurde der Leitfaden neu beantwortet${d.blockedBy ? ` (ab Eintrag Nr. ${d.blockedBy})` : ''}. Nimm zuerst die neuen Antworten zurück.`;
  if (d.why === 'restore_conflict')
    return `Eintrag Nr. ${d.seq ?? ''} kann nicht rückgängig gemacht werden: der Eintrag, den er wiederherstellen würde, passt nicht mehr${d.reason === 'deck_version_conflict' ? ` – die Verbesserung baut auf einer Deckversion auf, die nicht mehr gilt${d.blockedBy ? ` (das Deck steht auf dem Stand von Eintrag Nr. ${d.blockedBy})` : ''}` : ''}.`;
  return `Eintrag Nr. ${d.seq ?? ''} kann nicht rückgängig gemacht werden: der spätere Eintrag Nr. ${d.blockedBy ?? ''} hängt davon ab. Mache zuerst diesen rückgängig.`;
};

const offerBackup = (d: AppErrorDetails) =>
  d.backup
    ? `Sie wird nicht verändert. Die neueste Sicherung ist „${d.backup}“: Stelle sie wieder her (Kommandozeile: backup restore ${d.backup}); die beschädigte Datei wird dabei aufgehoben.`
    : 'Sie wird nicht verändert. Es gibt keine Sicherung; verschiebe die Datei, dann legt die App eine neue, leere Datenbank an.';
export const appErrorText = {
  invalid_input: (d) => `Ungültige Eingabe${d.method ? ` für „${d.method}“` : ''}: ${(d.issues ?? []).join('; ')}.`,
  unknown_method: (d) => `Unbekannte Anfrage „${d.method ?? ''}“.`,
  unauthorized: () =>
    'Zugriff verweigert: Bitte öffne die Adresse, die der Web-Host beim Start ausgegeben hat (mit Schlüssel).',
  no_card_pool: () => 'Es sind noch keine Kartendaten importiert. Bitte wähle zuerst einen Datenordner aus.',
  import_running: () => 'Es läuft bereits ein Kartenimport. Bitte warte, bis er abgeschlossen ist.',
  database_newer: (d) =>
    `Die Datenbank ${d.file ?? ''} wurde von einer neueren Version von Arkham Logbuch geschrieben. Bitte aktualisiere die App; die Datei bleibt unverändert.`,
  deck_not_found: (d) => `Das Deck ${d.deckId ?? d.versionId ?? ''} gibt es nicht (mehr).`,
  version_locked: () =>
    'Diese Deckversion ist abgeschlossen und kann nicht mehr geändert werden. Verbessere das Deck, um eine neue Version anzulegen.',
  not_enough_xp: (d) =>
    `Diese Version kostet ${d.cost ?? '?'} EP, verfügbar sind ${d.available ?? '?'} EP. Entferne Änderungen oder trage eine Anpassung mit Begründung ein; gespeichert wurde nichts.`,
  backup_invalid: (d) =>
    `Die Sicherung „${d.file ?? ''}“ kann nicht wiederhergestellt werden (${d.reason ?? ''}). Die Datenbank bleibt unverändert.`,
  backup_write_failed: (d) =>
    `Die Sicherung konnte nicht nach „${d.file ?? ''}“ geschrieben werden (${d.reason ?? ''}). Die Datenbank bleibt unverändert.`,
  deck_chain_invalid: (d) => `${chainProblemText(d)} Es wurde nichts importiert.`,
  deck_chain_broken_link: (d) =>
    `Die Deckkette ist unterbrochen: Deck ${d.chainDeck ?? ''} verweist auf ${d.link ?? ''}, das fehlt oder nicht zurückverweist. Exportiere alle Versionen des Decks aus ArkhamDB; es wurde nichts importiert.`,
  deck_chain_fork: (d) =>
    `Die Decks ${(d.chainDecks ?? []).join(', ')} bilden keine einzelne Kette: Sie beginnen jeweils neu oder folgen auf dieselbe Version. Es wurde nichts importiert.`,
  deck_chain_cycle: (d) =>
    `previous_deck und next_deck bilden einen Kreis (bei Deck ${d.chainDeck ?? ''}); eine Deckkette braucht eine erste Version. Es wurde nichts importiert.`,
  deck_chain_mixed_investigators: (d) =>
    `Die Versionen gehören zu verschiedenen Ermittlern (${(d.investigators ?? []).join(', ')}); eine Kette ist das Deck eines Ermittlers. Es wurde nichts importiert.`,
  database_corrupt: (d) => `Die Datenbank ${d.file ?? ''} ist beschädigt (${d.reason ?? ''}). ${offerBackup(d)}`,
  database_foreign: (d) => `Die Datei ${d.file ?? ''} ist keine Datenbank von Arkham Logbuch. ${offerBackup(d)}`,
  internal: () => 'Ein interner Fehler ist aufgetreten. Es wurde nichts verändert; bitte versuche es erneut.',
  campaign_not_found: (d) => `Die Kampagne ${d.campaignId ?? ''} gibt es nicht.`,
  campaign_definition_not_found: (d) =>
    `Die Kampagnenvorlage „${d.definitionId ?? ''}“ ist nicht importiert. Importiere die Kampagnendaten (arkham-cards-data) oder lege die Kampagne frei an.`,
  campaign_event_order: () =>
    'Eine Kampagne beginnt mit ihrer Anlage und wird genau einmal angelegt; der Eintrag wurde nicht gespeichert.',
  investigator_unknown: (d) => `${who(d)} gehört nicht zu dieser Kampagne. Lass den Ermittler zuerst beitreten.`,
  investigator_in_campaign: (d) => `${who(d)} spielt in dieser Kampagne bereits mit.`,
  investigator_out_of_campaign: (d) =>
    `${who(d)} ist ${statusText(d.status)} und kann für den Rest der Kampagne nicht mehr verwendet werden (Grimoire: „Trauma, Tod und Wahnsinn“). Wähle einen neuen Ermittler.`,
  investigator_used: (d) =>
    `${who(d)} wurde in dieser Kampagne schon von ${d.player ?? ''} gespielt. Ein neuer Spieler wählt einen Ermittler, der in dieser Kampagne noch nicht verwendet worden ist (Grimoire: „Einer Kampagne beitreten oder sie verlassen“); nur ${d.player ?? ''} kann mit ihm zurückkehren.`,
  investigator_not_playing: (d) => `${who(d)} hat die Kampagne verlassen. Lass den Ermittler erst wieder beitreten.`,
  investigator_replacement: (d) =>
    `${who(d)} ist weder getötet, wahnsinnig noch verschlungen und hat die Kampagne nicht verlassen; er kann nicht ersetzt werden.`,
  campaign_xp_short: (d) =>
    `${who(d)} hat nur ${d.has ?? 0} EP verfügbar, gebraucht werden ${d.needed ?? 0} EP (Grimoire: „Erfahrungspunkte verdienen und ausgeben“). Es wurde nichts gespeichert.`,
  deck_outside_environment: (d) =>
    `Das Deck von ${who(d)} passt nicht zur Deckbau-Umgebung der Kampagne „${environmentText(d.environment)}“: ${(d.outside ?? []).map((name) => `„${name}“`).join(', ')} (Grimoire: „Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)“). Es wurde nichts gespeichert.`,
  starting_deck_xp: (d) =>
    `Das Deck von ${who(d)} ist ${d.needed ?? 0} EP wert, zu Beginn stehen ${d.has ?? 0} EP zur Verfügung: Ein Startdeck besteht aus Karten der Stufe 0, außer der Ermittler oder die Kampagne gibt zusätzliche Erfahrungspunkte (Grimoire: „Regeln für den Deckbau“). Es wurde nichts gespeichert.`,
  variant_refused: (d) =>
    `${d.player ?? ''} kann nicht mit einem neuen Ermittler weiterspielen: ${who(d)} ist aus der Kampagne ausgeschieden (Grimoire: „ULTIMATUM DES ÜBERLEBENS“). Es wurde nichts gespeichert.`,
  campaign_deck_refused: (d) =>
    `Das Deck von ${who(d)} darf in der Kampagne so nicht gespeichert werden (Grimoire: „Erfahrung“): ${refusedProblems(d)} Es wurde nichts gespeichert.`,
  chaos_token_missing: (d) => `Im Chaosbeutel liegt kein Marker „${d.token ?? ''}“ mehr, der entfernt werden könnte.`,
  log_section_unknown: (d) => `Das Kampagnenlogbuch hat keinen Abschnitt „${d.section ?? ''}“.`,
  supply_unknown: (d) =>
    `Den Ausrüstungsgegenstand „${d.supply ?? ''}“ gibt es im Abschnitt „${d.section ?? ''}“ nicht.`,
  supply_used_up: (d) => `${who(d)} hat „${d.supply ?? ''}“ nicht mehr in der Ausrüstung.`,
  card_not_held: (d) => `${who(d)} besitzt die Karte ${d.card ?? ''} nicht; sie kann nicht entfernt werden.`,
  bearer_still_playing: (d) =>
    `${who(d)} spielt die Kampagne weiter und bleibt Träger von ${d.card ?? ''}. Einen neuen Träger wählt die Gruppe erst, wenn der Träger aus der Kampagne ausscheidet (Grimoire: „Story-Belohnungen und kampagnenspezifische Karten“).`,
  undo_refused: (d) => undoText(d),
  deck_version_conflict: (d) =>
    `Das Deck von ${who(d)} steht nicht mehr auf der Version, auf der diese Verbesserung aufbaut${d.blockedBy ? ` (es gilt die Version aus Eintrag Nr. ${d.blockedBy})` : ''}. Es wurde nichts gespeichert.`,
  deck_in_campaign: (d) =>
    `Das Deck gehört zu ${who(d)} in der Kampagne „${d.campaignName ?? ''}“. Verbessert wird es dort („Deck verbessern“), damit Logbuch und Deck dieselben EP zählen; es wurde nichts geändert.`,
  deck_version_withdrawn: () =>
    'Diese Deckversion stammt aus einer rückgängig gemachten Verbesserung und gilt nicht. Sie bleibt zum Nachsehen erhalten; bearbeiten lässt sich nur die Version, die in der Kampagne gilt.',
  guide_answer_refused: (d) => guideRefusal(d),
  guide_not_supported: (d) => guideNotSupported(d.guided),
  standalone_scenario_unknown: (d) =>
    `Ein Einzelspielszenario „${d.scenario ?? ''}“ gibt es in den Kampagnendaten nicht. Gespielt werden können die Nebengeschichten und Herausforderungsszenarien aus dem Ordner campaigns/side von arkham-cards-data, genannt nach ihrer Kennung (Dateiname ohne .json): ${(d.scenarios ?? []).join(', ')}.`,
  standalone_difficulty_unknown: (d) =>
    `Für „${d.scenario ?? ''}“ nennt der Leitfaden keinen Chaosbeutel für den Schwierigkeitsgrad ${difficultyName(d.difficulty ?? '')}, nur für ${(d.difficulties ?? []).map(difficultyName).join(', ')}. Wähle einen davon oder gib den Chaosbeutel selbst an.`,
  standalone_xp_limit: (d) =>
    `Das Deck von ${who(d)} ist ${d.xp ?? '?'} EP wert; für ein Einzelspielszenario darf ein Deck höchstens ${d.limit ?? 49} EP verwenden (Grimoire: „Einzelspielszenario (Einzelspielsmodus)“). Der Ermittler ist nicht beigetreten.`,
  guide_answer_order: () =>
    'Diese Antwort passt nicht an diese Stelle des Kampagnenleitfadens: Es kann nur die letzte Antwort zurückgenommen werden, spätere Antworten bauen darauf auf.',
  campaign_file_invalid: (d) =>
    `Die Datei ist keine gültige Kampagnen-Datei von Arkham Logbuch (${d.reason ?? ''}). Es wurde nichts importiert.`,
  campaign_file_write_failed: (d) =>
    `Die Kampagne konnte nicht nach „${d.file ?? ''}“ geschrieben werden (${d.reason ?? ''}). Eine Datei, die dort schon lag, ist unverändert.`,
  folder_missing: (d) =>
    `Der Ordner „${d.path ?? ''}“ existiert nicht. Bitte wähle den Ordner mit den ArkhamDB-Kartendaten.`,
  layout_missing: (d) =>
    `Der Ordner ${d.path ? `„${d.path}“ ` : ''}ist kein ArkhamDB-Datenordner: Es fehlt ${missingList(d)}. Erwartet werden packs.json, cycles.json, taboos.json und pack/<Zyklus>/<Pack>.json. Der bisherige Kartenbestand bleibt erhalten.`,
  invalid_json: (d) =>
    `Die Datei „${d.path ?? ''}“ ist kein gültiges JSON (${d.reason ?? ''}). Der bisherige Kartenbestand bleibt erhalten.`,
  invalid_file: (d) =>
    `Die Datei „${d.path ?? d.code ?? ''}“ hat nicht das ArkhamDB-Format (${d.reason ?? ''}). Der bisherige Kartenbestand bleibt erhalten.`,
  no_player_cards: () => 'Der Datenordner enthält keine Ermittler. Bitte wähle den vollständigen ArkhamDB-Datenordner.',
  campaign_data_missing: (d) =>
    `Der Ordner ${d.path ? `„${d.path}“ ` : ''}ist kein Kampagnen-Datenordner (arkham-cards-data): Es fehlt ${missingList(d)}. Die bisherigen Kampagnenvorlagen bleiben erhalten.`,
  campaign_data_invalid: (d) =>
    `Die Datei „${d.path ?? ''}“ der Kampagnendaten (arkham-cards-data) ist ungültig (${d.reason ?? ''}). Die bisherigen Kampagnenvorlagen bleiben erhalten; die Kartendaten sind davon nicht betroffen.`,
  update_url_invalid: (d) =>
    `„${d.url ?? ''}“ ist keine http- oder https-Adresse von ArkhamDB. Es wurde nichts verändert.`,
  update_unreachable: (d) =>
    `ArkhamDB (${d.url ?? ''}) ist nicht erreichbar (${d.reason ?? ''}). Prüfe die Internetverbindung; der bisherige Kartenbestand bleibt erhalten.`,
  update_timeout: (d) =>
    `ArkhamDB (${d.url ?? ''}) hat nicht rechtzeitig geantwortet (Zeitlimit ${String(d.seconds ?? '?').replace('.', ',')} s). Versuche es später noch einmal; der bisherige Kartenbestand bleibt erhalten.`,
  update_http_status: (d) =>
    `ArkhamDB (${d.url ?? ''}) antwortete mit dem Status ${d.httpStatus ?? '?'}. Der bisherige Kartenbestand bleibt erhalten.`,
  update_invalid_response: (d) =>
    `Die Antwort von ArkhamDB (${d.url ?? ''}) hat nicht das erwartete Format (${d.reason ?? ''}). Der bisherige Kartenbestand bleibt erhalten.`,
  ...deckImportErrorText,
  ...printErrorText,
  unknown_reprint: (d) =>
    `Die Karte ${d.code ?? ''} verweist auf ein Original, das es nicht gibt (duplicate_of). Der bisherige Kartenbestand bleibt erhalten.`,
} satisfies Record<AppErrorCode, (details: AppErrorDetails) => string>;

export function germanErrorMessage(code: AppErrorCode, details: AppErrorDetails = {}): string {
  return appErrorText[code](details);
}
