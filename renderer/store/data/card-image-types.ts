import type { CardImageSettings, MethodOutput } from '../../../shared/api/contract.ts';
import type { CallError } from '../../api/call-error.ts';

export type CardImageAnswer = MethodOutput<'cardImages.get'>;

/** The optional card images: the setting, the cache's size, and the images asked for in this window. */
export interface CardImageSlice {
  cardImageSettings: CardImageSettings | undefined;
  cardImageError: CallError | undefined;
  /** Answers by card code (a data: URL, or why there is none). */
  cardImages: Readonly<Record<string, CardImageAnswer>>;
  loadCardImageSettings(): Promise<void>;
  configureCardImages(change: { enabled?: boolean; limitMb?: number }): Promise<void>;
  clearCardImages(): Promise<void>;
  /** Asks main for the card's image once per window (only when the setting is on). */
  requestCardImage(code: string): Promise<void>;
}
