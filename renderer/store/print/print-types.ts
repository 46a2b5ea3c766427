import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import type { CallError } from '../../api/call-error.ts';

/**
 * `print` is the browser's own printing (window.print with the @media print styles); `native`
 * says whether the Electron shell prints instead (app.print: system dialog or PDF file).
 */
export interface PrintHost {
  native: boolean;
  print(): void;
}

/** What the print view shows: the open deck's list, or a campaign's log sheet. */
export type PrintRequest = { kind: 'deck' } | { kind: 'campaign'; campaignId: number };

export type PrintCampaign = { campaignId: number; state: CampaignState } | { campaignId: number; error: CallError };

export interface PrintSlice {
  /** Set, the print view covers the app; printing prints only it. */
  printView: PrintRequest | undefined;
  /** The campaign the sheet shows, read with campaigns.state when the view opens. */
  printCampaign: PrintCampaign | undefined;
  /** Opens the print view; the campaign screen calls `openPrintView({ kind: 'campaign', campaignId })`. */
  openPrintView(request: PrintRequest): Promise<void>;
  closePrintView(): void;
  /** Electron prints or saves a PDF through app.print; a browser prints itself (window.print). */
  printPage(mode: 'printer' | 'pdf', fileName?: string): Promise<void>;
  /** The Electron shell prints (and saves PDFs) itself; a browser has only its print dialog. */
  printNative: boolean;
  printStatus:
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'saved'; file: string }
    | { kind: 'error'; error: CallError };
}
