import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import {
  createDeck,
  parseStoredDeck,
  saveVersion,
  startUpgrade,
  versionsOf,
} from '../../core/services/deck-versions.ts';
import { AppError } from '../../shared/api/app-error.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { fixturePool } from '../support/card-data.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Deck versions: immutable once locked; upgrades spend the XP the campaign granted.

const newHome = useTempHome();
const ROLAND = ROLAND_STARTER;
/** Two copies of Vicious Blow (01025, level 0) become Magnifying Glass (01030), 2 new level-0 cards: 2 XP. */
const swapped = (deck: DeckJson): DeckJson => {
  const slots: Record<string, number> = { ...deck.slots, '01030': 2 };
  delete slots['01025'];
  return { ...deck, slots };
};

function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>) => Promise<T>) {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  return work(db).finally(() => db.close());
}

describe('deck versions in SQLite', () => {
  it('edits the first version freely, then locks it when the deck is upgraded', () =>
    withDatabase(async (db) => {
      const pool = await fixturePool();
      const first = createDeck(db, 'Rolands Deck', ROLAND);
      saveVersion(db, pool, first.id, { ...ROLAND, slots: { ...ROLAND.slots, '01093': 1, '01089': 3 } });
      const second = startUpgrade(db, first.deckId, 3);
      expect(second).toMatchObject({ version: 2, xpGranted: 3, xpCarried: 0, locked: false });
      expect(() => saveVersion(db, pool, first.id, ROLAND)).toThrowError(AppError);
      expect(versionsOf(db, first.deckId).map((v) => v.locked)).toEqual([true, false]);
    }));

  it('charges the upgrade against the granted XP and carries the rest to the next version', () =>
    withDatabase(async (db) => {
      const pool = await fixturePool();
      const first = createDeck(db, 'Rolands Deck', ROLAND);
      const second = startUpgrade(db, first.deckId, 3);
      const saved = saveVersion(db, pool, second.id, swapped(parseStoredDeck(second)));
      expect(saved.xpSpent).toBe(2);
      const third = startUpgrade(db, first.deckId, 0);
      expect(third.xpCarried).toBe(1);
      expect(parseStoredDeck(third).previous_deck).toBe(second.id);
    }));

  it('refuses to spend more than is available and changes nothing; an adjustment with a reason allows it', () =>
    withDatabase(async (db) => {
      const pool = await fixturePool();
      const first = createDeck(db, 'Rolands Deck', ROLAND);
      const second = startUpgrade(db, first.deckId, 1);
      const error = (() => {
        try {
          saveVersion(db, pool, second.id, swapped(parseStoredDeck(second)));
        } catch (e) {
          return e as AppError;
        }
      })();
      expect(error).toMatchObject({ code: 'not_enough_xp', details: { cost: 2, available: 1 } });
      expect(parseStoredDeck(versionsOf(db, first.deckId)[1]!).slots).toEqual(ROLAND.slots);
      const saved = saveVersion(db, pool, second.id, swapped(parseStoredDeck(second)), {
        xp: 1,
        reason: 'Kampagnenbonus',
      });
      expect(saved).toMatchObject({ xpSpent: 2, xpAdjustment: 1, adjustmentReason: 'Kampagnenbonus' });
    }));

  it('records exiled cards on the next version and refills them with level-0 cards for free', () =>
    withDatabase(async (db) => {
      const pool = await fixturePool();
      const first = createDeck(db, 'Rolands Deck', ROLAND);
      const second = startUpgrade(db, first.deckId, 0, '01025,01025');
      const saved = saveVersion(db, pool, second.id, swapped(parseStoredDeck(second)));
      expect(saved).toMatchObject({ xpSpent: 0, exileString: '01025,01025' });
    }));
});
