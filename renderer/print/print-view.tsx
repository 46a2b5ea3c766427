import { useEffect, useRef } from 'react';
import { t } from '../i18n/messages.ts';
import type { AppState } from '../store/app-state.ts';
import { selectPrintFileName } from '../store/print/print-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { useFocusReturn } from '../ui/focus-return.ts';
import { inertAround } from '../ui/inert-around.ts';
import { CampaignSheet } from './campaign-sheet.tsx';
import { DeckSheet } from './deck-sheet.tsx';
import styles from './print-view.module.css';
import { usePrintRoute } from './use-print-route.ts';

function statusText(status: AppState['printStatus']): string {
  if (status.kind === 'saved') return t.printSaved(status.file);
  return status.kind === 'error' ? status.error.message : '';
}

/**
 * The print view over the app: a toolbar on screen and an A4 sheet. Printing prints
 * only the sheet (@media print hides the app and the toolbar), in Electron through app.print,
 * in a browser through its own print dialog.
 */
export function PrintView() {
  const request = useAppStore((state) => state.printView);
  const close = useAppStore((state) => state.closePrintView);
  usePrintRoute();
  const view = useRef<HTMLDivElement>(null);
  // A modal view as the kit's dialog is: the app behind it takes no focus, clicks or screen reader.
  // Declared before the focus return, so on closing the app is live again before focus goes back.
  useEffect(() => (request ? inertAround(view.current) : undefined), [request]);
  useFocusReturn(Boolean(request));
  useEffect(() => {
    if (!request) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [request, close]);
  if (!request) return null;
  return (
    <div
      ref={view}
      className={styles.view}
      data-testid="print-view"
      data-kind={request.kind}
      role="dialog"
      aria-modal="true"
      aria-label={t.printViewTitle[request.kind]}
    >
      <PrintToolbar title={t.printViewTitle[request.kind]!} />
      {request.kind === 'deck' ? <DeckSheet /> : <CampaignSheet campaignId={request.campaignId} />}
    </div>
  );
}

function PrintToolbar({ title }: { title: string }) {
  const status = useAppStore((state) => state.printStatus);
  const native = useAppStore((state) => state.printNative);
  const printPage = useAppStore((state) => state.printPage);
  const close = useAppStore((state) => state.closePrintView);
  const fileName = useAppStore(selectPrintFileName);
  const busy = status.kind === 'busy';
  return (
    <div className={styles.toolbar}>
      <h2>{title}</h2>
      <p className={styles.status} role="status" data-testid="print-status">
        {busy ? t.printBusy : statusText(status)}
      </p>
      <Button
        variant="primary"
        data-testid="print-now"
        title={t.printNowHint}
        disabled={busy}
        autoFocus
        onClick={() => void printPage('printer')}
      >
        {t.printNow}
      </Button>
      {native && (
        <Button data-testid="print-pdf" disabled={busy} onClick={() => void printPage('pdf', t.printPdfName(fileName))}>
          {t.printPdf}
        </Button>
      )}
      <Button data-testid="print-close" onClick={close}>
        {t.printClose}
      </Button>
    </div>
  );
}
