import { cardName } from '../cards/card-labels.ts';
import deckButton from '../deck/saved-deck-button.module.css';
import { t } from '../i18n/messages.ts';
import { selectDecksWithoutCampaign } from '../store/campaign/campaign-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './free-decks.module.css';

/** "Decks ohne Kampagne": saved decks no campaign investigator plays; one opens in the deck builder. */
export function FreeDecks() {
  const decks = useAppStore(selectDecksWithoutCampaign);
  const pool = useAppStore((state) => state.cardPool);
  const openSavedDeck = useAppStore((state) => state.openSavedDeck);
  const showScreen = useAppStore((state) => state.showScreen);
  const open = async (deckId: number) => {
    if (await openSavedDeck(deckId)) showScreen('deck');
  };
  return (
    <section className={styles.decks} data-testid="free-decks" aria-labelledby="free-decks-title">
      <h2 id="free-decks-title">{t.freeDecksTitle}</h2>
      {decks.length === 0 ? (
        <MutedText>{t.freeDecksEmpty}</MutedText>
      ) : (
        <ul>
          {decks.map((deck) => {
            const investigator = pool?.card(deck.investigatorCode);
            return (
              <li key={deck.id}>
                <ItemButton
                  className={deckButton.deck}
                  data-testid="free-deck"
                  data-id={deck.id}
                  data-faction={investigator?.faction_code}
                  title={t.freeDeckOpen(deck.name)}
                  onClick={() => void open(deck.id)}
                >
                  <span className={deckButton.name}>{deck.name}</span>
                  <span className={deckButton.sub}>
                    {investigator ? cardName(investigator) : deck.investigatorCode}
                  </span>
                </ItemButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
