import { openDatabase } from '../../../electron/db/database.ts';
import { readCardDataFolder } from '../../../electron/services/card-data-folder.ts';
import { importCardPool } from '../../../electron/services/card-store.ts';

// Child process for the crash test: imports FOLDER into DB and reports each write step on
// stderr (pipes are synchronous on Linux, so the parent sees it while the transaction runs).
const [file, folder, migrations] = process.argv.slice(2) as [string, string, string];
const db = openDatabase(file, migrations);
const raw = await readCardDataFolder(folder);
importCardPool(db, raw, folder, (progress) => {
  if (progress.phase === 'write') process.stderr.write(`write ${progress.done}\n`);
});
db.close();
