import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { cliHome } from '../support/cli-home.ts';
import { ARKHAMDB_DATA, describeRealData, REPO_ROOT } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire „Belohnungskarten“ (grimoire-de.md lines 2364–2379) on the command line
// (docs/command-line/decks.md): `deck validate --unlocked` is the campaign context for reward cards as
// for Erforscht cards, and `campaign record` writes the journal entry `reward_unlocked` that
// unlocks one for the campaign's decks. Collector (12181) is the reward card of the data.

const newHome = useTempHome();
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/decks');
const fixture = (file: string) => path.join(FIXTURES, file);
/** Roland Banks with Collector and the 35 cards its +5 deck size asks for. */
const COLLECTOR_DECK = fixture('reward_collector_unknown_valid.json');

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
const validate = (...args: string[]) => {
  const result = runCli(['deck', 'validate', '--data', ARKHAMDB_DATA, ...args]);
  return { status: result.status, line: lines(result.stdout)[0] };
};

describeRealData('reward cards on the command line', () => {
  it("deck validate: reward_unknown without --unlocked, reward_locked with --unlocked '', legal with --unlocked 12181 (deck size 35)", () => {
    const unknown = validate(COLLECTOR_DECK);
    expect(unknown.status).toBe(0);
    expect(unknown.line).toMatchObject({ valid: true, problems: [], deckSize: 35, xp: 0 });
    expect(unknown.line.warnings).toEqual([
      {
        problem: 'reward_unknown',
        message: expect.stringContaining('Belohnungskarte'),
        cards: ['12181'],
        rule: 'Grimoire: „Belohnungskarten“',
      },
    ]);

    const locked = validate('--unlocked', '', COLLECTOR_DECK);
    expect(locked.status).toBe(1);
    expect(locked.line.problems).toEqual([expect.objectContaining({ problem: 'reward_locked', cards: ['12181'] })]);
    expect(locked.line.warnings).toEqual([]);

    const unlocked = validate('--unlocked', '12181', COLLECTOR_DECK);
    expect(unlocked.status).toBe(0);
    expect(unlocked.line).toMatchObject({ valid: true, problems: [], warnings: [], deckSize: 35 });
  }, 120_000);

  it("deck validate: Collector's extra option admits one Mystic Charm, not a Spell; two Collectors are too_many_permanent_rewards", () => {
    expect(validate('--unlocked', '12181', fixture('reward_collector_charm_valid.json')).status).toBe(0);
    const spell = validate('--unlocked', '12181', fixture('reward_collector_spell_invalid.json'));
    expect(spell.line.problems).toEqual([expect.objectContaining({ problem: 'invalid_cards', cards: ['01060'] })]);

    const home = newHome();
    const deck = JSON.parse(readFileSync(COLLECTOR_DECK, 'utf8'));
    const two = path.join(home, 'zwei-sammler.json');
    writeFileSync(two, JSON.stringify({ ...deck, slots: { ...deck.slots, '12181': 2 } }));
    const { status, line } = validate('--unlocked', '12181', two);
    expect(status).toBe(1);
    expect(line.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          problem: 'too_many_permanent_rewards',
          cards: ['12181'],
          message: expect.stringContaining('höchstens 1 Belohnungskarte mit dem Schlüsselwort Dauerhaft'),
        }),
      ]),
    );
  }, 120_000);

  it('campaign record reward_unlocked: campaign show lists it, and an upgrade buying Collector is refused as locked, then only as bought after deck creation', () => {
    const { run, cli, file } = cliHome(newHome(), ARKHAMDB_DATA);
    cli('campaign', 'create', '--name', 'Bruderschaft', '--scenario', 'queen_of_ash=Königin der Asche');
    cli(
      'campaign',
      'join',
      '1',
      '--player',
      'Anna',
      '--investigator',
      '01001',
      '--deck',
      fixture('size_roland_basic.json'),
    );
    cli(
      'campaign',
      'record',
      '1',
      file('szenario.json', {
        type: 'scenario_recorded',
        payload: {
          scenario: { id: 'queen_of_ash', name: 'Königin der Asche' },
          resolution: 'R1',
          investigators: [{ code: '01001', xp: { victory: 10 } }],
        },
      }),
    );
    // A campaign upgrade that breaks a purchase rule is refused, exit 1, nothing written
    // (docs/command-line/campaigns.md); the German reason names each broken rule.
    const refusedUpgrade = () => {
      const result = run('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', COLLECTOR_DECK);
      expect(result.status).toBe(1);
      return result.stderr;
    };
    const LOCKED = 'ist eine Belohnungskarte und erst erlaubt';
    const AT_CREATION = 'kann nur beim Deckbau erworben werden';
    // Not unlocked yet; and "Purchase only at deck creation" holds either way.
    const before = refusedUpgrade();
    expect(before).toContain(LOCKED);
    expect(before).toContain(AT_CREATION);
    expect(cli('campaign', 'show', '1').investigators[0].xp.spent).toBe(0);

    cli('campaign', 'record', '1', file('sammler.json', { type: 'reward_unlocked', payload: { card: '12181' } }));
    expect(cli('campaign', 'show', '1').rewards).toEqual(['12181']);
    const after = refusedUpgrade();
    expect(after).not.toContain(LOCKED);
    expect(after).toContain(AT_CREATION);
  }, 180_000);
});
