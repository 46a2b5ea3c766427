import { useState } from 'react';
import { parseDeckTags } from '../../shared/decks/deck-json.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import tool from './deck-tool-dialog.module.css';
import { EmptyNote } from './empty-note.tsx';
import styles from './notes-dialog.module.css';
import { NotesView } from './notes-view.tsx';

/** "Notizen": the deck's Markdown notes with a rendered preview, and its tags; both are part of the draft (saved and exported with it). */
export function NotesDialog({ onClose }: { onClose(): void }) {
  const notes = useAppStore((state) => state.deck?.notes ?? '');
  const tags = useAppStore((state) => state.deck?.tags);
  const setNotes = useAppStore((state) => state.setNotes);
  const setTags = useAppStore((state) => state.setTags);
  // What is typed stays as typed (a trailing space included); the draft keeps the parsed tags.
  const [tagText, setTagText] = useState(() => (tags ?? []).join(' '));
  const footer = <DialogFooter submit={{ label: t.close, testId: 'close-notes', onClick: onClose }} />;
  return (
    <ModalDialog title={t.deckNotesTitle} testId="notes-dialog" className={tool.wide} onClose={onClose} footer={footer}>
      <div className={styles.edit}>
        <label className={styles.field}>
          <span>{t.notesLabel}</span>
          <textarea
            value={notes}
            rows={9}
            data-testid="notes-input"
            aria-describedby="notes-help"
            onChange={(event) => setNotes(event.target.value)}
          />
          <small id="notes-help" className={styles.help}>
            {t.notesHelp}
          </small>
        </label>
        <section className={styles.preview} aria-label={t.notesPreview}>
          <h3>{t.notesPreview}</h3>
          {notes.trim() ? (
            <NotesView source={notes} testId="notes-preview" />
          ) : (
            <EmptyNote>{t.deckNotesEmpty}</EmptyNote>
          )}
        </section>
      </div>
      <label className={styles.field}>
        <span>{t.tagsLabel}</span>
        <input
          type="text"
          value={tagText}
          data-testid="tags-input"
          aria-describedby="tags-help"
          onChange={(event) => {
            setTagText(event.target.value);
            setTags(parseDeckTags(event.target.value));
          }}
        />
        <small id="tags-help" className={styles.help}>
          {t.tagsHelp}
        </small>
      </label>
    </ModalDialog>
  );
}
