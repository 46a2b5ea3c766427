import { investigator, playing, type Walker } from './walk-state.ts';

// The Edge of the Earth, „Tekeli-li!“ (campaign rule `$tekelili_rule`): „This campaign includes an
// encounter set of 16 weaknesses, each with the title "Tekeli-li!" … shuffled together to form a
// special Tekeli-li deck during the setup of each scenario“; each setup's `setup_tekeli_li`:
// „Shuffle each Tekeli-li! weakness card that is not already part of an investigator's deck
// together to form the Tekeli-li deck.“ The 16 are 08723–08729 (3, 3, 2, 2, 2, 2, 2 copies).

const TEKELI_LI_CARDS = ['08723', '08724', '08725', '08726', '08727', '08728', '08729'];
const TEKELI_LI_SET_SIZE = 16;
const SETUP_STEP = 'setup_tekeli_li';

interface TekeliLiDeck {
  /** Cards in the Tekeli-li deck now: the 16 less those in the investigators' decks. */
  size: number;
  /** Tekeli-li! cards in the playing investigators' decks (the guide's cards, with repeats). */
  inDecks: number;
}

/** The Tekeli-li deck at a `setup_tekeli_li` step; undefined at any other step. */
export function tekeliLiDeckAt(w: Walker, step: string): TekeliLiDeck | undefined {
  if (step !== SETUP_STEP) return undefined;
  const inDecks = playing(w).reduce(
    (sum, code) => sum + investigator(w.state, code).cards.filter((card) => TEKELI_LI_CARDS.includes(card)).length,
    0,
  );
  return { size: Math.max(0, TEKELI_LI_SET_SIZE - inDecks), inDecks };
}
