import type { StateCreator } from 'zustand';
import type { Appended } from '../../../shared/api/campaign-contract.ts';
import type { CampaignDefinition } from '../../../shared/campaign/campaign-definition.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import { campaignSummaryOf } from '../../../shared/campaign/campaign-summary.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError, CallError } from '../../api/call-error.ts';
import { t } from '../../i18n/messages.ts';
import { loadOpenCampaign, saveOpenCampaign } from '../app/screen-storage.ts';
import type { AppState } from '../app-state.ts';
import type { DeckStorage } from '../deck/deck-storage.ts';
import { selectUnsaved } from '../deck/upgrade-selectors.ts';
import { freeImportName, isNameTaken, nameInCampaignFile } from './campaign-import.ts';
import type { CampaignSlice, JournalLine } from './campaign-types.ts';
import { keepUnchangedLines } from './journal-line-reuse.ts';
import { OwnWrites } from './own-writes.ts';

export const createCampaignSlice =
  (api: ApiClient, storage?: DeckStorage): StateCreator<AppState, [], [], CampaignSlice> =>
  (set, get) => {
    const fail = (error: unknown) => {
      set({ campaignError: asCallError(error), campaignBusy: false });
      return false;
    };
    const remember = (id: number | undefined) => {
      set({ openCampaignId: id });
      saveOpenCampaign(storage, id);
    };
    /** Version numbers of the decks the investigators play; empty without card data (the history needs it). */
    const deckVersionsOf = async (deckIds: number[]) => {
      const histories = await Promise.all(
        deckIds.map((deckId) => api.call('decks.history', { deckId }).catch(() => [])),
      );
      return Object.fromEntries(histories.flat().map(({ version }) => [version.id, version.version]));
    };
    /** The version numbers shown so far, when they name every deck version `state` has in force. */
    const knownVersions = (id: number, state: CampaignState) => {
      const shown = get().campaign;
      const known = shown?.id === id ? shown.deckVersions : undefined;
      const covered = state.investigators.every(
        ({ deckVersionId }) => deckVersionId === undefined || (known !== undefined && deckVersionId in known),
      );
      return covered ? known : undefined;
    };
    /**
     * Reads the campaign's journal and state, unless a write just returned them; the decks'
     * histories only when the state has a deck version in force whose number is not known yet.
     */
    const reload = async (id: number, written?: CampaignState, lines?: readonly JournalLine[]) => {
      const [state, read] = await Promise.all([
        written ?? api.call('campaigns.state', { campaignId: id }),
        lines ?? api.call('campaigns.journal', { campaignId: id }),
      ]);
      const shown = get().campaign;
      const journal = keepUnchangedLines(shown?.id === id ? shown.journal : undefined, read);
      const deckIds = state.investigators.flatMap((investigator) => (investigator.deckId ? [investigator.deckId] : []));
      const deckVersions = knownVersions(id, state) ?? (await deckVersionsOf(deckIds));
      // Another campaign may have been opened while these were on their way.
      if (get().openCampaignId === id) set({ campaign: { id, state, journal, deckVersions } });
      return { state, journal };
    };
    /**
     * The deck editor shows a campaign deck's current version: after an undo or redo that is another
     * one, so a deck of the open campaign is opened again (unless it has unsaved edits). A write that
     * leaves the version in force as the editor has it reads nothing.
     */
    const followDeckInEditor = async () => {
      const { opened, campaign } = get();
      const playing = campaign?.state.investigators.find((investigator) => investigator.deckId === opened?.deckId);
      const moved = playing?.deckVersionId === undefined || playing.deckVersionId !== opened?.versionId;
      if (opened && playing && moved && !get().campaignUpgrade && !selectUnsaved(get()))
        await get().openSavedDeck(opened.deckId);
    };
    /**
     * What a journal write returned, applied: its state is shown as is, and the campaign's list row
     * is made from it (newest activity first, as main lists them). The journal lines are read again
     * unless the write returns them (each line's undo refusal depends on every entry after it).
     */
    const applyWritten = async ({ campaignId, state, journal: lines }: Appended & { journal?: JournalLine[] }) => {
      // Writing returns to the current state.
      set({ campaignView: undefined });
      remember(campaignId);
      const { journal } = await reload(campaignId, state, lines);
      // The newest entry is the last line (the journal is in order of writing).
      const row = campaignSummaryOf(campaignId, state, journal.at(-1)?.at ?? '');
      set({ campaigns: [row, ...get().campaigns.filter((listed) => listed.id !== campaignId)] });
      await followDeckInEditor();
    };
    const own = new OwnWrites();
    /** What `campaign:changed` announced, read unless it is shown already (whoever applied it made its list row too). */
    const catchUp = (campaignId: number, seq: number) => {
      const { openCampaignId, campaign } = get();
      if (campaign?.id === campaignId && campaign.state.seq >= seq) return;
      void get().loadCampaigns();
      if (campaignId === openCampaignId) reload(campaignId).catch(fail);
    };
    /** A journal write, its answer applied (`beforeApply` sees it first); announcements meanwhile wait for it. */
    const writeToCampaign = async <T extends Appended>(send: () => Promise<T>, beforeApply?: (written: T) => void) => {
      try {
        return await own.run(async () => {
          const written = await send();
          beforeApply?.(written);
          await applyWritten(written);
          return written;
        });
      } finally {
        for (const [campaignId, seq] of own.release()) catchUp(campaignId, seq);
      }
    };
    /** One journal write of this slice, refused while another is under way. */
    const write = async (send: () => Promise<Appended>) => {
      if (get().campaignBusy) return false;
      // A success message describes the state before this write: it goes with it.
      set({ campaignBusy: true, campaignError: undefined, campaignUpgradeResult: undefined });
      try {
        await writeToCampaign(send);
        set({ campaignBusy: false });
        return true;
      } catch (error) {
        return fail(error);
      }
    };
    /** `campaigns.import`, keeping what it dropped from the file's decks to tell the player. */
    const importCampaign = (input: { file: unknown; name?: string }) => {
      set({ campaignImportWarnings: [] });
      return write(async () => {
        const result = await api.call('campaigns.import', input);
        set({ campaignImportWarnings: result.warnings });
        return result;
      });
    };
    const openId = () => get().openCampaignId!;
    // Definitions change only with a card import; each is asked for once per screen visit.
    const definitions = new Map<string, Promise<CampaignDefinition>>();

    return {
      campaigns: [],
      definitions: [],
      openCampaignId: loadOpenCampaign(storage),
      campaign: undefined,
      campaignView: undefined,
      campaignError: undefined,
      campaignBusy: false,
      campaignImport: undefined,
      campaignImportWarnings: [],

      startCampaigns() {
        void get().loadCampaigns();
        definitions.clear();
        api.call('campaignDefinitions.list', {}).then((list) => set({ definitions: list }), fail);
        // The campaign open before a reload comes back.
        const { openCampaignId, campaign } = get();
        if (openCampaignId !== undefined && campaign?.id !== openCampaignId) void get().openCampaign(openCampaignId);
        // Our own writes apply their answers (own-writes.ts); this catches the other windows' and the CLI's.
        return api.onEvent('campaign:changed', ({ campaignId, seq }) => {
          if (!own.hold(campaignId, seq)) catchUp(campaignId, seq);
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
        const same = get().campaign?.id === id;
        set({
          campaign: same ? get().campaign : undefined,
          campaignView: same ? get().campaignView : undefined,
          campaignError: undefined,
        });
        remember(id);
        try {
          await reload(id);
        } catch (error) {
          // A remembered campaign may have gone (another window, a restored backup).
          if (error instanceof CallError && error.code === 'campaign_not_found') remember(undefined);
          fail(error);
        }
      },

      writeToCampaign,

      createCampaign: (input) => write(() => api.call('campaigns.create', input)),
      joinCampaign: (joining) => write(() => api.call('campaigns.join', { campaignId: openId(), ...joining })),
      appendToCampaign: (events) =>
        write(() => api.call('campaigns.append', { campaignId: openId(), events: [...events] })),
      undoCampaignEntry: (seq) =>
        write(() => api.call('campaigns.undo', { campaignId: openId(), ...(seq ? { seq } : {}) })),

      async showCampaignAt(seq) {
        const id = get().openCampaignId;
        if (seq === undefined || id === undefined || seq >= (get().campaign?.state.seq ?? 0))
          return set({ campaignView: undefined });
        try {
          const state = await api.call('campaigns.state', { campaignId: id, seq });
          if (get().openCampaignId === id) set({ campaignView: { seq, state } });
        } catch (error) {
          fail(error);
        }
      },

      async exportCampaignFile() {
        const id = get().openCampaignId;
        if (id === undefined) return undefined;
        try {
          return await api.call('campaigns.export', { campaignId: id });
        } catch (error) {
          fail(error);
          return undefined;
        }
      },

      async saveCampaignFileAs(defaultName) {
        const id = get().openCampaignId;
        if (id === undefined) return undefined;
        try {
          const { file } = await api.call('app.chooseSaveFile', {
            title: t.exportSaveTitle,
            defaultName,
            filter: { name: t.campaignFileFilter, extensions: ['json'] },
          });
          return file ? (await api.call('campaigns.exportFile', { campaignId: id, file })).file : undefined;
        } catch (error) {
          fail(error);
          return undefined;
        }
      },

      async importCampaignFile(text) {
        if (text === undefined)
          return fail(new CallError('campaign_file_invalid', { reason: t.campaignFileUnreadable }));
        let file: unknown;
        try {
          file = JSON.parse(text);
        } catch {
          return fail(new CallError('campaign_file_invalid', { reason: t.campaignFileNotJson }));
        }
        const name = nameInCampaignFile(file);
        const taken = get().campaigns.map((campaign) => campaign.name);
        if (name && isNameTaken(taken, name)) {
          set({
            campaignImport: { file, name, suggested: freeImportName(name, taken, t.importedSuffix) },
            campaignError: undefined,
          });
          return false;
        }
        return importCampaign({ file });
      },

      async confirmCampaignImport(name) {
        const pending = get().campaignImport;
        if (!pending) return false;
        const ok = await importCampaign({ file: pending.file, name });
        if (ok) set({ campaignImport: undefined });
        return ok;
      },

      cancelCampaignImport: () => set({ campaignImport: undefined, campaignError: undefined }),

      clearCampaignError: () => set({ campaignError: undefined }),
    };
  };
