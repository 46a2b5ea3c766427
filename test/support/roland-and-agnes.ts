import type { GuideContext } from '../../shared/guide/types.ts';

// The pair most scripted playthroughs send into a guide: Roland Banks and Agnes Baker of the core
// set, with their printed health and sanity (Roland 9/5, Agnes 6/8).

export const ROLAND = '01001';
export const AGNES = '01004';

export const ROLAND_AND_AGNES: GuideContext = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};
