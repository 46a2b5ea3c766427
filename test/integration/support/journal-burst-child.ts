import { openDatabase } from '../../../core/db/database.ts';
import { appendEvent } from '../../../core/services/campaign-journal.ts';

// Child process for the crash test: appends notes to campaign 1 as fast as it can and prints
// each sequence number only after its transaction committed ("acknowledged").
// Pipes are synchronous on Linux, so a line the parent has read was committed before it.

const [file, migrations] = process.argv.slice(2) as [string, string];
const db = openDatabase(file, migrations);
for (let i = 1; ; i++) {
  const { seq } = appendEvent(db, 1, {
    type: 'note_added',
    payload: { text: `Notiz ${i}: ${'Nebel über Arkham. '.repeat(20)}` },
  });
  process.stdout.write(`${seq}\n`);
}
