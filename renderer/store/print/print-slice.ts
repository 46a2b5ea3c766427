import type { StateCreator } from 'zustand';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';
import type { PrintHost, PrintSlice } from './print-types.ts';

export const createPrintSlice =
  (api: ApiClient, host: PrintHost): StateCreator<AppState, [], [], PrintSlice> =>
  (set, get) => ({
    printView: undefined,
    printCampaign: undefined,
    printStatus: { kind: 'idle' },
    printNative: host.native,

    async openPrintView(request) {
      set({ printView: request, printStatus: { kind: 'idle' }, printCampaign: undefined });
      if (request.kind !== 'campaign') return;
      const { campaignId } = request;
      try {
        const state = await api.call('campaigns.state', { campaignId });
        if (get().printView === request) set({ printCampaign: { campaignId, state } });
      } catch (error) {
        if (get().printView === request) set({ printCampaign: { campaignId, error: asCallError(error) } });
      }
    },

    closePrintView: () => set({ printView: undefined, printCampaign: undefined, printStatus: { kind: 'idle' } }),

    async printPage(mode, fileName) {
      if (!host.native) {
        host.print();
        return;
      }
      set({ printStatus: { kind: 'busy' } });
      try {
        const result = await api.call('app.print', { mode, ...(fileName ? { fileName } : {}) });
        set({ printStatus: result.file ? { kind: 'saved', file: result.file } : { kind: 'idle' } });
      } catch (error) {
        set({ printStatus: { kind: 'error', error: asCallError(error) } });
      }
    },
  });
