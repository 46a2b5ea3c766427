import { z } from 'zod';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// Database backups over IPC: list, write one now, restore one (named by its file name inside the
// backup folder), and the whole database as one file the player chose: export to it and restore
// from it. A restored file is checked first: intact, our schema, not newer than the app.

/** An absolute path (POSIX, drive letter or UNC); the main process never resolves a relative one against its own folder. */
export const absolutePath = z
  .string()
  .min(2)
  .max(4096)
  .regex(/^(\/|[A-Za-z]:[\\/]|\\\\)/, INPUT_MESSAGES.absolutePath);

const backupSchema = z.object({ name: z.string(), createdAt: z.string(), bytes: z.number(), reason: z.string() });

export const backupMethods = {
  'backups.list': { input: z.object({}).strict(), output: z.array(backupSchema) },
  'backups.create': { input: z.object({}).strict(), output: backupSchema },
  'backups.restore': {
    input: z.object({ name: z.string().regex(/^[\w.-]+\.sqlite$/, INPUT_MESSAGES.backupName) }).strict(),
    output: z.object({ restored: z.string(), safetyBackup: backupSchema }),
  },
  /** The whole database as one new SQLite file at `file` (it must not exist yet). */
  'backups.export': {
    input: z.object({ file: absolutePath.regex(/\.sqlite$/i, INPUT_MESSAGES.sqliteFile) }).strict(),
    output: z.object({ file: z.string(), bytes: z.number(), createdAt: z.string() }),
  },
  /** Restores from any backup file; the state before is kept as a backup "vor-wiederherstellung". */
  'backups.restoreFile': {
    input: z.object({ file: absolutePath }).strict(),
    output: z.object({ restored: z.string(), safetyBackup: backupSchema }),
  },
} as const;
