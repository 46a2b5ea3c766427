import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

const PREVIOUS = ROLAND_STARTER;

const write = (decks: Record<string, unknown>) => writeDeckFiles(newHome(), decks);

describe('CLI deck xp (docs/command-line.md)', () => {
  it('prints one line per pair with the XP and the lines; a new level-0 card costs 1 per copy', () => {
    const slots: Record<string, number> = { ...PREVIOUS.slots, '01030': 2 };
    delete slots['01093'];
    const [a, b] = write({ 'a.json': PREVIOUS, 'b.json': { ...PREVIOUS, slots } });
    const result = runCli(['deck', 'xp', '--data', FIXTURE_DATA, a!, b!]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      previous: a,
      next: b,
      xp: 2,
      lines: [
        { code: '01030', change: 'new', copies: 2, xp: 2 },
        { code: '01093', change: 'removed', copies: 2, xp: 0 },
      ],
    });
  });

  it('adds German problems to the line when the step breaks an upgrade rule (Grimoire "Erfahrung": the weakness Cover Up stays)', () => {
    const slots: Record<string, number> = { ...PREVIOUS.slots, '01030': 1 };
    delete slots['01007'];
    const [a, b] = write({ 'a.json': PREVIOUS, 'b.json': { ...PREVIOUS, slots } });
    const result = runCli(['deck', 'xp', '--data', FIXTURE_DATA, a!, b!]);
    expect(result.status).toBe(0);
    const line = JSON.parse(result.stdout);
    expect(line.xp).toBe(1);
    expect(line.problems).toEqual([
      {
        problem: 'required_removed',
        message: expect.stringContaining('Schwächen'),
        cards: ['01007'],
        rule: 'Grimoire: „Erfahrung“',
      },
    ]);
  });

  it('answers an unreadable file with an error line and exit 2, and an odd number of files with a German usage error', () => {
    const [a, broken] = write({ 'a.json': PREVIOUS, 'kaputt.json': '{' });
    const result = runCli(['deck', 'xp', '--data', FIXTURE_DATA, a!, broken!]);
    expect(result.status).toBe(2);
    expect(JSON.parse(result.stdout).error).toContain('kein gültiges JSON');
    const odd = runCli(['deck', 'xp', '--data', FIXTURE_DATA, a!]);
    expect(odd.status).toBe(2);
    expect(odd.stderr).toContain('paarweise');
  });
});
