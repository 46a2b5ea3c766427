import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDeckFiles } from '../support/deck-files.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// A campaign as a file through the CLI: `campaign export` writes it, `campaign import` reads it
// back as a new campaign — under its own name, or with --name under another one.

const newHome = useTempHome();

describe('campaign export and import on the command line', () => {
  it('reads an exported campaign back, with --name under another name', () => {
    const home = newHome();
    const cli = (...args: string[]) => {
      const result = runCli(args, { ARKHAM_LOGBUCH_HOME: home });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return JSON.parse(result.stdout);
    };
    cli('campaign', 'create', '--name', 'Dienstagsrunde', '--scenario', 'torch=Die Zusammenkunft');
    const file = path.join(home, 'runde.json');
    expect(cli('campaign', 'export', '1', '--out', file)).toEqual({ campaign: 1, file });
    expect(cli('campaign', 'import', file)).toMatchObject({ campaign: 2, name: 'Dienstagsrunde' });
    expect(cli('campaign', 'import', file, '--name', 'Dienstagsrunde (Kopie)')).toMatchObject({
      campaign: 3,
      name: 'Dienstagsrunde (Kopie)',
    });
    const names = (cli('campaign', 'list') as { name: string }[]).map((campaign) => campaign.name).sort();
    expect(names).toEqual(['Dienstagsrunde', 'Dienstagsrunde', 'Dienstagsrunde (Kopie)']);
  });

  it('imports a campaign file whose deck holds "01000": -1 with a German warning for the dropped slot (family 17)', () => {
    const home = newHome();
    const cli = (...args: string[]) => {
      const result = runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: FIXTURE_DATA });
      expect(result.status).toBe(0);
      return JSON.parse(result.stdout);
    };
    const [deckFile] = writeDeckFiles(home, { 'roland.json': { ...ROLAND_STARTER, name: 'Rolands Deck' } });
    cli('campaign', 'create', '--name', 'Runde');
    cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '01001', '--deck', deckFile!);
    const file = path.join(home, 'runde.json');
    cli('campaign', 'export', '1', '--out', file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    // ArkhamDB writes "01000": -1 once the random basic weakness was drawn (here Amnesia 01096).
    const deck = exported.decks[0].versions[0].deck;
    deck.slots = { ...deck.slots, '01000': -1, '01096': 1 };
    writeFileSync(file, JSON.stringify(exported));
    expect(cli('campaign', 'import', file).warnings).toEqual([
      {
        problem: 'slot_count_dropped',
        cards: ['01000'],
        message: expect.stringMatching(/^Deck „Rolands Deck“: „[^“]+“ stand mit der Anzahl -1 in der Datei \(Deck\)/),
      },
    ]);
  });

  it('refuses an empty --name in German, writing nothing', () => {
    const home = newHome();
    const cli = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home });
    expect(cli('campaign', 'create', '--name', 'Runde').status).toBe(0);
    const file = path.join(home, 'runde.json');
    expect(cli('campaign', 'export', '1', '--out', file).status).toBe(0);
    const refused = cli('campaign', 'import', file, '--name', '  ');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/name/i);
    expect(JSON.parse(cli('campaign', 'list').stdout)).toHaveLength(1);
  });
});
