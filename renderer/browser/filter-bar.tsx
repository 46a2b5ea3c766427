import { useState } from 'react';
import { CARD_ICONS } from '../cards/card-icons.ts';
import { factionLabel, typeCodeLabel } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import {
  FILTER_FACTIONS,
  FILTER_LEVELS,
  selectExtraFilterCount,
  selectTypeCodes,
} from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ExtraFilters } from './extra-filters.tsx';
import { FilterChip } from './filter-chip.tsx';

/** Class, type and level toggles, more behind "Weitere Filter"; several in a group widen the search (or), groups narrow it (and). */
export function FilterBar() {
  const labels = useAppStore((state) => state.cardPool?.data.labels);
  const typeCodes = useAppStore(selectTypeCodes);
  const factions = useAppStore((state) => state.factions);
  const types = useAppStore((state) => state.types);
  const levels = useAppStore((state) => state.levels);
  const toggleFaction = useAppStore((state) => state.toggleFaction);
  const toggleType = useAppStore((state) => state.toggleType);
  const toggleLevel = useAppStore((state) => state.toggleLevel);
  const extraCount = useAppStore(selectExtraFilterCount);
  const [moreOpen, setMoreOpen] = useState(false);
  const showMore = moreOpen || extraCount > 0;

  return (
    <div className="filter-bar">
      <fieldset className="filter-group" aria-label={t.filterClass}>
        <span className="filter-group-label">{t.filterClass}</span>
        {FILTER_FACTIONS.map((code) => (
          <FilterChip
            key={code}
            active={factions.includes(code)}
            onToggle={() => toggleFaction(code)}
            testId={`filter-faction-${code}`}
            faction={code}
          >
            <span className="filter-chip-icon" aria-hidden="true">
              {CARD_ICONS[code]?.glyph ?? '●'}
            </span>
            {factionLabel(labels, code)}
          </FilterChip>
        ))}
      </fieldset>
      <fieldset className="filter-group" aria-label={t.filterType}>
        <span className="filter-group-label">{t.filterType}</span>
        {typeCodes.map((code) => (
          <FilterChip
            key={code}
            active={types.includes(code)}
            onToggle={() => toggleType(code)}
            testId={`filter-type-${code}`}
          >
            {typeCodeLabel(labels, code)}
          </FilterChip>
        ))}
      </fieldset>
      <fieldset className="filter-group filter-levels" aria-label={t.filterLevel}>
        <span className="filter-group-label">{t.filterLevel}</span>
        {FILTER_LEVELS.map((level) => (
          <FilterChip
            key={level}
            active={levels.includes(level)}
            onToggle={() => toggleLevel(level)}
            testId={`filter-level-${level}`}
            title={t.levelLabel(level)}
          >
            {level}
          </FilterChip>
        ))}
        <button
          type="button"
          className="link-button more-filters"
          aria-expanded={showMore}
          data-testid="more-filters"
          disabled={extraCount > 0}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          {t.filterMoreCount(extraCount)} {showMore ? '▴' : '▾'}
        </button>
      </fieldset>
      {showMore && <ExtraFilters />}
    </div>
  );
}
