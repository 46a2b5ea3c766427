import type { StateCreator } from 'zustand';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import { restoredWhat } from '../../data/restore-text.ts';
import { t } from '../../i18n/messages.ts';
import { saveOpenCampaign } from '../app/screen-storage.ts';
import type { AppState } from '../app-state.ts';
import { type DeckStorage, saveOpenedVersion } from '../deck/deck-storage.ts';
import type { DataSlice, PendingRestore } from './data-types.ts';

const BACKUP_FILTER = { name: t.backupFileFilter, extensions: ['sqlite'] };

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const createDataSlice =
  (api: ApiClient, storage: DeckStorage | undefined): StateCreator<AppState, [], [], DataSlice> =>
  (set, get) => {
    /** Runs one backup action at a time; a refusal is shown and changes nothing. */
    const act = async (work: () => Promise<void>) => {
      if (get().backupBusy) return false;
      set({ backupBusy: true, backupError: undefined, backupNotice: undefined });
      try {
        await work();
        return true;
      } catch (error) {
        set({ backupError: asCallError(error) });
        return false;
      } finally {
        set({ backupBusy: false });
      }
    };

    /** The database is another one now: read everything the screens show again. */
    const reloadAfterRestore = async () => {
      // The open draft keeps its cards but no longer belongs to a saved version: saving makes a new deck, never overwrites one.
      if (get().opened) {
        set({ opened: undefined, saveStatus: { kind: 'idle' }, versionHistory: undefined });
        saveOpenedVersion(storage, undefined);
      }
      await Promise.all([get().reloadCards(), get().loadSavedDecks(), get().loadCampaigns(), get().loadBackups()]);
      const id = get().openCampaignId;
      if (id === undefined) return;
      if (get().campaigns.some((campaign) => campaign.id === id)) await get().openCampaign(id);
      else {
        set({ openCampaignId: undefined, campaign: undefined, campaignView: undefined });
        saveOpenCampaign(storage, undefined);
      }
    };

    return {
      dataDialogOpen: false,
      aboutOpen: false,
      appVersion: undefined,
      backupsInBrowser: Boolean(api.files),
      backups: [],
      pendingRestore: undefined,
      backupBusy: false,
      backupNotice: undefined,
      backupError: undefined,

      showDataDialog(open) {
        set({ dataDialogOpen: open, pendingRestore: undefined, backupError: undefined, backupNotice: undefined });
      },

      showAbout(open) {
        set({ aboutOpen: open });
        if (open && get().appVersion === undefined)
          api.call('app.info', {}).then(
            (info) => set({ appVersion: info.version }),
            () => {},
          );
      },

      async loadBackups() {
        try {
          set({ backups: await api.call('backups.list', {}) });
        } catch (error) {
          set({ backupError: asCallError(error) });
        }
      },

      createBackupNow: () =>
        act(async () => {
          const backup = await api.call('backups.create', {});
          // The list is newest first and a manual backup is never pruned: the new one goes on top, nothing is read again.
          set({
            backupNotice: { kind: 'created', backup },
            backups: [backup, ...get().backups.filter((listed) => listed.name !== backup.name)],
          });
        }),

      exportBackupFile: () =>
        act(async () => {
          if (api.files) {
            set({ backupNotice: { kind: 'downloaded', file: await api.files.download() } });
            return;
          }
          const { file } = await api.call('app.chooseSaveFile', {
            title: t.backupExportTitle,
            defaultName: `arkham-logbuch-${localDate(new Date())}.sqlite`,
            filter: BACKUP_FILTER,
          });
          if (!file) return;
          const exported = await api.call('backups.export', { file });
          set({ backupNotice: { kind: 'exported', file: exported.file } });
        }),

      askRestore(pendingRestore) {
        set({ pendingRestore, backupError: undefined, backupNotice: undefined });
      },

      async chooseRestoreFile() {
        try {
          const { file } = await api.call('app.chooseOpenFile', { title: t.backupImportTitle, filter: BACKUP_FILTER });
          if (file) get().askRestore({ kind: 'path', file });
        } catch (error) {
          set({ backupError: asCallError(error) });
        }
      },

      async confirmRestore() {
        const restoreFrom = (pending: PendingRestore) => {
          if (pending.kind === 'backup') return api.call('backups.restore', { name: pending.name });
          if (pending.kind === 'path') return api.call('backups.restoreFile', { file: pending.file });
          return api.files!.upload(pending.file);
        };
        const pending = get().pendingRestore;
        if (!pending || get().backupBusy) return false;
        set({ backupBusy: true, backupError: undefined, backupNotice: undefined });
        try {
          const result = await restoreFrom(pending);
          set({ pendingRestore: undefined });
          await reloadAfterRestore();
          set({
            backupBusy: false,
            backupNotice: { kind: 'restored', what: restoredWhat(pending), safetyBackup: result.safetyBackup },
          });
          return true;
        } catch (error) {
          // A refused restore changed nothing: the question goes, the reason stays (in one step, so the reason keeps the focus).
          set({ backupBusy: false, pendingRestore: undefined, backupError: asCallError(error) });
          return false;
        }
      },
    };
  };
