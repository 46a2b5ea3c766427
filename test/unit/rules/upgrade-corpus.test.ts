import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// The upgrade corpus (test/fixtures/upgrades, see its README): deck version pairs with the XP
// Grimoire "Erfahrungspunkte verdienen und ausgeben" and the cards' texts charge for them.

interface Expectation {
  previous: string;
  next: string;
  rule: string;
  why: string;
  xp: number;
  lines?: { code: string; change: string; xp: number }[];
}

const folder = path.join(REPO_ROOT, 'test/fixtures/upgrades');
const expectations = JSON.parse(readFileSync(path.join(folder, 'expectations.json'), 'utf8')) as Expectation[];
const read = (file: string) => deckJsonSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
const pool = await realPool().catch(() => undefined);

describeRealData('upgrade corpus: every pair costs exactly the XP its rule demands', () => {
  it.each(expectations.map((e) => [`${e.next} (${e.rule})`, e] as const))('%s', (_name, expected) => {
    const cost = upgradeCost(read(expected.previous), read(expected.next), pool!);
    expect(cost.xp, `${expected.why}\n${JSON.stringify(cost.lines)}`).toBe(expected.xp);
    // Per card, not per label: an upgrade plus an extra copy may be told as one line or two.
    for (const code of new Set((expected.lines ?? []).map((l) => l.code))) {
      const want = expected.lines!.filter((l) => l.code === code).reduce((sum, l) => sum + l.xp, 0);
      const got = cost.lines.filter((l) => l.code === code);
      expect(got.length, `${code} has a line: ${expected.why}`).toBeGreaterThan(0);
      expect(
        got.reduce((sum, l) => sum + l.xp, 0),
        `${code}: ${expected.why}`,
      ).toBe(want);
    }
  });

  it('no pair lists a line without copies (Grimoire "Erfahrungspunkte verdienen und ausgeben": each line is a change)', () => {
    for (const e of expectations) {
      const empty = upgradeCost(read(e.previous), read(e.next), pool!).lines.filter((l) => l.copies <= 0);
      expect(empty, e.next).toEqual([]);
    }
  });
});
