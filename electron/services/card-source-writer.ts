import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppDatabase } from '../db/database.ts';
import { deleteInactiveSources, discardSources, stageSources } from '../db/card-source-rows.ts';
import type { SourceWorkerCommand, SourceWorkerInput, SourceWorkerReply } from '../workers/card-source-worker.ts';
import type { CardSourceFile } from './card-sources.ts';

// Writing an import's files while they are checked. With the worker bundle at hand (beside
// main.cjs in the app, dist/electron from source after `npm run build:electron`) a second thread
// writes them on its own connection, so the durable write overlaps the reading, parsing and
// merging on the main thread; without it (or when the worker cannot start) the same statements
// run here, after the check.

export const SOURCE_WORKER_FILE = 'card-source-worker.cjs';

export interface StagedImport {
  /** The new import's id, once its files are durably written (not yet in use). */
  readonly written: Promise<number>;
  /** After activation: clears the replaced files; resolves when that is done. */
  finish(): Promise<void>;
  /** After a failed read or check: forgets the written files. */
  discard(): Promise<void>;
}

type Files = CardSourceFile[] | Promise<CardSourceFile[]>;

/** Writes on the main connection, when first awaited: after the check, so a broken source writes nothing. */
function stageHere(db: AppDatabase, files: Files): StagedImport {
  let written: Promise<number> | undefined;
  const write = () => (written ??= Promise.resolve(files).then((read) => stageSources(db.sqlite, read)));
  return {
    get written() {
      return write();
    },
    finish: async () => {
      await write();
      db.sqlite.transaction(() => deleteInactiveSources(db.sqlite)).immediate();
    },
    discard: async () => {
      const id = written && (await written.catch(() => undefined));
      if (id !== undefined) discardSources(db.sqlite, id);
    },
  };
}

function stageOnWorker(db: AppDatabase, files: Files, script: string): StagedImport {
  let worker: Worker;
  try {
    // Started before the files are read, so its start overlaps the reading. Plain Node: the
    // bundle needs no loader (tsx would start one per thread).
    worker = new Worker(path.resolve(script), { workerData: { databaseFile: db.file } satisfies SourceWorkerInput, execArgv: [] });
  } catch (error) {
    console.error('[logbuch] Schreib-Thread für Kartendaten:', error);
    return stageHere(db, files);
  }
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let fallback: StagedImport | undefined;
  let replied = false;
  const written = new Promise<number>((resolve, reject) => {
    worker.once('message', (reply: SourceWorkerReply) => {
      replied = true;
      if ('importId' in reply) resolve(reply.importId);
      else reject(new Error(reply.error));
    });
    worker.on('error', (error) => {
      console.error('[logbuch] Schreib-Thread für Kartendaten:', error);
      // A worker that cannot start (a packaging fault) must not cost the import: write here instead.
      if (replied || fallback) return;
      fallback = stageHere(db, files);
      fallback.written.then(resolve, reject);
    });
    Promise.resolve(files).then(
      (read) => worker.postMessage(read),
      (error: unknown) => {
        replied = true;
        void worker.terminate();
        reject(error);
      },
    );
  });
  const send = async (command: SourceWorkerCommand, here: (staged: StagedImport) => Promise<void>) => {
    await written.catch(() => undefined);
    if (fallback) return here(fallback);
    worker.postMessage(command);
    await exited;
  };
  return { written, finish: () => send('activated', (staged) => staged.finish()), discard: () => send('discard', (staged) => staged.discard()) };
}

/** Work of finished imports still running beside (clearing replaced files), per database. */
const settling = new WeakMap<AppDatabase, Set<Promise<void>>>();

function tracked(db: AppDatabase, staged: StagedImport): StagedImport {
  const track = (work: Promise<void>) => {
    const pending = settling.get(db) ?? new Set();
    settling.set(db, pending);
    // Harmless when it fails: the next import clears what is left.
    const done = work.catch((error: unknown) => console.error('[logbuch] Alte Kartendateien nicht gelöscht:', error)).finally(() => pending.delete(done));
    pending.add(done);
    return done;
  };
  return {
    get written() {
      return staged.written;
    },
    finish: () => track(staged.finish()),
    discard: () => track(staged.discard()),
  };
}

/** Starts writing `files` (or the files once read) as a new, not yet active import. */
export function stageCardSources(db: AppDatabase, files: Files, workerScript: string | undefined): StagedImport {
  const onDisk = db.file !== ':memory:' && db.file !== '';
  return tracked(db, workerScript && onDisk && existsSync(workerScript) ? stageOnWorker(db, files, workerScript) : stageHere(db, files));
}

/** Resolves once every import's work beside is done (before measuring, closing in tests, or quitting). */
export async function cardSourcesSettled(db: AppDatabase): Promise<void> {
  await Promise.all([...(settling.get(db) ?? [])]);
}
