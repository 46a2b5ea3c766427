import { t } from '../../i18n/messages.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './deck-history.module.css';

/** Undo and redo buttons (the keys are in use-deck-keys). */
export function DeckHistory() {
  const undo = useAppStore((state) => state.undo);
  const redo = useAppStore((state) => state.redo);
  const canUndo = useAppStore((state) => state.past.length > 0);
  const canRedo = useAppStore((state) => state.future.length > 0);
  return (
    <span className={styles.history}>
      <Button data-testid="undo" disabled={!canUndo} title={t.undoHint} onClick={undo}>
        ↶ {t.undo}
      </Button>
      <Button data-testid="redo" disabled={!canRedo} title={t.redoHint} onClick={redo}>
        ↷ {t.redo}
      </Button>
    </span>
  );
}
