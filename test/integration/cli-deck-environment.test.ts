import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { DANIELA_BLACKJACK, DANIELA_CORE_2026 } from '../support/environment-decks.ts';
import { ARKHAMDB_DATA, describeRealData } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire XII „Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)“ through `deck validate
// --environment ENV` (docs/command-line/decks.md).

const newHome = useTempHome();

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
