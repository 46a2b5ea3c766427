import { describe, expect, it } from 'vitest';
import { deckJsonSchema, parseDeckMeta, parseExileString } from '../../../shared/decks/deck-json.ts';

describe('ArkhamDB deck JSON (docs/command-line.md "Decks")', () => {
  it('reads a Roland Banks deck with ArkhamDB’s empty-array maps and a string taboo id', () => {
    const deck = deckJsonSchema.parse({
      investigator_code: '01001',
      slots: { '01006': 1, '01007': 1, '01020': 2 },
      sideSlots: [],
      ignoreDeckLimitSlots: null,
      taboo_id: '10',
      meta: '{"alternate_front":"90024"}',
      extra_field: 'wird ignoriert',
    });
    expect(deck.sideSlots).toEqual({});
    expect(deck.ignoreDeckLimitSlots).toEqual({});
    expect(deck.taboo_id).toBe(10);
    expect(parseDeckMeta(deck.meta)).toEqual({ alternate_front: '90024' });
  });

  it('refuses negative or fractional counts', () => {
    expect(deckJsonSchema.safeParse({ investigator_code: '01001', slots: { '01020': -1 } }).success).toBe(false);
    expect(deckJsonSchema.safeParse({ investigator_code: '01001', slots: { '01020': 1.5 } }).success).toBe(false);
  });

  it('needs an investigator', () => {
    expect(deckJsonSchema.safeParse({ slots: {} }).success).toBe(false);
  });

  it('reads meta leniently: not JSON or not an object gives no keys', () => {
    expect(parseDeckMeta('')).toEqual({});
    expect(parseDeckMeta('{kaputt')).toEqual({});
    expect(parseDeckMeta('[1,2]')).toEqual({});
    expect(parseDeckMeta('{"deck_size_selected":40,"x":{"a":1}}')).toEqual({ deck_size_selected: '40' });
  });

  it('splits the exile string into codes, one per exiled copy', () => {
    expect(parseExileString('01088, 01088,02020')).toEqual(['01088', '01088', '02020']);
    expect(parseExileString(null)).toEqual([]);
  });
});
