import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectCardsOutsideCollection } from '../store/collection/collection-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import '../styles/collection.css';

/** The deck's notice for cards no owned pack prints: a hint, not a rule problem (the deck stays legal). */
export function OutsideCollection() {
  const cards = useAppStore(selectCardsOutsideCollection);
  if (cards.length === 0) return null;
  return (
    <p className="outside-collection" role="status" data-testid="outside-collection" title={t.outsideCollectionHint}>
      {t.outsideCollection(cards.map((card) => cardName(card)).join(', '))}
    </p>
  );
}
