import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { ARKHAMDB_DATA, describeRealData } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire XII „Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)“ through `deck validate
// --environment ENV` (docs/command-line.md).

const newHome = useTempHome();

// Daniela Reyes (12001) built from the 2026 core set only: her signatures, the random basic
// weakness and level-0 Guardian/neutral cards whose printings include core_2026 (01020 Machete
// and friends by their 2016 codes: the 2026 reprint makes them legal in Aktuell).
const DANIELA_CORE_2026 = {
  investigator_code: '12001',
  slots: {
    '12002': 1,
    '12003': 1,
    '12016': 2,
    '12017': 2,
    '12018': 2,
    '12019': 2,
    '12021': 2,
    '12022': 2,
    '12023': 2,
    '01000': 1,
    '01020': 2,
    '01025': 2,
    '01088': 2,
    '01089': 2,
    '01090': 2,
    '01091': 2,
    '01092': 2,
    '01093': 2,
  },
  meta: '{}',
};
// Two Machetes traded for two Blackjacks (02016, The Dunwich Legacy, never reprinted in Chapter 2).
const { '01020': _machete, ...withoutMachete } = DANIELA_CORE_2026.slots;
const DANIELA_BLACKJACK = { ...DANIELA_CORE_2026, slots: { ...withoutMachete, '02016': 2 } };

const validate = (...args: string[]) => runCli(['deck', 'validate', '--data', ARKHAMDB_DATA, ...args]);
const line = (stdout: string) => JSON.parse(stdout.trim().split('\n')[0]!);

describeRealData('CLI deck validate --environment (Grimoire XII Deckbau-Umgebungen)', () => {
  it('aktuell: a core_2026 deck is valid, exit 0', () => {
    const [file] = writeDeckFiles(newHome(), { 'daniela.json': DANIELA_CORE_2026 });
    const result = validate('--environment', 'aktuell', file!);
    expect(result.status).toBe(0);
    expect(line(result.stdout)).toMatchObject({ valid: true, problems: [] });
  });

  it('aktuell: Blackjack is an environment problem naming the card and the environment, exit 1', () => {
    const [file] = writeDeckFiles(newHome(), { 'blackjack.json': DANIELA_BLACKJACK });
    const result = validate('--environment', 'aktuell', file!);
    expect(result.status).toBe(1);
    expect(line(result.stdout).problems).toEqual([
      {
        problem: 'environment',
        cards: ['02016'],
        message: expect.stringMatching(/^Nicht in der Deckbau-Umgebung „Aktuell“: „[^“]+“/),
        rule: 'Grimoire: „Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)“',
      },
    ]);
  });

  it('limitiert with The Dunwich Legacy picked, legacy, and no --environment accept Blackjack', () => {
    const [file] = writeDeckFiles(newHome(), { 'blackjack.json': DANIELA_BLACKJACK });
    for (const args of [['--environment', 'limitiert:dwl,ptc,tfa'], ['--environment', 'legacy'], []]) {
      const result = validate(...args, file!);
      expect(result.status, args.join(' ')).toBe(0);
    }
    const result = validate('--environment', 'limitiert:ptcp,tfap,tcup', file!);
    expect(result.status).toBe(1);
    expect(line(result.stdout).problems[0].message).toContain('„Limitiert (ptcp, tfap, tcup)“');
  });

  it.each([
    ['standard', 'Unbekannte Deckbau-Umgebung „standard“'],
    ['limitiert:dwl,ptc', 'genau 3 verschiedene Spielerkarten-Erweiterungen (angegeben: 2)'],
    ['limitiert:dwl,dwlp,tfa', '„dwlp“ nennt eine Erweiterung ein zweites Mal'],
    ['limitiert:dwl,ptc,rcore', '„rcore“ ist keine Spielerkarten-Erweiterung'],
  ])('refuses --environment %s with a German message, exit 2', (environment, message) => {
    const [file] = writeDeckFiles(newHome(), { 'daniela.json': DANIELA_CORE_2026 });
    const result = validate('--environment', environment, file!);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });
});

describe('deck validate --help', () => {
  it('names --environment and its three forms', () => {
    const result = runCli(['deck', 'validate', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--environment');
    expect(result.stdout).toContain('limitiert:PACK,PACK,PACK');
  });
});
