import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { deckFileSchema } from '../../../shared/decks/deck-json.ts';
import { droppedSlots, droppedSlotWarnings } from '../../../shared/decks/dropped-slots.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// The rules corpus (test/fixtures/decks, see its README): ArkhamDB deck files with the outcome
// each rule demands, checked against the card texts and the Grimoire.

interface Expectation {
  file: string;
  rule: string;
  why: string;
  options?: { standalone?: boolean; unlocked?: string[] };
  valid: boolean;
  problems: { code: string; cards?: string[] }[];
  /** Expected warning codes (none when absent). */
  warnings?: { code: string; cards?: string[] }[];
  deckSize?: number;
  xp?: number;
  standaloneWeaknesses?: number;
}

const folder = path.join(REPO_ROOT, 'test/fixtures/decks');
const expectations = JSON.parse(readFileSync(path.join(folder, 'expectations.json'), 'utf8')) as Expectation[];
const pool = await realPool().catch(() => undefined);

describeRealData('rules corpus: every deck gets exactly the problems its rule demands', () => {
  it.each(expectations.map((e) => [`${e.file} (${e.rule})`, e] as const))('%s', (_name, expected) => {
    const raw: unknown = JSON.parse(readFileSync(path.join(folder, expected.file), 'utf8'));
    const validated = validateDeck(deckFileSchema.parse(raw), pool!, expected.options ?? {});
    // What the file held but the parse dropped is warned about at the edges (deck validate, import).
    const result = { ...validated, warnings: [...droppedSlotWarnings(droppedSlots(raw)), ...validated.warnings] };
    const codes = [...new Set(result.problems.map((p) => p.code))].sort();
    expect({ valid: result.valid, codes }, expected.why).toEqual({
      valid: expected.valid,
      codes: expected.problems.map((p) => p.code).sort(),
    });
    const warnings = [...new Set(result.warnings.map((p) => p.code))].sort();
    expect(warnings, `warnings: ${expected.why}`).toEqual((expected.warnings ?? []).map((p) => p.code).sort());
    for (const [kind, list] of [
      ['problems', result.problems],
      ['warnings', result.warnings],
    ] as const) {
      for (const entry of (expected[kind] ?? []).filter((p) => p.cards)) {
        const reported = list.filter((p) => p.code === entry.code).flatMap((p) => p.cards);
        expect(reported, `${entry.code}: ${expected.why}`).toEqual(expect.arrayContaining(entry.cards!));
      }
    }
    if (expected.deckSize !== undefined) expect(result.deckSize, 'deckSize').toBe(expected.deckSize);
    if (expected.xp !== undefined) expect(result.xp, 'xp').toBe(expected.xp);
    if (expected.standaloneWeaknesses !== undefined)
      expect(result.standaloneWeaknesses).toBe(expected.standaloneWeaknesses);
  });
});
