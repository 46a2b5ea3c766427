import { useState } from 'react';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { storyCards, weaknessCards } from '../store/campaign/campaign-cards.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import { CardChips, CardPicker } from './card-picker.tsx';
import styles from './cards-dialog.module.css';
import { type CardsChange, cardsChangedEvent, noCardsChange, removableCards } from './cards-form.ts';

/** "Karten …": story assets and weaknesses gained or lost between scenarios (`cards_changed`), with a reason. */
export function CardsDialog({ investigator, onClose }: { investigator: InvestigatorState; onClose(): void }) {
  const pool = useAppStore((state) => state.cardPool);
  const [change, setChange] = useState<CardsChange>(noCardsChange);
  const [reason, setReason] = useState('');
  const nameOf = cardNameIn(pool);
  const set = (list: keyof CardsChange, codes: string[]) => setChange({ ...change, [list]: codes });
  const removable = [...new Set(removableCards(investigator, change))];
  const event = cardsChangedEvent(investigator.code, change, reason);
  const pickers = [
    { list: 'earned', label: t.cardsEarned, cards: storyCards(pool) },
    { list: 'weaknesses', label: t.cardsWeakness, cards: weaknessCards(pool) },
  ] as const;
  return (
    <CampaignEventDialog
      title={t.cardsDialogTitle(investigator.name)}
      testId="cards-dialog"
      events={event && [event]}
      confirm={t.cardsSave}
      onClose={onClose}
    >
      <DialogIntro>{t.cardsIntro}</DialogIntro>
      {pickers.map(({ list, label, cards }) => (
        <div key={list} className={styles.changeRow} data-list={list}>
          <span className={styles.label}>{label}</span>
          <CardPicker
            cards={cards}
            label={`${label} …`}
            testId={`cards-pick-${list}`}
            onPick={(code) => set(list, [...change[list], code])}
          />
          <CardChips
            codes={change[list]}
            nameOf={nameOf}
            testId={`cards-chips-${list}`}
            onRemove={(index) =>
              set(
                list,
                change[list].filter((_, i) => i !== index),
              )
            }
          />
        </div>
      ))}
      <div className={styles.changeRow} data-list="removed">
        <span className={styles.label}>{t.cardsRemoved}</span>
        {removable.length === 0 ? (
          <MutedText as="span">{t.cardsRemovedNone}</MutedText>
        ) : (
          <SelectField
            label={`${t.cardsRemoved}: ${investigator.name}`}
            hideLabel
            value=""
            values={[{ value: '', label: '…' }, ...removable.map((code) => ({ value: code, label: nameOf(code) }))]}
            testId="cards-pick-removed"
            onChange={(code) => code && set('removed', [...change.removed, code])}
          />
        )}
        <CardChips
          codes={change.removed}
          nameOf={nameOf}
          testId="cards-chips-removed"
          onRemove={(index) =>
            set(
              'removed',
              change.removed.filter((_, i) => i !== index),
            )
          }
        />
      </div>
      <TextField label={t.cardsReason}>
        <input
          type="text"
          value={reason}
          maxLength={500}
          placeholder={t.cardsReasonPlaceholder}
          data-testid="cards-reason"
          onChange={(event) => setReason(event.target.value)}
        />
      </TextField>
      {!event && <MutedText>{t.cardsIncomplete}</MutedText>}
    </CampaignEventDialog>
  );
}
