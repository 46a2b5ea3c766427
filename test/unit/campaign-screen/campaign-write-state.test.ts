import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../renderer/api/api-client.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';

// A journal write answers with the campaign's new state (the contract's `Appended`): the campaign
// screen applies it instead of asking for the state again; only the journal lines are read.

describe('a campaign write applies the state it returns', () => {
  it('reads no campaigns.state after campaigns.append, and shows the returned state', async () => {
    const calls: string[] = [];
    const written = { seq: 3, name: 'Dienstagsrunde', investigators: [], played: [], nextScenario: null };
    const api: ApiClient = {
      call: (async (method: string) => {
        calls.push(method);
        if (method === 'campaigns.append') return { campaignId: 1, seq: 3, state: written };
        if (method === 'campaigns.state') return { seq: 1, investigators: [] };
        return [];
      }) as ApiClient['call'],
      onEvent: () => () => {},
    };
    const store = createAppStore({ api, storage: undefined });
    store.setState({ openCampaignId: 1 });
    expect(
      await store.getState().appendToCampaign([{ type: 'note_added', payload: { text: 'Lita folgt uns.' } }]),
    ).toBe(true);
    expect(calls).toContain('campaigns.journal');
    expect(calls).not.toContain('campaigns.state');
    // The list row is made from the returned state: the list is not read again either.
    expect(calls).not.toContain('campaigns.list');
    expect(store.getState().campaigns).toMatchObject([{ id: 1, name: 'Dienstagsrunde', scenariosPlayed: 0 }]);
    expect(store.getState().campaign?.state).toBe(written);
  });
});
