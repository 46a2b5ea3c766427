import type { CallError } from '../../api/call-error.ts';
import type { Screen } from '../app/nav-types.ts';

/** The player's collection (owned packs) and where the card lists are narrowed to it. */
export interface CollectionSlice {
  /** Owned pack codes; null: no collection set (everything counts as owned); undefined: not read yet. */
  ownedPacks: readonly string[] | null | undefined;
  collectionOpen: boolean;
  collectionError: CallError | undefined;
  /** Per screen: its card list shows only owned cards. */
  onlyOwned: Readonly<Partial<Record<Screen, boolean>>>;
  loadCollection(): Promise<void>;
  /** Saves the owned packs (null: no collection); false when main refused. */
  saveCollection(packs: readonly string[] | null): Promise<boolean>;
  showCollection(open: boolean): void;
  setOnlyOwned(screen: Screen, only: boolean): void;
}
