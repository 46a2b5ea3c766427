import { useRef } from 'react';
import { t } from '../i18n/messages.ts';
import { selectFiltersActive, selectVisibleCards } from '../store/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CardDetail } from './card-detail.tsx';
import { CardList } from './card-list.tsx';
import { FilterBar } from './filter-bar.tsx';
import { SearchBox } from './search-box.tsx';
import { useBrowserKeys } from './use-browser-keys.ts';

/** Search and filters with the card list on the left, the selected card on the right. */
export function CardBrowser() {
  const searchRef = useRef<HTMLInputElement>(null);
  const count = useAppStore((state) => selectVisibleCards(state).length);
  const filtersActive = useAppStore(selectFiltersActive);
  const resetFilters = useAppStore((state) => state.resetFilters);
  useBrowserKeys(searchRef);

  return (
    <div className="card-browser">
      <section className="browser-pane">
        <SearchBox inputRef={searchRef} />
        <FilterBar />
        <div className="list-toolbar">
          <span className="card-count" data-testid="card-count" aria-live="polite">
            {t.cardCount(count)}
          </span>
          {filtersActive && (
            <button type="button" className="link-button" onClick={resetFilters}>
              {t.filterReset}
            </button>
          )}
        </div>
        <CardList />
      </section>
      <CardDetail />
    </div>
  );
}
