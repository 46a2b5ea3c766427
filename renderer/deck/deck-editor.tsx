import { BrowserPane } from '../browser/browser-pane.tsx';
import detail from '../browser/card-detail.module.css';
import { CardDetail } from '../browser/card-detail.tsx';
import { t } from '../i18n/messages.ts';
import { selectDeckEnvironment } from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ToolbarSwitch } from '../ui/toolbar-switch.tsx';
import styles from './deck-editor.module.css';
import { DeckPane } from './deck-pane.tsx';
import { useDeckKeys } from './use-deck-keys.ts';

/** The card list with +/− on the left, the deck with its live problems on the right. */
export function DeckEditor() {
  const onlyAllowed = useAppStore((state) => state.onlyAllowed);
  const setOnlyAllowed = useAppStore((state) => state.setOnlyAllowed);
  const onlyEnvironment = useAppStore((state) => state.onlyEnvironment);
  const setOnlyEnvironment = useAppStore((state) => state.setOnlyEnvironment);
  const environment = useAppStore(selectDeckEnvironment);
  const selected = useAppStore((state) => state.selectedCode);
  const preview = useAppStore((state) => state.previewCode);
  const clearSelection = useAppStore((state) => state.clearSelection);
  useDeckKeys();
  const toggle = (
    <>
      <ToolbarSwitch
        label={t.onlyAllowed}
        title={t.deckKeysHint}
        testId="only-allowed"
        checked={onlyAllowed}
        onChange={setOnlyAllowed}
      />
      {environment && environment.kind !== 'legacy' && (
        <ToolbarSwitch
          label={t.onlyEnvironment}
          testId="only-environment"
          checked={onlyEnvironment}
          onChange={setOnlyEnvironment}
        />
      )}
    </>
  );
  // A clicked row (or Enter in the search) opens the card beside the list, as in the card browser;
  // a deck line under the mouse is previewed over the list's edge without moving anything.
  return (
    <div className={styles.editor} data-detail={selected ? true : undefined}>
      <BrowserPane toolbar={toggle} deckControls />
      {selected ? (
        <CardDetail className={styles.drawer} onClose={clearSelection} />
      ) : (
        <aside
          className={`${detail.panel} ${detail.empty} ${styles.idle}`}
          aria-label={t.detailLabel}
          data-testid="card-detail-idle"
        >
          {t.detailEmpty}
        </aside>
      )}
      <DeckPane />
      {preview && preview !== selected && <CardDetail code={preview} preview className={styles.preview} />}
    </div>
  );
}
