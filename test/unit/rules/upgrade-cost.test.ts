import { expect, it } from 'vitest';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire "Erfahrungspunkte verdienen und ausgeben" and the cards that change XP costs.

const pool = await realPool().catch(() => undefined);
const roland = () => minimalDeck(pool!, pool!.card('01001')!);
const filler = (deck: DeckJson, skip: string[] = []) =>
  Object.keys(deck.slots).find(
    (c) =>
      deck.slots[c] === 2 &&
      pool!.card(c)!.faction_code === 'guardian' &&
      !pool!.card(c)!.restrictions &&
      !skip.includes(c),
  )!;
/** NEXT: `from` (2 copies) replaced by `to`. */
function swap(deck: DeckJson, from: string, to: Record<string, number>, extra: Partial<DeckJson> = {}): DeckJson {
  const slots: Record<string, number> = { ...deck.slots, ...to };
  delete slots[from];
  return { ...deck, ...extra, slots };
}

describeRealData('upgrade cost', () => {
  it('a new level-0 card costs 1 per copy (minimum 1), a removed card nothing', () => {
    const prev = roland();
    const card = pool!.listedCards.find(
      (c) => c.faction_code === 'guardian' && c.xp === 0 && !c.restrictions && !c.permanent && !prev.slots[c.code],
    )!;
    const cost = upgradeCost(prev, swap(prev, filler(prev), { [card.code]: 2 }), pool!);
    expect(cost.xp).toBe(2);
    expect(cost.lines.find((l) => l.change === 'removed')!.xp).toBe(0);
  });

  it('upgrading .45 Automatic (01016, level 0) to .45 Automatic (2) (03190) pays the difference, 2 per copy', () => {
    const prev = roland();
    const base = prev.slots['01016'] ? prev : swap(prev, filler(prev), { '01016': 2 });
    const cost = upgradeCost(base, swap(base, '01016', { '03190': 2 }), pool!);
    expect(cost.lines).toEqual([
      expect.objectContaining({ code: '03190', change: 'upgrade', from: '01016', copies: 2, xp: 4 }),
    ]);
  });

  it('a new Exceptional card costs double: Key of Ys (03315, level 5) made exceptional by taboo list 1 costs 10', () => {
    const prev = roland();
    const next = swap(prev, filler(prev), { '03315': 1, [filler(prev)]: 1 }, { taboo_id: 1 });
    expect(upgradeCost(prev, next, pool!).xp).toBe(10);
  });

  it('taboo XP surcharges are added: under list 10 a surcharged Guardian card costs its level plus the surcharge', () => {
    const taboo = pool!
      .tabooList(10)!
      .cards.find(
        (e) => e.xp && e.xp > 0 && pool!.card(e.code)?.faction_code === 'guardian' && !pool!.card(e.code)!.exceptional,
      )!;
    const card = pool!.card(taboo.code)!;
    const prev = roland();
    const next = swap(prev, filler(prev), { [card.code]: 1, [filler(prev)]: 1 }, { taboo_id: 10 });
    expect(upgradeCost(prev, next, pool!).xp).toBe(Math.max(1, (card.xp ?? 0) + taboo.xp!));
  });

  it('exiled level-0 cards are replaced for free while the deck is short (Grimoire "Exil")', () => {
    const prev = roland();
    const gone = filler(prev);
    const card = pool!.listedCards.find(
      (c) => c.faction_code === 'guardian' && c.xp === 0 && !c.restrictions && !c.permanent && !prev.slots[c.code],
    )!;
    const next = swap(prev, gone, { [card.code]: 2 }, { exile_string: `${gone},${gone}` });
    const cost = upgradeCost(prev, next, pool!);
    expect(cost.xp).toBe(0);
    expect(cost.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: card.code, change: 'free', copies: 2 })]),
    );
  });

  // Grimoire „Dauerhaft“ (line 486): a Permanent card „zählt nicht gegen die Deckgröße“; line 2403: a deck
  // short of its size „darf … Karten der Stufe 0 ohne Kosten erwerben, [bis] sein Deck wieder die legale
  // Deckgröße erreicht hat“ — a card that does not count never brings it there, so it is bought at the
  // price of line 622: „der Kauf einer Karte der Stufe 0 kostet trotzdem 1 Erfahrungspunkt“.
  it('Geared Up (08019, Permanent, level 0) bought in an upgrade costs 1 XP (Grimoire lines 486, 622)', () => {
    const prev = roland();
    const cost = upgradeCost(prev, { ...prev, slots: { ...prev.slots, '08019': 1 } }, pool!);
    expect(cost.xp).toBe(1);
    expect(cost.lines).toEqual([expect.objectContaining({ code: '08019', change: 'new', copies: 1, xp: 1 })]);
  });

  it('Collector (12181, Permanent, "+5 deck size") is no free refill of the 5 slots it opens: 1 XP (lines 486, 2403, 622)', () => {
    const prev = roland();
    const cost = upgradeCost(prev, { ...prev, slots: { ...prev.slots, '12181': 1 } }, pool!);
    expect(cost.xp).toBe(1);
    expect(cost.lines).toEqual([expect.objectContaining({ code: '12181', change: 'new', copies: 1, xp: 1 })]);
  });

  it('the 5 level-0 cards that fill the +5 of Collector (12181) come free, Collector itself costs 1 (line 2403)', () => {
    const prev = roland();
    // Emergency Cache 01088 ×2, Flashlight 01087 ×2, Knife 01086: 5 neutral level-0 cards the deck lacks.
    const added = { '12181': 1, '01088': 2, '01087': 2, '01086': 1 };
    const cost = upgradeCost(prev, { ...prev, slots: { ...prev.slots, ...added } }, pool!);
    expect(cost.xp).toBe(1);
    expect(cost.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '12181', change: 'new', copies: 1, xp: 1 }),
        expect.objectContaining({ code: '01088', change: 'free', copies: 2, xp: 0 }),
        expect.objectContaining({ code: '01087', change: 'free', copies: 2, xp: 0 }),
        expect.objectContaining({ code: '01086', change: 'free', copies: 1, xp: 0 }),
      ]),
    );
  });

  it('Down the Rabbit Hole (08059): −1 on the first 2 upgrades, +1 on each new card bought before the minimum of 1 (Grimoire "Erfahrung")', () => {
    const prev: DeckJson = { ...roland(), slots: { ...roland().slots, '08059': 1 } };
    const base = prev.slots['01016'] ? prev : swap(prev, filler(prev), { '01016': 2 });
    expect(upgradeCost(base, swap(base, '01016', { '03190': 2 }), pool!).xp).toBe(2);
    const card = pool!.listedCards.find(
      (c) => c.faction_code === 'guardian' && c.xp === 0 && !c.restrictions && !c.permanent && !base.slots[c.code],
    )!;
    expect(upgradeCost(base, swap(base, filler(base, ['01016']), { [card.code]: 2 }), pool!).xp).toBe(2);
  });

  it('Déjà Vu (60531): each copy may pick the same rebought card (−1 per copy on it), still 3 cards per copy in all', () => {
    const base = roland();
    const cards = pool!.listedCards
      .filter(
        (c) =>
          c.faction_code === 'guardian' &&
          c.xp === 2 &&
          c.deck_limit === 2 &&
          !c.restrictions &&
          !c.permanent &&
          !c.exceptional &&
          !c.myriad &&
          !c.customization_options &&
          !base.slots[c.code],
      )
      .slice(0, 4)
      .map((c) => c.code);
    expect(cards).toHaveLength(4);
    const first = filler(base);
    const slots: Record<string, number> = { ...base.slots, '60531': 2 };
    delete slots[first];
    delete slots[filler(base, [first])];
    for (const code of cards) slots[code] = 1;
    const prev: DeckJson = { ...base, slots };
    // Four level-2 cards exiled and rebought: 4 × 2 = 8; 2 × Déjà Vu take 6 (at most 2 from each card).
    expect(upgradeCost(prev, { ...prev, exile_string: cards.join(',') }, pool!).xp).toBe(2);
    // Only one of them exiled and rebought: 2 − 1 − 1 = 0.
    expect(upgradeCost(prev, { ...prev, exile_string: cards[0]! }, pool!).xp).toBe(0);
  });
});
