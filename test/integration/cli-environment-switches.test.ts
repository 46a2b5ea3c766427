import { expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { DANIELA_BLACKJACK, DANIELA_CORE_2026 } from '../support/environment-decks.ts';
import { ARKHAMDB_DATA, describeRealData } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire XII „Deckbau-Umgebungen“ (grimoire-de.md L2525–2558): the group's switches beside the
// contract's `--environment ENV` (docs/command-line/decks.md) — „nach Absprache in der Gruppe“, „alle
// Ermittler und mit allen ihren Signaturkarten“, „jeder Ermittler in seiner eigenen Limitierte
// Umgebung“ and, in Legacy, „welche Version der Karte“ (L2542).

const newHome = useTempHome();

const validate = (...args: string[]) => runCli(['deck', 'validate', '--data', ARKHAMDB_DATA, ...args]);
const environmentProblem = (stdout: string) =>
  JSON.parse(stdout.trim()).problems.find((p: { problem: string }) => p.problem === 'environment');

// Daniela's core_2026 deck with Lita Chantler (01117), a story asset: a card „nach Absprache“.
const DANIELA_WITH_LITA = { ...DANIELA_CORE_2026, slots: { ...DANIELA_CORE_2026.slots, '01117': 1 } };
// Roland Banks (01001) with his signatures, none of them in The Path to Carcosa, The Forgotten Age
// or The Circle Undone.
const ROLAND = { investigator_code: '01001', slots: { '01006': 1, '01007': 1 }, meta: '', taboo_id: null };

describeRealData('CLI environment switches (Grimoire XII Deckbau-Umgebungen)', () => {
  it('--agreed-cards no makes the story asset an environment problem; without it, it is allowed', () => {
    const [file] = writeDeckFiles(newHome(), { 'lita.json': DANIELA_WITH_LITA });
    expect(environmentProblem(validate('--environment', 'aktuell', file!).stdout)).toBeUndefined();
    const refused = validate('--environment', 'aktuell', '--agreed-cards', 'no', file!);
    expect(environmentProblem(refused.stdout)).toMatchObject({ cards: ['01117'] });
    expect(refused.status).toBe(1);
  });

  it('--all-investigators lets Roland and his signatures into a Limitiert pool', () => {
    const [file] = writeDeckFiles(newHome(), { 'roland.json': ROLAND });
    const limited = ['--environment', 'limitiert:ptc,tfa,tcu'];
    expect(environmentProblem(validate(...limited, file!).stdout).cards).toEqual(['01001', '01006', '01007']);
    expect(environmentProblem(validate(...limited, '--all-investigators', file!).stdout)).toBeUndefined();
  });

  it.each([
    [['--all-investigators'], '--environment'],
    [['--environment', 'aktuell', '--all-investigators'], '--all-investigators gilt nicht'],
    [['--environment', 'aktuell', '--agreed-cards', 'vielleicht'], 'Unbekannter Wert „vielleicht“'],
    [['--environment', 'aktuell', '--wording', 'kapitel1'], '--wording gilt nicht'],
    [['--environment', 'limitiert;own-pools'], '„own-pools“'],
  ])('refuses %j in German, exit 2', (args, message) => {
    const [file] = writeDeckFiles(newHome(), { 'daniela.json': DANIELA_CORE_2026 });
    const result = validate(...args, file!);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('campaign create stores the switches; with own pools a deck of its own pool joins', () => {
    const home = newHome();
    const cli = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: ARKHAMDB_DATA });
    const strict = cli('campaign', 'create', '--name', 'Streng', '--environment', 'aktuell', '--agreed-cards', 'no');
    expect(JSON.parse(strict.stdout)).toMatchObject({ environment: 'aktuell;agreed-cards=no' });
    const own = cli('campaign', 'create', '--name', 'Eigene', '--environment', 'limitiert', '--own-pools');
    expect(JSON.parse(own.stdout)).toMatchObject({ environment: 'limitiert;own-pools' });
    const legacy = cli('campaign', 'create', '--name', 'Alt', '--wording', 'kapitel1');
    expect(JSON.parse(legacy.stdout)).toMatchObject({ environment: 'legacy;wording=kapitel1' });

    const [lita, blackjack] = writeDeckFiles(home, { 'lita.json': DANIELA_WITH_LITA, 'bj.json': DANIELA_BLACKJACK });
    const refused = cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '12001', '--deck', lita!);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('ohne parallele Ermittler, Promo- und Storyvorteilskarten');
    // Own pools: the campaign imposes no pool; each deck's own environment applies.
    expect(
      cli('campaign', 'join', '2', '--player', 'Anna', '--investigator', '12001', '--deck', blackjack!).status,
    ).toBe(0);
  });

  it('deck export --wording names the wording of Fingerprint Kit (05024), Kapitel 2 unless kapitel1 (L2542)', () => {
    const [file] = writeDeckFiles(newHome(), {
      'daisy.json': { ...ROLAND, investigator_code: '01002', slots: { '05024': 1 } },
    });
    const exported = (...args: string[]) =>
      runCli(['deck', 'export', file!, '--data', ARKHAMDB_DATA, '--format', 'text', ...args]);
    expect(exported().stdout).toContain('1× Fingerabdruck-Set – Wortlaut Kapitel 2');
    expect(exported('--wording', 'kapitel1').stdout).toContain('1× Fingerabdruck-Set – Wortlaut Kapitel 1');
    const wrong = exported('--wording', 'kapitel3');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Unbekannter Wert „kapitel3“ für --wording');
  });
});
