import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

describe('CLI cards (docs/command-line/cards.md)', () => {
  it('imports the fixture into --db, prints progress on stderr and the counts on stdout', () => {
    const db = path.join(newHome(), 'karten.sqlite');
    const result = runCli(['cards', 'import', '--from', FIXTURE_DATA, '--db', db]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('Dateien lesen');
    expect(result.stderr).toContain('In die Datenbank schreiben');
    expect(result.stdout).toMatch(/Import abgeschlossen/);
    const search = runCli(['cards', 'search', '--db', db, 'Roland', '--json']);
    expect(JSON.parse(search.stdout).map((c: { code: string }) => c.code)).toContain('01001');
  });

  it('refuses a broken folder in German, exit 2, and keeps the earlier pool', () => {
    const home = newHome();
    const db = path.join(home, 'karten.sqlite');
    expect(runCli(['cards', 'import', '--from', FIXTURE_DATA, '--db', db]).status).toBe(0);
    const broken = runCli(['cards', 'import', '--from', home, '--db', db]);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('ist kein ArkhamDB-Datenordner: Es fehlt „packs.json“');
    const search = runCli(['cards', 'search', '--db', db, 'Roland']);
    expect(search.stdout).toContain('01001');
  });

  it('uses the app’s own database under ARKHAM_LOGBUCH_HOME, importing ARKHAM_DATA when empty', () => {
    const home = newHome();
    const result = runCli(['cards', 'search', 'Brutaler Schlag'], {
      ARKHAM_LOGBUCH_HOME: home,
      ARKHAM_DATA: FIXTURE_DATA,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('01025  Brutaler Schlag');
  });

  it('says in German when no card data is there yet', () => {
    const result = runCli(['cards', 'search', 'Roland'], { ARKHAM_LOGBUCH_HOME: newHome() });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Es sind noch keine Kartendaten importiert');
  });

  it('answers unknown commands, options and classes in German with exit 2', () => {
    expect(runCli(['karten', 'zaubern']).stderr).toContain('Unbekannter Befehl');
    const option = runCli(['cards', 'search', '--data', FIXTURE_DATA, '--bogus']);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('Unbekannte oder unvollständige Option --bogus');
    const cls = runCli(['cards', 'search', '--data', FIXTURE_DATA, '--class', 'Paladin', 'x']);
    expect(cls.stderr).toContain('Unbekannte Klasse „Paladin“');
  });
});

describeRealData('CLI cards on the real data', () => {
  it('`cards search --data … Roland` prints 01001', () => {
    const result = runCli(['cards', 'search', '--data', ARKHAMDB_DATA, 'Roland']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^01001 {2}Roland Banks: Der Bundesagent · Wächter · Ermittler$/m);
  });

  it('filters by German class and level: level-0 Wächter cards named "Machete"', () => {
    const result = runCli([
      'cards',
      'search',
      '--data',
      ARKHAMDB_DATA,
      '--class',
      'Wächter',
      '--level',
      '0',
      'Machete',
      '--json',
    ]);
    const cards = JSON.parse(result.stdout) as { code: string; faction_code: string; xp: number }[];
    expect(cards.map((c) => c.code)).toContain('01020');
    expect(cards.every((c) => c.faction_code === 'guardian' && c.xp === 0)).toBe(true);
  });

  it('imports the full data with progress and the counts a player checks', () => {
    const db = path.join(newHome(), 'karten.sqlite');
    const result = runCli(['cards', 'import', '--from', ARKHAMDB_DATA, '--db', db]);
    expect(result.status).toBe(0);
    // 1,796 with every reprint folded (data README) + the nine modified reprints of Grimoire
    // „XIII. Modifizierte Reprints“, cards of their own (12020 Machete …) + the reward card
    // Collector 12181 (Grimoire „Belohnungskarten“).
    expect(result.stdout).toContain('5928 Karten, davon 1806 verschiedene Spielerkarten');
    expect(result.stdout).toContain('91 wählbare Ermittler (13 parallele)');
    expect(result.stdout).toContain('113 Packs, 10 Tabulisten');
    expect(result.stderr).toMatch(/Dateien lesen: \d+\/\d+/);
  });
});
