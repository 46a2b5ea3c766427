import { describe, expect, it } from 'vitest';
import { campaignEventSchemas } from '../../../shared/campaign/campaign-events.ts';
import { customizationEvents, newlyCheckedBoxes, recordedBoxes } from '../../../shared/campaign/customization-boxes.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';

// Upgrade-sheet boxes as the campaign records them (rules.json `Customizable`): one row index
// per newly checked box.

const axe = {
  code: '09022',
  name: 'Runic Axe',
  customization_options: [1, 1, 1, 1, 1, 3, 3, 4].map((xp) => ({ xp })),
} as Card;
const cards: Record<string, Card> = { '09022': axe, '01016': { code: '01016', name: '.45 Automatic' } as Card };
const cardOf = (code: string) => cards[code];
const deck = (slots: Record<string, number>, sheets: Record<string, string> = {}): DeckJson => ({
  investigator_code: '01001',
  slots,
  sideSlots: {},
  ignoreDeckLimitSlots: {},
  taboo_id: null,
  meta: JSON.stringify(Object.fromEntries(Object.entries(sheets).map(([code, value]) => [`cus_${code}`, value]))),
});

describe('newly checked upgrade-sheet boxes', () => {
  it('names each new box by its row, rows in order', () => {
    const before = deck({ '09022': 1 }, { '09022': '6|1' });
    const after = deck({ '09022': 1 }, { '09022': '7|1,0|1,6|3' });
    expect(newlyCheckedBoxes(before, after, cardOf)).toEqual([{ card: '09022', boxes: [0, 6, 6, 7] }]);
  });

  it('counts a sheet from empty when the card is new to the deck, and caps rows at their box count', () => {
    const before = deck({ '01016': 2 }, { '09022': '0|1' });
    const after = deck({ '01016': 2, '09022': 1 }, { '09022': '0|1,5|9' });
    expect(newlyCheckedBoxes(before, after, cardOf)).toEqual([{ card: '09022', boxes: [0, 5, 5, 5] }]);
  });

  it('records nothing for unchecked boxes, unknown rows, cards without a sheet or a sheet left behind', () => {
    const before = deck({ '09022': 1 }, { '09022': '0|1,6|3' });
    expect(newlyCheckedBoxes(before, deck({ '09022': 1 }, { '09022': '0|1,6|1,42|2' }), cardOf)).toEqual([]);
    expect(newlyCheckedBoxes(deck({}), deck({ '01016': 2 }, { '01016': '0|1' }), cardOf)).toEqual([]);
    expect(newlyCheckedBoxes(deck({}), deck({ '09022': 0 }, { '09022': '0|1' }), cardOf)).toEqual([]);
  });

  it('becomes events the journal accepts, ten boxes at most in each', () => {
    const boxes = [0, 1, 2, 3, 4, 5, 5, 5, 6, 6, 6, 7, 7];
    const events = customizationEvents('01001', [{ card: '09022', boxes }]);
    expect(events.map((event) => event.payload.boxes)).toEqual([boxes.slice(0, 10), boxes.slice(10)]);
    for (const event of events)
      expect(campaignEventSchemas.customization_recorded.parse(event.payload)).toEqual(event.payload);
  });

  it('adds recorded boxes up per row of each card', () => {
    expect(
      recordedBoxes([
        { card: '09022', boxes: [0, 6, 6] },
        { card: '09022', boxes: [6, 7] },
        { card: '09040', boxes: [1] },
      ]),
    ).toEqual({
      '09022': { 0: 1, 6: 3, 7: 1 },
      '09040': { 1: 1 },
    });
  });
});
