import path from 'node:path';
import { expect, it } from 'vitest';
import { ARKHAMDB_DATA, describeRealData, REPO_ROOT } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';

// Grimoire „XIII. Modifizierte Reprints“ through `deck validate` (docs/cli-contract.md, „Card
// versions“), with Roland Banks decks of the rules corpus (test/fixtures/decks).

const deck = (name: string) => path.join(REPO_ROOT, 'test/fixtures/decks', name);
const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describeRealData('CLI deck validate: card versions (Grimoire XIII Modifizierte Reprints)', () => {
  it('names 01020 and 12020 Machete together as card_versions_mixed in German, 2× 12020 alone is valid; exit 1', () => {
    const files = [
      deck('versions_machete_2026_two_valid.json'),
      deck('versions_machete_both_invalid.json'),
      deck('versions_machete_rcore_and_2026_invalid.json'),
    ];
    const result = runCli(['deck', 'validate', '--data', ARKHAMDB_DATA, ...files]);
    expect(result.status).toBe(1);
    const [alone, both, rcore] = lines(result.stdout);
    expect(alone).toMatchObject({ file: files[0], valid: true, problems: [], deckSize: 30 });
    expect(both).toMatchObject({ file: files[1], valid: false, deckSize: 30 });
    expect(both.problems).toEqual([
      {
        problem: 'card_versions_mixed',
        message: expect.stringContaining('nur eine Version'),
        cards: ['01020', '12020'],
        rule: 'Grimoire: „Modifizierte Reprints“',
      },
    ]);
    expect(both.problems[0].message).toContain('(01020)');
    expect(both.problems[0].message).toContain('(12020)');
    expect(rcore.problems).toEqual([
      expect.objectContaining({ problem: 'card_versions_mixed', cards: ['01520', '12020'] }),
    ]);
  });

  it('counts every other reprint as its original: 12025 and 60169 are Vicious Blow 01025', () => {
    const files = [deck('copies_reprint_codes_valid.json'), deck('copies_reprint_codes_invalid.json')];
    const result = runCli(['deck', 'validate', '--data', ARKHAMDB_DATA, ...files]);
    const [valid, invalid] = lines(result.stdout);
    expect(valid).toMatchObject({ valid: true, problems: [] });
    expect(invalid.problems).toEqual([
      expect.objectContaining({
        problem: 'too_many_copies',
        cards: expect.arrayContaining(['01025', '12025', '60169']),
      }),
    ]);
  });
});
