import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deLog } from '../../shared/i18n/de/log.ts';
import { deleteInactiveSources, discardSources, stageSources } from '../db/card-source-rows.ts';
import type { AppDatabase } from '../db/database.ts';
import type {
  SourceWorkerCommand,
  SourceWorkerJob,
  SourceWorkerReply,
  SourceWorkerSettled,
} from '../workers/card-source-worker.ts';
import type { CardSourceFile } from './card-sources.ts';

// Writing an import's files while they are checked. With the worker bundle at hand (beside
// main.cjs in the app, dist/electron from source after `npm run build:electron`) a second thread
// writes them on its own connection, so the durable write overlaps the reading, parsing and
// merging on the main thread; the thread stays for the next import until it has been idle for 15
// seconds. Without the bundle (or when the thread cannot start) the same statements run here,
// after the check.

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

/** The writing thread of one worker bundle, kept between imports (its start costs some 30 ms of CPU). */
interface WriterThread {
  worker: Worker;
  busy: boolean;
  idle?: NodeJS.Timeout;
}

const threads = new Map<string, WriterThread>();
/** An unused thread ends after 15 s (it holds some 40 MB); it never keeps the process alive. */
const IDLE_MS = 15_000;

/** The idle thread for `script` (started when there is none); `undefined` while it serves another import. */
function takeThread(script: string): WriterThread | undefined {
  let thread = threads.get(script);
  if (thread?.busy) return undefined;
  if (!thread) {
    // Plain Node: the bundle needs no loader (tsx would start one per thread).
    const worker = new Worker(script, { execArgv: [] });
    const started: WriterThread = { worker, busy: false };
    worker.on('error', (error) => console.error(deLog.writerThread, error));
    worker.once('exit', () => threads.get(script) === started && threads.delete(script));
    threads.set(script, started);
    thread = started;
  }
  clearTimeout(thread.idle);
  thread.busy = true;
  // Keeps the process alive while an import waits for it (the CLI has nothing else running).
  thread.worker.ref();
  return thread;
}

/** Ends a thread; gone from the map at once, so no import takes it while it ends. */
async function retire(script: string, thread: WriterThread): Promise<void> {
  clearTimeout(thread.idle);
  if (threads.get(script) === thread) threads.delete(script);
  await thread.worker.terminate();
}

/** Ends every writing thread not serving an import (the app closing; the memory figure). */
export async function endIdleWriterThreads(): Promise<void> {
  await Promise.all(
    [...threads].filter(([, thread]) => !thread.busy).map(([script, thread]) => retire(script, thread)),
  );
}

function releaseThread(script: string, thread: WriterThread): void {
  thread.busy = false;
  thread.worker.unref();
  thread.idle = setTimeout(() => void retire(script, thread), IDLE_MS).unref();
}

/** The thread's next message; rejects when it fails or ends first. */
function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (message: T) => {
      done();
      resolve(message);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(deLog.writerThreadExited(code)));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

function stageOnWorker(db: AppDatabase, files: Files, script: string): StagedImport {
  const resolved = path.resolve(script);
  let thread: WriterThread | undefined;
  try {
    thread = takeThread(resolved);
  } catch (error) {
    console.error(deLog.writerThread, error);
  }
  if (!thread) return stageHere(db, files);
  const { worker } = thread;
  let fallback: StagedImport | undefined;
  const written = (async () => {
    let read: CardSourceFile[];
    try {
      read = await files;
    } catch (error) {
      releaseThread(resolved, thread);
      throw error;
    }
    worker.postMessage({ databaseFile: db.file, files: read } satisfies SourceWorkerJob);
    let reply: SourceWorkerReply;
    try {
      reply = await nextMessage<SourceWorkerReply>(worker);
    } catch (error) {
      // A thread that cannot start or died (a packaging fault) must not cost the import: write here.
      console.error(deLog.writerThread, error);
      releaseThread(resolved, thread);
      fallback = stageHere(db, read);
      return fallback.written;
    }
    if ('error' in reply) {
      // Nothing more comes for this import: the thread is ready for the next one.
      releaseThread(resolved, thread);
      throw new Error(reply.error);
    }
    return reply.importId;
  })();
  const send = async (command: SourceWorkerCommand, here: (staged: StagedImport) => Promise<void>) => {
    const id = await written.catch(() => undefined);
    if (fallback) return here(fallback);
    if (id === undefined) return;
    worker.postMessage(command);
    await nextMessage<SourceWorkerSettled>(worker).catch(() => undefined);
    releaseThread(resolved, thread);
  };
  return {
    written,
    finish: () => send('activated', (staged) => staged.finish()),
    discard: () => send('discard', (staged) => staged.discard()),
  };
}

/** Work of finished imports still running beside (clearing replaced files), per database. */
const settling = new WeakMap<AppDatabase, Set<Promise<void>>>();

function tracked(db: AppDatabase, staged: StagedImport): StagedImport {
  const track = (work: Promise<void>) => {
    const pending = settling.get(db) ?? new Set();
    settling.set(db, pending);
    // Harmless when it fails: the next import clears what is left.
    const done = work
      .catch((error: unknown) => console.error(deLog.oldSourcesNotDeleted, error))
      .finally(() => pending.delete(done));
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
  return tracked(
    db,
    workerScript && onDisk && existsSync(workerScript) ? stageOnWorker(db, files, workerScript) : stageHere(db, files),
  );
}

/** Resolves once every import's work beside is done (before measuring, closing in tests, or quitting). */
export async function cardSourcesSettled(db: AppDatabase): Promise<void> {
  await Promise.all([...(settling.get(db) ?? [])]);
}
