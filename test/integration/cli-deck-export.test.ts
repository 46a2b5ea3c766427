import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

// Roland Banks from the fixture's core-set cards, with a level-2 Police Badge (01027) in place of
// the two Knives (01093); `sideSlots` as the empty array ArkhamDB writes.
const { '01093': _knives, ...starterSlots } = ROLAND_STARTER.slots;
const ROLAND = {
  ...ROLAND_STARTER,
  name: 'Rolands Deck',
  slots: { ...starterSlots, '01027': 2 },
  sideSlots: [],
  xp: 7,
};

const exportFile = (deck: unknown, ...options: string[]) => {
  const [file] = writeDeckFiles(newHome(), { 'deck.json': deck });
  return runCli(['deck', 'export', file!, '--data', FIXTURE_DATA, ...options]);
};

describe('CLI deck export (docs/command-line/decks.md)', () => {
  it('writes the German text list to standard output; exit 0', () => {
    const result = exportFile(ROLAND, '--format', 'text');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.startsWith('Rolands Deck\nErmittler: Roland Banks – Der Bundesagent\n\nVorteile (')).toBe(
      true,
    );
    expect(result.stdout).toContain('\n  Hand (');
    expect(result.stdout).toContain('\n    1× Rolands 38er Spezial\n');
    expect(result.stdout).toContain('\n    2× Polizeimarke (2)\n');
    expect(result.stdout).toContain('\nSchwächen (2)\n  1× Vertuschen\n  1× Zufällige Grundschwäche\n');
    expect(result.stdout.endsWith('\nKarten im Deck: 30 (insgesamt 33)\nKartenwert (EP): 4\n')).toBe(true);
  });

  it('writes English titles and words with --lang en', () => {
    const result = exportFile(ROLAND, '--format', 'text', '--lang', 'en');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Investigator: Roland Banks – The Fed\n');
    expect(result.stdout).toContain("\n    1× Roland's .38 Special\n");
    expect(result.stdout).toContain('\n    2× Police Badge (2)\n');
    expect(result.stdout).toContain('\nCards in deck: 30 (33 in total)\n');
  });

  it('writes Markdown in both languages, cards linked to ArkhamDB', () => {
    const de = exportFile(ROLAND, '--format', 'markdown');
    expect(de.status).toBe(0);
    expect(de.stdout).toMatch(
      /^# Rolands Deck\n\n\*\*Ermittler:\*\* \[Roland Banks – Der Bundesagent\]\(https:\/\/arkhamdb\.com\/card\/01001\)\n/,
    );
    expect(de.stdout).toContain('\n## Vorteile (');
    expect(de.stdout).toContain('\n- 2× [Machete](https://arkhamdb.com/card/01020)\n');
    const en = exportFile(ROLAND, '--format', 'markdown', '--lang', 'en');
    expect(en.status).toBe(0);
    expect(en.stdout).toContain('\n## Weaknesses (2)\n\n- 1× [Cover Up](https://arkhamdb.com/card/01007)\n');
  });

  it('writes ArkhamDB deck JSON that keeps the deck’s fields; --lang changes nothing', () => {
    const result = exportFile(ROLAND, '--format', 'arkhamdb');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      name: 'Rolands Deck',
      investigator_code: '01001',
      investigator_name: 'Roland Banks',
      slots: ROLAND.slots,
      sideSlots: {},
      taboo_id: null,
      meta: '',
      xp: 7,
    });
    expect(exportFile(ROLAND, '--format', 'arkhamdb', '--lang', 'en').stdout).toBe(result.stdout);
  });

  it('answers an unreadable file with a German message and exit 2, never a stack trace', () => {
    const result = exportFile('{"investigator_code": ', '--format', 'text');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('kein gültiges JSON');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('names unknown card codes; exit 2', () => {
    const result = exportFile({ ...ROLAND, slots: { ...ROLAND.slots, '99999': 1 } }, '--format', 'markdown');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/Unbekannte Kartennummer\(n\) in „.*deck\.json“: 99999\./);
  });

  it('refuses a missing or unknown format and an unknown language as usage errors; exit 2', () => {
    for (const [options, message] of [
      [[], 'Das Format fehlt. Möglich: --format text, markdown, arkhamdb.'],
      [['--format', 'pdf'], 'Unbekanntes Format „pdf“.'],
      [['--format', 'text', '--lang', 'fr'], 'Unbekannte Sprache „fr“. Möglich: --lang de, en.'],
    ] as const) {
      const result = exportFile(ROLAND, ...options);
      expect(result.status, options.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
  });
});
