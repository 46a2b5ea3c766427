import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import {
  guideSemantics,
  REPO_ROOT,
  readTable,
  SEMANTICS_DOC,
  type TableRow,
  type Variant,
} from '../../../tools/guide-semantics.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// docs/guide-semantics.md: every step type and every condition, effect and input variant the
// guided campaigns' data uses is listed with its counts (tools/guide-semantics.ts), what the
// printed guide means by it and the test that checks it. A variant new in the data, a stale count,
// a row without meaning or test, or a test file that does not exist fails here.

const TEST_PATH = /`(test\/[^`]+\.test\.ts)`/g;

describeRealData('the semantics table of the guide data', () => {
  let inventory: Variant[];
  let table: TableRow[];
  beforeAll(async () => {
    inventory = guideSemantics(await realCampaignData());
    table = readTable(readFileSync(path.join(REPO_ROOT, SEMANTICS_DOC), 'utf8'));
  });

  it('lists every variant the guided campaigns use, with the counts the tool makes (npx tsx tools/guide-semantics.ts)', () => {
    expect(inventory.length).toBeGreaterThan(100);
    expect(inventory.map((item) => item.key)).toContain('effect campaign_log_count operation=set_input');
    expect(table.map(({ key, uses, campaigns }) => ({ key, uses, campaigns }))).toEqual(inventory);
  });

  it('says for each variant what the printed guide means and names a test', () => {
    const open = table.filter((row) => !row.meaning || !row.test.match(TEST_PATH)).map((row) => row.key);
    expect(open).toEqual([]);
  });

  it('names only test files that exist', () => {
    const named = new Set(table.flatMap((row) => [...row.test.matchAll(TEST_PATH)].map((match) => match[1] ?? '')));
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((file) => !existsSync(path.join(REPO_ROOT, file)))).toEqual([]);
  });
});
