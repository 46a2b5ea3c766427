import type { InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ChipButton } from '../ui/chip-button.tsx';
import styles from './investigator-supplies.module.css';

interface InvestigatorSuppliesProps {
  investigator: InvestigatorState;
  sections: readonly LogSectionState[];
  readOnly: boolean;
}

/** The supplies an investigator holds per section, each with a button that uses one up (`supply_used`). */
export function InvestigatorSupplies({ investigator, sections, readOnly }: InvestigatorSuppliesProps) {
  const append = useAppStore((state) => state.appendToCampaign);
  const busy = useAppStore((state) => state.campaignBusy);
  const held = sections.flatMap((section) =>
    Object.entries(investigator.supplies[section.id] ?? {}).map(([id, count]) => ({
      section: section.id,
      id,
      count,
      name: section.supplies?.find((supply) => supply.id === id)?.name ?? id,
    })),
  );
  if (held.length === 0) return null;
  const use = (section: string, supply: string) =>
    void append([{ type: 'supply_used', payload: { code: investigator.code, section, supply } }]);
  return (
    <section className={styles.supplies} data-testid="investigator-supplies">
      <h3>{t.suppliesTitle}</h3>
      <ul>
        {held.map((entry) => (
          <li key={`${entry.section}-${entry.id}`} data-supply={entry.id} data-count={entry.count}>
            <span data-used={entry.count === 0 || undefined}>
              {entry.count > 0 ? t.supplyCount(entry.name, entry.count) : t.supplyUsedUp(entry.name)}
            </span>
            {!readOnly && entry.count > 0 && (
              <ChipButton
                data-testid="supply-use"
                title={t.supplyUse(entry.name)}
                aria-label={t.supplyUse(entry.name)}
                disabled={busy}
                onClick={() => use(entry.section, entry.id)}
              >
                −1
              </ChipButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
