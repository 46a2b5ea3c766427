import { type FormEvent, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';

/** Where the ArkhamDB folder is (typed, or picked in Electron's dialog), and "Importieren". */
export function CardFolderForm({
  autoFocus = true,
  submitLabel = t.firstRunImport,
}: {
  autoFocus?: boolean;
  submitLabel?: string;
}) {
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
          autoFocus={autoFocus}
        />
        {folderDialog && (
          <button type="button" className="secondary-button" onClick={() => void choose()}>
            {t.firstRunChooseFolder}
          </button>
        )}
      </div>
      <p className="first-run-hint">{t.firstRunHint}</p>
      <button type="submit" className="primary-button" data-testid="import-button" disabled={!folder.trim()}>
        {submitLabel}
      </button>
    </form>
  );
}
