import { openDatabase } from '../../../core/db/database.ts';
import { readCardSourceFolder } from '../../../core/services/card-data-folder.ts';
import { importCardPool } from '../../../core/services/card-store.ts';

// Child process for the crash test: imports FOLDER into DB (writing on WORKER's thread) and
// reports each step on stderr (pipes are synchronous on Linux, so the parent sees it while the
// import runs).
const [file, folder, migrations, sourceWorker] = process.argv.slice(2) as [string, string, string, string];
const db = openDatabase(file, migrations);
await importCardPool(db, readCardSourceFolder(folder), folder, {
  sourceWorker,
  onProgress: (progress) => process.stderr.write(`${progress.phase} ${progress.done}\n`),
});
db.close();
