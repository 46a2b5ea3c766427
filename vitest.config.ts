import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'shared/**/*.test.ts', 'electron/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'test/artifacts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: 'test/artifacts/vitest-results.json' }]],
  },
});
