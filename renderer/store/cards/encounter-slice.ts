import type { StateCreator } from 'zustand';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { SearchEntry } from '../../../shared/cards/search.ts';
import { searchEntry } from '../../../shared/cards/search.ts';
import { isStoryCard } from '../../../shared/cards/story-cards.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';

/** The encounter and story cards the card browser lists behind its "Begegnung" switch. */
export interface EncounterSlice {
  /** Search entries of the story cards (in the pool already) and the encounter cards (fetched once per pool). */
  encounterEntries: readonly SearchEntry[] | undefined;
  /** The pool the entries belong to; a new import asks again. */
  encounterPool: CardPool | undefined;
  /** Fetches the encounter cards unless they are there for this pool. */
  loadEncounterCards(): Promise<void>;
}

export const createEncounterSlice =
  (api: ApiClient): StateCreator<AppState, [], [], EncounterSlice> =>
  (set, get) => {
    let loading: Promise<void> | undefined;
    return {
      encounterEntries: undefined,
      encounterPool: undefined,
      loadEncounterCards() {
        const pool = get().cardPool;
        if (!pool || get().encounterPool === pool) return Promise.resolve();
        loading ??= api
          .call('cards.encounter', {})
          .then(
            (cards) => {
              const story = pool.data.cards.filter((card) => isStoryCard(card) && !card.duplicate_of);
              const entries = [...story, ...cards].map((card) => searchEntry(card));
              if (get().cardPool === pool) set({ encounterEntries: entries, encounterPool: pool });
            },
            (error: unknown) => set({ cardsError: asCallError(error) }),
          )
          .finally(() => {
            loading = undefined;
          });
        return loading;
      },
    };
  };
