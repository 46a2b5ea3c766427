import type { ReactNode } from 'react';

interface FilterChipProps {
  active: boolean;
  onToggle(): void;
  testId: string;
  faction?: string;
  title?: string;
  children: ReactNode;
}

/** A toggle button of the filter bar; `aria-pressed` tells whether it filters. */
export function FilterChip({ active, onToggle, testId, faction, title, children }: FilterChipProps) {
  return (
    <button
      type="button"
      className="filter-chip"
      aria-pressed={active}
      data-faction={faction}
      data-testid={testId}
      title={title}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
