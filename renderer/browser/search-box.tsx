import type { Ref } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './search-box.module.css';

/** The search field; case, umlauts (ä = ae) and punctuation do not matter (shared/cards/search). */
export function SearchBox({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const query = useAppStore((state) => state.query);
  const setQuery = useAppStore((state) => state.setQuery);
  return (
    <div className={styles.box}>
      <span className={styles.icon} aria-hidden="true">
        ⌕
      </span>
      <input
        ref={inputRef}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t.searchPlaceholder}
        aria-label={t.searchLabel}
        title={t.searchHint}
        data-testid="card-search"
        autoComplete="off"
        spellCheck={false}
        autoFocus
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> hint is not focusable; it only shows the key that focuses the field */}
      <kbd className={styles.key} aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
