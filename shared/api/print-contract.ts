import { z } from 'zod';

// Printing in the Electron window: the page as it is, with its print styles, either
// through the system's print dialog or as a PDF file the player names in a save dialog. The web
// host has no such method: a browser prints itself (window.print).

export type PrintErrorCode = 'print_unavailable' | 'print_failed';

export const printMethods = {
  'app.print': {
    input: z
      .object({ mode: z.enum(['printer', 'pdf']), fileName: z.string().trim().min(1).max(200).optional() })
      .strict(),
    /** `done` false: the player cancelled the dialog. `file`: where the PDF went. */
    output: z.object({ done: z.boolean(), file: z.string().optional() }),
  },
} as const;
