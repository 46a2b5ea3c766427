import { describe, expect, it } from 'vitest';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { cliHome, rolandJoins } from '../support/cli-home.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682) on the command line: `campaign create
// --variants ID,…` records them in the journal, and the journal applies the ones it can
// (docs/command-line/campaigns.md, docs/rules-decisions.md).

const newHome = useTempHome();

/** Roland Banks (01001), one copy each, with Shotgun (01029, level 4). */
const singlesWithShotgun: DeckJson = {
  ...ROLAND_STARTER,
  slots: { ...Object.fromEntries(Object.keys(ROLAND_STARTER.slots).map((code) => [code, 1])), '01029': 1 },
};

describe('campaign create --variants (Grimoire „Ultimaten und Gaben“)', () => {
  it('Scheitern and Gebrochene Versprechen change the bag; Highlander refuses two copies; Uralte gives 5 XP', () => {
    const { run, cli, file } = cliHome(newHome(), FIXTURE_DATA);
    const created = cli(
      'campaign',
      'create',
      '--name',
      'Harte Runde',
      '--chaos-bag',
      '+1,0,-1,-2,skull,auto_fail,elder_sign',
      '--variants',
      'scheitern,gebrochene_versprechen,highlander,uralte,hermes',
    );
    // Line 2578: no Elder Sign; line 2598: one more auto-fail.
    expect(created.chaosBag).toEqual(['+1', '0', '-1', '-2', 'skull', 'auto_fail', 'auto_fail']);
    expect(created.variants).toEqual(['scheitern', 'gebrochene_versprechen', 'highlander', 'uralte', 'hermes']);

    // Line 2614: ROLAND_STARTER holds two copies of most cards.
    const refused = run(...rolandJoins(file('r.json', ROLAND_STARTER)));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('ULTIMATUM DES HIGHLANDERS');
    expect(cli('campaign', 'show', '1').investigators).toEqual([]);

    // Line 2646: 5 additional XP, so a starting deck with Shotgun (4 XP) joins and keeps 1.
    cli(...rolandJoins(file('s.json', singlesWithShotgun)));
    expect(cli('campaign', 'show', '1').investigators[0].xp).toEqual({
      earned: 0,
      adjusted: 5,
      spent: 4,
      available: 1,
    });
  }, 180_000);

  it('an unknown id exits 2 naming the ids; a campaign-only variant is refused for a standalone play', () => {
    const { run } = cliHome(newHome(), FIXTURE_DATA);
    const unknown = run('campaign', 'create', '--name', 'X', '--variants', 'highlander,qualen');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('„qualen“');
    expect(unknown.stderr).toContain('highlander');
    const standalone = run('campaign', 'create', '--name', 'X', '--standalone', 'read_or_die', '--variants', 'uralte');
    expect(standalone.status).not.toBe(0);
    expect(standalone.stderr).toContain('Nur für den Kampagnenmodus');
  });

  it('deck validate --variants einfuehrung names Shotgun (01029)', () => {
    const { run, file } = cliHome(newHome(), FIXTURE_DATA);
    const result = run('deck', 'validate', file('s.json', singlesWithShotgun), '--variants', 'einfuehrung');
    const line = JSON.parse(result.stdout);
    expect(line.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ problem: 'variant_level_zero', cards: ['01029'] })]),
    );
    expect(line.problems.find((p: { problem: string }) => p.problem === 'variant_level_zero').message).toContain(
      'ULTIMATUM DER EINFÜHRUNG',
    );
  });
});
