import { customizationSummary } from './customization-summary.ts';
import type { DeckList, DeckListGroup, DeckListLine } from './deck-list.ts';
import { investigatorTitle, lineTitles, orderedLines, parallelNote, tabooTitle, totals } from './export-format.ts';
import type { ExportContext } from './export-labels.ts';

// The deck list as Markdown for forums and notes: a heading per group and slot, one bullet per
// card, card titles linked to their ArkhamDB page.

export const cardUrl = (code: string) => `https://arkhamdb.com/card/${code}`;

/** Titles and deck names may hold characters Markdown would read as markup. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>#]/g, (c) => `\\${c}`);

const link = (text: string, code: string) => `[${escapeMarkdown(text)}](${cardUrl(code)})`;

export function deckMarkdown(list: DeckList, context: ExportContext): string {
  const { lang, labels } = context;
  const title = lineTitles(list, context);
  const heading = (level: number, text: string) => ['', `${'#'.repeat(level)} ${escapeMarkdown(text)}`, ''];

  const bullets = (lines: readonly DeckListLine[]): string[] =>
    orderedLines(lines, lang).flatMap((line) => {
      const taken = customizationSummary(line, context);
      const sub = taken.length ? [`  - ${escapeMarkdown(`${labels.customizations}: ${taken.join('; ')}`)}`] : [];
      return [`- ${line.count}× ${link(title(line), line.code)}`, ...sub];
    });

  const group = (g: DeckListGroup, level: number): string[] => [
    ...heading(level, `${labels.kinds[g.kind]} (${g.count})`),
    ...(g.slots
      ? g.slots.flatMap((slot) => [
          ...heading(level + 1, `${labels.slots[slot.slot]} (${slot.count})`),
          ...bullets(slot.lines),
        ])
      : bullets(g.lines)),
  ];

  const note = parallelNote(list, labels);
  const out = [
    ...(list.name ? [`# ${escapeMarkdown(list.name)}`, ''] : []),
    `**${labels.investigator}:** ${link(investigatorTitle(list, lang), list.investigator.front.code)}${note ? ` (${note})` : ''}`,
    ...(list.taboo ? ['', `**${labels.taboo}:** ${tabooTitle(list.taboo)}`] : []),
  ];
  for (const section of list.sections) {
    if (section.key === 'main') out.push(...section.groups.flatMap((g) => group(g, 2)));
    else
      out.push(
        ...heading(2, `${labels.sections[section.key]} (${section.count})`),
        ...section.groups.flatMap((g) => group(g, 3)),
      );
  }
  out.push(...totals(list, labels).flatMap(([label, value]) => ['', `**${label}:** ${value}`]));
  // Headings bring their own blank lines; two in a row read as one.
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
