import type { StateCreator } from 'zustand';
import type { GuideAnswerInput } from '../../../shared/api/guide-contract.ts';
import { asCallError } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';
import type { GuideApi, GuideSlice } from './guide-types.ts';

// The guided campaign on the campaign screen: the dialog shows the engine's open prompt (German,
// made in the main process), a summary of what an answer writes, and writes it as one journal
// entry; the answer returns the next prompt and the campaign's new state, which are shown as they
// come, as the campaign screen shows its own writes (campaign-slice.ts `writeToCampaign`).

export const createGuideSlice =
  (guideApi: GuideApi | undefined): StateCreator<AppState, [], [], GuideSlice> =>
  (set, get) => {
    const run = async (work: () => Promise<void>) => {
      if (get().guideBusy) return;
      set({ guideBusy: true, guideError: undefined });
      try {
        await work();
      } catch (error) {
        set({ guideError: asCallError(error) });
      } finally {
        set({ guideBusy: false });
      }
    };
    const show = async (campaignId: number) => {
      if (!guideApi) return;
      const status = await guideApi.status(campaignId);
      if (get().guide?.campaignId === campaignId) set({ guide: { campaignId, status } });
    };
    /** The answer's returned prompt becomes the dialog's, its state the campaign screen's: nothing is read again. */
    const write = async (campaignId: number, answer: GuideAnswerInput) => {
      if (!guideApi) return;
      await get().writeToCampaign(
        () => guideApi.answer(campaignId, answer),
        ({ guide: status }) => {
          if (get().guide?.campaignId === campaignId) set({ guide: { campaignId, status } });
        },
      );
    };

    return {
      guideAvailable: guideApi !== undefined,
      guide: undefined,
      guideBusy: false,
      guideError: undefined,

      openGuide: async () => {
        const campaignId = get().openCampaignId;
        if (campaignId === undefined) return;
        set({ guide: { campaignId }, guideError: undefined });
        await run(() => show(campaignId));
      },

      closeGuide: () => set({ guide: undefined, guideError: undefined }),

      proposeGuideAnswer: (answer) =>
        run(async () => {
          const session = get().guide;
          if (!session || !guideApi) return;
          const lines = await guideApi.preview(session.campaignId, answer);
          if (lines.length === 0) return write(session.campaignId, answer);
          set({ guide: { ...session, pending: { answer, lines } } });
        }),

      confirmGuideAnswer: () =>
        run(async () => {
          const session = get().guide;
          if (!session?.pending) return;
          await write(session.campaignId, session.pending.answer);
        }),

      rewindGuide: (seq) => {
        const campaignId = get().openCampaignId;
        if (campaignId === undefined) return Promise.resolve();
        if (get().guide?.campaignId !== campaignId) set({ guide: { campaignId } });
        return run(async () => {
          // The campaign screen's undo writes it and reads the campaign again; a refusal is shown here too.
          if (!(await get().undoCampaignEntry(seq))) {
            const refused = get().campaignError;
            if (refused) throw refused;
          }
          await show(campaignId);
        });
      },

      discardGuideAnswer: () => {
        const session = get().guide;
        if (session)
          set({ guide: { campaignId: session.campaignId, ...(session.status ? { status: session.status } : {}) } });
      },
    };
  };
