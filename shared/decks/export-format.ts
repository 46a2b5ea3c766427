import type { Card } from '../cards/card-types.ts';
import { chapterOf, wordingChapter } from '../cards/card-wording.ts';
import { germanName } from '../cards/german-names.ts';
import type { DeckList, DeckListLine } from './deck-list.ts';
import { cardName, cardSubname, type ExportContext, type ExportLabels, type ExportLang } from './export-labels.ts';

// What the text and Markdown exports say alike: card titles with their level, the order of
// lines, the investigator with its parallel sides, the taboo list and the totals.

/** Titles whose cards in this list differ only by subtitle (Myriad "Empower Self: …") show it. */
function ambiguousNames(list: DeckList): Set<string> {
  const subnames = new Map<string, Set<string>>();
  for (const line of list.sections.flatMap((s) => s.groups.flatMap((g) => g.lines))) {
    const seen = subnames.get(line.card.name) ?? new Set<string>();
    seen.add(line.card.subname ?? '');
    subnames.set(line.card.name, seen);
  }
  return new Set([...subnames].filter(([, seen]) => seen.size > 1).map(([name]) => name));
}

/**
 * Which version a modified reprint is (Grimoire „Modifizierte Reprints“): its product and
 * chapter, „Grundspiel (2026), Kapitel 2“. Its older version keeps the bare title, as before.
 * One of the few reprints whose Kapitel-2 text differs slightly: „Wortlaut Kapitel 2“.
 */
function versionOf({ pool, lang, labels, wording = 'kapitel2' }: ExportContext): (card: Card) => string | undefined {
  return (card) => {
    if (!card.modified_reprint_of) {
      // Grimoire „Legacy-Umgebung“ (L2542): a reprint with two wordings names the one in use.
      const chapter = wordingChapter(pool, card, wording);
      return chapter === undefined ? undefined : labels.wording(chapter);
    }
    const pack = pool.pack(card.pack_code);
    const name = pack && (lang === 'de' ? germanName(pack) : pack.name);
    const product = name ?? card.pack_code;
    return `${product}, ${labels.chapter(chapterOf(pool, card))}`;
  };
}

/**
 * "Machete (1)": the level like ArkhamDB's lists, in brackets from level 1; none for level 0.
 * A modified reprint names its version: "Machete – Grundspiel (2026), Kapitel 2"; a reprint with
 * two wordings the one in use: "Fingerabdruck-Set – Wortlaut Kapitel 1".
 */
export function lineTitles(list: DeckList, context: ExportContext): (line: DeckListLine) => string {
  const { lang } = context;
  const ambiguous = ambiguousNames(list);
  const version = versionOf(context);
  return ({ card }) => {
    const subname = ambiguous.has(card.name) ? cardSubname(card, lang) : undefined;
    const level = card.xp ? ` (${card.xp})` : '';
    const printed = version(card);
    return `${cardName(card, lang)}${subname ? `: ${subname}` : ''}${level}${printed ? ` – ${printed}` : ''}`;
  };
}

/** Lines by title in the language's alphabet, then by level. */
export function orderedLines(lines: readonly DeckListLine[], lang: ExportLang): DeckListLine[] {
  return [...lines].sort(
    (a, b) =>
      cardName(a.card, lang).localeCompare(cardName(b.card, lang), lang) ||
      (a.card.xp ?? 0) - (b.card.xp ?? 0) ||
      a.code.localeCompare(b.code),
  );
}

/** "Roland Banks – Der Bundesagent", as its (possibly parallel) front names it. */
export function investigatorTitle(list: DeckList, lang: ExportLang): string {
  const { front } = list.investigator;
  const subname = cardSubname(front, lang);
  return subname ? `${cardName(front, lang)} – ${subname}` : cardName(front, lang);
}

/** Which sides are parallel (`meta.alternate_front`/`alternate_back`), if any. */
export function parallelNote(list: DeckList, labels: ExportLabels): string | undefined {
  const front = Boolean(list.investigator.front.alternate_of);
  const back = Boolean(list.investigator.back.alternate_of);
  if (front && back) return labels.parallel.both;
  if (front) return labels.parallel.front;
  return back ? labels.parallel.back : undefined;
}

/** "008 (2024-10-23)", or the bare number of a list the data does not have. */
export function tabooTitle(taboo: NonNullable<DeckList['taboo']>): string {
  return taboo.list ? `${taboo.list.code} (${taboo.list.date_start})` : String(taboo.id);
}

/** The closing lines: cards counting toward the deck size (all cards in brackets), and the XP. */
export function totals(list: DeckList, labels: ExportLabels): [label: string, value: string][] {
  const all = list.sections.find((s) => s.key === 'main')?.count ?? 0;
  return [
    [labels.deckSize, `${list.deckSize} (${labels.total(all)})`],
    [labels.xp, String(list.xp)],
  ];
}
