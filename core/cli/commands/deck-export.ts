import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CARD_WORDINGS, isCardWording } from '../../../shared/cards/card-wording.ts';
import { EXPORT_FORMATS, exportDeck, isExportFormat } from '../../../shared/decks/deck-export.ts';
import { EXPORT_LANGS, isExportLang } from '../../../shared/decks/export-labels.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { loadCardPool } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';
import { readDeckFile } from '../deck-file.ts';

export async function deckExport(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      lang: { type: 'string' },
      wording: { type: 'string' },
      data: { type: 'string' },
      db: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new UsageError(deCli.oneDeckFile);
  const format = values.format ?? '';
  if (!isExportFormat(format)) throw new UsageError(deCli.formatUnknown(format, EXPORT_FORMATS));
  const lang = values.lang ?? 'de';
  if (!isExportLang(lang)) throw new UsageError(deCli.langUnknown(lang, EXPORT_LANGS));
  // Grimoire „Legacy-Umgebung“ (L2542): the wording a reprint with two wordings is named in.
  const wording = values.wording ?? 'kapitel2';
  if (!isCardWording(wording)) throw new UsageError(deCli.flagValue('--wording', wording, CARD_WORDINGS));

  const file = positionals[0]!;
  const read = readDeckFile(file, readFileSync);
  if (!read.ok) {
    console.error(read.error);
    return 2;
  }
  const result = exportDeck(read.deck, await loadCardPool(values), { format, lang, wording });
  if (!result.ok) {
    console.error(deCli.unknownCardCodes(file, result.unknownCards));
    return 2;
  }
  process.stdout.write(result.output);
  return 0;
}
