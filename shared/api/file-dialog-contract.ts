import { z } from 'zod';

// Native file pickers of the Electron shell (backups exported to and restored from a file
// the player chooses). Without them (web host, CLI) the answer has no `file`; the browser
// downloads and uploads instead.

const title = z.string().max(200).optional();
/** What the picker offers, e.g. `{ name: 'Sicherung', extensions: ['sqlite'] }`. */
const filter = z
  .object({
    name: z.string().min(1).max(100),
    extensions: z
      .array(z.string().regex(/^[\w-]{1,16}$/))
      .min(1)
      .max(10),
  })
  .strict();

export const fileDialogMethods = {
  /** Where a new file should go; the shell asks before overwriting. */
  'app.chooseSaveFile': {
    input: z.object({ title, defaultName: z.string().max(255).optional(), filter: filter.optional() }).strict(),
    output: z.object({ file: z.string().optional() }),
  },
  /** An existing file to read. */
  'app.chooseOpenFile': {
    input: z.object({ title, filter: filter.optional() }).strict(),
    output: z.object({ file: z.string().optional() }),
  },
} as const;

export type FileFilter = z.infer<typeof filter>;
