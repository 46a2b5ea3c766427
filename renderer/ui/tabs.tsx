import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { tabAfterKey } from './tab-keys.ts';
import styles from './tabs.module.css';

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: Id; label: ReactNode }[];
  selected: Id;
  /** Tabs are `<prefix>tab-<id>`, the panel `<prefix>panel-<id>` for tests. */
  testIdPrefix?: string;
  onSelect(id: Id): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * A row of tabs over the one panel shown (WAI-ARIA APG tabs, automatic activation): one tab stop,
 * ← and → move to the previous and next tab and wrap, Home and End to the first and last; the
 * tab reached is selected and focused.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  testIdPrefix = '',
  onSelect,
  children,
}: TabsProps<Id>) {
  const base = useId();
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      tabs[
        tabAfterKey(
          event.key,
          tabs.findIndex((tab) => tab.id === selected),
          tabs.length,
        ) ?? -1
      ];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div className={styles.tabbed}>
      <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            data-testid={`${testIdPrefix}tab-${tab.id}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className={styles.panel}
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={tabId(selected)}
        data-testid={`${testIdPrefix}panel-${selected}`}
      >
        {children}
      </div>
    </div>
  );
}
