import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestMap, MAP_DOC, MAP_END, MAP_START, REPO_ROOT, renderTestMap } from '../../tools/test-map.ts';

// docs/test-map.md „Welcher Test prüft welches Modul“: the committed map is the one
// tools/test-map.ts generates, and every module under shared/ is reached by some test file
// through its imports (directly or through other modules).

/**
 * shared/ modules no test reaches yet, each with the reason; the list only shrinks. Empty: every
 * module is reached.
 */
const NOT_YET_REACHED: string[] = [];

describe('test map', () => {
  const map = buildTestMap();

  it('docs/test-map.md holds the map tools/test-map.ts generates (npx tsx tools/test-map.ts rewrites it)', () => {
    const doc = readFileSync(path.join(REPO_ROOT, MAP_DOC), 'utf8');
    const committed = doc.slice(doc.indexOf(MAP_START), doc.indexOf(MAP_END) + MAP_END.length);
    expect(committed).toBe(renderTestMap(map));
  });

  it('every module under shared/ is imported by a test, directly or through other modules', () => {
    expect(map.direct.size).toBeGreaterThan(150);
    expect(map.unreached).toEqual(NOT_YET_REACHED);
  });

  it('names a test file in the row of each shared/ module it imports', () => {
    expect(map.direct.get('shared/rules/upgrade-cost.ts')).toContain('test/unit/rules/upgrade-cost.test.ts');
    expect(map.direct.get('shared/rules/campaign-membership.ts')).toEqual([
      'test/unit/rules/campaign-membership.test.ts',
    ]);
  });
});
