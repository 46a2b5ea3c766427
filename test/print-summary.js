// Prints vitest's result as the plain closing line CI reads: "tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const results = JSON.parse(readFileSync(new URL('./artifacts/vitest-results.json', import.meta.url), 'utf8'));
const skipped = results.numPendingTests + results.numTodoTests;
console.log(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
process.exitCode = results.numFailedTests > 0 || results.numTotalTests === 0 ? 1 : 0;
