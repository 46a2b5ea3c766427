import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectCardsOutsideCollection, selectCardsShortOfCopies } from '../store/collection/collection-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './outside-collection.module.css';

/**
 * The deck's notice for cards no owned pack prints, and for more copies than the owned packs hold:
 * a hint, not a rule problem (the deck stays legal).
 */
export function OutsideCollection() {
  const cards = useAppStore(selectCardsOutsideCollection);
  const short = useAppStore(selectCardsShortOfCopies);
  return (
    <>
      {cards.length > 0 && (
        <p className={styles.notice} role="status" data-testid="outside-collection" title={t.outsideCollectionHint}>
          {t.outsideCollection(cards.map((card) => cardName(card)).join(', '))}
        </p>
      )}
      {short.length > 0 && (
        <p className={styles.notice} role="status" data-testid="short-of-copies" title={t.shortOfCopiesHint}>
          {t.shortOfCopies(
            short.map((entry) => t.shortOfCopiesCard(cardName(entry.card), entry.inDeck, entry.owned)).join(', '),
          )}
        </p>
      )}
    </>
  );
}
