import type { ExportFormat } from './deck-export.ts';
import type { ExportLang } from './export-labels.ts';

// What "Als Datei speichern" writes: a file name from the deck's name and the format's type.

const EXTENSIONS: Record<ExportFormat, string> = { text: 'txt', markdown: 'md', arkhamdb: 'json' };
const MIME_TYPES: Record<ExportFormat, string> = {
  text: 'text/plain',
  markdown: 'text/markdown',
  arkhamdb: 'application/json',
};

/** "Rolands Kampagne (de).txt"; characters no file system takes become "-", an empty name "deck". */
export function exportFileName(deckName: string, format: ExportFormat, lang: ExportLang): string {
  const base =
    deckName
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name must not hold
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 100) || 'deck';
  return format === 'arkhamdb' ? `${base}.${EXTENSIONS[format]}` : `${base} (${lang}).${EXTENSIONS[format]}`;
}

export function exportMimeType(format: ExportFormat): string {
  return `${MIME_TYPES[format]};charset=utf-8`;
}
