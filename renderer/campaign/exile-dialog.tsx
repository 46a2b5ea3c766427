import { useState } from 'react';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { exileCards } from '../store/campaign/campaign-cards.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { MutedText } from '../ui/muted-text.tsx';
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
      <DialogIntro>{t.exileIntro}</DialogIntro>
      <CardPicker
        cards={exileCards(pool)}
        label={t.exileSearch}
        testId="exile-pick"
        onPick={(code) => setChosen([...chosen, code])}
      />
      <div className={styles.chosen}>
        <MutedText as="span">{t.exileChosen}</MutedText>
        {chosen.length === 0 ? (
          <MutedText as="span">{t.exileNone}</MutedText>
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
