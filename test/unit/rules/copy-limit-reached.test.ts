import { expect, it } from 'vitest';
import { copyLimitReached } from '../../../shared/rules/copy-limit-reached.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Where the deck editor's "+" stops: one more copy would break a copy limit.
// Grimoire „Regeln für den Deckbau“ (grimoire-de.md L2405): „nicht mehr als 2 Kopien (gleicher
// Kartename)“; „Außergewöhnlich“ (L322): „nicht mehr als 1 Kopie (nach Name)“; „Unzählig“
// (L1611): „bis zu 3 Kopien einer Spielerkarte (nach Name)“; a card's own „Nur 1 pro Deck.“
// (deck_limit 1) is written in its text.

const pool = await realPool().catch(() => undefined);

/** Roland Banks (01001) with `extra` added to his smallest legal deck. */
function rolandWith(extra: Record<string, number>) {
  const deck = minimalDeck(pool!, pool!.card('01001')!);
  return { ...deck, slots: { ...deck.slots, ...extra } };
}

describeRealData('copy limit reached: where "+" stops', () => {
  it('Regeln für den Deckbau: stops at the second Machete (01020), not at the first', () => {
    expect(copyLimitReached(rolandWith({ '01020': 1 }), pool!, '01020')).toBeUndefined();
    expect(copyLimitReached(rolandWith({ '01020': 2 }), pool!, '01020')).toMatchObject({
      code: 'too_many_copies',
      details: { limit: 2 },
      rule: { source: 'grimoire', section: 'Regeln für den Deckbau' },
    });
  });

  it('Außergewöhnlich: stops at the first Sich an den Plan halten (03264)', () => {
    expect(copyLimitReached(rolandWith({}), pool!, '03264')).toBeUndefined();
    expect(copyLimitReached(rolandWith({ '03264': 1 }), pool!, '03264')).toMatchObject({
      code: 'too_many_copies',
      details: { limit: 1 },
      rule: { source: 'grimoire', section: 'Außergewöhnlich' },
    });
  });

  it('Unzählig: lets a third Feierliches Versprechen (06020) in, stops after it', () => {
    expect(copyLimitReached(rolandWith({ '06020': 2 }), pool!, '06020')).toBeUndefined();
    expect(copyLimitReached(rolandWith({ '06020': 3 }), pool!, '06020')).toMatchObject({
      details: { limit: 3 },
      rule: { source: 'grimoire', section: 'Unzählig' },
    });
  });

  it('Unzählig counts „nach Name“: two Hoffnungsschimmer (06245, level 0) and one of level 2 (11090) are the three', () => {
    expect(copyLimitReached(rolandWith({ '06245': 2 }), pool!, '11090')).toBeUndefined();
    for (const code of ['06245', '11090']) {
      expect(copyLimitReached(rolandWith({ '06245': 2, '11090': 1 }), pool!, code), code).toMatchObject({
        details: { limit: 3, count: 4 },
        rule: { section: 'Unzählig' },
      });
    }
  });

  it('the card’s own „Nur 1 pro Deck.“ (deck_limit 1): stops at the first Stab von Carnamagos (10085), citing its text', () => {
    expect(copyLimitReached(rolandWith({}), pool!, '10085')).toBeUndefined();
    expect(copyLimitReached(rolandWith({ '10085': 1 }), pool!, '10085')).toMatchObject({
      code: 'too_many_copies',
      details: { limit: 1 },
      rule: { source: 'card', code: '10085' },
    });
  });

  it('does not stop a card for another card’s limit', () => {
    expect(copyLimitReached(rolandWith({ '01020': 2 }), pool!, '01087')).toBeUndefined();
  });
});
