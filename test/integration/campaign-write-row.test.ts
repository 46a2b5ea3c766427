import { describe, expect, it } from 'vitest';
import { campaignSummaryOf } from '../../shared/campaign/campaign-summary.ts';
import { type TestCall, withIpc } from '../support/ipc-session.ts';
import { useTempHome } from '../support/temp-home.ts';

// After its own journal write a window makes the campaign's list row from the state the write
// returned and the journal lines it reads (renderer/store/campaign/campaign-slice.ts): that row
// must be the one `campaigns.list` gives, at its top. Roland Banks (01001) plays The Gathering
// (torch), recorded with Resolution 1.

const newHome = useTempHome();
/** A campaign of its own with Night of the Zealot's first two scenarios (the fixture data has no campaign data). */
const SCENARIOS = [
  { id: 'torch', name: 'Die Zusammenkunft' },
  { id: 'arkham', name: 'Die Mitternachtsmasken' },
];

const rowAfter = async (call: TestCall, campaignId: number, state: Parameters<typeof campaignSummaryOf>[1]) => {
  const journal = (await call('campaigns.journal', { campaignId })).value;
  return campaignSummaryOf(campaignId, state, journal.at(-1)!.at);
};

describe('the list row a window makes after its own write', () => {
  it('equals the newest row of campaigns.list after create, join, a scenario and an undo', () =>
    withIpc(newHome(), async (call) => {
      await call('campaigns.create', { name: 'Ältere Runde' });
      const created = await call('campaigns.create', {
        name: 'Dienstagsrunde',
        difficulty: 'standard',
        scenarios: SCENARIOS,
      });
      const campaignId = created.value.campaignId;
      const writes = [
        created.value,
        (await call('campaigns.join', { campaignId, player: 'Anna', investigatorCode: '01001' })).value,
        (
          await call('campaigns.append', {
            campaignId,
            events: [
              {
                type: 'scenario_recorded',
                payload: {
                  scenario: { id: 'torch', name: 'Die Zusammenkunft' },
                  resolution: 'R1',
                  investigators: [{ code: '01001', xp: { victory: 2 } }],
                },
              },
            ],
          })
        ).value,
      ];
      writes.push((await call('campaigns.undo', { campaignId })).value);
      for (const written of writes) expect(written.campaignId).toBe(campaignId);
      const last = writes.at(-1)!;
      const list = (await call('campaigns.list', {})).value;
      expect(list[0]).toEqual(await rowAfter(call, campaignId, last.state));
      expect(list[0]).toMatchObject({ name: 'Dienstagsrunde', scenariosPlayed: 0, investigators: [{ code: '01001' }] });
    }));

  it('matches after a scenario counts: played and the next scenario come from the state', () =>
    withIpc(newHome(), async (call) => {
      const created = await call('campaigns.create', {
        name: 'Dienstagsrunde',
        difficulty: 'standard',
        scenarios: SCENARIOS,
      });
      const campaignId = created.value.campaignId;
      await call('campaigns.join', { campaignId, player: 'Anna', investigatorCode: '01001' });
      const recorded = await call('campaigns.append', {
        campaignId,
        events: [
          {
            type: 'scenario_recorded',
            payload: {
              scenario: { id: 'torch', name: 'Die Zusammenkunft' },
              resolution: 'R1',
              investigators: [{ code: '01001', xp: { victory: 2 } }],
            },
          },
        ],
      });
      const [row] = (await call('campaigns.list', {})).value;
      expect(row).toEqual(await rowAfter(call, campaignId, recorded.value.state));
      expect(row).toMatchObject({ scenariosPlayed: 1, nextScenario: { id: 'arkham' } });
    }));
});
