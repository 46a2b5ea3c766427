import { useEffect } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import styles from './owned-toggle.module.css';

/** "nur meine Sammlung" above a card list, once a collection is set; each screen keeps its own choice. */
export function OwnedToggle() {
  const owned = useAppStore((state) => state.ownedPacks);
  const screen = useAppStore((state) => state.screen);
  const only = useAppStore((state) => Boolean(state.onlyOwned[state.screen]));
  const loadCollection = useAppStore((state) => state.loadCollection);
  const setOnlyOwned = useAppStore((state) => state.setOnlyOwned);
  useEffect(() => {
    if (owned === undefined) void loadCollection();
  }, [owned, loadCollection]);
  if (!owned) return null;
  return (
    <label className={styles.onlyOwned} title={t.onlyOwnedHint}>
      <Checkbox
        checked={only}
        data-testid="only-owned"
        onChange={(event) => setOnlyOwned(screen, event.target.checked)}
      />
      {t.onlyOwned}
    </label>
  );
}
