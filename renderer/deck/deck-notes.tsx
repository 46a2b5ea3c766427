import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './deck-notes.module.css';
import tagStyles from './deck-tags.module.css';
import { NotesView } from './notes-view.tsx';

/** Under the deck's figures: its tags and, folded, its notes rendered; nothing when it has neither. */
export function DeckNotes() {
  const notes = useAppStore((state) => state.deck?.notes);
  const tags = useAppStore((state) => state.deck?.tags);
  if (!notes?.trim() && !tags?.length) return null;
  return (
    <div className={styles.notes} data-testid="deck-notes">
      {tags?.length ? (
        <ul className={tagStyles.tags} aria-label={t.deckTagsLabel} data-testid="deck-tags">
          {tags.map((tag) => (
            <li key={tag} className={tagStyles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {notes?.trim() ? (
        <details className={styles.fold}>
          <summary>{t.deckNotesShow}</summary>
          <NotesView source={notes} testId="deck-notes-view" />
        </details>
      ) : null}
    </div>
  );
}
