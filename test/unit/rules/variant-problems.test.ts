import { describe, expect, it } from 'vitest';
import type { VariantId } from '../../../shared/campaign/campaign-variants.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { newestTabooList } from '../../../shared/rules/variant-problems.ts';
import { fixturePool } from '../../support/card-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682): the Ultimaten that forbid or require something
// in a deck are typed problems of the validator (option `variants`).

const variantCodes = async (deck: DeckJson, variants: readonly VariantId[] | undefined) =>
  validateDeck(deck, await fixturePool(), { variants })
    .problems.filter((problem) => problem.code.startsWith('variant_'))
    .map((problem) => ({ code: problem.code, cards: problem.cards, details: problem.details }));

/** Roland Banks (01001) with one copy of each card: his signatures, the weakness placeholder, 15 level-0 cards. */
const singles: DeckJson = {
  ...ROLAND_STARTER,
  slots: Object.fromEntries(Object.keys(ROLAND_STARTER.slots).map((code) => [code, 1])),
};

describe('ULTIMATUM DES HIGHLANDERS (line 2614): „nur 1 Kopie (nach Name) einer Nicht-Schwächekarte“', () => {
  it('two copies of .45 Automatic (01016) are a problem; one of each is not', async () => {
    const problems = await variantCodes({ ...singles, slots: { ...singles.slots, '01016': 2 } }, ['highlander']);
    expect(problems).toEqual([{ code: 'variant_highlander', cards: ['01016'], details: { variant: 'highlander' } }]);
    expect(await variantCodes(singles, ['highlander'])).toEqual([]);
  });
});

describe('ULTIMATUM DER EINFÜHRUNG (line 2618): „nur Karten der Stufe 0“', () => {
  it('Shotgun (01029, level 4) is a problem, Cover Up (01007, a weakness) is not', async () => {
    const problems = await variantCodes({ ...singles, slots: { ...singles.slots, '01029': 1 } }, ['einfuehrung']);
    expect(problems).toEqual([{ code: 'variant_level_zero', cards: ['01029'], details: { variant: 'einfuehrung' } }]);
  });
});

describe('ULTIMATUM DER STRENGGLÄUBIGKEIT (line 2622): „Spielt mit der Tabuliste“', () => {
  it('a deck without the newest taboo list (010 of 2026-02-19) is a problem', async () => {
    expect(newestTabooList(await fixturePool())).toBe(10);
    const problems = await variantCodes(singles, ['strenglaeubigkeit']);
    expect(problems).toEqual([
      { code: 'variant_taboo', cards: [], details: { variant: 'strenglaeubigkeit', taboo: 10 } },
    ]);
    expect(await variantCodes({ ...singles, taboo_id: 10 }, ['strenglaeubigkeit'])).toEqual([]);
  });
});

describe('ULTIMATUM DER KATASTROPHE (line 2590): „1 zusätzliche zufällige Grundschwäche“', () => {
  it('Roland Banks needs 2 basic weaknesses: the placeholder 01000 alone is short, with Amnesia (01096) not', async () => {
    expect(await variantCodes(singles, ['katastrophe'])).toEqual([
      { code: 'variant_weaknesses', cards: [], details: { variant: 'katastrophe', size: 2, count: 1 } },
    ]);
    expect(await variantCodes({ ...singles, slots: { ...singles.slots, '01096': 1 } }, ['katastrophe'])).toEqual([]);
  });

  it('without variants nothing of this is checked', async () => {
    expect(await variantCodes({ ...singles, slots: { ...singles.slots, '01029': 2 } }, undefined)).toEqual([]);
  });
});
