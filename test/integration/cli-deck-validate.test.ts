import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { DAISY_RESEARCHED, ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

// A legal Roland Banks deck from the fixture's core-set cards (Grimoire "Regeln für den Deckbau").
const ROLAND = ROLAND_STARTER;

const writeDecks = (decks: Record<string, unknown>) => writeDeckFiles(newHome(), decks);

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('CLI deck validate (docs/command-line/decks.md)', () => {
  it('prints one JSON line per file in input order; exit 0 when all are valid', () => {
    const files = writeDecks({ 'a.json': ROLAND, 'b.json': ROLAND });
    const result = runCli(['deck', 'validate', '--data', FIXTURE_DATA, ...files]);
    expect(result.status).toBe(0);
    expect(lines(result.stdout)).toEqual(
      files.map((file) => ({ file, valid: true, problems: [], warnings: [], deckSize: 30, xp: 0 })),
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

  it('answers unreadable JSON and fractional counts with an error line and exit 2, never a stack trace', () => {
    const files = writeDecks({
      'ok.json': ROLAND,
      'kaputt.json': '{"investigator_code": ',
      'bruch.json': { investigator_code: '01001', slots: { '01020': 1.5 } },
    });
    const result = runCli(['deck', 'validate', '--data', FIXTURE_DATA, ...files]);
    expect(result.status).toBe(2);
    const [ok, broken, fraction] = lines(result.stdout);
    expect(ok.valid).toBe(true);
    expect(broken.error).toContain('kein gültiges JSON');
    expect(fraction.error).toContain('„slots“ ist ungültig');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('drops a slot with a count of 0 or less ("01000": -1 after a drawn weakness) with a German warning, never a refusal', () => {
    // Amnesia 01096 was drawn for the random basic weakness; ArkhamDB then writes the placeholder as -1.
    const { '01000': _, ...rest } = ROLAND.slots;
    const [file] = writeDecks({ 'gezogen.json': { ...ROLAND, slots: { ...rest, '01096': 1, '01000': -1 } } });
    const result = runCli(['deck', 'validate', '--data', FIXTURE_DATA, file!]);
    expect(result.status).toBe(0);
    const [line] = lines(result.stdout);
    expect(line).toMatchObject({ valid: true, problems: [], deckSize: 30 });
    expect(line.warnings).toEqual([
      {
        problem: 'slot_count_dropped',
        message: expect.stringMatching(/^„Zufällige Grundschwäche“ stand mit der Anzahl -1 in der Datei \(Deck\)/),
        cards: ['01000'],
        rule: 'Grimoire: „Regeln für den Deckbau“',
      },
    ]);
  });

  it('reports unknown card codes as a precise problem', () => {
    const [file] = writeDecks({ 'unbekannt.json': { ...ROLAND, slots: { ...ROLAND.slots, '99999': 1 } } });
    const [line] = lines(runCli(['deck', 'validate', '--data', FIXTURE_DATA, file!]).stdout);
    expect(line.problems.map((p: { problem: string }) => p.problem)).toContain('unknown_cards');
  });

  describeRealData('Grimoire "Erforscht": campaign context only with --unlocked', () => {
    const validate = (...args: string[]) => {
      const [file] = writeDecks({ 'daisy.json': DAISY_RESEARCHED });
      const result = runCli(['deck', 'validate', '--data', ARKHAMDB_DATA, ...args, file!]);
      return { status: result.status, line: lines(result.stdout)[0] };
    };

    it('without --unlocked a Researched card is a warning; the deck is valid, exit 0', () => {
      const { status, line } = validate();
      expect(status).toBe(0);
      expect(line).toMatchObject({ valid: true, problems: [] });
      expect(line.warnings).toEqual([expect.objectContaining({ problem: 'researched_unknown', cards: ['02262'] })]);
      expect(line.warnings[0].message).toContain('„Erforscht“');
    });

    it("--unlocked '' is a campaign with nothing unlocked: researched_locked, exit 1", () => {
      const { status, line } = validate('--unlocked', '');
      expect(status).toBe(1);
      expect(line.problems).toEqual([expect.objectContaining({ problem: 'researched_locked', cards: ['02262'] })]);
      expect(line.warnings).toEqual([]);
    });

    it('--unlocked 02262 unlocks it: valid, no warning', () => {
      const { status, line } = validate('--unlocked', '02262');
      expect(status).toBe(0);
      expect(line).toMatchObject({ valid: true, problems: [], warnings: [] });
    });
  });

  it('adds standaloneWeaknesses with --standalone', () => {
    const [file] = writeDecks({ 'einzel.json': ROLAND });
    const [line] = lines(runCli(['deck', 'validate', '--standalone', '--data', FIXTURE_DATA, file!]).stdout);
    expect(line).toMatchObject({ valid: true, standaloneWeaknesses: 0, xp: 0 });
  });
});
