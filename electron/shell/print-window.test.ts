import { describe, expect, it, vi } from 'vitest';
import { createPrinter, type PrintableContents, type PrintDeps, pdfDialogOptions } from './print-window.ts';

const PDF = new Uint8Array([37, 80, 68, 70]);

function fakes(
  printResult: [boolean, string] = [true, ''],
  saved: { canceled: boolean; filePath?: string } = { canceled: false, filePath: '/home/anna/roland.pdf' },
) {
  const contents: PrintableContents = {
    print: vi.fn((_options, callback) => callback(...printResult)),
    printToPDF: vi.fn(async () => PDF),
  };
  const deps: PrintDeps = {
    contents: () => contents,
    showSaveDialog: vi.fn(async () => saved),
    writeFile: vi.fn(async () => {}),
  };
  return { contents, deps };
}

describe('app.print in the Electron window', () => {
  it('opens the system print dialog with backgrounds; cancelling is no error', async () => {
    const { contents, deps } = fakes();
    await expect(createPrinter(deps)({ mode: 'printer' })).resolves.toEqual({ done: true });
    expect(contents.print).toHaveBeenCalledWith({ silent: false, printBackground: true }, expect.any(Function));
    await expect(createPrinter(fakes([false, 'cancelled']).deps)({ mode: 'printer' })).resolves.toEqual({
      done: false,
    });
    await expect(createPrinter(fakes([false, 'Kein Drucker']).deps)({ mode: 'printer' })).rejects.toMatchObject({
      code: 'print_failed',
      details: { reason: 'Kein Drucker' },
    });
  });

  it('renders A4 with the page’s own @page size and writes it where the save dialog says', async () => {
    const { contents, deps } = fakes();
    await expect(createPrinter(deps)({ mode: 'pdf', fileName: 'Roland: Kette' })).resolves.toEqual({
      done: true,
      file: '/home/anna/roland.pdf',
    });
    expect(contents.printToPDF).toHaveBeenCalledWith({
      printBackground: true,
      preferCSSPageSize: true,
      pageSize: 'A4',
    });
    expect(deps.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: 'Roland- Kette.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] }),
    );
    expect(deps.writeFile).toHaveBeenCalledWith('/home/anna/roland.pdf', PDF);
  });

  it('writes nothing when the save dialog is cancelled, and says so when writing fails', async () => {
    const cancelled = fakes(undefined, { canceled: true });
    await expect(createPrinter(cancelled.deps)({ mode: 'pdf' })).resolves.toEqual({ done: false });
    expect(cancelled.deps.writeFile).not.toHaveBeenCalled();
    const failing = fakes();
    failing.deps.writeFile = vi.fn(async () => {
      throw new Error('EACCES');
    });
    await expect(createPrinter(failing.deps)({ mode: 'pdf' })).rejects.toMatchObject({
      code: 'print_failed',
      details: { file: '/home/anna/roland.pdf', reason: 'EACCES' },
    });
  });

  it('refuses without a window, and names a PDF after what is printed', async () => {
    await expect(createPrinter({ ...fakes().deps, contents: () => undefined })({ mode: 'pdf' })).rejects.toMatchObject({
      code: 'print_unavailable',
    });
    expect(pdfDialogOptions().defaultPath).toBe('Arkham Logbuch.pdf');
    expect(pdfDialogOptions('Kampagne.PDF').defaultPath).toBe('Kampagne.PDF');
  });
});
