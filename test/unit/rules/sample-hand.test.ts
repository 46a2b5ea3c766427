import { expect, it } from 'vitest';
import { buildDeckList } from '../../../shared/decks/deck-list.ts';
import { drawOpeningHand, shuffledDeckCards, takeMulligan } from '../../../shared/rules/sample-hand.ts';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import { realPool } from '../../support/card-data.ts';
import { deckJson } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';
import { ROLAND_CORE } from '../../support/roland-core-deck.ts';

// The sample hand draws as the game does: Grimoire "Vorbereitung" step 8 (5 cards) and "Mulligan"
// (weaknesses drawn set aside and replaced; mulliganed cards replaced, then shuffled back);
// Permanent and bonded cards are not in the shuffled deck (Grimoire "Dauerhaft", rules.json Bonded).

const pool = await realPool().catch(() => undefined);
const deckCards = (slots: Record<string, number>) => {
  const built = buildDeckList(deckJson('01001', slots), pool!);
  if (!built.ok) throw new Error(`unknown ${built.unknownCards}`);
  return shuffledDeckCards(built.list.sections);
};

describeRealData('sample opening hand (Grimoire "Mulligan")', () => {
  it('leaves Permanent (Geared Up 08019) and bonded cards (Soothing Melody 05314) out of the shuffled deck', () => {
    const codes = deckCards({ ...ROLAND_CORE.slots, '08019': 1, '05313': 1, '05314': 3 }).map((card) => card.code);
    expect(codes).not.toContain('08019');
    expect(codes).not.toContain('05314');
    expect(codes).toContain('05313');
    // 30 cards of the deck, its weakness Cover Up and its signature .38 Special: 32; plus Hallowed Mirror.
    expect(codes).toHaveLength(33);
  });

  it('never keeps a weakness: Cover Up (01007) drawn is set aside and replaced, for every seed', () => {
    const cards = deckCards(ROLAND_CORE.slots);
    let setAsideSeen = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const hand = drawOpeningHand(cards, seededRandom(seed));
      expect(hand.hand).toHaveLength(5);
      expect(hand.hand.map((card) => card.code)).not.toContain('01007');
      expect(hand.hand.length + hand.setAside.length + hand.deck.length).toBe(cards.length);
      if (hand.setAside.length) {
        expect(hand.setAside.map((card) => card.code)).toEqual(['01007']);
        setAsideSeen++;
      }
    }
    // Cover Up is among the first 5 or 6 cards about one time in six: the replacement path ran.
    expect(setAsideSeen).toBeGreaterThan(20);
  });

  it('replaces exactly the mulliganed cards, keeps the rest, and shuffles everything set aside back', () => {
    const cards = deckCards(ROLAND_CORE.slots);
    const random = seededRandom(42);
    const first = drawOpeningHand(cards, random);
    const redraw = new Set(first.hand.slice(0, 2).map((card) => card.id));
    const after = takeMulligan(first, redraw, random);
    expect(after.mulliganTaken).toBe(true);
    expect(after.hand).toHaveLength(5);
    expect(after.hand.slice(0, 3)).toEqual(first.hand.slice(2));
    expect(after.hand.filter((card) => redraw.has(card.id))).toEqual([]);
    expect(after.hand.map((card) => card.code)).not.toContain('01007');
    expect(after.setAside).toEqual([]);
    expect(after.deck).toHaveLength(cards.length - 5);
    // The mulliganed cards are back in the deck; only one mulligan.
    expect(after.deck.filter((card) => redraw.has(card.id))).toHaveLength(2);
    expect(takeMulligan(after, new Set([after.hand[0]!.id]), random)).toBe(after);
  });

  it('draws the same hand again from the same seed', () => {
    const cards = deckCards(ROLAND_CORE.slots);
    expect(drawOpeningHand(cards, seededRandom(7)).hand).toEqual(drawOpeningHand(cards, seededRandom(7)).hand);
  });
});
