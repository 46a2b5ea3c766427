import { expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { DANIELA_BLACKJACK, DANIELA_CORE_2026 } from '../support/environment-decks.ts';
import { ARKHAMDB_DATA, describeRealData } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire XII „Deckbau-Umgebungen“ for a campaign: `campaign create --environment ENV` stores
// it, and `campaign join` refuses a deck with cards outside it (exit 1, German reason).

const newHome = useTempHome();

describeRealData('campaign environment on the command line (Grimoire XII Deckbau-Umgebungen)', () => {
  it('stores aktuell; a deck with Blackjack (02016) may not join, the core_2026 deck may', () => {
    const home = newHome();
    const cli = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: ARKHAMDB_DATA });
    const created = cli('campaign', 'create', '--name', 'Runde 2026', '--environment', 'Aktuell');
    expect(created.status).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ campaign: 1, environment: 'aktuell' });
    const [blackjack, core] = writeDeckFiles(home, {
      'blackjack.json': DANIELA_BLACKJACK,
      'core.json': DANIELA_CORE_2026,
    });

    const refused = cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '12001', '--deck', blackjack!);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/passt nicht zur Deckbau-Umgebung der Kampagne „Aktuell“: „[^“]+“/);
    expect(JSON.parse(cli('campaign', 'show', '1').stdout).investigators).toEqual([]);

    const joined = cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '12001', '--deck', core!);
    expect(joined.status).toBe(0);
    expect(JSON.parse(joined.stdout)).toMatchObject({ investigator: '12001' });
  });

  it('a campaign without an environment lets the Blackjack deck join', () => {
    const home = newHome();
    const cli = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: ARKHAMDB_DATA });
    expect(cli('campaign', 'create', '--name', 'Runde').status).toBe(0);
    const [blackjack] = writeDeckFiles(home, { 'blackjack.json': DANIELA_BLACKJACK });
    expect(
      cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '12001', '--deck', blackjack!).status,
    ).toBe(0);
  });

  it('refuses a wrong --environment in German, exit 2, no campaign written', () => {
    const home = newHome();
    const cli = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: ARKHAMDB_DATA });
    const short = cli('campaign', 'create', '--name', 'Runde', '--environment', 'limitiert:dwl,ptc');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('genau 3 verschiedene Spielerkarten-Erweiterungen');
    const unknown = cli('campaign', 'create', '--name', 'Runde', '--environment', 'limitiert:dwl,ptc,rcore');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('„rcore“ ist keine Spielerkarten-Erweiterung');
    expect(JSON.parse(cli('campaign', 'list').stdout)).toEqual([]);
  });
});
