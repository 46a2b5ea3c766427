import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';

// Where the real card and campaign data lives: ARKHAM_SHARED_DATA, else ../shared/data beside
// the repository. Real-data suites say clearly when they are skipped, and never skip in CI.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SHARED_DATA = path.resolve(process.env.ARKHAM_SHARED_DATA ?? path.join(REPO_ROOT, '..', 'shared', 'data'));
export const ARKHAMDB_DATA = path.join(SHARED_DATA, 'arkhamdb-json-data');
export const ARKHAM_CARDS_DATA = path.join(SHARED_DATA, 'arkham-cards-data');
export const MIGRATIONS = path.join(REPO_ROOT, 'migrations');
export const FIXTURE_DATA = path.join(REPO_ROOT, 'test', 'fixtures', 'arkhamdb-mini');

export const hasRealData = existsSync(path.join(ARKHAMDB_DATA, 'packs.json'));

if (!hasRealData) {
  if (process.env.CI)
    throw new Error(`Echte Kartendaten fehlen unter ${SHARED_DATA}: In CI darf keine Testreihe übersprungen werden.`);
  console.warn(`[tests] Echte Daten nicht gefunden (${SHARED_DATA}): Testreihen mit echten Daten werden übersprungen.`);
}

/** `describe` for suites that need ../shared/data; skipped (with a warning) only outside CI. */
export const describeRealData = hasRealData ? describe : describe.skip;
