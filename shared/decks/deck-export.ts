import type { CardPool } from '../cards/card-pool.ts';
import type { CardWording } from '../cards/card-wording.ts';
import type { DeckJson } from './deck-json.ts';
import { buildDeckList } from './deck-list.ts';
import { deckArkhamDbJson } from './export-arkhamdb.ts';
import { type ExportLang, exportLabels } from './export-labels.ts';
import { deckMarkdown } from './export-markdown.ts';
import { deckText } from './export-text.ts';

// `deck export` (docs/command-line/decks.md) and the export dialog: one deck, one format, one language.

export const EXPORT_FORMATS = ['text', 'markdown', 'arkhamdb'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions {
  format: ExportFormat;
  /** Card titles and words; German unless asked otherwise. The ArkhamDB format has none. */
  lang?: ExportLang;
  /** The wording of reprints the deck's environment uses (Grimoire L2542); Kapitel 2 when absent. */
  wording?: CardWording;
}

export type DeckExport = { ok: true; output: string } | { ok: false; unknownCards: string[] };

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** The deck written out, or the card codes the pool does not know (nothing is guessed). */
export function exportDeck(deck: DeckJson, pool: CardPool, options: ExportOptions): DeckExport {
  const built = buildDeckList(deck, pool);
  if (!built.ok) return built;
  if (options.format === 'arkhamdb') return { ok: true, output: deckArkhamDbJson(deck, built.list.investigator.card) };
  const lang = options.lang ?? 'de';
  const context = { lang, labels: exportLabels(lang), pool, ...(options.wording ? { wording: options.wording } : {}) };
  return {
    ok: true,
    output: options.format === 'markdown' ? deckMarkdown(built.list, context) : deckText(built.list, context),
  };
}
