import { customizationSummary } from './customization-summary.ts';
import type { DeckList, DeckListGroup, DeckListLine } from './deck-list.ts';
import { investigatorTitle, lineTitles, orderedLines, parallelNote, tabooTitle, totals } from './export-format.ts';
import type { ExportContext } from './export-labels.ts';

// A plain-text deck list to paste into a chat or a forum: headings with counts, one line per card
// ("2× Machete (1)"), indented by group and slot.

const STEP = '  ';

export function deckText(list: DeckList, context: ExportContext): string {
  const { lang, labels } = context;
  const title = lineTitles(list, context);

  const cardLines = (lines: readonly DeckListLine[], indent: string): string[] =>
    orderedLines(lines, lang).flatMap((line) => {
      const taken = customizationSummary(line, context);
      const sub = taken.length ? [`${indent}${STEP}${labels.customizations}: ${taken.join('; ')}`] : [];
      return [`${indent}${line.count}× ${title(line)}`, ...sub];
    });

  const groupLines = (group: DeckListGroup, indent: string): string[] => [
    '',
    `${indent}${labels.kinds[group.kind]} (${group.count})`,
    ...(group.slots
      ? group.slots.flatMap((slot) => [
          `${indent}${STEP}${labels.slots[slot.slot]} (${slot.count})`,
          ...cardLines(slot.lines, indent + STEP + STEP),
        ])
      : cardLines(group.lines, indent + STEP)),
  ];

  const note = parallelNote(list, labels);
  const out = [
    ...(list.name ? [list.name] : []),
    `${labels.investigator}: ${investigatorTitle(list, lang)}${note ? ` (${note})` : ''}`,
    ...(list.taboo ? [`${labels.taboo}: ${tabooTitle(list.taboo)}`] : []),
  ];
  for (const section of list.sections) {
    if (section.key === 'main') out.push(...section.groups.flatMap((group) => groupLines(group, '')));
    else
      out.push(
        '',
        `${labels.sections[section.key]} (${section.count})`,
        ...section.groups.flatMap((group) => groupLines(group, STEP)),
      );
  }
  out.push('', ...totals(list, labels).map(([label, value]) => `${label}: ${value}`));
  return `${out.join('\n')}\n`;
}
