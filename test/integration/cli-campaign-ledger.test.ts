import { describe, expect, it } from 'vitest';
import { cliHome } from '../support/cli-home.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// The double spend on the command line (docs/kampagnen.md „Das Journal“): `campaign upgrade`, `campaign undo`,
// and `campaign upgrade` again with the same deck file must cost the same XP again, because the
// undo put the version before back in force (Grimoire „Erfahrungspunkte verdienen und ausgeben“).

const newHome = useTempHome();

/** Two Vicious Blow (01025) out; Shotgun (01029, level 4) and Bulletproof Vest (01094, level 3) in: 7 XP. */
const { '01025': _, ...withoutBlow } = ROLAND_STARTER.slots;
const SEVEN_XP = { ...ROLAND_STARTER, slots: { ...withoutBlow, '01029': 1, '01094': 1 } };

describe('campaign upgrade and undo on the command line', () => {
  it('upgrade, undo, upgrade again: 7 EP each time, never 0; show agrees', () => {
    const { run, cli, file } = cliHome(newHome(), FIXTURE_DATA);
    cli('campaign', 'create', '--name', 'Dienstagsrunde', '--scenario', 'torch=Die Zusammenkunft');
    cli(
      'campaign',
      'join',
      '1',
      '--player',
      'Anna',
      '--investigator',
      '01001',
      '--deck',
      file('roland.json', ROLAND_STARTER),
    );
    const scenario = {
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'torch', name: 'Die Zusammenkunft' },
        resolution: 'R1',
        investigators: [{ code: '01001', xp: { victory: 8 } }],
      },
    };
    cli('campaign', 'record', '1', file('torch.json', scenario));
    const upgradeFile = file('roland-7.json', SEVEN_XP);
    const first = cli('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', upgradeFile);
    expect(first.xp).toMatchObject({ spent: 7, available: 1 });
    cli('campaign', 'undo', '1');
    const again = cli('campaign', 'upgrade', '1', '--investigator', '01001', '--deck', upgradeFile);
    expect(again.xp).toMatchObject({ spent: 7, available: 1 });
    expect(again.deckVersionId).not.toBe(first.deckVersionId);
    const shown = cli('campaign', 'show', '1');
    expect(shown.investigators[0]).toMatchObject({
      xp: { earned: 8, spent: 7, available: 1 },
      deckVersionId: again.deckVersionId,
      withdrawnDeckVersions: [first.deckVersionId],
    });
    // Restoring the first upgrade would build on version 1 a second time: refused with exit 1.
    const redo = run('campaign', 'undo', '1', '5');
    expect(redo.status).toBe(1);
    expect(redo.stderr).toContain('Eintrag Nr. 6');
  }, 120_000);
});
