import type { CardStatus, PoolSummary } from '../../../shared/api/contract.ts';
import type { ImportProgress } from '../../../shared/api/progress.ts';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { SearchEntry } from '../../../shared/cards/search.ts';
import type { CallError } from '../../api/call-error.ts';

/** Where the card data stands: asking main, waiting for a folder, importing, or loaded. */
export type CardsStatus = 'loading' | 'first-run' | 'importing' | 'ready';

/** What the last import or update in this window reported: the change report and the decks it made illegal. */
export interface ImportReport {
  kind: 'folder' | 'online';
  summary: PoolSummary;
  /** German names of the cards it removed, read from the pool before it (the report has only codes). */
  removedNames: Record<string, string>;
}

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
  /** What the import running now is, if this window started it. */
  importKind: ImportReport['kind'] | undefined;
  lastImport: ImportReport | undefined;
  /** Asks main for the card status and listens to import events; returns the unsubscribe. */
  startCards(): () => void;
  importCards(folder: string): Promise<void>;
  /** The online update from ArkhamDB (`cards.update`); progress and end as for a folder. */
  updateCardsOnline(): Promise<void>;
  /** Reads status and pool again: a restored backup brought other cards (or none). */
  reloadCards(): Promise<void>;
  loadCardStatus(): Promise<void>;
  /** The folder the player picked in the native dialog, if any. */
  chooseDataFolder(title: string): Promise<string | undefined>;
}
