import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/real-data.ts';
import { stringLiterals } from '../support/string-literals.ts';

// Every German sentence the main process prints, logs or sends comes from a catalogue under
// shared/i18n/de (docs/architecture.md "German texts"), the same ones the renderer uses: the
// non-test TypeScript under core/, electron/ and shared/ (outside the catalogues) writes no German string
// or template literal of its own. The renderer's components read theirs from renderer/i18n (or
// shared/i18n/de): no German string, template, JSX text or JSX attribute outside them.

/** Umlauts, ß and the German opening quote „. */
const UMLAUT = /[äöüÄÖÜß„]/;
/** Common German words and the app's German nouns, as whole words; German noun endings. */
const GERMAN_WORDS = new RegExp(
  `\\b(${[
    ...['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'kein', 'keine'],
    ...['und', 'oder', 'aber', 'nicht', 'ist', 'sind', 'wird', 'wurde', 'werden', 'kann', 'bitte', 'gibt', 'hat'],
    ...['mit', 'von', 'vom', 'zu', 'zum', 'zur', 'auf', 'aus', 'bei', 'nach', 'ohne', 'im', 'noch', 'nur', 'schon'],
    ...['sich', 'als', 'auch', 'wenn', 'dann', 'wie', 'hier', 'jetzt'],
    ...['Datei', 'Dateien', 'Ordner', 'Karte', 'Karten', 'Kartentyp', 'Klasse', 'Stufe', 'Kampagne', 'Ermittler'],
    ...['Eintrag', 'Fehler', 'Aufruf', 'Hilfe', 'Antwort', 'Anfrage', 'Datenbank', 'Tabelle', 'Wert', 'Adresse'],
    ...['Bild', 'Zugriff', 'gefunden', 'verweigert', 'beendet', 'abgeschlossen', 'geschrieben', 'verbunden'],
    ...['Deckliste', 'Kartenliste', 'Kosten', 'Merkmale', 'Untertitel', 'Aktion', 'Reaktion', 'Schnell'],
    ...['Willenskraft', 'Intellekt', 'Kampf', 'Beweglichkeit', 'Joker'],
  ].join('|')}|\\w*[^\\Wo](ung|ungen|keit|heit))\\b`,
  'i',
);
/**
 * Names, not sentences: lower-case words joined by - _ . / (backup file tags such as
 * "vor-migration", the campaign file's format id). They are data the files carry, not text.
 */
const IDENTIFIER = /^[-_./#]?[a-z0-9]+([-_./][a-z0-9]+)*[-_./]?$/;

/** A template's parts are joined by `…`; a file name or address built around values is still a name. */
const looksGerman = (text: string) =>
  UMLAUT.test(text) || (!IDENTIFIER.test(text.replaceAll('…', '')) && GERMAN_WORDS.test(text));

/** Non-test TypeScript under `folder`, relative to the repository. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** "file:line: literal" for every German-looking literal in `files` (`.tsx`, or a fixture `.txt`, read as TSX). */
function germanLiterals(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    stringLiterals(readFileSync(path.join(REPO_ROOT, file), 'utf8'), /\.tsx|\.txt$/.test(file) ? 'tsx' : 'ts')
      .filter((literal) => looksGerman(literal.text))
      .map((literal) => `${file}:${literal.line}: ${literal.text.slice(0, 80)}`),
  );
}

/** A small TSX component with German planted in every kind of literal, and in comments. */
const SAMPLE = 'test/fixtures/string-literals-sample.txt';

describe('German texts live in shared/i18n/de (docs/architecture.md "German texts")', () => {
  it('the scan finds strings, templates, JSX text and attributes with their lines, not comments or regular expressions', () => {
    const source = readFileSync(path.join(REPO_ROOT, SAMPLE), 'utf8');
    expect(stringLiterals(source, 'tsx')).toEqual([
      { line: 3, text: 'Datei … außen' },
      { line: 3, text: 'innen …' },
      { line: 3, text: 'tief' },
      { line: 4, text: 'Sicherung' },
      { line: 6, text: 'Kartenliste' },
      { line: 6, text: 'list' },
      { line: 8, text: 'Keine Karte gefunden.' },
      { line: 9, text: '' },
      { line: 10, text: '… Karten' },
    ]);
    // A source it cannot read is an error, not a silent empty list.
    expect(() => stringLiterals('const f = () => { return 1;', 'ts')).toThrow(/does not parse/);
  });

  it('the scan of the renderer fails on German planted in a .tsx component', () => {
    expect(germanLiterals([SAMPLE])).toEqual([
      `${SAMPLE}:3: Datei … außen`,
      `${SAMPLE}:4: Sicherung`,
      `${SAMPLE}:6: Kartenliste`,
      `${SAMPLE}:8: Keine Karte gefunden.`,
      `${SAMPLE}:10: … Karten`,
    ]);
  });

  it('tells German sentences from English ones, code and file tags', () => {
    for (const german of ['Keine Karten gefunden.', 'Import abgeschlossen', 'Wert', 'die Datei gibt es schon'])
      expect(looksGerman(german), german).toBe(true);
    // A name ending in "-oung" is no German noun (the investigator Rita Young).
    for (const other of [
      'Rita Young',
      'too large',
      'SELECT name FROM sqlite_master',
      'vor-migration',
      'arkham-logbuch-kampagne',
      '….kampagne.json',
      '#drucken/kampagne/…',
    ])
      expect(looksGerman(other), other).toBe(false);
  });

  it('no non-test module under core/ or electron/ writes a German literal of its own', () => {
    const files = [...sourceFiles('core'), ...sourceFiles('electron')];
    expect(files).toContain('core/cli/commands/campaign-commands.ts');
    expect(germanLiterals(files)).toEqual([]);
  });

  it('no non-test module under shared/ outside its catalogues writes a German literal of its own', () => {
    const files = sourceFiles('shared').filter((file) => !file.startsWith('shared/i18n/'));
    expect(files).toContain('shared/rules/validate-deck.ts');
    expect(germanLiterals(files)).toEqual([]);
  });

  it('no non-test module under renderer/ outside its catalogues writes a German literal of its own', () => {
    const files = sourceFiles('renderer').filter((file) => !file.startsWith('renderer/i18n/'));
    expect(files).toContain('renderer/app.tsx');
    expect(germanLiterals(files)).toEqual([]);
  });

  it('the catalogues under shared/i18n/de are where they are (the scan sees German there)', () => {
    expect(germanLiterals(['shared/i18n/de/cli-help.ts']).length).toBeGreaterThan(10);
  });
});
