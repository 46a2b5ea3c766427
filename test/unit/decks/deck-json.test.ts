import { describe, expect, it } from 'vitest';
import { deckFileSchema, deckJsonSchema, parseDeckMeta, parseExileString } from '../../../shared/decks/deck-json.ts';
import { droppedSlots, droppedSlotWarnings } from '../../../shared/decks/dropped-slots.ts';

describe('ArkhamDB deck JSON (docs/command-line/decks.md "Deck files")', () => {
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

  it('drops slots with a count of 0 or less ("01000": -1 after a drawn weakness) and says which', () => {
    const raw = {
      investigator_code: '01001',
      slots: { '01000': -1, '01096': 1, '01020': 0 },
      sideSlots: { '01021': -2 },
    };
    const deck = deckFileSchema.parse(raw);
    expect(deck.slots).toEqual({ '01096': 1 });
    expect(deck.sideSlots).toEqual({});
    expect(droppedSlots(raw)).toEqual([
      { field: 'slots', code: '01000', count: -1 },
      { field: 'slots', code: '01020', count: 0 },
      { field: 'sideSlots', code: '01021', count: -2 },
    ]);
    expect(droppedSlotWarnings(droppedSlots(raw)).map((w) => [w.code, w.cards])).toEqual([
      ['slot_count_dropped', ['01000']],
      ['slot_count_dropped', ['01020']],
      ['slot_count_dropped', ['01021']],
    ]);
  });

  it('a file still refuses fractional, too large or non-numeric counts; what the app sends refuses negatives too', () => {
    for (const bad of [1.5, 100, '2'])
      expect(
        deckFileSchema.safeParse({ investigator_code: '01001', slots: { '01020': bad } }).success,
        String(bad),
      ).toBe(false);
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
