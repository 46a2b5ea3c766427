import { t } from '../i18n/messages.ts';
import type { SavedDeckSummary } from '../store/deck/saved-deck-types.ts';
import styles from './deck-badges.module.css';

/** A saved deck's rule state in "Meine Decks": made illegal by a card update and how many problems it has. */
export function DeckBadges({ deck }: { deck: Pick<SavedDeckSummary, 'problems' | 'illegalSinceUpdate'> }) {
  if (!deck.illegalSinceUpdate && !deck.problems) return null;
  return (
    <span className={styles.badges}>
      {deck.illegalSinceUpdate && (
        <span className={`${styles.badge} ${styles.update}`} data-testid="deck-badge-update">
          {t.deckIllegalSinceUpdate}
        </span>
      )}
      {Boolean(deck.problems) && (
        <span className={styles.badge} data-testid="deck-badge-problems">
          {t.problemsTitle(deck.problems!)}
        </span>
      )}
    </span>
  );
}
