import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { deleteInactiveSources, discardSources, stageSources } from '../db/card-source-rows.ts';
import type { CardSourceFile } from '../services/card-sources.ts';

// The card import's writing thread (started by core/services/card-source-writer.ts, kept for
// the next import while the app runs). Per import it opens its own connection, writes the files it
// is sent while the main thread checks and merges them, replies with the new import's id and
// waits for the verdict. After activation it clears the replaced files and moves the WAL into the
// database, so neither happens on the main thread. A connection per import: a restored backup
// may have replaced the database file in between.

export interface SourceWorkerJob {
  databaseFile: string;
  files: CardSourceFile[];
}
export type SourceWorkerReply = { importId: number } | { error: string };
export type SourceWorkerCommand = 'activated' | 'discard';
/** After the verdict's work (not after an error reply): ready for the next import. */
export type SourceWorkerSettled = { settled: true; error?: string };

const port = parentPort!;

function open(file: string): Database.Database {
  const sqlite = new Database(file);
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  // The checkpoint comes after the reply, not inside the commit.
  sqlite.pragma('wal_autocheckpoint = 0');
  return sqlite;
}

/** Serves one import; `false` when it ended with an error reply (no verdict to wait for). */
async function serve({ databaseFile, files }: SourceWorkerJob): Promise<boolean> {
  const sqlite = open(databaseFile);
  try {
    let importId: number;
    try {
      importId = stageSources(sqlite, files);
    } catch (error) {
      port.postMessage({ error: (error as Error).message } satisfies SourceWorkerReply);
      return false;
    }
    port.postMessage({ importId } satisfies SourceWorkerReply);
    const [command] = (await once(port, 'message')) as [SourceWorkerCommand];
    if (command === 'activated') {
      sqlite.transaction(() => deleteInactiveSources(sqlite)).immediate();
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    } else discardSources(sqlite, importId);
    return true;
  } finally {
    sqlite.close();
  }
}

void (async () => {
  for (;;) {
    const [job] = (await once(port, 'message')) as [SourceWorkerJob];
    const settled: SourceWorkerSettled = { settled: true };
    const verdict = await serve(job).catch((error: unknown) => {
      settled.error = (error as Error).message;
      return true;
    });
    if (verdict) port.postMessage(settled);
  }
})();
