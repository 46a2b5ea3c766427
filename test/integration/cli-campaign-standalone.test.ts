import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData, REPO_ROOT, SHARED_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';

// `campaign create --standalone SCENARIO` and `--definition tde` through the CLI against a real
// database (contract, section Campaigns). Standalone rules: Grimoire „Einzelspielszenario
// (Einzelspielsmodus)“ (grimoire-de.md lines 551–568): „Ein Spieler kann nicht mehr als 49
// Erfahrungspunkte verwenden“; „10–19 Erfahrungspunkte: 1 zusätzliche zufällige Grundschwäche“.

const DECKS = path.join(REPO_ROOT, 'test/fixtures/decks');

describeRealData('standalone plays and The Dream-Eaters linked, through the CLI', () => {
  let home = '';
  const run = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home });
  const cli = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };

  afterAll(() => rmSync(home, { recursive: true, force: true }));
  beforeAll(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-standalone-'));
    expect(run('cards', 'import', '--from', SHARED_DATA).status).toBe(0);
  }, 120_000);

  it('creates Curse of the Rougarou alone: show has that one scenario with its German name', () => {
    const created = cli('campaign', 'create', '--name', 'Bayou', '--standalone', 'curse_of_the_rougarou');
    expect(created).toMatchObject({
      standalone: true,
      difficulty: 'standard',
      nextScenario: { id: 'curse_of_the_rougarou' },
    });
    const shown = cli('campaign', 'show', String(created.campaign));
    // i18n/de/campaigns/side/curse_of_the_rougarou.po: msgid "Curse of the Rougarou" → msgstr "Der Fluch des Rougarou".
    expect(shown).toMatchObject({
      name: 'Bayou',
      standalone: true,
      scenarios: [{ id: 'curse_of_the_rougarou', name: 'Der Fluch des Rougarou', kind: 'side' }],
    });
    expect(shown.scenarios).toHaveLength(1);
  });

  it('refuses a deck over the standalone XP limit (exit 1, German reason) and draws the extra weakness the table asks for', () => {
    const { campaign } = cli('campaign', 'create', '--name', 'Bibliothek', '--standalone', 'read_or_die');
    // Roland's deck worth 50 XP (test/fixtures/decks/standalone_50xp_invalid.json).
    const refused = run(
      'campaign',
      'join',
      String(campaign),
      '--player',
      'Anna',
      '--investigator',
      '01001',
      '--deck',
      path.join(DECKS, 'standalone_50xp_invalid.json'),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('50 EP');
    expect(refused.stderr).toContain('höchstens 49 EP');
    expect(refused.stderr).toContain('Einzelspielszenario');
    expect(cli('campaign', 'show', String(campaign)).investigators).toEqual([]);
    // The refused join kept no deck either; recorded by hand (campaign record) with the same deck,
    // imported on its own, it is refused alike.
    const imported = cli('deck', 'import', path.join(DECKS, 'standalone_50xp_invalid.json'));
    const entry = path.join(home, 'join-by-hand.json');
    const joinedByHand = {
      code: '01001',
      name: 'Roland Banks',
      player: 'Anna',
      health: 9,
      sanity: 5,
      deckId: imported.deckId,
    };
    writeFileSync(entry, JSON.stringify({ type: 'investigator_joined', payload: joinedByHand }));
    const recorded = run('campaign', 'record', String(campaign), entry);
    expect(recorded.status).toBe(1);
    expect(recorded.stderr).toContain('höchstens 49 EP');

    // Worth 10 XP with only Roland's own random basic weakness: 1 more is drawn into the deck.
    const joined = cli(
      'campaign',
      'join',
      String(campaign),
      '--player',
      'Ben',
      '--investigator',
      '01001',
      '--deck',
      path.join(DECKS, 'standalone_10xp_missing_weakness_invalid.json'),
    );
    expect(joined.standaloneWeaknesses).toHaveLength(1);
    const journal = cli('campaign', 'show', String(campaign), '--journal');
    expect(journal.at(-1).payload.standaloneWeaknesses).toEqual(joined.standaloneWeaknesses);
    // The deck's version in force now holds it, and passes the standalone check (deck validate --standalone).
    const exported = cli('campaign', 'export', String(campaign));
    const file = path.join(home, 'drawn.json');
    writeFileSync(file, JSON.stringify(exported.decks[0].versions.at(-1).deck));
    expect(JSON.parse(run('deck', 'validate', '--standalone', file).stdout)).toMatchObject({
      valid: true,
      xp: 10,
      standaloneWeaknesses: 1,
    });
  });

  it('runs the scenario’s guide from its standalone setup to its resolution (campaign guide)', () => {
    const { campaign } = cli('campaign', 'create', '--name', 'Bayou geführt', '--standalone', 'curse_of_the_rougarou');
    cli('campaign', 'join', String(campaign), '--player', 'Cleo', '--investigator', '01004');
    const id = String(campaign);
    expect(cli('campaign', 'guide', id)).toMatchObject({ step: '$choose_investigators', candidates: ['01004'] });
    const answers = path.join(home, 'rougarou-answers.json');
    writeFileSync(
      answers,
      JSON.stringify([
        { step: '$choose_investigators', investigators: ['01004'] },
        // The scenario's own difficulty step: „Schwierigkeitsgrad wählen:“ Normal or Schwer.
        { step: 'choose_difficulty', choice: 'hard' },
        { step: '$play_scenario', lead: '01004', resolution: 'R1' },
        { step: 'earn_xp', value: 2 },
        { step: '$upgrade_decks' },
      ]),
    );
    expect(cli('campaign', 'guide', id, '--answers', answers)).toMatchObject({ done: true });
    const shown = cli('campaign', 'show', id);
    expect(shown).toMatchObject({
      difficulty: 'hard',
      played: [{ id: 'curse_of_the_rougarou', resolution: 'R1', xp: { '01004': 2 } }],
      nextScenario: null,
    });
    // Resolution 1 records „Der Rougarou sucht auch weiterhin den Bayou heim.“ (curse_of_the_rougarou.po).
    expect(shown.logSections[0].entries.map((entry: { text: string }) => entry.text)).toEqual([
      'Der Rougarou sucht auch weiterhin den Bayou heim.',
    ]);
  });

  it('refuses an unknown scenario with exit 2, naming where the ids come from and listing them', () => {
    const result = run('campaign', 'create', '--name', 'X', '--standalone', 'the_gathering');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('campaigns/side');
    expect(result.stderr).toContain('read_or_die');
    expect(run('campaign', 'create', '--name', 'X', '--standalone', 'read_or_die', '--definition', 'core').status).toBe(
      2,
    );
  });

  it('creates The Dream-Eaters as one campaign: both halves in the printed alternating order, recorded and round-tripped', () => {
    const { campaign } = cli('campaign', 'create', '--name', 'Traumfresser', '--definition', 'tde');
    const shown = cli('campaign', 'show', String(campaign));
    // The halves' guides: after I–A „Proceed to Scenario I–B: Waking Nightmare“; Interlude I „begins with
    // The Dream-Quest (Campaign A)“, Interlude II „begins with The Web of Dreams (Campaign B)“, …
    expect(shown.scenarios.map((scenario: { name: string }) => scenario.name)).toEqual([
      'Prolog',
      'Hinter den Toren des Schlafes',
      'Erwachter Albtraum',
      'Die schwarze Katze (Kampagne A)',
      'Die schwarze Katze (Kampagne B)',
      'Die Suche nach Kadath',
      'Tausend Formen des Schreckens',
      'Die Traumreisenden (Kampagne B)',
      'Die Traumreisenden (Kampagne A)',
      'Die dunkle Seite des Mondes',
      'Kein Zurück mehr',
      'Die Großen (Kampagne A)',
      'Die Großen (Kampagne B)',
      'Wo Götter wohnen',
      'Weber des Kosmos',
      'Epilog (Kampagne A)',
      'Epilog (Kampagne B)',
    ]);
    // Each half's Campaign Notes apart („In both Campaign Logs, record …“).
    expect(shown.logSections.map((section: { id: string }) => section.id)).toEqual([
      'campaign_notes',
      'evidence_of_kadath',
      'hidden',
      'tdeb_campaign_notes',
      'steps_of_the_bridge',
    ]);

    // Recorded by hand: a scenario of each half, a count in each half's log section.
    const file = path.join(home, 'tde-entries.json');
    const scenario = (id: string, name: string, log: object[]) => ({
      type: 'scenario_recorded',
      payload: { scenario: { id, name }, resolution: 'R1', investigators: [], log },
    });
    writeFileSync(
      file,
      JSON.stringify([
        scenario('beyond_the_gates_of_sleep', 'Hinter den Toren des Schlafes', [
          { section: 'evidence_of_kadath', count: 2 },
        ]),
        scenario('waking_nightmare', 'Erwachter Albtraum', [{ section: 'steps_of_the_bridge', count: 1 }]),
      ]),
    );
    cli('campaign', 'record', String(campaign), file);
    const recorded = cli('campaign', 'show', String(campaign));
    expect(recorded.played.map((played: { id: string }) => played.id)).toEqual([
      'beyond_the_gates_of_sleep',
      'waking_nightmare',
    ]);

    // The linked guide opens with Campaign A's setup (cli-campaign-guide-dream-eaters.test.ts plays it).
    expect(cli('campaign', 'guide', String(campaign))).toMatchObject({ step: 'choose_investigators' });

    const exported = path.join(home, 'tde-export.json');
    cli('campaign', 'export', String(campaign), '--out', exported);
    const imported = cli('campaign', 'import', exported);
    const copy = cli('campaign', 'show', String(imported.campaign));
    expect({ ...copy, name: recorded.name }).toEqual(recorded);
  });
});
