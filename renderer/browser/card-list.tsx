import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { packName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectNamesakeCodes, selectTextHitCodes, selectVisibleCards } from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './card-list.module.css';
import { CardRow } from './card-row.tsx';
import pane from './list-pane.module.css';

const ROW_HEIGHT = 58;
/** The list's element id: ↓ from the search moves the focus there (use-browser-keys). */
export const CARD_LIST_ID = 'card-list';

/** The filtered cards as a virtualized list box: only the rows in view are in the DOM. */
export function CardList({ deckControls = false }: { deckControls?: boolean }) {
  const cards = useAppStore(selectVisibleCards);
  const textHits = useAppStore(selectTextHitCodes);
  const namesakes = useAppStore(selectNamesakeCodes);
  const labels = useAppStore((state) => state.cardPool?.data.labels);
  const packs = useAppStore((state) => state.cardPool?.data.packs);
  const selectedCode = useAppStore((state) => state.selectedCode);
  const highlightedCode = useAppStore((state) => state.highlightedCode);
  const selectCard = useAppStore((state) => state.selectCard);
  const slots = useAppStore((state) => (deckControls ? state.deck?.slots : undefined));
  const scrollRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => cards[index]!.code,
    useFlushSync: false,
  });

  // A new search starts at the top; moving the highlight keeps its row in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes (a new search), reading nothing of it
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [cards]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the highlight only; the virtualizer is a new object each render and the list changing must not scroll
  useEffect(() => {
    const index = cards.findIndex((card) => card.code === highlightedCode);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [highlightedCode]);

  // Both versions of a modified reprint's title name their pack (Grimoire „Modifizierte Reprints“).
  const versioned = useMemo(
    () => new Set(cards.flatMap((card) => (card.modified_reprint_of ? [card.code, card.modified_reprint_of] : []))),
    [cards],
  );

  if (cards.length === 0) return <p className={pane.empty}>{t.noCards}</p>;

  const items = virtualizer.getVirtualItems();
  // Rows with +/− buttons cannot be listbox options (no controls inside an option): a plain list then.
  const activeRendered = items.some((item) => cards[item.index]?.code === highlightedCode);

  const rows = (
    <div className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const card = cards[item.index]!;
        return (
          <div
            key={item.key}
            className={styles.item}
            style={{ transform: `translateY(${item.start}px)`, height: item.size }}
          >
            <CardRow
              card={card}
              labels={labels}
              selected={card.code === selectedCode}
              highlighted={card.code === highlightedCode}
              onSelect={selectCard}
              role={deckControls ? 'listitem' : 'option'}
              packLabel={
                packs && (card.type_code === 'investigator' || versioned.has(card.code) || namesakes.has(card.code))
                  ? packName(packs, card.pack_code)
                  : undefined
              }
              deckCount={slots ? (slots[card.code] ?? 0) : undefined}
              textHit={textHits.has(card.code)}
            />
          </div>
        );
      })}
    </div>
  );
  // The list scrolls: it takes the focus so ↑/↓ and the page keys reach it (WCAG 2.1.1).
  return deckControls ? (
    // biome-ignore lint/a11y/useSemanticElements: virtualized rows sit in positioned wrappers, not in <li>
    <div
      ref={scrollRef}
      id={CARD_LIST_ID}
      className={pane.list}
      data-testid="card-list"
      role="list"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard
      tabIndex={0}
      aria-label={t.cardListLabel}
      aria-describedby="card-list-keys"
    >
      {rows}
    </div>
  ) : (
    <div
      ref={scrollRef}
      id={CARD_LIST_ID}
      className={pane.list}
      data-testid="card-list"
      role="listbox"
      tabIndex={0}
      aria-label={t.cardListLabel}
      aria-describedby="card-list-keys"
      aria-activedescendant={activeRendered ? `card-row-${highlightedCode}` : undefined}
    >
      {rows}
    </div>
  );
}
