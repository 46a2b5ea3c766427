import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import type { Appended } from '../../../shared/api/campaign-contract.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import { countingApi } from '../../support/counting-api.ts';

// Main announces every journal write to every window (`campaign:changed`), the writing one too,
// possibly before the write's own answer. The writing window applies its answer and reads its
// own write back never; a write of another window announced meanwhile is read once afterwards.

const CAMPAIGN = 1;
const stateAt = (seq: number) =>
  ({ seq, name: 'Dienstagsrunde', investigators: [], played: [], nextScenario: null }) as unknown as CampaignState;
const note = [{ type: 'note_added', payload: { text: 'Lita folgt uns.' } }] as const;

function windowWithCampaign(onAppend: (emit: ReturnType<typeof countingApi>['emit']) => Appended) {
  const fake = countingApi({
    'campaigns.append': () => onAppend(fake.emit),
    'campaigns.state': stateAt(4),
    'campaigns.journal': [],
    'campaigns.list': [],
    'campaignDefinitions.list': [],
  });
  const store = createAppStore({ api: fake.api, storage: undefined });
  store.setState({ openCampaignId: CAMPAIGN, campaign: { id: CAMPAIGN, state: stateAt(2), journal: [] } });
  store.getState().startCampaigns();
  return { store, ...fake };
}

describe('campaign:changed in the window that wrote', () => {
  it('an announcement of its own write before the answer reads nothing more', async () => {
    const { store, calls } = windowWithCampaign((emit) => {
      emit('campaign:changed', { campaignId: CAMPAIGN, seq: 3 });
      return { campaignId: CAMPAIGN, seq: 3, state: stateAt(3) };
    });
    calls.length = 0;
    expect(await store.getState().appendToCampaign([...note])).toBe(true);
    expect([...calls].sort()).toEqual(['campaigns.append', 'campaigns.journal']);
    expect(store.getState().campaign?.state.seq).toBe(3);
  });

  it('an announcement of its own write after the answer reads nothing', async () => {
    const { store, calls, emit } = windowWithCampaign(() => ({ campaignId: CAMPAIGN, seq: 3, state: stateAt(3) }));
    await store.getState().appendToCampaign([...note]);
    calls.length = 0;
    emit('campaign:changed', { campaignId: CAMPAIGN, seq: 3 });
    expect(calls).toEqual([]);
  });

  it('another window’s write announced meanwhile is read once the own write is applied', async () => {
    const { store, calls } = windowWithCampaign((emit) => {
      emit('campaign:changed', { campaignId: CAMPAIGN, seq: 3 });
      emit('campaign:changed', { campaignId: CAMPAIGN, seq: 4 });
      return { campaignId: CAMPAIGN, seq: 3, state: stateAt(3) };
    });
    calls.length = 0;
    await store.getState().appendToCampaign([...note]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((method) => method === 'campaigns.state')).toHaveLength(1);
    expect(store.getState().campaign?.state.seq).toBe(4);
  });
});
