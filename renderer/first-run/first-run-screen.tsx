import { useState, type FormEvent } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ImportProgressView } from './import-progress.tsx';

/** Shown until card data is imported: where the ArkhamDB folder is, then the import's progress. */
export function FirstRunScreen() {
  const status = useAppStore((state) => state.cardsStatus);
  const progress = useAppStore((state) => state.importProgress);
  const error = useAppStore((state) => state.cardsError);
  const folderDialog = useAppStore((state) => state.folderDialog);
  const importCards = useAppStore((state) => state.importCards);
  const chooseDataFolder = useAppStore((state) => state.chooseDataFolder);
  const [folder, setFolder] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (folder.trim()) void importCards(folder.trim());
  };
  const choose = async () => {
    const chosen = await chooseDataFolder(t.firstRunChooseTitle);
    if (chosen) setFolder(chosen);
  };

  return (
    <section className="first-run" data-testid="first-run">
      <div className="first-run-card">
        <h1>{t.firstRunTitle}</h1>
        <p>{t.firstRunIntro}</p>
        {status === 'importing' ? (
          <ImportProgressView progress={progress} />
        ) : (
          <form className="first-run-form" onSubmit={submit}>
            <label htmlFor="data-folder">{t.firstRunFolderLabel}</label>
            <div className="first-run-row">
              <input
                id="data-folder"
                type="text"
                value={folder}
                onChange={(event) => setFolder(event.target.value)}
                placeholder={t.firstRunFolderPlaceholder}
                data-testid="data-folder-input"
                spellCheck={false}
                autoFocus
              />
              {folderDialog && (
                <button type="button" className="secondary-button" onClick={() => void choose()}>
                  {t.firstRunChooseFolder}
                </button>
              )}
            </div>
            <p className="first-run-hint">{t.firstRunHint}</p>
            <button type="submit" className="primary-button" data-testid="import-button" disabled={!folder.trim()}>
              {t.firstRunImport}
            </button>
          </form>
        )}
        {error && status !== 'importing' && (
          <p className="error-message" data-testid="error-message" role="alert">
            {error.message}
          </p>
        )}
      </div>
    </section>
  );
}
