import { describe, expect, it } from 'vitest';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { type MinimalDeckOptions, minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Deckbuilding rules on real decks, each named by its Grimoire section or card text.

const pool = await realPool().catch(() => undefined);
const deckFor = (code: string, options: MinimalDeckOptions = {}) => minimalDeck(pool!, pool!.card(code)!, options);
const check = (deck: ReturnType<typeof deckFor>, options = {}) => validateDeck(deck, pool!, options);
const codes = (deck: ReturnType<typeof deckFor>, options = {}) =>
  check(deck, options)
    .problems.map((p) => p.code)
    .sort();
/** Swaps `copies` copies of plain filler cards of the investigator's own class for `code`, keeping the size. */
function swapIn(deck: ReturnType<typeof deckFor>, code: string, copies = 1) {
  const own = pool!.card(deck.investigator_code)!.faction_code;
  const fillers = Object.keys(deck.slots).filter((c) => {
    const card = pool!.card(c)!;
    return deck.slots[c] === 2 && card.faction_code === own && !card.restrictions && !card.subtype_code && c !== code;
  });
  if (deck.slots[code]) throw new Error(`${code} ist schon im Deck`);
  const slots = { ...deck.slots, [code]: copies };
  for (let i = 0; i < copies; i++) {
    const f = fillers[Math.floor(i / 2)]!;
    slots[f] = slots[f]! - 1;
    if (slots[f] === 0) delete slots[f];
  }
  return { ...deck, slots };
}

describeRealData('deckbuilding rules on real decks', () => {
  describe('Grimoire "Signaturkarten eines Ermittlers"', () => {
    const roland = deckFor('01001');

    it('accepts the replacement 98005 (Mysteries Remain) instead of Roland’s .38 Special (01006)', () => {
      const slots: Record<string, number> = { ...roland.slots, '98005': 1 };
      delete slots['01006'];
      expect(codes({ ...roland, slots })).toEqual([]);
    });

    it('refuses the original and its advanced version together (01006 + 90030)', () => {
      expect(codes({ ...roland, slots: { ...roland.slots, '90030': 1 } })).toEqual(['investigator']);
    });

    it('refuses a novella Replacement beside an Advanced signature: 98005 (Mysteries Remain) with 90030 in the full Advanced set is a mix, naming both', () => {
      // Novella cards go in addition to the original only (ArkhamDB's maintainer ruling, corpus README);
      // beside the Advanced version they replace nothing it allows.
      const { '01006': _gun, '01007': _cover, ...rest } = roland.slots;
      const advanced = { ...rest, '90030': 1, '90031': 1 };
      expect(codes({ ...roland, slots: advanced })).toEqual([]);
      expect(check({ ...roland, slots: { ...advanced, '98005': 1 } }).problems).toEqual([
        expect.objectContaining({
          code: 'investigator',
          cards: expect.arrayContaining(['98005', '90030']),
          details: { requirement: 'signature_mixed' },
        }),
      ]);
    });

    it('refuses a novella Replacement taken for one signature and an Advanced card for the other (98005 for 01006, 90031 for 01007): the Advanced set is partial', () => {
      const { '01006': _gun, '01007': _cover, ...rest } = roland.slots;
      expect(check({ ...roland, slots: { ...rest, '98005': 1, '90031': 1 } }).problems).toEqual([
        expect.objectContaining({
          code: 'investigator',
          cards: ['98005'],
          details: { requirement: 'advanced_partial', advanced: '90031' },
        }),
      ]);
    });

    it('misses a signature card as an investigator problem naming it', () => {
      const slots = { ...roland.slots };
      delete slots['01007'];
      const result = check({ ...roland, slots });
      expect(result.problems).toEqual([expect.objectContaining({ code: 'investigator', cards: ['01007'] })]);
    });

    it('forbids another investigator’s signature card (Daisy’s Tote Bag 01008 in Roland’s deck)', () => {
      expect(codes({ ...roland, slots: { ...roland.slots, '01008': 1 } })).toContain('invalid_cards');
    });

    it('needs Lola Hayes’ two Improvisation (03018), or all five Leading Lady replacements', () => {
      const lola = deckFor('03006');
      expect(lola.slots['03018']).toBe(2);
      expect(codes(lola)).toEqual([]);
      expect(codes({ ...lola, slots: { ...lola.slots, '03018': 1 } })).toEqual(['investigator']);
      const replaced: Record<string, number> = {
        ...lola.slots,
        '90088': 1,
        '90089': 1,
        '90090': 1,
        '90091': 1,
        '90092': 1,
      };
      delete replaced['03018'];
      expect(codes({ ...lola, slots: replaced })).toEqual([]);
    });
  });

  describe('Grimoire "Zufällige Grundschwächen"', () => {
    it('requires one random basic weakness: the 01000 placeholder or a drawn one (01096 Amnesia)', () => {
      const deck = deckFor('01002');
      const without = { ...deck.slots };
      delete without['01000'];
      expect(check({ ...deck, slots: without }).problems).toEqual([
        expect.objectContaining({
          code: 'investigator',
          details: expect.objectContaining({ requirement: 'random_basic_weakness' }),
        }),
      ]);
      expect(codes({ ...deck, slots: { ...without, '01096': 1 } })).toEqual([]);
    });

    it('refuses a faction-locked basic weakness of another class (09125 Quantum Paradox, Seeker only, for Roland)', () => {
      const roland = deckFor('01001');
      const slots: Record<string, number> = { ...roland.slots, '09125': 1 };
      delete slots['01000'];
      expect(codes({ ...roland, slots })).toEqual(['invalid_cards']);
      const daisy = deckFor('01002');
      const daisySlots: Record<string, number> = { ...daisy.slots, '09125': 1 };
      delete daisySlots['01000'];
      expect(codes({ ...daisy, slots: daisySlots })).toEqual([]);
    });
  });

  describe('Grimoire "Deckbau": class access, first matching option', () => {
    it('Lola Hayes (03006) needs at least 7 cards from 3 classes (atleast)', () => {
      const lola = deckFor('03006');
      const slots = Object.fromEntries(
        Object.entries(lola.slots).filter(
          ([c]) => pool!.card(c)!.faction_code !== 'survivor' || pool!.card(c)!.restrictions,
        ),
      );
      expect(
        check({ ...lola, slots }).problems.some((p) => p.code === 'deck_options_limit' && p.details?.atleastMin === 7),
      ).toBe(true);
    });

    it('Zoey Samaras (02001) may take at most 5 level-0 cards of other classes (limit)', () => {
      const zoey = deckFor('02001');
      const others = pool!.listedCards
        .filter(
          (c) =>
            c.faction_code === 'seeker' &&
            c.xp === 0 &&
            !c.restrictions &&
            !c.permanent &&
            !c.subtype_code &&
            !zoey.slots[c.code],
        )
        .slice(0, 3)
        .map((c) => c.code);
      let deck = zoey;
      for (const code of others) deck = swapIn(deck, code, 2);
      expect(codes(deck)).toEqual(['deck_options_limit']);
    });

    it('a level above the allowed range is invalid (Roland may take Seeker cards only up to level 2)', () => {
      const seeker3 = pool!.listedCards.find(
        (c) => c.faction_code === 'seeker' && c.xp === 3 && !c.restrictions && !c.faction2_code && !c.permanent,
      )!;
      expect(codes(swapIn(deckFor('01001'), seeker3.code))).toEqual(['invalid_cards']);
    });
  });

  describe('taboo lists (taboo_id)', () => {
    it('forbids Double or Nothing (02026) under list 10, not without a list', () => {
      const skids = swapIn(deckFor('01003'), '02026');
      expect(codes(skids)).toEqual([]);
      expect(codes({ ...skids, taboo_id: 10 })).toEqual(['taboo_forbidden']);
    });

    it('makes Key of Ys (03315) exceptional: two copies become too many', () => {
      const roland = swapIn(deckFor('01001'), '03315', 2);
      expect(codes(roland)).toEqual([]);
      expect(codes({ ...roland, taboo_id: 1 })).toEqual(['too_many_copies']);
    });

    it('rewrites Mandy Thompson’s (06002) options under list 10: deck size 50 with 3 Occult Evidence', () => {
      const mandy = deckFor('06002', { meta: { deck_size_selected: '50' } });
      expect(codes({ ...mandy, taboo_id: 10 })).toEqual([]);
      expect(check({ ...mandy, taboo_id: 10 }).deckSize).toBe(50);
    });
  });

  describe('Grimoire "Erforscht"', () => {
    it('refuses Strange Solution (02263) in a campaign until the campaign log unlocks it', () => {
      const daisy = swapIn(deckFor('01002'), '02263');
      expect(codes(daisy, { unlocked: [] })).toEqual(['researched_locked']);
      expect(codes(daisy, { unlocked: ['02264'] })).toEqual(['researched_locked']);
      expect(codes(daisy, { unlocked: ['02263'] })).toEqual([]);
    });

    it('without campaign context Strange Solution (02263) is a warning: legality unknown, the deck stays valid', () => {
      const result = check(swapIn(deckFor('01002'), '02263'), {});
      expect(result.problems).toEqual([]);
      expect(result.valid).toBe(true);
      expect(result.warnings).toEqual([
        { code: 'researched_unknown', cards: ['02263'], rule: { source: 'grimoire', section: 'Erforscht' } },
      ]);
      expect(check(swapIn(deckFor('01002'), '02263'), { unlocked: ['02263'] }).warnings).toEqual([]);
    });
  });

  describe('Grimoire "Einzelspielszenario (Einzelspielsmodus)"', () => {
    it('needs one extra random basic weakness for 10–19 XP and refuses more than 49 XP', () => {
      const level4 = pool!.listedCards
        .filter(
          (c) =>
            c.faction_code === 'guardian' &&
            c.xp === 4 &&
            !c.restrictions &&
            !c.permanent &&
            !c.exceptional &&
            !c.myriad,
        )
        .slice(0, 4);
      let deck = deckFor('01001');
      for (const card of level4.slice(0, 3)) deck = swapIn(deck, card.code);
      expect(check(deck, { standalone: true })).toMatchObject({ xp: 12, standaloneWeaknesses: 1 });
      expect(codes(deck, { standalone: true })).toEqual(['standalone_weaknesses']);
      expect(codes({ ...deck, slots: { ...deck.slots, '01000': 2 } }, { standalone: true })).toEqual([]);
      const level5 = pool!.listedCards
        .filter(
          (c) =>
            c.faction_code === 'guardian' &&
            c.xp === 5 &&
            !c.restrictions &&
            !c.permanent &&
            !c.exceptional &&
            !c.myriad,
        )
        .slice(0, 2);
      const extra = Object.fromEntries([...level4, ...level5].map((c) => [c.code, 2]));
      const big = { ...deck, slots: { ...deck.slots, ...extra } };
      expect(check(big, { standalone: true }).xp).toBeGreaterThan(49);
      expect(codes(big, { standalone: true })).toContain('standalone_xp_limit');
    });
  });

  describe('‖Jim Culver (90049) spirit deck (side_deck_requirements)', () => {
    it('is legal with Vengeful Shade and 9 different allies, and counted apart from the deck', () => {
      const jim = deckFor('90049');
      expect(codes(jim)).toEqual([]);
      const meta = JSON.parse(jim.meta) as Record<string, string>;
      const spirits = meta.extra_deck!.split(',');
      expect(spirits).toHaveLength(10);
      const short = { ...meta, extra_deck: spirits.slice(0, 9).join(',') };
      expect(check({ ...jim, meta: JSON.stringify(short) }).problems).toEqual([
        expect.objectContaining({ code: 'too_few_cards', deck: 'extra' }),
      ]);
      const twice = { ...meta, extra_deck: [...spirits.slice(0, 9), spirits[1]].join(',') };
      expect(check({ ...jim, meta: JSON.stringify(twice) }).problems.map((p) => p.code)).toContain('too_many_copies');
    });
  });

  describe('copies by title (Grimoire "Regeln für den Deckbau", "Unzählig")', () => {
    it('counts Machete level 0 (01020) and its revised-core reprint (01520) as one title', () => {
      const base = deckFor('01001');
      const roland = base.slots['01020'] === 2 ? base : swapIn(base, '01020', 2);
      expect(codes(swapIn(roland, '01520'))).toEqual(['too_many_copies']);
      // 12020 (2026) is a modified reprint: the same title, and a second version besides
      // (Grimoire „Modifizierte Reprints“, test/unit/rules/card-versions.test.ts).
      expect(codes(swapIn(roland, '12020'))).toEqual(['card_versions_mixed', 'too_many_copies']);
    });

    it('ignoreDeckLimitSlots copies count neither against the copy limit nor the deck size', () => {
      const base = deckFor('01001');
      const roland = base.slots['01020'] === 2 ? base : swapIn(base, '01020', 2);
      const extra = { ...roland, slots: { ...roland.slots, '01020': 3 }, ignoreDeckLimitSlots: { '01020': 1 } };
      expect(codes(extra)).toEqual([]);
    });
  });
});
