import { CARD_SLOTS, COST_FILTERS, SKILL_ICON_NAMES } from '../../shared/cards/card-facets.ts';
import { GERMAN_EXPORT_LABELS } from '../../shared/i18n/de/deck-export.ts';
import { CardIconGlyph } from '../cards/card-icon.tsx';
import { t } from '../i18n/messages.ts';
import { selectPackGroups, selectTraitNames } from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { FilterChip } from '../ui/filter-chip.tsx';
import { FacetPicker } from './facet-picker.tsx';
import styles from './filter-bar.module.css';

/** "Weitere Filter": cost, skill icons, slot, trait and pack (shared/cards/card-facets). */
export function ExtraFilters() {
  const costs = useAppStore((state) => state.costs);
  const skills = useAppStore((state) => state.skills);
  const slots = useAppStore((state) => state.slots);
  const traits = useAppStore((state) => state.traits);
  const packs = useAppStore((state) => state.packs);
  const traitNames = useAppStore(selectTraitNames);
  const packGroups = useAppStore(selectPackGroups);
  const toggle = useAppStore((state) => state.toggleFacet);

  const traitLabel = (trait: string) => traitNames.find((entry) => entry.trait === trait)?.label ?? trait;
  const packLabel = (code: string) =>
    packGroups.flatMap((group) => group.packs).find((pack) => pack.code === code)?.name ?? code;
  return (
    <div className={styles.extra} data-testid="extra-filters">
      <fieldset className={styles.group} aria-label={t.filterCost}>
        <span className={styles.groupLabel}>{t.filterCost}</span>
        {COST_FILTERS.map((bucket) => (
          <FilterChip
            key={bucket}
            active={costs.includes(bucket)}
            onClick={() => toggle('costs', bucket)}
            data-testid={`filter-cost-${bucket}`}
            narrow
            title={t.costBucketTitle(bucket)}
          >
            {bucket === 'none' ? t.costNone : bucket}
          </FilterChip>
        ))}
      </fieldset>
      <fieldset className={styles.group} aria-label={t.filterSkills}>
        <span className={styles.groupLabel}>{t.filterSkills}</span>
        {SKILL_ICON_NAMES.map((skill) => (
          <FilterChip
            key={skill}
            active={skills.includes(skill)}
            onClick={() => toggle('skills', skill)}
            data-testid={`filter-skill-${skill}`}
            title={t.skillNames[skill]}
          >
            <CardIconGlyph name={skill} /> {t.skillNames[skill]}
          </FilterChip>
        ))}
      </fieldset>
      <fieldset className={styles.group} aria-label={t.filterSlot}>
        <span className={styles.groupLabel}>{t.filterSlot}</span>
        {CARD_SLOTS.map((slot) => (
          <FilterChip
            key={slot}
            active={slots.includes(slot)}
            onClick={() => toggle('slots', slot)}
            data-testid={`filter-slot-${slot}`}
          >
            {GERMAN_EXPORT_LABELS.slots[slot]}
          </FilterChip>
        ))}
      </fieldset>
      <div className={`${styles.group} ${styles.pickers}`}>
        <FacetPicker
          label={t.filterTrait}
          placeholder={t.filterTraitChoose}
          groups={[{ label: '', options: traitNames.map((entry) => ({ value: entry.trait, label: entry.label })) }]}
          chosen={traits}
          labelOf={traitLabel}
          onToggle={(trait) => toggle('traits', trait)}
          testId="filter-trait"
          removeTitle={t.filterRemove}
        />
        <FacetPicker
          label={t.filterPack}
          placeholder={t.filterPackChoose}
          groups={packGroups.map((group) => ({
            label: group.name,
            options: group.packs.map((pack) => ({ value: pack.code, label: pack.name })),
          }))}
          chosen={packs}
          labelOf={packLabel}
          onToggle={(pack) => toggle('packs', pack)}
          testId="filter-pack"
          removeTitle={t.filterRemove}
        />
      </div>
    </div>
  );
}
