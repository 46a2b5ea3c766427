import type { PoolSummary } from '../../shared/api/contract.ts';
import { germanName } from '../../shared/cards/german-names.ts';
import { t } from '../i18n/messages.ts';
import { fieldLabel } from './field-labels.ts';

// The change report of a card import or update as sections for the screen: what came, changed
// and went, each a list of German lines, long lists cut after `limit` lines.

type PoolDiff = NonNullable<PoolSummary['changes']>;

export interface ReportSection {
  id: 'added-packs' | 'removed-packs' | 'added-cards' | 'changed-cards' | 'removed-cards' | 'taboos';
  title: string;
  count: number;
  lines: string[];
  /** Lines left out after `limit`. */
  more: number;
}

const cardLine = (code: string, name: string | undefined) => (name ? `${name} (${code})` : code);
const germanDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** Sections that have something to say, in the order a player asks: packs, cards, taboo lists. */
export function reportSections(
  diff: PoolDiff,
  nameOf: (code: string) => string | undefined,
  removedNames: Record<string, string>,
  limit = 40,
): ReportSection[] {
  const all: Omit<ReportSection, 'count' | 'more'>[] = [
    { id: 'added-packs', title: t.reportAddedPacks, lines: diff.addedPacks.map(germanName) },
    { id: 'removed-packs', title: t.reportRemovedPacks, lines: diff.removedPacks.map(germanName) },
    {
      id: 'added-cards',
      title: t.reportAddedCards,
      lines: diff.addedCards.map((code) => cardLine(code, nameOf(code))),
    },
    {
      id: 'changed-cards',
      title: t.reportChangedCards,
      lines: diff.changedCards.map(
        (card) =>
          `${cardLine(card.code, nameOf(card.code) ?? card.name)}: ${[...new Set(card.fields.map(fieldLabel))].join(', ')}`,
      ),
    },
    {
      id: 'removed-cards',
      title: t.reportRemovedCards,
      lines: diff.removedCards.map((code) => cardLine(code, removedNames[code])),
    },
    {
      id: 'taboos',
      title: t.reportTabooLists,
      lines: [
        ...diff.addedTabooLists.map((list) => t.reportTabooAdded(list.code, germanDate(list.date_start))),
        ...diff.changedTabooLists.map((list) => t.reportTabooChanged(list.code, germanDate(list.date_start))),
      ],
    },
  ];
  return all
    .filter((section) => section.lines.length > 0)
    .map((section) => ({
      ...section,
      count: section.lines.length,
      lines: section.lines.slice(0, limit),
      more: Math.max(0, section.lines.length - limit),
    }));
}
