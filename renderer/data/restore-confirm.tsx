import { useEffect, useState } from 'react';
import { t } from '../i18n/messages.ts';
import type { PendingRestore } from '../store/data/data-types.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import styles from './restore-confirm.module.css';
import { restoredWhat } from './restore-text.ts';

/** The yes before a restore: it says the current state is kept as a backup first. Focus goes back to where it came from. */
export function RestoreConfirm({ pending }: { pending: PendingRestore }) {
  const confirmRestore = useAppStore((state) => state.confirmRestore);
  const askRestore = useAppStore((state) => state.askRestore);
  const busy = useAppStore((state) => state.backupBusy);
  // Read while rendering, before autoFocus moves focus (as in ModalDialog).
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => () => void (opener?.isConnected && opener.focus()), [opener]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a question with two buttons, not a set of form fields
    <div className={styles.confirm} role="group" aria-labelledby="restore-confirm-title" data-testid="restore-confirm">
      <h4 id="restore-confirm-title">{t.confirmRestoreTitle(restoredWhat(pending))}</h4>
      <p>{t.confirmRestoreText}</p>
      <div className={styles.buttons}>
        <Button
          variant="primary"
          data-testid="confirm-restore"
          disabled={busy}
          autoFocus
          onClick={() => void confirmRestore()}
        >
          {busy ? t.backupWorking : t.confirmRestore}
        </Button>
        <Button data-testid="cancel-restore" disabled={busy} onClick={() => askRestore(undefined)}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}
