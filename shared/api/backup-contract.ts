import { z } from 'zod';

// Database backups over IPC: list, write one now, restore one. A backup is named by its file
// name inside the backup folder only, so no caller can point the restore at any other file.

const backupSchema = z.object({ name: z.string(), createdAt: z.string(), bytes: z.number(), reason: z.string() });

export const backupMethods = {
  'backups.list': { input: z.object({}).strict(), output: z.array(backupSchema) },
  'backups.create': { input: z.object({}).strict(), output: backupSchema },
  'backups.restore': {
    input: z.object({ name: z.string().regex(/^[\w.-]+\.sqlite$/, 'Name einer Sicherung erwartet') }).strict(),
    output: z.object({ restored: z.string(), safetyBackup: backupSchema }),
  },
} as const;
