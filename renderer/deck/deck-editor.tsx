import { BrowserPane } from '../browser/browser-pane.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DeckPane } from './deck-pane.tsx';
import { useDeckKeys } from './use-deck-keys.ts';

/** The card list with +/− on the left, the deck with its live problems on the right. */
export function DeckEditor() {
  const onlyAllowed = useAppStore((state) => state.onlyAllowed);
  const setOnlyAllowed = useAppStore((state) => state.setOnlyAllowed);
  useDeckKeys();
  const toggle = (
    <label className="only-allowed" title={t.deckKeysHint}>
      <input
        type="checkbox"
        checked={onlyAllowed}
        data-testid="only-allowed"
        onChange={(event) => setOnlyAllowed(event.target.checked)}
      />
      {t.onlyAllowed}
    </label>
  );
  return (
    <div className="deck-editor">
      <BrowserPane toolbar={toggle} deckControls />
      <DeckPane />
    </div>
  );
}
