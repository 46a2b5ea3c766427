import { describe, expect, it } from 'vitest';
import {
  ANCESTRAL_KNOWLEDGE,
  FORCED_LEARNING,
  OCCULT_EVIDENCE,
  ON_YOUR_OWN,
  UNDERWORLD_SUPPORT,
  VERSATILE,
} from '../../../shared/rules/special-cards.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { type MinimalDeckOptions, minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Cards whose deckbuilding rule lives in their text (shared/rules/special-cards.ts), with the
// ArkhamDB validation bugs kept as regressions.

const pool = await realPool().catch(() => undefined);
const deckFor = (code: string, options: MinimalDeckOptions = {}) => minimalDeck(pool!, pool!.card(code)!, options);
const problems = (deck: ReturnType<typeof deckFor>, options = {}) => validateDeck(deck, pool!, options).problems;
const codes = (list: { code: string }[]) => list.map((p) => p.code).sort();
/** A plain level-0 card of `faction` that the deck does not hold yet. */
const levelZero = (faction: string, deck: { slots: Record<string, number> }, slot?: string) =>
  pool!.listedCards.find(
    (c) =>
      c.faction_code === faction &&
      c.xp === 0 &&
      !c.restrictions &&
      !c.permanent &&
      !c.subtype_code &&
      !deck.slots[c.code] &&
      (!slot || (c.slot ?? '').includes(slot)),
  )!.code;

