import { useEffect } from 'react';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DeckBadges } from './deck-badges.tsx';
import { DeckImportButton } from './import/deck-import-button.tsx';

/** "Meine Decks": the saved decks; one opens its latest version in the editor; "Deck importieren …" adds one. */
export function MyDecks() {
  const decks = useAppStore((state) => state.savedDecks);
  const pool = useAppStore((state) => state.cardPool);
  const loadSavedDecks = useAppStore((state) => state.loadSavedDecks);
  const openSavedDeck = useAppStore((state) => state.openSavedDeck);
  useEffect(() => void loadSavedDecks(), [loadSavedDecks]);

  return (
    <section className="my-decks" data-testid="my-decks">
      <div className="my-decks-head">
        <h2>{t.myDecks}</h2>
        <DeckImportButton />
      </div>
      {decks.length === 0 ? (
        <p className="my-decks-empty">{t.myDecksEmpty}</p>
      ) : (
        <ul>
          {decks.map((deck) => {
            const investigator = pool?.card(deck.investigatorCode);
            return (
              <li key={deck.id}>
                <button
                  type="button"
                  className="my-deck"
                  data-testid="my-deck"
                  data-id={deck.id}
                  data-faction={investigator?.faction_code}
                  onClick={() => void openSavedDeck(deck.id)}
                >
                  <span className="my-deck-name">{deck.name}</span>
                  <span className="my-deck-sub">
                    {investigator ? cardName(investigator) : deck.investigatorCode} · {t.myDeckVersions(deck.versions)}
                  </span>
                  <DeckBadges deck={deck} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
