// Runs @doyensec/electronegativity over a folder and prints its findings as JSON on stdout.
// Offline on purpose: the tool fetches translations and Electron's release list with `got`;
// here `got` is replaced by a stub that fails at once, so no request leaves the machine (the
// release check is skipped anyway: the Electron version comes from package.json).
// Usage: node test/security/electronegativity-scan.cjs <folder> <electron version>

'use strict';
const Module = require('node:module');
const path = require('node:path');

const offline = () => Promise.reject(new Error('offline: electronegativity runs without network in the test'));
offline.head = offline;
offline.get = offline;
// The tool's TypeScript parser needs the TypeScript 4 it brings along (npm nests it under the
// tool); the project's own TypeScript 7 has no JavaScript API.
const toolFolder = path.dirname(require.resolve('@doyensec/electronegativity/package.json'));
const toolTypescript = require.resolve('typescript', { paths: [toolFolder] });
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === 'got') return offline;
  if (request === 'typescript') return originalLoad.call(this, toolTypescript, parent, isMain);
  return originalLoad.call(this, request, parent, isMain);
};

// The tool talks on stdout; keep it for our JSON alone.
const print = process.stdout.write.bind(process.stdout);
console.log = () => {};
console.info = () => {};
console.warn = () => {};

const run = require('@doyensec/electronegativity');
const [input, electronVersion] = process.argv.slice(2);

run({
  input: path.resolve(input),
  output: undefined,
  isSarif: false,
  customScan: [],
  excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
  severitySet: undefined,
  confidenceSet: undefined,
  isRelative: true,
  isVerbose: false,
  electronUpgrade: undefined,
  electronVersionOverride: electronVersion,
  parserPlugins: [],
})
  .then((result) => {
    const issues = result.issues.map((issue) => ({
      id: issue.id,
      file: issue.file,
      line: issue.location.line,
      severity: issue.severity.name,
      confidence: issue.confidence.name,
      manualReview: Boolean(issue.manualReview),
    }));
    print(`${JSON.stringify({ checks: result.globalChecks + result.atomicChecks, errors: result.errors, issues })}\n`);
  })
  .catch((error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  });
