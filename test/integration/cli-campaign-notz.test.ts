import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyImportedCards } from '../support/imported-cards.ts';
import { describeRealData, REPO_ROOT } from '../support/real-data.ts';
import { runCli, runCliProcess } from '../support/run-cli.ts';
import { NOTZ_STANDARD_BAG } from '../unit/campaign/journal-builder.ts';

// A full Night of the Zealot campaign for two investigators through the
// CLI against a real database file — XP per scenario, one investigator killed by physical
// trauma and replaced, an exiled card, a chaos token added, a deck upgrade consuming XP, an
// undo — then `campaign show` matches the expected figures exactly, also after a restart
// (`campaign show` in a CLI process of its own on the same database file).

const DECKS = path.join(REPO_ROOT, 'test/fixtures/campaign-notz');

describeRealData('Night of the Zealot played through the CLI', () => {
  let home = '';
  let step = 0;
  const cli = (...args: string[]) => {
    const result = runCli(args, { ARKHAM_LOGBUCH_HOME: home });
    if (result.status !== 0) throw new Error(`campaign ${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  /** Writes events to a file and records them with `campaign record`. */
  const record = (events: object) => {
    const file = path.join(home, `entry-${++step}.json`);
    writeFileSync(file, JSON.stringify(events));
    return cli('campaign', 'record', '1', file);
  };
  const scenario = (id: string, name: string, resolution: string, investigators: object[], extra: object = {}) => ({
    type: 'scenario_recorded',
    payload: { scenario: { id, name }, resolution, investigators, ...extra },
  });

  // One home for the whole campaign: the tests continue each other's journal.
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  beforeAll(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-notz-'));
    copyImportedCards(home);
  });

  it('plays the campaign and shows exactly the expected log, before and after a restart', () => {
    const created = cli(
      'campaign',
      'create',
      '--name',
      'Dienstagsrunde',
      '--definition',
      'core',
      '--difficulty',
      'standard',
    );
    expect(created).toMatchObject({
      campaign: 1,
      seq: 1,
      chaosBag: [...NOTZ_STANDARD_BAG],
      nextScenario: { id: 'torch', name: 'Die Zusammenkunft' },
    });

    expect(
      cli(
        'campaign',
        'join',
        '1',
        '--player',
        'Anna',
        '--investigator',
        '01001',
        '--deck',
        path.join(DECKS, 'roland.json'),
      ),
    ).toMatchObject({ seq: 2, name: 'Roland Banks (Der Bundesagent)' });
    expect(
      cli(
        'campaign',
        'join',
        '1',
        '--player',
        'Ben',
        '--investigator',
        '01002',
        '--deck',
        path.join(DECKS, 'daisy.json'),
      ),
    ).toMatchObject({ seq: 3 });

    // Die Zusammenkunft, Auflösung 1: the house burns, Lita Chantler (01117) joins Roland.
    record(
      scenario(
        'torch',
        'Die Zusammenkunft',
        'R1',
        [
          { code: '01001', xp: { victory: 2, bonus: 2 }, trauma: { mental: 1 }, cardsEarned: ['01117'] },
          { code: '01002', xp: { victory: 2, bonus: 2 }, trauma: { physical: 2 } },
        ],
        { log: [{ section: 'campaign_notes', entry: 'Euer Haus ist abgebrannt.' }] },
      ),
    ); // seq 4

    // Die Mitternachtsmasken: Daisy reaches 5 physical trauma = her printed health and dies.
    record([
      scenario(
        'arkham',
        'Die Mitternachtsmasken',
        'R1',
        [
          { code: '01001', xp: { victory: 3 } },
          { code: '01002', xp: { victory: 3 }, trauma: { physical: 3 } },
        ],
        { log: [{ section: 'cultists_interrogated', entry: 'Wolf-Mann Drew' }] },
      ),
      { type: 'card_exiled', payload: { code: '01001', card: '01020' } },
    ]); // seq 5, 6
    expect(cli('campaign', 'show', '1').investigators[1]).toMatchObject({
      code: '01002',
      status: 'killed',
      trauma: { physical: 5, mental: 0 },
    });

    // Daisy's player goes on with Agnes Baker, who starts without XP and trauma.
    expect(
      cli(
        'campaign',
        'join',
        '1',
        '--player',
        'Ben',
        '--investigator',
        '01004',
        '--deck',
        path.join(DECKS, 'agnes.json'),
        '--replaces',
        '01002',
      ),
    ).toMatchObject({ seq: 7 });

    // Roland upgrades: Beat Cop 0→2 (2 XP), Police Badge (2 XP); the exiled Machete's slot is refilled free.
    expect(
      cli('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', path.join(DECKS, 'roland-upgrade.json')),
    ).toMatchObject({
      seq: 8,
      xp: { earned: 7, spent: 4, available: 3 },
    });

    // A mistaken adjustment, taken back by an undo that is appended, not deleted.
    record({ type: 'xp_adjusted', payload: { code: '01004', xp: 5, reason: 'falsch eingetragen' } }); // seq 9
    expect(cli('campaign', 'undo', '1')).toEqual({ campaign: 1, seq: 10 });

    // Der Verschlinger aus der Tiefe adds an elder_thing token for the rest of the campaign.
    record(
      scenario(
        'tentacles',
        'Der Verschlinger aus der Tiefe',
        'R1',
        [
          { code: '01001', xp: { victory: 5 } },
          { code: '01004', xp: { victory: 5 }, trauma: { mental: 1 } },
        ],
        { chaosTokensAdded: ['elder_thing'] },
      ),
    ); // seq 11

    const expected = {
      seq: 11,
      name: 'Dienstagsrunde',
      definitionId: 'core',
      difficulty: 'standard',
      chaosBag: [...NOTZ_STANDARD_BAG.slice(0, 14), 'elder_thing', ...NOTZ_STANDARD_BAG.slice(14)],
      played: [
        { seq: 4, id: 'torch', name: 'Die Zusammenkunft', resolution: 'R1', xp: { '01001': 4, '01002': 4 } },
        { seq: 5, id: 'arkham', name: 'Die Mitternachtsmasken', resolution: 'R1', xp: { '01001': 3, '01002': 3 } },
        {
          seq: 11,
          id: 'tentacles',
          name: 'Der Verschlinger aus der Tiefe',
          resolution: 'R1',
          xp: { '01001': 5, '01004': 5 },
        },
      ],
      nextScenario: null,
      researched: [],
    };
    const FIGURES = 'code player status xp trauma storyAssets exiled exilePending replaces replacedBy scenariosPlayed';
    const figures = (state: { investigators: Record<string, unknown>[] }) =>
      state.investigators.map((investigator) =>
        Object.fromEntries(FIGURES.split(' ').map((key) => [key, investigator[key]])),
      );
    const expectedInvestigators = [
      {
        code: '01001',
        player: 'Anna',
        status: 'active',
        xp: { earned: 12, adjusted: 0, spent: 4, available: 8 },
        trauma: { physical: 0, mental: 1 },
        storyAssets: ['01117'],
        exiled: { '01020': 1 },
        exilePending: [],
        replaces: undefined,
        replacedBy: undefined,
        scenariosPlayed: 3,
      },
      {
        code: '01002',
        player: 'Ben',
        status: 'killed',
        xp: { earned: 7, adjusted: 0, spent: 0, available: 7 },
        trauma: { physical: 5, mental: 0 },
        storyAssets: [],
        exiled: {},
        exilePending: [],
        replaces: undefined,
        replacedBy: '01004',
        scenariosPlayed: 2,
      },
      {
        code: '01004',
        player: 'Ben',
        status: 'active',
        xp: { earned: 5, adjusted: 0, spent: 0, available: 5 },
        trauma: { physical: 0, mental: 1 },
        storyAssets: [],
        exiled: {},
        exilePending: [],
        replaces: '01002',
        replacedBy: undefined,
        scenariosPlayed: 1,
      },
    ];

    const restarted = () => JSON.parse(runCliProcess(['campaign', 'show', '1'], { ARKHAM_LOGBUCH_HOME: home }).stdout);
    for (const [run, shown] of [
      ['now', cli('campaign', 'show', '1')],
      ['after restart', restarted()],
    ]) {
      expect(shown, run).toMatchObject(expected);
      expect(figures(shown), run).toEqual(expectedInvestigators);
      expect(shown.logSections.find((section: { id: string }) => section.id === 'campaign_notes').entries).toEqual([
        { text: 'Euer Haus ist abgebrannt.', crossedOut: false },
      ]);
    }

    // Time travel and the journal keep the undone entry visible.
    expect(cli('campaign', 'show', '1', '--after-scenario', '2').investigators[0].xp).toEqual({
      earned: 7,
      adjusted: 0,
      spent: 0,
      available: 7,
    });
    const journal = cli('campaign', 'show', '1', '--journal');
    expect(
      journal.map((entry: { seq: number; type: string; undone: boolean }) => [entry.seq, entry.type, entry.undone]),
    ).toEqual([
      [1, 'campaign_created', false],
      [2, 'investigator_joined', false],
      [3, 'investigator_joined', false],
      [4, 'scenario_recorded', false],
      [5, 'scenario_recorded', false],
      [6, 'card_exiled', false],
      [7, 'investigator_joined', false],
      [8, 'deck_upgraded', false],
      [9, 'xp_adjusted', true],
      [10, 'undo', false],
      [11, 'scenario_recorded', false],
    ]);
  }, 120_000);

  it('refuses what the rules forbid with a German message and exit status 1, writing nothing', () => {
    const daisyAgain = runCli(['campaign', 'join', '1', '--player', 'Ben', '--investigator', '01002'], {
      ARKHAM_LOGBUCH_HOME: home,
    });
    expect(daisyAgain.status).toBe(1);
    expect(daisyAgain.stderr).toMatch(/getötet.*Trauma, Tod und Wahnsinn/);
    const badFile = path.join(home, 'bad.json');
    writeFileSync(badFile, JSON.stringify({ type: 'scenario_recorded', payload: { resolution: 'R1' } }));
    const bad = runCli(['campaign', 'record', '1', badFile], { ARKHAM_LOGBUCH_HOME: home });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Ungültige Eingabe/);
    expect(cli('campaign', 'show', '1').seq).toBe(11);
  }, 60_000);
});
