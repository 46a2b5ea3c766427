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
import { FilterChip } from '../ui/filter-chip.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { ExtraFilters } from './extra-filters.tsx';
import styles from './filter-bar.module.css';

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
    <div className={styles.bar}>
      <fieldset className={styles.group} aria-label={t.filterClass}>
        <span className={styles.groupLabel}>{t.filterClass}</span>
        {FILTER_FACTIONS.map((code) => (
          <FilterChip
            key={code}
            active={factions.includes(code)}
            onClick={() => toggleFaction(code)}
            data-testid={`filter-faction-${code}`}
            faction={code}
            icon={CARD_ICONS[code]?.glyph ?? '●'}
          >
            {factionLabel(labels, code)}
          </FilterChip>
        ))}
      </fieldset>
      <fieldset className={styles.group} aria-label={t.filterType}>
        <span className={styles.groupLabel}>{t.filterType}</span>
        {typeCodes.map((code) => (
          <FilterChip
            key={code}
            active={types.includes(code)}
            onClick={() => toggleType(code)}
            data-testid={`filter-type-${code}`}
          >
            {typeCodeLabel(labels, code)}
          </FilterChip>
        ))}
      </fieldset>
      <fieldset className={styles.group} aria-label={t.filterLevel}>
        <span className={styles.groupLabel}>{t.filterLevel}</span>
        {FILTER_LEVELS.map((level) => (
          <FilterChip
            key={level}
            active={levels.includes(level)}
            onClick={() => toggleLevel(level)}
            data-testid={`filter-level-${level}`}
            narrow
            title={t.levelLabel(level)}
          >
            {level}
          </FilterChip>
        ))}
        <LinkButton
          className={styles.more}
          aria-expanded={showMore}
          data-testid="more-filters"
          disabled={extraCount > 0}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          {t.filterMoreCount(extraCount)} {showMore ? '▴' : '▾'}
        </LinkButton>
      </fieldset>
      {showMore && <ExtraFilters />}
    </div>
  );
}
