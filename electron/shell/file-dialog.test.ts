import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chosenOpenFile, chosenSaveFile, openFileDialogOptions, saveFileDialogOptions } from './file-dialog.ts';

const BACKUP = { name: 'Sicherung von Arkham Logbuch', extensions: ['sqlite'] };

describe('saveFileDialogOptions', () => {
  it('proposes the file name inside the given folder, filtered, asking before overwriting', () => {
    expect(
      saveFileDialogOptions(
        { title: 'Sicherung exportieren', defaultName: 'arkham-logbuch-2026-11-23.sqlite', filter: BACKUP },
        '/home/anna/Dokumente',
      ),
    ).toEqual({
      title: 'Sicherung exportieren',
      buttonLabel: 'Speichern',
      defaultPath: path.join('/home/anna/Dokumente', 'arkham-logbuch-2026-11-23.sqlite'),
      filters: [BACKUP],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    });
  });

  it('takes only the name of a proposed path, and has a German title without one', () => {
    const options = saveFileDialogOptions({ defaultName: '../../etc/passwd' }, '/docs');
    expect(options.defaultPath).toBe(path.join('/docs', 'passwd'));
    expect(options.title).toBe('Speichern unter');
    expect(options.filters).toBeUndefined();
  });
});

describe('openFileDialogOptions', () => {
  it('opens one file, the filter first and every file as the way out', () => {
    expect(openFileDialogOptions({ title: 'Sicherung wählen', filter: BACKUP })).toEqual({
      title: 'Sicherung wählen',
      buttonLabel: 'Öffnen',
      filters: [BACKUP, { name: 'Alle Dateien', extensions: ['*'] }],
      properties: ['openFile'],
    });
    expect(openFileDialogOptions({}).title).toBe('Datei öffnen');
  });
});

describe('chosen files', () => {
  it('names the file picked, nothing when cancelled', () => {
    expect(chosenSaveFile({ canceled: false, filePath: '/d/a.sqlite' })).toBe('/d/a.sqlite');
    expect(chosenSaveFile({ canceled: true, filePath: '/d/a.sqlite' })).toBeUndefined();
    expect(chosenSaveFile({ canceled: false, filePath: '' })).toBeUndefined();
    expect(chosenOpenFile({ canceled: false, filePaths: ['/d/b.sqlite'] })).toBe('/d/b.sqlite');
    expect(chosenOpenFile({ canceled: true, filePaths: [] })).toBeUndefined();
  });
});
