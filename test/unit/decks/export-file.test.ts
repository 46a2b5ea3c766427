import { describe, expect, it } from 'vitest';
import { exportFileName, exportMimeType } from '../../../shared/decks/export-file.ts';

describe('export file names', () => {
  it('names the file after the deck, its language and format', () => {
    expect(exportFileName('Rolands Kampagne', 'text', 'de')).toBe('Rolands Kampagne (de).txt');
    expect(exportFileName('Rolands Kampagne', 'markdown', 'en')).toBe('Rolands Kampagne (en).md');
    expect(exportFileName('Rolands Kampagne', 'arkhamdb', 'de')).toBe('Rolands Kampagne.json');
  });

  it('replaces characters file systems refuse and never starts with a dot', () => {
    expect(exportFileName('a/b: c?*', 'text', 'de')).toBe('a-b- c- (de).txt');
    expect(exportFileName('..versteckt', 'arkhamdb', 'de')).toBe('versteckt.json');
    expect(exportFileName('   ', 'arkhamdb', 'de')).toBe('deck.json');
  });

  it('says UTF-8 for umlauts', () => {
    expect(exportMimeType('markdown')).toBe('text/markdown;charset=utf-8');
  });
});
