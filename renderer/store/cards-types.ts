import type { CardStatus } from '../../shared/api/contract.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { SearchEntry } from '../../shared/cards/search.ts';
import type { CallError } from '../api/call-error.ts';

/** Where the card data stands: asking main, waiting for a folder, importing, or loaded. */
export type CardsStatus = 'loading' | 'first-run' | 'importing' | 'ready';

export interface CardsSlice {
  cardsStatus: CardsStatus;
  /** Only the Electron shell has a native folder picker (`app.info`). */
  folderDialog: boolean;
  cardPool: CardPool | undefined;
  /** Search entries of the listed cards, built once per pool. */
  entries: readonly SearchEntry[];
  importProgress: ImportProgress | undefined;
  cardsError: CallError | undefined;
  /** What main last said about the card data (source, when, counts) for the "Kartendaten" dialog. */
  cardStatus: CardStatus | undefined;
  /** Asks main for the card status and listens to import events; returns the unsubscribe. */
  startCards(): () => void;
  importCards(folder: string): Promise<void>;
  loadCardStatus(): Promise<void>;
  /** The folder the player picked in the native dialog, if any. */
  chooseDataFolder(title: string): Promise<string | undefined>;
}
