import type { CardPool } from '../../cards/card-pool.ts';
import { RETURN_INNSMOUTH_CARD_NAMES } from '../../i18n/de/return-innsmouth.ts';

/**
 * A card the guide names, in German where the card data has German; the fan-made cards a guide
 * hands out that the card data lacks (Return to The Innsmouth Conspiracy's Innsmouth Influence)
 * by the app's catalogue; else the card's code.
 */
export const guideCardName = (pool: CardPool | undefined, code: string): string =>
  pool?.card(code)?.de?.name ?? pool?.card(code)?.name ?? RETURN_INNSMOUTH_CARD_NAMES[code] ?? code;
