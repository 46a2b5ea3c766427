import { useRef } from 'react';
import { readFirstTextFile } from '../../files/local-file.ts';
import { useTextFileDrop } from '../../files/use-file-drop.ts';
import { t } from '../../i18n/messages.ts';
import { selectImportCheck, selectPastedReference } from '../../store/deck-import/deck-import-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogFooter } from '../../ui/dialog-footer.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import styles from './deck-import-dialog.module.css';
import { DeckImportPreview } from './deck-import-preview.tsx';

/** "Deck importieren": paste, pick or drop ArkhamDB/arkham.build JSON, or load online; preview, then save and open. */
export function DeckImportDialog() {
  const draft = useAppStore((state) => state.deckImport);
  const ready = useAppStore((state) => selectImportCheck(state)?.ok === true);
  const pastedReference = useAppStore(selectPastedReference);
  const close = useAppStore((state) => state.closeDeckImport);
  const setText = useAppStore((state) => state.setImportText);
  const setUrl = useAppStore((state) => state.setImportUrl);
  const fetchDeck = useAppStore((state) => state.fetchImportDeck);
  const save = useAppStore((state) => state.saveImportedDeck);
  const fileInput = useRef<HTMLInputElement>(null);
  const drop = useTextFileDrop((text, fileName) => setText(text, fileName));
  if (!draft) return null;

  const footer = (
    <DialogFooter
      cancel={{ label: t.importCancel, testId: 'import-cancel', onClick: close }}
      submit={{
        label: draft.busy === 'saving' ? t.importSaving : t.importSave,
        testId: 'import-save',
        disabled: !ready || Boolean(draft.busy),
        onClick: () => void save(),
      }}
    />
  );
  return (
    <ModalDialog
      title={t.importTitle}
      testId="deck-import-dialog"
      className={styles.dialog}
      onClose={close}
      footer={footer}
    >
      <div className={styles.drop} data-testid="import-drop" data-over={drop.over || undefined} {...drop.handlers}>
        <p className={styles.muted}>{t.importIntro}</p>
        <textarea
          className={styles.text}
          value={draft.text}
          aria-label={t.importTextLabel}
          placeholder={t.importTextPlaceholder}
          spellCheck={false}
          autoFocus
          data-testid="import-text"
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.row}>
          <Button data-testid="import-file-button" onClick={() => fileInput.current?.click()}>
            {t.importChooseFile}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,.txt,application/json,text/plain"
            hidden
            data-testid="import-file"
            onChange={(event) => {
              void readFirstTextFile(event.target.files, setText);
              event.target.value = '';
            }}
          />
          {draft.fileName && (
            <span className={styles.fileName} data-testid="import-file-name">
              {t.importFromFile(draft.fileName)}
            </span>
          )}
        </div>
        {drop.over && <p className={styles.dropHint}>{t.importDeckDrop}</p>}
      </div>
      {pastedReference && (
        <p className={styles.referenceHint}>
          {t.importMoveReference}{' '}
          <LinkButton
            data-testid="import-move-reference"
            onClick={() => {
              setUrl(pastedReference);
              setText('');
            }}
          >
            {t.importMoveReferenceAction}
          </LinkButton>
        </p>
      )}
      <fieldset className={styles.online}>
        <legend>
          {t.importOnlineTitle}{' '}
          <span className={styles.needsInternet} data-testid="import-needs-internet">
            {t.importOnlineNeedsInternet}
          </span>
        </legend>
        <p className={styles.muted}>{t.importOnlineHint}</p>
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            void fetchDeck();
          }}
        >
          <input
            type="text"
            value={draft.urlOrId}
            aria-label={t.importUrlLabel}
            placeholder={t.importUrlPlaceholder}
            data-testid="import-url"
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" data-testid="import-fetch" disabled={!draft.urlOrId.trim() || Boolean(draft.busy)}>
            {draft.busy === 'fetching' ? t.importFetching : t.importFetch}
          </Button>
        </form>
        {draft.online && (
          <p className={styles.fileName} data-testid="import-fetched">
            {t.importFetched(draft.online.source)}
          </p>
        )}
      </fieldset>
      {draft.error && (
        <Banner tone="error" testId="import-error">
          {draft.error.message}
        </Banner>
      )}
      <DeckImportPreview />
    </ModalDialog>
  );
}
