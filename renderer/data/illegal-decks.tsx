import type { PoolSummary } from '../../shared/api/contract.ts';
import { germanProblemLabel } from '../../shared/i18n/de/pool-diff.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import notes from './data-notes.module.css';
import styles from './illegal-decks.module.css';

type IllegalDeck = NonNullable<PoolSummary['illegalDecks']>[number];

/** The saved decks an update made illegal, each a link into the deck editor. */
export function IllegalDecks({ decks, onOpen }: { decks: readonly IllegalDeck[]; onOpen(): void }) {
  const openSavedDeck = useAppStore((state) => state.openSavedDeck);
  const showScreen = useAppStore((state) => state.showScreen);
  const open = async (deckId: number) => {
    if (!(await openSavedDeck(deckId))) return;
    showScreen('deck');
    onOpen();
  };
  return (
    <section className={styles.decks} data-testid="illegal-decks" aria-labelledby="illegal-decks-title">
      <h4 id="illegal-decks-title">
        {t.illegalTitle} ({decks.length})
      </h4>
      {decks.length === 0 ? (
        <p className={notes.muted}>{t.illegalNone}</p>
      ) : (
        <>
          <p className={notes.muted}>{t.illegalHint}</p>
          <ul>
            {decks.map((deck) => (
              <li key={deck.deckId}>
                <LinkButton
                  data-testid="illegal-deck"
                  data-id={deck.deckId}
                  aria-label={t.illegalOpen(deck.name)}
                  onClick={() => void open(deck.deckId)}
                >
                  {deck.name}
                </LinkButton>
                <span className={notes.muted}> – {deck.problems.map(germanProblemLabel).join(', ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
