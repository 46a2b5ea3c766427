import { useState } from 'react';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { exileCards } from '../store/campaign/campaign-cards.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import { CardChips, CardPicker } from './card-picker.tsx';
import styles from './exile-dialog.module.css';
import { exileEvents } from './exile-form.ts';

/** „Ins Exil schicken“ (Grimoire „Exil / Ins Exil schicken“): cards the investigator exiles outside a scenario; free to replace at the next upgrade. */
export function ExileDialog({ investigator, onClose }: { investigator: InvestigatorState; onClose(): void }) {
  const pool = useAppStore((state) => state.cardPool);
  const [chosen, setChosen] = useState<string[]>([]);
  const nameOf = cardNameIn(pool);
  return (
    <CampaignEventDialog
      title={t.exileDialogTitle(investigator.name)}
      testId="exile-dialog"
      events={chosen.length ? exileEvents(investigator.code, chosen) : undefined}
      confirm={t.exileSave}
      onClose={onClose}
    >
      <p className="dialog-intro">{t.exileIntro}</p>
      <CardPicker
        cards={exileCards(pool)}
        label={t.exileSearch}
        testId="exile-pick"
        onPick={(code) => setChosen([...chosen, code])}
      />
      <div className={styles.chosen}>
        <span className="campaign-muted">{t.exileChosen}</span>
        {chosen.length === 0 ? (
          <span className="campaign-muted">{t.exileNone}</span>
        ) : (
          <CardChips
            codes={chosen}
            nameOf={nameOf}
            testId="exile-chosen"
            onRemove={(index) => setChosen(chosen.filter((_, i) => i !== index))}
          />
        )}
      </div>
    </CampaignEventDialog>
  );
}
