import { useState } from 'react';
import { parseDeckTags } from '../../shared/decks/deck-json.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { NotesView } from './notes-view.tsx';
import '../styles/deck-notes.css';
import { DialogFooter } from '../ui/dialog-footer.tsx';

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
    <ModalDialog title={t.deckNotesTitle} testId="notes-dialog" onClose={onClose} footer={footer}>
      <div className="notes-edit deck-tool-wide">
        <label className="notes-field">
          <span>{t.notesLabel}</span>
          <textarea
            value={notes}
            rows={9}
            data-testid="notes-input"
            aria-describedby="notes-help"
            onChange={(event) => setNotes(event.target.value)}
          />
          <small id="notes-help" className="notes-help">
            {t.notesHelp}
          </small>
        </label>
        <section className="notes-preview" aria-label={t.notesPreview}>
          <h3>{t.notesPreview}</h3>
          {notes.trim() ? (
            <NotesView source={notes} testId="notes-preview" />
          ) : (
            <p className="deck-empty">{t.deckNotesEmpty}</p>
          )}
        </section>
      </div>
      <label className="notes-field">
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
        <small id="tags-help" className="notes-help">
          {t.tagsHelp}
        </small>
      </label>
    </ModalDialog>
  );
}
