import { describe, expect, it } from 'vitest';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { cliHome, rolandJoins } from '../support/cli-home.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { DAISY_STARTER, ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// The campaign's XP rules on the command line (docs/command-line/campaigns.md): a starting deck
// is level 0 at 0 XP plus bonus starting experience (Grimoire „Regeln für den Deckbau“, lines
// 2409–2410), and an upgrade follows the purchase rules of Grimoire „Erfahrung“ (line 621) or is
// refused with exit 1 and nothing written.

const newHome = useTempHome();

function change(deck: DeckJson, delta: Record<string, number>): DeckJson {
  const slots = { ...deck.slots };
  for (const [code, n] of Object.entries(delta)) {
    slots[code] = (slots[code] ?? 0) + n;
    if (slots[code] === 0) delete slots[code];
  }
  return { ...deck, slots };
}

function session() {
  const { run, cli, file } = cliHome(newHome(), FIXTURE_DATA);
  cli('campaign', 'create', '--name', 'Dienstagsrunde', '--scenario', 'torch=Die Zusammenkunft');
  return { run, cli, file };
}

describe('campaign join and upgrade under the XP rules', () => {
  it('join with two Beat Cop (01028, level 2): exit 1, German reason, nothing written; a level-0 deck joins', () => {
    const { run, cli, file } = session();
    const beatCops = change(ROLAND_STARTER, { '01025': -2, '01028': 2 });
    const refused = run(...rolandJoins(file('r.json', beatCops)));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('4 EP wert');
    expect(refused.stderr).toContain('Stufe 0');
    expect(cli('campaign', 'show', '1').investigators).toEqual([]);
    expect(cli('campaign', 'list')[0].investigators).toEqual([]);
    const joined = cli(...rolandJoins(file('r0.json', ROLAND_STARTER)));
    expect(joined).toMatchObject({ investigator: '01001', deckId: 1 });
  }, 120_000);

  it('‖Roland Banks’s back (90024, „Bonus-Erfahrungspunkte“ 5) joins with the 4-XP deck and keeps 1 XP', () => {
    const { cli, file } = session();
    const parallel = { ...change(ROLAND_STARTER, { '01025': -2, '01028': 2 }), meta: '{"alternate_back":"90024"}' };
    const joined = cli(...rolandJoins(file('p.json', parallel)));
    expect(joined.investigator).toBe('01001');
    // The 1 XP of the bonus the deck did not spend stays unspent (Grimoire: „sofort zum Erwerb höherstufiger Karten“).
    expect(cli('campaign', 'show', '1').investigators[0].xp).toEqual({
      earned: 0,
      adjusted: 5,
      spent: 4,
      available: 1,
    });
  }, 120_000);

  it('upgrades that add an out-of-faction card or remove a weakness are refused, nothing written', () => {
    const { run, cli, file } = session();
    cli(...rolandJoins(file('r.json', ROLAND_STARTER)));
    cli('campaign', 'join', '1', '--player', 'Ben', '--investigator', '01002', '--deck', file('d.json', DAISY_STARTER));
    const scenario = {
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'torch', name: 'Die Zusammenkunft' },
        resolution: 'R1',
        investigators: [
          { code: '01001', xp: { victory: 8 } },
          { code: '01002', xp: { victory: 8 } },
        ],
      },
    };
    cli('campaign', 'record', '1', file('torch.json', scenario));
    const before = cli('campaign', 'show', '1');

    // Daisy Walker (Seeker) buys .45 Automatic (01016, Guardian): no access.
    const guardian = change(DAISY_STARTER, { '01039': -1, '01016': 1 });
    const outOfFaction = run(
      'campaign',
      'upgrade',
      '1',
      '--investigator',
      '01002',
      '--deck',
      file('d2.json', guardian),
    );
    expect(outOfFaction.status).toBe(1);
    expect(outOfFaction.stderr).toContain('45er Automatik');
    expect(outOfFaction.stderr).toContain('Es wurde nichts gespeichert.');

    // Roland Banks removes his weakness Cover Up (01007) while buying Shotgun (01029).
    const noWeakness = change(ROLAND_STARTER, { '01007': -1, '01025': -1, '01029': 1 });
    const weakness = run('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', file('r2.json', noWeakness));
    expect(weakness.status).toBe(1);
    expect(weakness.stderr).toContain('Vertuschen');

    const after = cli('campaign', 'show', '1');
    expect(after).toEqual(before);
    expect(after.investigators.map((i: { xp: unknown }) => i.xp)).toEqual([
      { earned: 8, adjusted: 0, spent: 0, available: 8 },
      { earned: 8, adjusted: 0, spent: 0, available: 8 },
    ]);

    // The same purchase within the rules is written and charged.
    const legal = change(ROLAND_STARTER, { '01025': -1, '01029': 1 });
    const upgraded = cli('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', file('r3.json', legal));
    expect(upgraded.xp).toMatchObject({ spent: 4, available: 4 });
  }, 180_000);

  // rules.json `Bless_and_Curse_Tokens` (FAQ): bless and curse tokens do not stay in the chaos bag
  // from scenario to scenario; they leave once the scenario is resolved.
  it('bless tokens added during a scenario are gone from the chaos bag once it is recorded', () => {
    const { cli, file } = session();
    cli(...rolandJoins(file('r.json', ROLAND_STARTER)));
    const bless = { type: 'chaos_token_added', payload: { token: 'bless', count: 3 } };
    cli('campaign', 'record', '1', file('bless.json', bless));
    expect(cli('campaign', 'show', '1').chaosBag.filter((token: string) => token === 'bless')).toHaveLength(3);
    const scenario = {
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'torch', name: 'Die Zusammenkunft' },
        resolution: 'R1',
        investigators: [{ code: '01001', xp: { victory: 2 } }],
      },
    };
    cli('campaign', 'record', '1', file('torch.json', scenario));
    expect(cli('campaign', 'show', '1').chaosBag).not.toContain('bless');
  }, 120_000);
});
