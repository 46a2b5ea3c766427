import type { StateCreator } from 'zustand';
import type { CardStatus, PlayerPool } from '../../../shared/api/contract.ts';
import { createCardPool } from '../../../shared/cards/card-pool.ts';
import { searchEntry } from '../../../shared/cards/search.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError, errorFromCode } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';
import type { CardsSlice, ImportReport } from './cards-types.ts';

// An import event may be missed (the stream opens after the import began, or drops), so while
// importing the status is also polled.
const POLL_INTERVAL_MS = 500;

export const createCardsSlice =
  (api: ApiClient): StateCreator<AppState, [], [], CardsSlice> =>
  (set, get) => {
    let poll: ReturnType<typeof setInterval> | undefined;
    let poolLoad: Promise<void> | undefined;
    let statusAsked = 0;
    /** The status; `undefined` when a later request was sent meanwhile (answers may overtake each other). */
    const latestStatus = async (): Promise<CardStatus | undefined> => {
      const asked = ++statusAsked;
      const status = await api.call('cards.status', {});
      return asked === statusAsked ? status : undefined;
    };

    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const fail = (error: unknown) => {
      stopPolling();
      // A failed update leaves the cards imported before in place (imports are atomic).
      set({
        cardsStatus: get().cardPool ? 'ready' : 'first-run',
        cardsError: asCallError(error),
        importProgress: undefined,
      });
    };
    const showPool = (pool: PlayerPool) => {
      const cardPool = createCardPool({ ...pool, duplicateRecords: [] });
      set({
        cardsStatus: 'ready',
        cardPool,
        entries: cardPool.listedCards.map((card) => searchEntry(card, cardPool.packsOf(card))),
        importProgress: undefined,
        cardsError: undefined,
      });
    };
    const loadPool = () => {
      poolLoad ??= api
        .call('cards.pool', {})
        .then(showPool, fail)
        .finally(() => (poolLoad = undefined));
      stopPolling();
      return poolLoad;
    };
    const applyStatus = (status: CardStatus) => {
      set({ cardStatus: status });
      if (status.importing) {
        set({ cardsStatus: 'importing', importProgress: status.progress ?? get().importProgress });
        startPolling();
      } else if (status.imported) void loadPool();
      else {
        stopPolling();
        set({ cardsStatus: 'first-run', importProgress: undefined });
      }
    };
    /** The report of a finished import; removed cards are named from the pool still shown. */
    const reportOf = (summary: ImportReport['summary']): ImportReport => {
      const pool = get().cardPool;
      const removedNames = Object.fromEntries(
        (summary.changes?.removedCards ?? []).flatMap((code) => {
          const card = pool?.card(code);
          return card ? [[code, card.de?.name ?? card.name]] : [];
        }),
      );
      return { kind: get().importKind ?? 'folder', summary, removedNames };
    };
    const start = async (kind: ImportReport['kind'], call: () => Promise<unknown>) => {
      set({
        cardsStatus: 'importing',
        cardsError: undefined,
        importProgress: undefined,
        importKind: kind,
        lastImport: undefined,
      });
      try {
        await call();
        // The finished event may already have arrived while the call was answered.
        if (get().cardsStatus === 'importing') startPolling();
      } catch (error) {
        set({ importKind: undefined });
        fail(error);
      }
    };
    const startPolling = () => {
      poll ??= setInterval(() => {
        latestStatus().then((status) => {
          if (!status) return;
          if (get().cardsStatus === 'importing') applyStatus(status);
          // The newest answer: it may have made an earlier request's answer void.
          else set({ cardStatus: status });
        }, fail);
      }, POLL_INTERVAL_MS);
    };

    return {
      cardsStatus: 'loading',
      folderDialog: false,
      cardPool: undefined,
      entries: [],
      importProgress: undefined,
      cardsError: undefined,
      cardStatus: undefined,
      importKind: undefined,
      lastImport: undefined,

      startCards() {
        const offProgress = api.onEvent('cards:import-progress', (progress) => {
          set({ cardsStatus: 'importing', importProgress: progress });
          startPolling();
        });
        const offFinished = api.onEvent('cards:import-finished', (result) => {
          if (result.ok) {
            // The report, the new pool's figures and then the pool itself: "Import abgeschlossen"
            // never stands beside the figures from before (a short import ends between two polls).
            const report = reportOf(result.summary);
            latestStatus().then((status) => {
              set({ lastImport: report, importKind: undefined, ...(status ? { cardStatus: status } : {}) });
              void loadPool();
            }, fail);
          } else {
            set({ importKind: undefined });
            fail(errorFromCode(result.code, result.details));
            void get().loadCardStatus();
          }
        });
        Promise.all([api.call('app.info', {}), latestStatus()]).then(([info, status]) => {
          set({ folderDialog: info.folderDialog });
          if (status) applyStatus(status);
        }, fail);
        return () => {
          offProgress();
          offFinished();
          stopPolling();
        };
      },

      importCards: (folder) => start('folder', () => api.call('cards.import', { folder })),
      updateCardsOnline: () => start('online', () => api.call('cards.update', {})),

      async reloadCards() {
        try {
          const status = await latestStatus();
          if (!status) return;
          if (!status.imported && !status.importing) set({ cardPool: undefined, entries: [] });
          applyStatus(status);
        } catch (error) {
          fail(error);
        }
      },

      async loadCardStatus() {
        try {
          const status = await latestStatus();
          if (status) set({ cardStatus: status });
        } catch (error) {
          set({ cardsError: asCallError(error) });
        }
      },

      async chooseDataFolder(title) {
        try {
          return (await api.call('app.chooseFolder', { title })).folder;
        } catch (error) {
          set({ cardsError: asCallError(error) });
          return undefined;
        }
      },
    };
  };
