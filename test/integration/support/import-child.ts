import { openDatabase } from '../../../core/db/database.ts';
import { readCardSourceFolder } from '../../../core/services/card-data-folder.ts';
import { importCardPool } from '../../../core/services/card-store.ts';

// Child process for the crash test: imports FOLDER into DB (writing on WORKER's thread) and
// reports each step on stderr (pipes are synchronous on Linux, so the parent sees it while the
// import runs). At the step HOLD it stops its main thread until the parent's SIGKILL arrives, so
// the kill lands at that step however busy the machine is (test files run side by side).
const [file, folder, migrations, sourceWorker, hold] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string?,
];
const db = openDatabase(file, migrations);
await importCardPool(db, readCardSourceFolder(folder), folder, {
  sourceWorker,
  onProgress: (progress) => {
    const step = `${progress.phase} ${progress.done}`;
    process.stderr.write(`${step}\n`);
    if (step === hold) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  },
});
db.close();
