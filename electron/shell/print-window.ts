import type { SaveDialogOptions, WebContentsPrintOptions } from 'electron';
import { AppError } from '../../shared/api/app-error.ts';
import type { MethodOutput, ParsedInput } from '../../shared/api/contract.ts';
import { deShell } from '../../shared/i18n/de/shell.ts';

// `app.print` in the Electron window: the page as its print styles lay it out (A4, @page), to
// the system's print dialog or as a PDF to a file the player picks. The renderer never names a
// path; main asks in a save dialog.

type PrintRequest = ParsedInput<'app.print'>;
type PrintResult = MethodOutput<'app.print'>;

/** The part of Electron's WebContents printing needs. */
export interface PrintableContents {
  print(options: WebContentsPrintOptions, callback: (success: boolean, failureReason: string) => void): void;
  printToPDF(options: { printBackground: boolean; preferCSSPageSize: boolean; pageSize: 'A4' }): Promise<Uint8Array>;
}

export interface PrintDeps {
  /** The window that asked (the focused one). */
  contents(): PrintableContents | undefined;
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  writeFile(file: string, data: Uint8Array): Promise<void>;
}

export const DEFAULT_PDF_NAME = `${deShell.appName}.pdf`;

/** Options of the save dialog for a PDF, named after what is printed. */
export function pdfDialogOptions(fileName?: string): SaveDialogOptions {
  const name = (fileName ?? DEFAULT_PDF_NAME).replace(/[\\/:*?"<>|]+/g, '-');
  return {
    title: deShell.savePdf,
    buttonLabel: deShell.save,
    defaultPath: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`,
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
  };
}

function toPrinter(contents: PrintableContents): Promise<PrintResult> {
  return new Promise((resolve, reject) => {
    contents.print({ silent: false, printBackground: true }, (success, failureReason) => {
      if (success) resolve({ done: true });
      else if (failureReason === 'cancelled' || failureReason === 'canceled') resolve({ done: false });
      else reject(new AppError('print_failed', { reason: failureReason }));
    });
  });
}

async function toPdf(contents: PrintableContents, deps: PrintDeps, fileName?: string): Promise<PrintResult> {
  let data: Uint8Array;
  try {
    data = await contents.printToPDF({ printBackground: true, preferCSSPageSize: true, pageSize: 'A4' });
  } catch (error) {
    throw new AppError('print_failed', { reason: (error as Error).message });
  }
  const chosen = await deps.showSaveDialog(pdfDialogOptions(fileName));
  if (chosen.canceled || !chosen.filePath) return { done: false };
  try {
    await deps.writeFile(chosen.filePath, data);
  } catch (error) {
    throw new AppError('print_failed', { file: chosen.filePath, reason: (error as Error).message });
  }
  return { done: true, file: chosen.filePath };
}

export function createPrinter(deps: PrintDeps): (request: PrintRequest) => Promise<PrintResult> {
  return async ({ mode, fileName }) => {
    const contents = deps.contents();
    if (!contents) throw new AppError('print_unavailable');
    return mode === 'pdf' ? toPdf(contents, deps, fileName) : toPrinter(contents);
  };
}