describeRealData('special cards (card text rules)', () => {
  describe('Von der Mafia unterstützt / Underworld Support (08046), ArkhamDB bug: its copy limit', () => {
    const deck = deckFor('01003', { extra: { [UNDERWORLD_SUPPORT]: 1 }, copies: 1 });

    it('makes "Skids" O’Toole’s (01003) deck 25 cards of one copy each, and that is legal', () => {
      const result = validateDeck(deck, pool!);
      expect(result.problems).toEqual([]);
      expect(result.deckSize).toBe(25);
    });

    it('refuses a second copy of a title, naming the card’s own rule', () => {
      const [first, second] = Object.keys(deck.slots).filter(
        (c) => pool!.card(c)!.xp === 0 && !pool!.card(c)!.restrictions && c !== UNDERWORLD_SUPPORT,
      );
      const slots = { ...deck.slots, [first!]: 2 };
      delete slots[second!];
      const found = problems({ ...deck, slots });
      expect(codes(found)).toEqual(['too_many_copies']);
      expect(found[0]!.rule).toEqual({ source: 'card', code: UNDERWORLD_SUPPORT });
    });

    it('still allows the two copies of a weakness a deck may hold (it limits non-weakness titles only)', () => {
      expect(problems({ ...deck, slots: { ...deck.slots, '01000': 2 } })).toEqual([]);
    });
  });

  describe('Okkulter Beweis / Occult Evidence (06008) with Mandy Thompson (06002), ArkhamDB bug', () => {
    it('needs 2 copies at deck size 40', () => {
      const deck = deckFor('06002', { meta: { deck_size_selected: '40' } });
      expect(deck.slots[OCCULT_EVIDENCE]).toBe(2);
      expect(problems(deck)).toEqual([]);
      expect(codes(problems({ ...deck, slots: { ...deck.slots, [OCCULT_EVIDENCE]: 1 } }))).toEqual(['investigator']);
    });

    it('needs 3 copies at deck size 50 and refuses 3 at size 30', () => {
      expect(problems(deckFor('06002', { meta: { deck_size_selected: '50' } }))).toEqual([]);
      const small = deckFor('06002', { meta: { deck_size_selected: '30' } });
      expect(codes(problems({ ...small, slots: { ...small.slots, [OCCULT_EVIDENCE]: 3 } }))).toEqual(['investigator']);
    });
  });

  describe('Vielseitig / Versatile (06167), ArkhamDB bug: off-class counting', () => {
    const deck = deckFor('01001', { extra: { [VERSATILE]: 1 } });
    const offClass = levelZero('mystic', deck); // Roland takes Guardian 0–5 and Seeker 0–2 only

    it('adds 5 to Roland Banks’ deck size', () => {
      expect(validateDeck(deck, pool!).deckSize).toBe(35);
      expect(problems(deck)).toEqual([]);
    });

    it('allows one off-class level-0 card in place of a regular one', () => {
      const filler = Object.keys(deck.slots).find(
        (c) => deck.slots[c] === 2 && !pool!.card(c)!.restrictions && !pool!.card(c)!.subtype_code,
      )!;
      expect(problems({ ...deck, slots: { ...deck.slots, [filler]: 1, [offClass]: 1 } })).toEqual([]);
    });

    it('counts copies: a second copy of that off-class card exceeds the option (deck_options_limit)', () => {
      const filler = Object.keys(deck.slots).find(
        (c) => deck.slots[c] === 2 && !pool!.card(c)!.restrictions && !pool!.card(c)!.subtype_code,
      )!;
      const slots = { ...deck.slots, [offClass]: 2 };
      delete slots[filler];
      expect(codes(problems({ ...deck, slots }))).toEqual(['deck_options_limit']);
    });
  });

  describe('‖Wendy Adams (90037) as the back of Wendy Adams (01005), ArkhamDB bug: parallel back', () => {
    it('the parallel back with both traits chosen gives +5 deck size', () => {
      const deck = deckFor('01005', { meta: { alternate_back: '90037', option_selected: 'both' } });
      expect(validateDeck(deck, pool!).deckSize).toBe(35);
      expect(problems(deck)).toEqual([]);
    });

    it('the parallel back loses the original’s Rogue access, the parallel front alone keeps it', () => {
      const back = deckFor('01005', { meta: { alternate_back: '90037', option_selected: 'blessed' } });
      const filler = Object.keys(back.slots).find(
        (c) => back.slots[c] === 2 && !pool!.card(c)!.restrictions && !pool!.card(c)!.subtype_code,
      )!;
      const rogue = levelZero('rogue', back);
      expect(codes(problems({ ...back, slots: { ...back.slots, [filler]: 1, [rogue]: 1 } }))).toContain(
        'invalid_cards',
      );
      const front = deckFor('01005', { meta: { alternate_front: '90037' } }); // brings Tidal Memento (90038)
      const frontRogue = levelZero('rogue', front);
      const frontFiller = Object.keys(front.slots).find(
        (c) => front.slots[c] === 2 && !pool!.card(c)!.restrictions && !pool!.card(c)!.subtype_code,
      )!;
      expect(problems({ ...front, slots: { ...front.slots, [frontFiller]: 1, [frontRogue]: 1 } })).toEqual([]);
    });
  });

  it('Erzwungenes Lernen / Forced Learning (08031) raises Daisy Walker’s (01002) deck to 45', () => {
    const deck = deckFor('01002', { extra: { [FORCED_LEARNING]: 1 } });
    expect(validateDeck(deck, pool!).deckSize).toBe(45);
    expect(problems(deck)).toEqual([]);
  });

  it('Wissen der Ahnen / Ancestral Knowledge (07303): +5 deck size, and fewer than 10 skills is a problem', () => {
    const deck = deckFor('01002', { extra: { [ANCESTRAL_KNOWLEDGE]: 1 } });
    expect(validateDeck(deck, pool!).deckSize).toBe(35);
    const skills = Object.keys(deck.slots)
      .filter((c) => pool!.card(c)!.type_code === 'skill')
      .reduce((n, c) => n + deck.slots[c]!, 0);
    const found = problems(deck);
    if (skills >= 10) expect(found).toEqual([]);
    else
      expect(found).toEqual([
        expect.objectContaining({ code: 'deck_options_limit', rule: { source: 'card', code: ANCESTRAL_KNOWLEDGE } }),
      ]);
  });

  it('Auf dich allein gestellt / On Your Own (53010): no Ally-slot assets for Wendy Adams (01005)', () => {
    const deck = deckFor('01005', { extra: { [ON_YOUR_OWN]: 1 } });
    expect(problems(deck)).toEqual([]);
    const survivorAlly = pool!.card(levelZero('survivor', deck, 'Ally'))!;
    const filler = Object.keys(deck.slots).find(
      (c) => deck.slots[c] === 2 && !pool!.card(c)!.restrictions && !pool!.card(c)!.subtype_code,
    )!;
    const found = problems({ ...deck, slots: { ...deck.slots, [filler]: 1, [survivorAlly.code]: 1 } });
    expect(found).toEqual([
      expect.objectContaining({
        code: 'invalid_cards',
        cards: [survivorAlly.code],
        rule: { source: 'card', code: ON_YOUR_OWN },
      }),
    ]);
  });

  it('a second Covenant (Sacred 07110 and Blasphemous 07113) is refused for Father Mateo (04004)', () => {
    const deck = deckFor('04004', { extra: { '07110': 1 } });
    expect(problems(deck)).toEqual([]);
    expect(codes(problems({ ...deck, slots: { ...deck.slots, '07113': 1 } }))).toContain('invalid_cards');
  });
});
