import type { StateCreator } from 'zustand';
import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import type { ApiClient } from '../api/api-client.ts';
import { asCallError } from '../api/call-error.ts';
import type { AppState } from './app-state.ts';
import type { CampaignSlice } from './campaign-types.ts';

export const createCampaignSlice =
  (api: ApiClient): StateCreator<AppState, [], [], CampaignSlice> =>
  (set, get) => {
    const fail = (error: unknown) => {
      set({ campaignError: asCallError(error), campaignBusy: false });
      return false;
    };
    const reload = async (id: number) => {
      const [state, journal] = await Promise.all([api.call('campaigns.state', { campaignId: id }), api.call('campaigns.journal', { campaignId: id })]);
      // Another campaign may have been opened while these were on their way.
      if (get().openCampaignId === id) set({ campaign: { id, state, journal } });
    };
    /** One journal write, then the campaign it wrote to and the list are read again. */
    const write = async (send: () => Promise<{ campaignId: number }>) => {
      if (get().campaignBusy) return false;
      set({ campaignBusy: true, campaignError: undefined });
      try {
        const { campaignId } = await send();
        set({ openCampaignId: campaignId });
        await Promise.all([reload(campaignId), get().loadCampaigns()]);
        set({ campaignBusy: false });
        return true;
      } catch (error) {
        return fail(error);
      }
    };
    const openId = () => get().openCampaignId!;
    // Definitions change only with a card import; each is asked for once per screen visit.
    const definitions = new Map<string, Promise<CampaignDefinition>>();

    return {
      campaigns: [],
      definitions: [],
      openCampaignId: undefined,
      campaign: undefined,
      campaignError: undefined,
      campaignBusy: false,

      startCampaigns() {
        void get().loadCampaigns();
        definitions.clear();
        api.call('campaignDefinitions.list', {}).then((list) => set({ definitions: list }), fail);
        return api.onEvent('campaign:changed', ({ campaignId, seq }) => {
          void get().loadCampaigns();
          const { openCampaignId, campaign } = get();
          // Our own writes reload right away; this catches the other windows' and the CLI's.
          if (campaignId === openCampaignId && (campaign?.state.seq ?? 0) < seq) reload(campaignId).catch(fail);
        });
      },

      async loadCampaigns() {
        try {
          set({ campaigns: await api.call('campaigns.list', {}) });
        } catch (error) {
          fail(error);
        }
      },

      async loadDefinition(id) {
        let definition = definitions.get(id);
        if (!definition) {
          definition = api.call('campaignDefinitions.get', { id });
          definitions.set(id, definition);
        }
        try {
          return await definition;
        } catch (error) {
          definitions.delete(id);
          fail(error);
          return undefined;
        }
      },

      async openCampaign(id) {
        set({ openCampaignId: id, campaign: get().campaign?.id === id ? get().campaign : undefined, campaignError: undefined });
        try {
          await reload(id);
        } catch (error) {
          fail(error);
        }
      },

      createCampaign: (input) => write(() => api.call('campaigns.create', input)),
      joinCampaign: (joining) => write(() => api.call('campaigns.join', { campaignId: openId(), ...joining })),
      recordScenario: (record) => write(() => api.call('campaigns.append', { campaignId: openId(), events: [{ type: 'scenario_recorded', payload: record }] })),
      undoCampaignEntry: (seq) => write(() => api.call('campaigns.undo', { campaignId: openId(), ...(seq ? { seq } : {}) })),
      clearCampaignError: () => set({ campaignError: undefined }),
    };
  };
