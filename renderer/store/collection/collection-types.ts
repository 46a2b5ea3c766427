import type { CallError } from '../../api/call-error.ts';
import type { Screen } from '../app/nav-types.ts';

/** The player's collection (owned packs) and where the card lists are narrowed to it. */
export interface CollectionSlice {
  /** Owned pack codes; null: no collection set (everything counts as owned); undefined: not read yet. */
  ownedPacks: readonly string[] | null | undefined;
  /** Boxes of the packs owned more than once (two core sets: `{ core: 2 }`); others once. */
  packCopies: Readonly<Record<string, number>>;
  collectionOpen: boolean;
  collectionError: CallError | undefined;
  /** Per screen: its card list shows only owned cards. */
  onlyOwned: Readonly<Partial<Record<Screen, boolean>>>;
  loadCollection(): Promise<void>;
  /** Saves the owned packs (null: no collection) and their boxes; false when main refused. */
  saveCollection(packs: readonly string[] | null, copies?: Readonly<Record<string, number>>): Promise<boolean>;
  showCollection(open: boolean): void;
  setOnlyOwned(screen: Screen, only: boolean): void;
}
