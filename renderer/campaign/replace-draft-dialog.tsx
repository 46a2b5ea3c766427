import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

interface ReplaceDraftDialogProps {
  /** The investigator whose deck would replace the draft. */
  name: string;
  onUpgrade(): void;
  onClose(): void;
}

/** Asked before "Deck verbessern" replaces an unsaved draft in the deck editor: keep it, look at it, or let it go. */
export function ReplaceDraftDialog({ name, onUpgrade, onClose }: ReplaceDraftDialogProps) {
  const deckName = useAppStore((state) => state.deck?.name ?? t.deckDefaultName);
  const showScreen = useAppStore((state) => state.showScreen);
  const footer = (
    <DialogFooter
      cancel={{ label: t.cancel, testId: 'replace-draft-cancel', onClick: onClose }}
      submit={{ label: t.replaceDraftDiscard, testId: 'replace-draft-discard', onClick: onUpgrade }}
    >
      <Button data-testid="replace-draft-show" onClick={() => showScreen('deck')}>
        {t.replaceDraftShow}
      </Button>
    </DialogFooter>
  );
  return (
    <ModalDialog title={t.replaceDraftTitle} testId="replace-draft-dialog" onClose={onClose} footer={footer}>
      <DialogIntro>{t.replaceDraftText(deckName, name)}</DialogIntro>
    </ModalDialog>
  );
}
