import { execSync } from 'node:child_process';
import { BUILDS, isStale } from '../../tools/build-freshness.mjs';
import { REPO_ROOT } from './real-data.ts';

// The builds some tests load (dist/renderer for the web host, dist/electron for the card
// import's writing thread, dist/cli for every CLI test) are made again whenever a source is newer
// than what was built, so a test never runs against a stale build. Which build is stale is
// decided in one place, tools/build-freshness.mjs, which the CLI launcher asks too.

export function ensureFreshBuilds(): void {
  for (const build of BUILDS) {
    if (!isStale(build, REPO_ROOT)) continue;
    console.log(`Tests: ${build.script} ist älter als seine Quellen; wird gebaut …`);
    // Vitest sets NODE_ENV=test, which would make vite build React's development bundle (double
    // effects under StrictMode); the tests run against what players get.
    execSync(`npm run -s ${build.script}`, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
