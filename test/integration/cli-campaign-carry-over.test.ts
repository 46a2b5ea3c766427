import { describe, expect, it } from 'vitest';
import { cliHome } from '../support/cli-home.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { DAISY_STARTER, ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire „Epischer Kampagnenmodus“ (lines 2330–2343) on the command line:
// `campaign create … --carry-over CAMPAIGN[:CODE,…]` (docs/command-line/campaigns.md).

const newHome = useTempHome();

/** Roland Banks (01001) earns 8 XP, 1 physical trauma and Lita Chantler (01117), buys Shotgun (01029, level 4); Daisy Walker (01002) is killed. */
function firstCampaign() {
  const { run, cli, file } = cliHome(newHome(), FIXTURE_DATA);
  cli('campaign', 'create', '--name', 'Erste Runde', '--scenario', 'torch=Die Zusammenkunft');
  cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '01001', '--deck', file('r.json', ROLAND_STARTER));
  cli('campaign', 'join', '1', '--player', 'Ben', '--investigator', '01002', '--deck', file('d.json', DAISY_STARTER));
  const scenario = {
    type: 'scenario_recorded',
    payload: {
      scenario: { id: 'torch', name: 'Die Zusammenkunft' },
      resolution: 'R1',
      investigators: [
        { code: '01001', xp: { victory: 8 }, trauma: { physical: 1 }, cardsEarned: ['01117'] },
        { code: '01002', xp: { victory: 8 }, killed: true },
      ],
    },
  };
  cli('campaign', 'record', '1', file('torch.json', scenario));
  const shotgun = { ...ROLAND_STARTER, slots: { ...ROLAND_STARTER.slots, '01025': 1, '01029': 1 } };
  cli('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', file('r2.json', shotgun));
  return { run, cli };
}

describe('campaign create --carry-over (Grimoire „Epischer Kampagnenmodus“)', () => {
  it('carries Roland Banks with total XP 8, his trauma and story asset, on a level-0 deck without Shotgun', () => {
    const { cli } = firstCampaign();
    const created = cli('campaign', 'create', '--name', 'Zweite Runde', '--carry-over', '1');
    // Daisy Walker is killed (line 2321), so only Roland Banks goes on.
    expect(created).toMatchObject({
      campaign: 2,
      seq: 2,
      carried: [{ investigator: '01001', totalXp: 8, deckId: 3, removed: { '01029': 1 } }],
    });
    const roland = cli('campaign', 'show', '2').investigators[0];
    expect(roland).toMatchObject({
      code: '01001',
      player: 'Anna',
      status: 'active',
      // Line 2336: „Alle Erfahrungspunkte aus vorherigen Kampagnen gehen verloren.“
      xp: { earned: 0, adjusted: 0, spent: 0, available: 0 },
      // Line 2339: trauma and earned story assets go along.
      trauma: { physical: 1, mental: 0 },
      storyAssets: ['01117'],
      carried: { from: 'Erste Runde', totalXp: 8 },
      deckId: 3,
    });
    // The earlier campaign is unchanged, and its deck too.
    const first = cli('campaign', 'show', '1');
    expect(first.investigators[0].xp).toEqual({ earned: 8, adjusted: 0, spent: 4, available: 4 });
    const journal = cli('campaign', 'show', '2', '--journal');
    expect(journal.map((line: { type: string }) => line.type)).toEqual(['campaign_created', 'investigator_joined']);
  }, 180_000);

  it('refuses to carry the killed Daisy Walker: exit 1, German reason, no campaign and no deck written', () => {
    const { run, cli } = firstCampaign();
    const refused = run('campaign', 'create', '--name', 'Zweite Runde', '--carry-over', '1:01001,01002');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Daisy Walker');
    expect(cli('campaign', 'list')).toHaveLength(1);
    // A later campaign gets the next number: nothing of the refused one was kept.
    expect(cli('campaign', 'create', '--name', 'Dritte', '--carry-over', '1:01001').carried[0].deckId).toBe(3);
  }, 180_000);

  it('line 2340 „wird … erneut ausgelöst“: ‖Roland Banks’s back (90024) gives its 5 bonus XP again', () => {
    const { cli, file } = cliHome(newHome(), FIXTURE_DATA);
    cli('campaign', 'create', '--name', 'Erste Runde', '--scenario', 'torch=Die Zusammenkunft');
    const parallel = { ...ROLAND_STARTER, meta: '{"alternate_back":"90024"}' };
    cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', '01001', '--deck', file('p.json', parallel));
    const scenario = {
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'torch', name: 'Die Zusammenkunft' },
        resolution: 'R1',
        investigators: [{ code: '01001', xp: { victory: 3 } }],
      },
    };
    cli('campaign', 'record', '1', file('torch.json', scenario));
    // Total: 3 XP earned and the 5 bonus XP of the first campaign.
    expect(cli('campaign', 'create', '--name', 'Zweite Runde', '--carry-over', '1').carried[0].totalXp).toBe(8);
    expect(cli('campaign', 'show', '2').investigators[0].xp).toEqual({
      earned: 0,
      adjusted: 5,
      spent: 0,
      available: 5,
    });
  }, 180_000);

  it('refuses --carry-over with --standalone (exit 2)', () => {
    const { run } = cliHome(newHome(), FIXTURE_DATA);
    const refused = run('campaign', 'create', '--name', 'X', '--standalone', 'read_or_die', '--carry-over', '1');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('--carry-over');
  });
});
