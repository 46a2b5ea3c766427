import { type FormEvent, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import styles from './card-folder-form.module.css';

/** Where the ArkhamDB folder is (typed, or picked in Electron's dialog), and "Importieren". */
export function CardFolderForm({
  autoFocus = true,
  submitLabel = t.firstRunImport,
  tight = false,
}: {
  autoFocus?: boolean;
  submitLabel?: string;
  /** In a panel whose gap spaces the lines already. */
  tight?: boolean;
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
    <form className={tight ? `${styles.form} ${styles.tight}` : styles.form} onSubmit={submit}>
      <label htmlFor="data-folder">{t.firstRunFolderLabel}</label>
      <div className={styles.row}>
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
        {folderDialog && <Button onClick={() => void choose()}>{t.firstRunChooseFolder}</Button>}
      </div>
      <p className={styles.hint}>{t.firstRunHint}</p>
      <Button type="submit" variant="primary" data-testid="import-button" disabled={!folder.trim()}>
        {submitLabel}
      </Button>
    </form>
  );
}
