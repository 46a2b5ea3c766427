import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { FIXTURE_DATA, REPO_ROOT } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// `deck import FILE...` into the app's database (ARKHAM_LOGBUCH_HOME, cards from
// ARKHAM_DATA): one JSON line per deck, exit 2 with a German message and nothing imported when a
// file is bad.

const newHome = useTempHome();
const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

function session() {
  const home = newHome();
  const cli = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: FIXTURE_DATA });
  return { home, cli };
}

/** Decks in the database: the id a fresh import gets tells how many were there. */
function countDecks(home: string): number {
  const [probe] = writeDeckFiles(home, { 'probe.json': { ...ROLAND_STARTER, name: 'Zählung' } });
  const result = runCli(['deck', 'import', probe!], { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: FIXTURE_DATA });
  return lines(result.stdout)[0].deckId - 1;
}

const withoutCard = (code: string) =>
  Object.fromEntries(Object.entries(ROLAND_STARTER.slots).filter(([c]) => c !== code));

describe('CLI deck import', () => {
  it('imports each file as a deck and prints its id, versions and German rule problems; an illegal deck is imported all the same', () => {
    const { home, cli } = session();
    const [valid, short] = writeDeckFiles(home, {
      'roland.json': { ...ROLAND_STARTER, name: 'Rolands Deck' },
      'kurz.json': { ...ROLAND_STARTER, name: 'Zu kurz', slots: withoutCard('01025') },
    });
    const result = cli('deck', 'import', valid!, short!);
    expect(result.status).toBe(0);
    expect(result.stderr).not.toContain('Es wurde nichts importiert');
    const [first, second] = lines(result.stdout);
    expect(first).toEqual({
      file: valid,
      deckId: 1,
      name: 'Rolands Deck',
      investigator: '01001',
      versions: 1,
      valid: true,
      problems: [],
      warnings: [],
    });
    expect(second).toMatchObject({
      file: short,
      deckId: 2,
      valid: false,
      problems: [{ problem: 'too_few_cards', message: 'Zu wenige Karten: 28 statt 30 (Deckgröße).' }],
    });
  });

  it('drops a slot with a count of 0 or less with a German warning on the line, never refusing the file', () => {
    const { home, cli } = session();
    // ArkhamDB writes "01000": -1 once the random basic weakness was drawn (here Amnesia 01096).
    const { '01000': _, ...drawn } = ROLAND_STARTER.slots as Record<string, number>;
    const [file] = writeDeckFiles(home, {
      'gezogen.json': { ...ROLAND_STARTER, name: 'Gezogen', slots: { ...drawn, '01096': 1, '01000': -1 } },
    });
    const result = cli('deck', 'import', file!);
    expect(result.status).toBe(0);
    const [line] = lines(result.stdout);
    expect(line).toMatchObject({ deckId: 1, valid: true, problems: [] });
    expect(line.warnings).toEqual([
      expect.objectContaining({
        problem: 'slot_count_dropped',
        cards: ['01000'],
        message: expect.stringContaining('stand mit der Anzahl -1 in der Datei (Deck) und wurde weggelassen'),
      }),
    ]);
  });

  it('makes one deck with versions of a chain, in a file or spread over files with --chain', () => {
    const { home, cli } = session();
    const slots = { ...withoutCard('01025'), '01030': 2 };
    const chain = [
      { ...ROLAND_STARTER, id: 501, name: 'Roland (ArkhamDB)', previous_deck: null, next_deck: 502 },
      {
        ...ROLAND_STARTER,
        slots,
        id: 502,
        name: 'Roland (ArkhamDB)',
        xp: 3,
        xp_spent: 2,
        previous_deck: 501,
        next_deck: null,
      },
    ];
    const [both, newer, older] = writeDeckFiles(home, {
      'kette.json': chain,
      'v2.json': chain[1],
      'v1.json': chain[0],
    });
    const inOne = lines(cli('deck', 'import', both!).stdout);
    expect(inOne).toEqual([
      expect.objectContaining({ deckId: 1, versions: 2, valid: true, recost: [{ version: 2, xp: 2, recorded: 2 }] }),
    ]);
    const spread = cli('deck', 'import', '--chain', '--name', 'Zusammengesetzt', newer!, older!);
    expect(spread.status).toBe(0);
    expect(lines(spread.stdout)).toEqual([
      expect.objectContaining({ file: [newer, older], deckId: 2, name: 'Zusammengesetzt', versions: 2 }),
    ]);
  });

  it('drops a "01000": -1 slot in a version of a --chain import with a German warning, never refusing (family 17)', () => {
    const { home, cli } = session();
    const { '01000': _, ...drawn } = ROLAND_STARTER.slots as Record<string, number>;
    const [older, newer] = writeDeckFiles(home, {
      'v1.json': { ...ROLAND_STARTER, id: 701, name: 'Kette', previous_deck: null, next_deck: 702 },
      'v2.json': {
        ...ROLAND_STARTER,
        id: 702,
        name: 'Kette',
        slots: { ...drawn, '01096': 1, '01000': -1 },
        xp: 0,
        xp_spent: 0,
        previous_deck: 701,
        next_deck: null,
      },
    });
    const result = cli('deck', 'import', '--chain', newer!, older!);
    expect(result.status).toBe(0);
    const [line] = lines(result.stdout);
    expect(line).toMatchObject({ versions: 2, valid: true, problems: [] });
    expect(line.warnings).toEqual([
      expect.objectContaining({
        problem: 'slot_count_dropped',
        cards: ['01000'],
        message: expect.stringContaining('stand mit der Anzahl -1 in der Datei (Deck) und wurde weggelassen'),
      }),
    ]);
  });

  it('exits 2 with a German message naming the problem, and imports none of the files', () => {
    const { home, cli } = session();
    const [good, unknown, broken] = writeDeckFiles(home, {
      'gut.json': ROLAND_STARTER,
      'unbekannt.json': { ...ROLAND_STARTER, slots: { ...ROLAND_STARTER.slots, '99999': 1 } },
      'kaputt.json': readFileSync(path.join(REPO_ROOT, 'test/fixtures/imports/malformed_missing_comma.json'), 'utf8'),
    });
    const result = cli('deck', 'import', good!, unknown!, broken!);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`„${unknown}“: Unbekannte Kartennummer(n): 99999.`);
    expect(result.stderr).toContain(`„${broken}“: Das ist kein gültiges JSON. Der Fehler steht in Zeile 4, Spalte 3`);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(countDecks(home)).toBe(0);

    const missing = cli('deck', 'import', path.join(home, 'fehlt.json'));
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toContain('kann nicht gelesen werden. Es wurde nichts importiert.');
    expect(cli('deck', 'import')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('mindestens eine Deck-Datei'),
    });
    const mixed = cli(
      'deck',
      'import',
      '--chain',
      good!,
      ...writeDeckFiles(home, { 'daisy.json': { ...ROLAND_STARTER, investigator_code: '01002' } }),
    );
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('verschiedenen Ermittlern (01001, 01002)');
  });
});
