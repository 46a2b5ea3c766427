import { type ReactNode, useRef } from 'react';
import { OwnedToggle } from '../collection/owned-toggle.tsx';
import { t } from '../i18n/messages.ts';
import { selectFiltersActive, selectVisibleCards } from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import styles from './browser-pane.module.css';
import { CardList } from './card-list.tsx';
import { FilterBar } from './filter-bar.tsx';
import pane from './list-pane.module.css';
import { SearchBox } from './search-box.tsx';
import { useBrowserKeys } from './use-browser-keys.ts';

/** Search, filters, count and the virtualized list; the deck editor adds its toggle and +/− buttons. */
export function BrowserPane({ toolbar, deckControls = false }: { toolbar?: ReactNode; deckControls?: boolean }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const paneRef = useRef<HTMLElement>(null);
  const count = useAppStore((state) => selectVisibleCards(state).length);
  const filtersActive = useAppStore(selectFiltersActive);
  const resetFilters = useAppStore((state) => state.resetFilters);
  useBrowserKeys(searchRef);

  return (
    <section className={pane.pane} ref={paneRef}>
      <SearchBox inputRef={searchRef} />
      {/* From the search to the list in one Tab, past the filter buttons (WCAG 2.4.1); from the list the next Tab is the first row's "+". */}
      <button
        type="button"
        className={styles.skipToList}
        data-testid="skip-to-list"
        onClick={() => paneRef.current?.querySelector<HTMLElement>('[data-testid="card-list"]')?.focus()}
      >
        {t.skipToList}
      </button>
      <FilterBar />
      <div className={styles.toolbar}>
        <span className={pane.count} data-testid="card-count" aria-live="polite">
          {t.cardCount(count)}
        </span>
        <OwnedToggle />
        {toolbar}
        {filtersActive && <LinkButton onClick={resetFilters}>{t.filterReset}</LinkButton>}
      </div>
      <p className={styles.keys} id="card-list-keys" data-testid="list-keys">
        {deckControls ? t.listKeysDeck : t.listKeys}
      </p>
      <CardList deckControls={deckControls} />
    </section>
  );
}
