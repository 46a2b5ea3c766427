// `npm start` rebuilds better-sqlite3 for Electron's ABI; the tests run in plain Node, so
// rebuild it for Node first when the installed build does not load here.
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  const Database = require('better-sqlite3');
  new Database(':memory:').close();
} catch (error) {
  console.log(
    `better-sqlite3 passt nicht zu Node ${process.version} (${error.code ?? error.message}); wird neu gebaut …`,
  );
  execSync('npm rebuild better-sqlite3', { stdio: 'inherit' });
}
