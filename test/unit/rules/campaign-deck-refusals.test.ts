import { describe, expect, it } from 'vitest';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { campaignDeckRefusals } from '../../../shared/rules/campaign-deck-refusals.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { fixturePool } from '../../support/card-data.ts';
import { DAISY_STARTER, ROLAND_STARTER } from '../../support/starter-decks.ts';

// Grimoire „Erfahrung“ (line 621, „Neue Karten erwerben“): „Es dürfen nur Karten erworben werden,
// auf die der Ermittler Zugriff hat. Die Anforderungen für die Deckgröße müssen ebenfalls beachtet
// werden … Schwächekarten und Karten, die dem Deck eines Ermittlers hinzugefügt werden müssen,
// dürfen nicht für neu erworbene Karten entfernt werden.“ A save of a campaign deck that breaks
// one of these is refused; a rule the deck already broke before is shown, not refused.

const pool = await fixturePool();

function change(deck: DeckJson, delta: Record<string, number>): DeckJson {
  const slots = { ...deck.slots };
  for (const [code, n] of Object.entries(delta)) {
    slots[code] = (slots[code] ?? 0) + n;
    if (slots[code] === 0) delete slots[code];
  }
  return { ...deck, slots };
}

const upgrade = (previous: DeckJson, next: DeckJson) =>
  campaignDeckRefusals({ previous, before: previous, next, unlocked: [] }, pool);
const codes = (problems: { code: string; cards: string[] }[]) => problems.map((p) => [p.code, p.cards]);

describe('campaign deck saves under the purchase rules', () => {
  it('Roland Banks (01001) buying Shotgun (01029) and Bulletproof Vest (01094) for two Vicious Blow (01025) breaks nothing', () => {
    const next = change(ROLAND_STARTER, { '01025': -2, '01029': 1, '01094': 1 });
    expect(upgrade(ROLAND_STARTER, next)).toEqual({ refused: [], shown: [] });
  });

  it('Daisy Walker (01002, Seeker) buying .45 Automatic (01016, Guardian) has no access: refused invalid_cards', () => {
    const next = change(DAISY_STARTER, { '01039': -1, '01016': 1 });
    expect(codes(upgrade(DAISY_STARTER, next).refused)).toEqual([['invalid_cards', ['01016']]]);
  });

  it('Roland removing his weakness Cover Up (01007) is refused required_removed', () => {
    const next = change(ROLAND_STARTER, { '01007': -1 });
    expect(codes(upgrade(ROLAND_STARTER, next).refused)).toContainEqual(['required_removed', ['01007']]);
  });

  it('two Vicious Blow out and only Shotgun in leaves 29 cards: refused too_few_cards (Deckgröße)', () => {
    const next = change(ROLAND_STARTER, { '01025': -2, '01029': 1 });
    expect(codes(upgrade(ROLAND_STARTER, next).refused)).toEqual([['too_few_cards', []]]);
  });

  it('a deck that was already 29 cards and stays so is shown, not refused', () => {
    const previous = change(ROLAND_STARTER, { '01025': -1 });
    expect(validateDeck(previous, pool).valid).toBe(false);
    const next = change(previous, { '01016': -1, '01025': 1 });
    const result = upgrade(previous, next);
    expect(result.refused).toEqual([]);
    expect(codes(result.shown)).toEqual([['too_few_cards', []]]);
  });
});
