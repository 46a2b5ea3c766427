import { useEffect } from 'react';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectSavedDeckTags, selectVisibleSavedDecks } from '../store/deck/my-decks-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { FilterChip } from '../ui/filter-chip.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { DeckBadges } from './deck-badges.tsx';
import tagStyles from './deck-tags.module.css';
import { DeckImportButton } from './import/deck-import-button.tsx';
import styles from './my-decks.module.css';
import deckButton from './saved-deck-button.module.css';

/** The tags of the saved decks as a row of chips; one chosen shows only its decks. */
function TagFilter() {
  const tags = useAppStore(selectSavedDeckTags);
  const chosen = useAppStore((state) => state.deckTagFilter);
  const setTag = useAppStore((state) => state.setDeckTagFilter);
  if (tags.length === 0) return null;
  return (
    <fieldset className={styles.tagFilter} data-testid="deck-tag-filter">
      <legend>{t.myDecksTagFilter}</legend>
      <FilterChip active={!chosen} onClick={() => setTag(undefined)}>
        {t.myDecksTagAll}
      </FilterChip>
      {tags.map((tag) => (
        <FilterChip
          key={tag}
          active={chosen === tag}
          data-tag={tag}
          onClick={() => setTag(chosen === tag ? undefined : tag)}
        >
          {tag}
        </FilterChip>
      ))}
    </fieldset>
  );
}

/** "Meine Decks": the saved decks, filtered by tag; one opens its latest version in the editor; "Deck importieren …" adds one. */
export function MyDecks() {
  const decks = useAppStore(selectVisibleSavedDecks);
  const any = useAppStore((state) => state.savedDecks.length > 0);
  const pool = useAppStore((state) => state.cardPool);
  const loadSavedDecks = useAppStore((state) => state.loadSavedDecks);
  const openSavedDeck = useAppStore((state) => state.openSavedDeck);
  useEffect(() => void loadSavedDecks(), [loadSavedDecks]);

  return (
    <section className={styles.decks} data-testid="my-decks">
      <div className={styles.head}>
        <h2>{t.myDecks}</h2>
        <DeckImportButton />
      </div>
      <TagFilter />
      {any ? null : <p className={styles.empty}>{t.myDecksEmpty}</p>}
      {decks.length > 0 && (
        <ul className={styles.list}>
          {decks.map((deck) => {
            const investigator = pool?.card(deck.investigatorCode);
            return (
              <li key={deck.id}>
                <ItemButton
                  className={deckButton.deck}
                  data-testid="my-deck"
                  data-id={deck.id}
                  data-faction={investigator?.faction_code}
                  onClick={() => void openSavedDeck(deck.id)}
                >
                  <span className={deckButton.name} title={deck.name}>
                    {deck.name}
                  </span>
                  <span className={deckButton.sub}>
                    {investigator ? cardName(investigator) : deck.investigatorCode} · {t.myDeckVersions(deck.versions)}
                  </span>
                  {deck.tags.length > 0 && (
                    <span className={tagStyles.tags}>
                      {deck.tags.map((tag) => (
                        <span key={tag} className={tagStyles.tag}>
                          {tag}
                        </span>
                      ))}
                    </span>
                  )}
                  <DeckBadges deck={deck} />
                </ItemButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
