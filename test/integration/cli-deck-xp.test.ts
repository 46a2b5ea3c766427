import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA, REPO_ROOT } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

const PREVIOUS = ROLAND_STARTER;

const write = (decks: Record<string, unknown>) => writeDeckFiles(newHome(), decks);

describe('CLI deck xp (docs/command-line/decks.md)', () => {
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

const pair = (name: string) => [
  path.join(REPO_ROOT, 'test/fixtures/upgrades', `${name}_prev.json`),
  path.join(REPO_ROOT, 'test/fixtures/upgrades', `${name}_next.json`),
];

describeRealData('CLI deck xp on the upgrade corpus (real card data)', () => {
  it('lists no line without copies and lists removed customizable copies (Grimoire "Erfahrungspunkte verdienen und ausgeben")', () => {
    const result = runCli([
      'deck',
      'xp',
      '--data',
      ARKHAMDB_DATA,
      ...pair('adaptable_versatile_no_zero_line'),
      ...pair('customizable_removed_listed'),
    ]);
    expect(result.status).toBe(0);
    const [swaps, removed] = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    // Versatile fills 5 places for free, Adaptable swaps 2 more: every line has copies.
    expect(swaps.xp).toBe(2);
    expect(swaps.lines.filter((l: { copies: number }) => l.copies <= 0)).toEqual([]);
    expect(swaps.lines).toContainEqual({ code: '02026', change: 'free', copies: 2, xp: 0 });
    // Friends in Low Places (09060, customizable) taken out: listed like any removed card.
    expect(removed.lines).toContainEqual({ code: '09060', change: 'removed', copies: 2, xp: 0 });
  });

  it('marks changes in ‖Jim Culver\'s spirit deck with deck "extra" (90049: the spirit deck is upgraded with the same XP)', () => {
    const result = runCli(['deck', 'xp', '--data', ARKHAMDB_DATA, ...pair('spirit_deck_upgrade')]);
    expect(result.status).toBe(0);
    const line = JSON.parse(result.stdout);
    expect(line.xp).toBe(4);
    expect(line.lines).toEqual([
      { code: '01028', change: 'upgrade', copies: 1, xp: 2, from: '01018', deck: 'extra' },
      { code: '10119', change: 'new', copies: 1, xp: 2, deck: 'extra' },
      { code: '01021', change: 'removed', copies: 1, xp: 0, deck: 'extra' },
    ]);
  });

  it('prices Collector (12181, Dauerhaft, "+5 deck size") bought in an upgrade at 1 XP, not as a free refill, and names purchase_at_creation (Grimoire lines 486, 622)', () => {
    const [a, b] = write({ 'a.json': PREVIOUS, 'b.json': { ...PREVIOUS, slots: { ...PREVIOUS.slots, '12181': 1 } } });
    const result = runCli(['deck', 'xp', '--data', ARKHAMDB_DATA, a!, b!]);
    expect(result.status).toBe(0);
    const line = JSON.parse(result.stdout);
    expect(line.xp).toBe(1);
    expect(line.lines).toEqual([{ code: '12181', change: 'new', copies: 1, xp: 1 }]);
    expect(line.problems.map((p: { problem: string }) => p.problem)).toContain('purchase_at_creation');
  });
});
