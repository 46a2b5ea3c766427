import { t } from '../../i18n/messages.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { BulletList } from '../../ui/bullet-list.tsx';
import { DialogIntro } from '../../ui/dialog-intro.tsx';
import { campaignNames } from '../campaign-names.ts';
import { journalText } from '../journal-text.ts';
import { recordEvents } from './record-draft.ts';
import type { StepProps } from './record-step-types.ts';
import styles from './record-summary.module.css';

/** Step 7: the scenario as it will be written, in the words "Verlauf" will use; nothing is saved yet. */
export function RecordSummary({ draft, campaign, investigators }: StepProps) {
  const pool = useAppStore((state) => state.cardPool);
  const events = recordEvents(draft, campaign, investigators) ?? [];
  const names = campaignNames(campaign, pool);
  const recorded = events.find((event) => event.type === 'scenario_recorded');
  const [headline, ...details] = recorded ? journalText(recorded, names) : [''];
  const exiles = events.flatMap((event) =>
    event.type === 'card_exiled'
      ? [
          t.recordSummaryExiled(
            names.investigator(event.payload.code),
            names.card(event.payload.card),
            event.payload.count ?? 1,
          ),
        ]
      : [],
  );
  return (
    <>
      <DialogIntro>{t.recordSummaryIntro}</DialogIntro>
      <div className={styles.summary} data-testid="record-summary">
        <p className={styles.head} data-testid="record-summary-head">
          {headline}
        </p>
        <BulletList>
          {[...details, ...exiles].map((line, index) => (
            <li key={`${index}-${line}`} data-testid="record-summary-line">
              {line}
            </li>
          ))}
        </BulletList>
      </div>
    </>
  );
}
