import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { CLI_BUILD, REPO_ROOT } from './build-freshness.mjs';

// The command line as one file, dist/cli/main.mjs, so a run starts plain Node instead of
// compiling core/cli/main.ts with tsx each time (about 1.5 s). ES module output keeps the
// top-level await of main.ts and its `import.meta.dirname`: dist/cli lies as deep as
// core/cli, so the repository root (migrations/, dist/electron/) is found the same way.
// better-sqlite3 stays external (native). Plain JavaScript, so the launcher (tools/cli.mjs)
// can rebuild a stale bundle without a TypeScript start-up.

export const CLI_BUNDLE = path.join(REPO_ROOT, CLI_BUILD.outputs[0]);

export async function bundleCli() {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.join(REPO_ROOT, 'core', 'cli', 'main.ts')],
    outfile: CLI_BUNDLE,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['better-sqlite3'],
    // Bundled CommonJS dependencies still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __cliRequire } from 'node:module'; const require = __cliRequire(import.meta.url);",
    },
    logLevel: 'silent',
    sourcemap: false,
    write: false,
  });
  for (const warning of result.warnings) console.warn(warning.text);
  // Written beside and renamed, so a CLI starting meanwhile never reads half a bundle.
  const [output] = result.outputFiles;
  const partial = `${CLI_BUNDLE}.${process.pid}.tmp`;
  mkdirSync(path.dirname(CLI_BUNDLE), { recursive: true });
  writeFileSync(partial, output.contents);
  renameSync(partial, CLI_BUNDLE);
  return CLI_BUNDLE;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await bundleCli();
}
