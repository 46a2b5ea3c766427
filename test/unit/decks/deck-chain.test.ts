import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainXp, exportChain, orderChain, recostChain } from '../../../shared/decks/deck-chain.ts';
import { DeckChainError } from '../../../shared/decks/deck-chain-error.ts';
import { type DeckJson, deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// An ArkhamDB deck chain (previous_deck/next_deck, xp, exile_string) is
// ordered, re-costed by the upgrade engine and exported with the same XP figures.

const chainFile = path.join(REPO_ROOT, 'test/fixtures/chains/roland_four_versions.json');
const fixture = (): DeckJson[] =>
  (JSON.parse(readFileSync(chainFile, 'utf8')) as unknown[]).map((deck) => deckJsonSchema.parse(deck));
const pool = await realPool().catch(() => undefined);

const deck = (id: number | string, links: Partial<DeckJson> = {}): DeckJson =>
  deckJsonSchema.parse({ id, investigator_code: '01001', slots: {}, previous_deck: null, next_deck: null, ...links });

function refusal(decks: DeckJson[]): DeckChainError {
  try {
    orderChain(decks);
  } catch (error) {
    if (error instanceof DeckChainError) return error;
    throw error;
  }
  throw new Error('orderChain accepted the decks');
}

describe('ArkhamDB deck chains', () => {
  it('orders a shuffled chain oldest first by previous_deck and next_deck', () => {
    const [a, b, c, d] = fixture();
    expect(orderChain([c!, a!, d!, b!]).map((x) => x.id)).toEqual([7101, 7102, 7103, 7104]);
  });

  it('follows links given on one side only, as single-deck exports have them', () => {
    const chain = [deck('3', { previous_deck: 2 }), deck(1, { next_deck: 2 }), deck(2)];
    expect(orderChain(chain).map((x) => x.id)).toEqual([1, 2, '3']);
  });

  it('refuses a link to a deck that is missing, naming both (deck_chain_broken_link)', () => {
    const error = refusal([deck(1, { next_deck: 2 }), deck(2, { previous_deck: 1 }), deck(4, { previous_deck: 3 })]);
    expect(error).toMatchObject({ code: 'deck_chain_broken_link', details: { chainDeck: '4', link: '3' } });
    expect(germanErrorMessage(error.code, error.details)).toBe(
      'Die Deckkette ist unterbrochen: Deck 4 verweist auf 3, das fehlt oder nicht zurückverweist. Exportiere alle Versionen des Decks aus ArkhamDB; es wurde nichts importiert.',
    );
  });

  it('refuses links that disagree: 2 follows 1, but 1 names 3 as its next version', () => {
    expect(refusal([deck(1, { next_deck: 3 }), deck(2, { previous_deck: 1 }), deck(3)])).toMatchObject({
      code: 'deck_chain_broken_link',
    });
  });

  it('refuses two versions after the same one, and two first versions (deck_chain_fork)', () => {
    expect(refusal([deck(1), deck(2, { previous_deck: 1 }), deck(3, { previous_deck: 1 })])).toMatchObject({
      code: 'deck_chain_fork',
    });
    expect(refusal([deck(1), deck(2)])).toMatchObject({ code: 'deck_chain_fork', details: { chainDecks: ['1', '2'] } });
  });

  it('refuses a circle of links (deck_chain_cycle)', () => {
    const error = refusal([deck(1, { previous_deck: 2, next_deck: 2 }), deck(2, { previous_deck: 1, next_deck: 1 })]);
    expect(error.code).toBe('deck_chain_cycle');
    expect(germanErrorMessage(error.code, error.details)).toContain('Kreis');
  });

  it('refuses versions of different investigators, an empty set, a deck without id and a doubled id', () => {
    expect(
      refusal([deck(1, { next_deck: 2 }), { ...deck(2, { previous_deck: 1 }), investigator_code: '01002' }]),
    ).toMatchObject({
      code: 'deck_chain_mixed_investigators',
      details: { investigators: ['01001', '01002'] },
    });
    expect(refusal([])).toMatchObject({ code: 'deck_chain_invalid', details: { chainProblem: 'empty' } });
    expect(refusal([{ ...deck(1), id: null }])).toMatchObject({
      code: 'deck_chain_invalid',
      details: { chainProblem: 'id_missing' },
    });
    expect(refusal([deck(1), deck('1')])).toMatchObject({
      code: 'deck_chain_invalid',
      details: { chainProblem: 'duplicate_id', chainDeck: '1' },
    });
  });

  it("splits ArkhamDB's xp into carried (the previous xp − xp_spent) and granted, the adjustment kept per version", () => {
    expect(chainXp(orderChain(fixture()))).toEqual([
      { xpCarried: 0, xpGranted: 0, xpAdjustment: 0 },
      { xpCarried: 0, xpGranted: 7, xpAdjustment: 0 },
      { xpCarried: 1, xpGranted: 3, xpAdjustment: 0 },
      { xpCarried: 0, xpGranted: 3, xpAdjustment: 2 },
    ]);
  });

  it('exports versions as ArkhamDB decks linked both ways, xp = carried + granted, the chain fields stripped from the cards', () => {
    const [a, b] = fixture();
    const exported = exportChain(
      [
        { id: 11, deck: a!, xpCarried: 0, xpGranted: 0, xpAdjustment: 0, xpSpent: 0, exileString: null },
        { id: 12, deck: b!, xpCarried: 1, xpGranted: 6, xpAdjustment: -1, xpSpent: 6, exileString: '05196' },
      ],
      'Rolands Deck',
    );
    expect(
      exported.map(({ id, previous_deck, next_deck, xp, xp_spent, xp_adjustment, exile_string }) => ({
        id,
        previous_deck,
        next_deck,
        xp,
        xp_spent,
        xp_adjustment,
        exile_string,
      })),
    ).toEqual([
      // A first version that neither earned nor spent XP: null, as ArkhamDB writes a new deck.
      { id: 11, previous_deck: null, next_deck: 12, xp: null, xp_spent: null, xp_adjustment: 0, exile_string: null },
      { id: 12, previous_deck: 11, next_deck: null, xp: 7, xp_spent: 6, xp_adjustment: -1, exile_string: '05196' },
    ]);
    expect(exported[1]).toMatchObject({
      name: 'Rolands Deck',
      investigator_code: '01001',
      slots: b!.slots,
      taboo_id: 8,
      meta: '',
    });
    expect(exported[1]).not.toHaveProperty('date_creation');
  });
});

describeRealData('ArkhamDB deck chains priced by the upgrade engine', () => {
  it("re-costing Roland's four versions gives each version's recorded xp_spent (6, 4, 5)", () => {
    const steps = recostChain(orderChain(fixture()), pool!);
    expect(steps.map(({ id, xp, recorded }) => ({ id, xp, recorded }))).toEqual([
      { id: '7102', xp: 6, recorded: 6 },
      { id: '7103', xp: 4, recorded: 4 },
      { id: '7104', xp: 5, recorded: 5 },
    ]);
    expect(steps[1]!.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: '01089', change: 'free', xp: 0 })]),
    );
  });
});
