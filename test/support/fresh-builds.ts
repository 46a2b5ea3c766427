import { spawn } from 'node:child_process';
import { BUILDS, isStale } from '../../tools/build-freshness.mjs';
import { REPO_ROOT } from './real-data.ts';

// The builds some tests load (dist/renderer for the web host, dist/electron for the card
// import's writing thread, dist/cli for every CLI test) are made again whenever a source is newer
// than what was built, so a test never runs against a stale build. Which build is stale is
// decided in one place, tools/build-freshness.mjs, which the CLI launcher asks too. The stale
// ones build side by side: each is mostly one thread, so a fresh clone waits for the longest.

function build(script: string): Promise<void> {
  console.log(`Tests: ${script} ist älter als seine Quellen; wird gebaut …`);
  // Vitest sets NODE_ENV=test, which would make vite build React's development bundle (double
  // effects under StrictMode); the tests run against what players get.
  const child = spawn('npm', ['run', '-s', script], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`npm run ${script} endete mit Status ${status}`)),
    );
  });
}

export async function ensureFreshBuilds(): Promise<void> {
  await Promise.all(BUILDS.filter((made) => isStale(made, REPO_ROOT)).map((made) => build(made.script)));
}
