import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { recordedRows, selectRecordedSheets } from '../store/campaign/campaign-customizations.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './investigator-customizations.module.css';

/** A row's boxes as on the paper sheet: checked ones filled. */
function SheetBoxes({ checked, boxes }: { checked: number; boxes: number }) {
  return (
    <span
      className={styles.boxes}
      data-testid="sheet-boxes"
      role="img"
      aria-label={t.customizationBoxes(checked, boxes)}
      title={t.customizationBoxes(checked, boxes)}
      data-checked={checked}
      data-boxes={boxes}
    >
      {Array.from({ length: boxes }, (_, i) => (
        <span key={i} className={styles.box} data-checked={i < checked || undefined} />
      ))}
    </span>
  );
}

/** "Individualisiert": per customizable card, the sheet's rows the campaign recorded boxes on. */
export function InvestigatorCustomizations({ investigator }: { investigator: InvestigatorState }) {
  const pool = useAppStore((state) => state.cardPool);
  const recorded = useAppStore(selectRecordedSheets)[investigator.code] ?? {};
  const cards = Object.keys(investigator.customizations);
  if (cards.length === 0) return null;
  return (
    <>
      <dt>{t.customizationsTitle}</dt>
      <dd>
        <ul className={styles.records} data-testid="customizations">
          {cards.map((code) => {
            const card = pool?.card(code);
            // The journal holds every box; the state only which rows have some.
            const rows = recordedRows(
              card,
              recorded[code] ?? Object.fromEntries(investigator.customizations[code]!.map((row) => [row, 1])),
            );
            return (
              <li key={code} data-testid="customization-record" data-card={code}>
                <span className={styles.card}>{card ? cardName(card) : code}</span>
                {rows.map((row) => (
                  <span
                    key={row.index}
                    className={styles.row}
                    data-testid="customization-row"
                    data-row={row.index}
                    data-checked={row.checked}
                  >
                    {row.name ?? t.customizationRow(row.index + 1)}{' '}
                    <SheetBoxes checked={row.checked} boxes={row.boxes} />
                  </span>
                ))}
              </li>
            );
          })}
        </ul>
      </dd>
    </>
  );
}
