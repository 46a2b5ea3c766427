import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

// A legal Roland Banks deck from the fixture's core-set cards (Grimoire "Regeln für den Deckbau").
const ROLAND = {
  investigator_code: '01001',
  slots: {
    '01006': 1,
    '01007': 1,
    '01000': 1,
    '01016': 2,
    '01017': 2,
    '01018': 2,
    '01019': 2,
    '01020': 2,
    '01021': 2,
    '01022': 2,
    '01023': 2,
    '01024': 2,
    '01025': 2,
    '01086': 2,
    '01087': 2,
    '01088': 2,
    '01089': 2,
    '01093': 2,
  },
  meta: '',
  taboo_id: null,
};

const writeDecks = (decks: Record<string, unknown>) => writeDeckFiles(newHome(), decks);

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('CLI deck validate (docs/command-line.md)', () => {
  it('prints one JSON line per file in input order; exit 0 when all are valid', () => {
    const files = writeDecks({ 'a.json': ROLAND, 'b.json': ROLAND });
    const result = runCli(['deck', 'validate', '--data', FIXTURE_DATA, ...files]);
    expect(result.status).toBe(0);
    expect(lines(result.stdout)).toEqual(
      files.map((file) => ({ file, valid: true, problems: [], deckSize: 30, xp: 0 })),
    );
  });

  it('names a third Machete as too_many_copies in German; exit 1', () => {
    const [file] = writeDecks({ 'machete.json': { ...ROLAND, slots: { ...ROLAND.slots, '01020': 3, '01093': 1 } } });
    const result = runCli(['deck', 'validate', '--data', FIXTURE_DATA, file!]);
    expect(result.status).toBe(1);
    const [line] = lines(result.stdout);
    expect(line.valid).toBe(false);
    expect(line.problems).toEqual([
      expect.objectContaining({
        problem: 'too_many_copies',
        cards: ['01020'],
        message: 'Zu viele Exemplare von „Machete“: 3, erlaubt sind 2 (Exemplare nach Kartentitel).',
      }),
    ]);
  });

  it('answers unreadable JSON and negative counts with an error line and exit 2, never a stack trace', () => {
    const files = writeDecks({
      'ok.json': ROLAND,
      'kaputt.json': '{"investigator_code": ',
      'negativ.json': { investigator_code: '01001', slots: { '01020': -1 } },
    });
    const result = runCli(['deck', 'validate', '--data', FIXTURE_DATA, ...files]);
    expect(result.status).toBe(2);
    const [ok, broken, negative] = lines(result.stdout);
    expect(ok.valid).toBe(true);
    expect(broken.error).toContain('kein gültiges JSON');
    expect(negative.error).toContain('„slots.01020“ darf nicht negativ sein');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reports unknown card codes as a precise problem', () => {
    const [file] = writeDecks({ 'unbekannt.json': { ...ROLAND, slots: { ...ROLAND.slots, '99999': 1 } } });
    const [line] = lines(runCli(['deck', 'validate', '--data', FIXTURE_DATA, file!]).stdout);
    expect(line.problems.map((p: { problem: string }) => p.problem)).toContain('unknown_cards');
  });

  it('adds standaloneWeaknesses with --standalone', () => {
    const [file] = writeDecks({ 'einzel.json': ROLAND });
    const [line] = lines(runCli(['deck', 'validate', '--standalone', '--data', FIXTURE_DATA, file!]).stdout);
    expect(line).toMatchObject({ valid: true, standaloneWeaknesses: 0, xp: 0 });
  });
});
