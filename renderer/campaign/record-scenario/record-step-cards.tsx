import { t } from '../../i18n/messages.ts';
import { exileCards, storyCards, weaknessCards } from '../../store/campaign/campaign-cards.ts';
import { cardNameIn } from '../../store/deck/deck-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { DialogIntro } from '../../ui/dialog-intro.tsx';
import { MutedText } from '../../ui/muted-text.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { CardChips, CardPicker } from '../card-picker.tsx';
import { removableCards } from '../cards-form.ts';
import { type InvestigatorCards, noCards } from './record-draft.ts';
import styles from './record-step-cards.module.css';
import type { StepProps } from './record-step-types.ts';

type CardList = keyof InvestigatorCards;

/** Step 5: per investigator, story assets and weaknesses earned, cards lost, cards exiled. */
export function CardsStep({ draft, change, investigators }: StepProps) {
  const pool = useAppStore((state) => state.cardPool);
  const nameOf = cardNameIn(pool);
  const pickers: { list: Exclude<CardList, 'removed'>; label: string; cards: ReturnType<typeof storyCards> }[] = [
    { list: 'earned', label: t.recordCardsEarned, cards: storyCards(pool) },
    { list: 'weaknesses', label: t.recordCardsWeakness, cards: weaknessCards(pool) },
    { list: 'exiled', label: t.recordCardsExiled, cards: exileCards(pool) },
  ];
  return (
    <>
      <DialogIntro>{t.recordCardsIntro}</DialogIntro>
      {investigators.map((investigator) => {
        const cards = draft.cards[investigator.code] ?? noCards();
        const set = (list: CardList, codes: string[]) =>
          change({ cards: { ...draft.cards, [investigator.code]: { ...cards, [list]: codes } } });
        // Only what the investigator holds can be lost, each copy once.
        const held = removableCards(investigator, cards);
        return (
          <fieldset
            key={investigator.code}
            className={styles.cards}
            data-testid="record-cards"
            data-code={investigator.code}
          >
            <legend>{investigator.name}</legend>
            {pickers.map(({ list, label, cards: offered }) => (
              <div key={list} className={styles.row} data-list={list}>
                <span className={styles.label}>{label}</span>
                <CardPicker
                  cards={offered}
                  label={`${label} …`}
                  testId={`record-pick-${list}`}
                  onPick={(code) => set(list, [...cards[list], code])}
                />
                <CardChips
                  codes={cards[list]}
                  nameOf={nameOf}
                  testId={`record-chips-${list}`}
                  onRemove={(index) =>
                    set(
                      list,
                      cards[list].filter((_, i) => i !== index),
                    )
                  }
                />
              </div>
            ))}
            <div className={styles.row} data-list="removed">
              <span className={styles.label}>{t.recordCardsRemoved}</span>
              {held.length === 0 ? (
                <MutedText as="span">{t.recordCardsRemovedNone}</MutedText>
              ) : (
                <SelectField
                  label={`${t.recordCardsRemoved}: ${investigator.name}`}
                  hideLabel
                  value=""
                  values={[
                    { value: '', label: '…' },
                    ...[...new Set(held)].map((code) => ({ value: code, label: nameOf(code) })),
                  ]}
                  testId="record-pick-removed"
                  onChange={(code) => code && set('removed', [...cards.removed, code])}
                />
              )}
              <CardChips
                codes={cards.removed}
                nameOf={nameOf}
                testId="record-chips-removed"
                onRemove={(index) =>
                  set(
                    'removed',
                    cards.removed.filter((_, i) => i !== index),
                  )
                }
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
