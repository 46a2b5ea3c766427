import Database from 'better-sqlite3';
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { deleteInactiveSources, discardSources, stageSources } from '../db/card-source-rows.ts';
import type { CardSourceFile } from '../services/card-sources.ts';

// A card import's second thread (started by electron/services/card-source-writer.ts before the
// files are read): opens its own connection, writes the files it is sent while the main thread
// checks and merges them, replies with the new import's id and waits for the verdict. After
// activation it clears the replaced files and moves the WAL into the database, so neither
// happens on the main thread.

export interface SourceWorkerInput {
  databaseFile: string;
}
export type SourceWorkerReply = { importId: number } | { error: string };
export type SourceWorkerCommand = 'activated' | 'discard';

const port = parentPort!;
const sqlite = new Database((workerData as SourceWorkerInput).databaseFile);
sqlite.pragma('synchronous = FULL');
sqlite.pragma('busy_timeout = 5000');
// The checkpoint comes after the reply, not inside the commit.
sqlite.pragma('wal_autocheckpoint = 0');

async function run(): Promise<void> {
  const [files] = (await once(port, 'message')) as [CardSourceFile[]];
  let importId: number;
  try {
    importId = stageSources(sqlite, files);
  } catch (error) {
    port.postMessage({ error: (error as Error).message } satisfies SourceWorkerReply);
    return;
  }
  port.postMessage({ importId } satisfies SourceWorkerReply);
  const [command] = (await once(port, 'message')) as [SourceWorkerCommand];
  if (command === 'activated') {
    sqlite.transaction(() => deleteInactiveSources(sqlite)).immediate();
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } else discardSources(sqlite, importId);
}

void run().finally(() => {
  sqlite.close();
  port.close();
});
