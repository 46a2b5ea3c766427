import { describe, expect, it } from 'vitest';
import { attachmentName } from '../../../renderer/api/backup-transfer.ts';
import { fieldLabel } from '../../../renderer/data/field-labels.ts';
import { reportSections } from '../../../renderer/data/report-sections.ts';
import { restoredWhat } from '../../../renderer/data/restore-text.ts';
import { t } from '../../../renderer/i18n/messages.ts';
import type { PoolSummary } from '../../../shared/api/contract.ts';

// "Daten & Sicherungen": the change report as the screen lists it, the German names of
// backups and fields, and the names files get.

type PoolDiff = NonNullable<PoolSummary['changes']>;

const diff = (changes: Partial<PoolDiff>): PoolDiff => ({
  firstImport: false,
  addedPacks: [],
  removedPacks: [],
  addedCards: [],
  removedCards: [],
  changedCards: [],
  addedTabooLists: [],
  changedTabooLists: [],
  ...changes,
});

const names: Record<string, string> = { '01020': 'Machete', '99001': 'Neue Karte' };

describe('the change report', () => {
  it('lists packs, cards and taboo lists in German, naming cards from the new pool and removed ones from the old', () => {
    const sections = reportSections(
      diff({
        addedPacks: [{ code: 'zz', name: 'The Zealot', name_de: 'Der Zelot' }],
        addedCards: ['99001', '99002'],
        changedCards: [{ code: '01020', name: 'Machete', fields: ['deck_limit', 'de.text', 'text'] }],
        removedCards: ['01099', '01098'],
        addedTabooLists: [{ id: 9, code: '009', date_start: '2026-08-30' }],
        changedTabooLists: [{ id: 8, code: '008', date_start: '2025-01-02' }],
      }),
      (code) => names[code],
      { '01099': 'Alte Karte' },
    );
    expect(sections.map((section) => [section.id, section.title, section.count])).toEqual([
      ['added-packs', 'Neue Packs', 1],
      ['added-cards', 'Neue Karten', 2],
      ['changed-cards', 'Geänderte Karten', 1],
      ['removed-cards', 'Entfernte Karten', 2],
      ['taboos', 'Tabulisten', 2],
    ]);
    expect(sections[0]!.lines).toEqual(['Der Zelot']);
    expect(sections[1]!.lines).toEqual(['Neue Karte (99001)', '99002']);
    expect(sections[2]!.lines).toEqual(['Machete (01020): Deckbegrenzung, Kartentext, Regeltext (englisch)']);
    expect(sections[3]!.lines).toEqual(['Alte Karte (01099)', '01098']);
    expect(sections[4]!.lines).toEqual(['Neu: 009 (gültig ab 30.08.2026)', 'Geändert: 008 (gültig ab 02.01.2025)']);
  });

  it('cuts long lists and says how many more there are; an update without changes has no section', () => {
    const many = Array.from({ length: 45 }, (_, i) => String(10000 + i));
    const [section] = reportSections(diff({ addedCards: many }), () => undefined, {}, 40);
    expect(section).toMatchObject({ count: 45, more: 5 });
    expect(section!.lines).toHaveLength(40);
    expect(t.reportMore(section!.more)).toBe('… und 5 weitere');
    expect(reportSections(diff({}), () => undefined, {})).toEqual([]);
  });

  it('names each field once in German, unknown ones as stored', () => {
    expect(fieldLabel('de.flavor')).toBe('Flavortext');
    expect(fieldLabel('skill_wild')).toBe('Joker-Symbole');
    expect(fieldLabel('neues_feld')).toBe('neues_feld');
    const [section] = reportSections(
      diff({ changedCards: [{ code: '01020', name: 'Machete', fields: ['de.name', 'de.name'] }] }),
      () => undefined,
      {},
    );
    expect(section!.lines).toEqual(['Machete (01020): Name']);
  });
});

describe('backups in German', () => {
  it('names every reason the app writes', () => {
    expect(
      ['manuell', 'automatisch', 'vor-migration', 'vor-kartenimport', 'vor-wiederherstellung'].map(
        (reason) => t.backupReasons[reason],
      ),
    ).toEqual(['manuell', 'täglich', 'vor Migration', 'vor Kartenimport', 'vor Wiederherstellung']);
    expect([t.backupSize(300), t.backupSize(48 * 1024), t.backupSize(31.4 * 1024 * 1024)]).toEqual([
      '1 KB',
      '48 KB',
      '31,4 MB',
    ]);
  });

  it('names a restore by its backup’s date or its file’s name, whatever the path looks like', () => {
    expect(restoredWhat({ kind: 'backup', name: 'x.sqlite', createdAt: '2026-11-23T12:00:00.000Z' })).toMatch(
      /^Sicherung vom \d{2}\.\d{2}\.2026, \d{2}:\d{2}$/,
    );
    expect(restoredWhat({ kind: 'path', file: 'C:\\Users\\Anna\\logbuch.sqlite' })).toBe('Datei „logbuch.sqlite“');
    expect(restoredWhat({ kind: 'path', file: '/home/anna/alt.sqlite' })).toBe('Datei „alt.sqlite“');
    expect(restoredWhat({ kind: 'upload', file: new File([], 'hochgeladen.sqlite') })).toBe(
      'Datei „hochgeladen.sqlite“',
    );
  });

  it('takes a download’s name from the web host’s answer', () => {
    expect(attachmentName('attachment; filename="arkham-logbuch-2026-11-23.sqlite"', 'x')).toBe(
      'arkham-logbuch-2026-11-23.sqlite',
    );
    expect(attachmentName(null, 'arkham-logbuch.sqlite')).toBe('arkham-logbuch.sqlite');
  });
});
