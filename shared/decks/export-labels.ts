import type { CardPool } from '../cards/card-pool.ts';
import type { Card } from '../cards/card-types.ts';
import type { CardWording } from '../cards/card-wording.ts';
import { GERMAN_EXPORT_LABELS } from '../i18n/de/deck-export.ts';
import { ENGLISH_EXPORT_LABELS } from '../i18n/en/deck-export.ts';
import type { CardKind, DeckSectionKey, SlotKey } from './deck-list.ts';

export const EXPORT_LANGS = ['de', 'en'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];

/** Words of a printed deck list in one language; `satisfies` flags a new group without a label. */
export interface ExportLabels {
  kinds: Record<CardKind, string>;
  slots: Record<SlotKey, string>;
  sections: Record<Exclude<DeckSectionKey, 'main'>, string>;
  skills: Record<string, string>;
  investigator: string;
  parallel: { front: string; back: string; both: string };
  taboo: string;
  deckSize: string;
  total: (count: number) => string;
  xp: string;
  customizations: string;
  chosen: string;
  /** „Kapitel 2“: the chapter a version of a modified reprint belongs to (packs.json `chapter`). */
  chapter: (chapter: number) => string;
  /** „Wortlaut Kapitel 1“: which wording a reprint with two wordings is read in (Grimoire L2542). */
  wording: (chapter: number) => string;
}

const LABELS: Record<ExportLang, ExportLabels> = { de: GERMAN_EXPORT_LABELS, en: ENGLISH_EXPORT_LABELS };

export function exportLabels(lang: ExportLang): ExportLabels {
  return LABELS[lang];
}

/** What an exporter needs besides the list: the language, its words, and the pool for names. */
export interface ExportContext {
  lang: ExportLang;
  labels: ExportLabels;
  pool: CardPool;
  /** The wording of reprints the deck's environment uses (Kapitel 2 when absent). */
  wording?: CardWording;
}

/** German titles from the data's German overlay (English where it has none); English as printed. */
export function cardName(card: Card, lang: ExportLang): string {
  return lang === 'de' ? (card.de?.name ?? card.name) : card.name;
}

export function cardSubname(card: Card, lang: ExportLang): string | undefined {
  return lang === 'de' ? (card.de?.subname ?? card.subname) : card.subname;
}

export function isExportLang(value: string): value is ExportLang {
  return (EXPORT_LANGS as readonly string[]).includes(value);
}
