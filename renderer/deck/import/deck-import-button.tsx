import { t } from '../../i18n/messages.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { DeckImportDialog } from './deck-import-dialog.tsx';

/** "Deck importieren …" and its dialog; in "Meine Decks" and the deck editor. */
export function DeckImportButton({
  testId = 'import-deck',
  label = t.importDeck,
}: {
  testId?: string;
  label?: string;
}) {
  const open = useAppStore((state) => state.openDeckImport);
  return (
    <Button data-testid={testId} title={t.importDeckHint} onClick={open}>
      {label}
    </Button>
  );
}

/** The dialog, shown wherever the deck screen is while an import is open. */
export function DeckImportHost() {
  const open = useAppStore((state) => state.deckImport !== undefined);
  return open ? <DeckImportDialog /> : null;
}
