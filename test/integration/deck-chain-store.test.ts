import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import { exportDeckChain, importChain } from '../../core/services/deck-chain-store.ts';
import { type DeckVersionRow, parseStoredDeck, versionsOf } from '../../core/services/deck-versions.ts';
import { DeckChainError } from '../../shared/decks/deck-chain-error.ts';
import { type DeckJson, deckJsonSchema } from '../../shared/decks/deck-json.ts';
import { realPool } from '../support/card-data.ts';
import { describeRealData, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// An ArkhamDB deck chain imported, re-costed and exported gives the same
// XP figures (test/fixtures/chains/README.md).

const newHome = useTempHome();
const pool = await realPool().catch(() => undefined);
const original = (): DeckJson[] =>
  (
    JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'test/fixtures/chains/roland_four_versions.json'), 'utf8'),
    ) as unknown[]
  ).map((deck) => deckJsonSchema.parse(deck));

function withDatabase(work: (db: ReturnType<typeof openDatabase>) => void) {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  try {
    work(db);
  } finally {
    db.close();
  }
}

/** What a version is, apart from its row ids and times. */
const essence = (row: DeckVersionRow) => {
  const { slots, meta, taboo_id, exile_string } = parseStoredDeck(row);
  const { version, locked, xpGranted, xpCarried, xpSpent, xpAdjustment, exileString } = row;
  return {
    version,
    locked,
    slots,
    meta,
    taboo_id,
    exile_string,
    xpGranted,
    xpCarried,
    xpSpent,
    xpAdjustment,
    exileString,
  };
};

describeRealData('ArkhamDB deck chains in SQLite', () => {
  it("imports Roland's four versions in any order as one deck: all but the last locked, XP from the chain, spent re-costed equal to xp_spent", () =>
    withDatabase((db) => {
      const [a, b, c, d] = original();
      const imported = importChain(db, pool!, [d!, b!, a!, c!]);
      expect(imported.recost).toEqual([
        { version: 2, xp: 6, recorded: 6 },
        { version: 3, xp: 4, recorded: 4 },
        { version: 4, xp: 5, recorded: 5 },
      ]);
      expect(
        versionsOf(db, imported.deckId).map((v) => [
          v.locked,
          v.xpCarried,
          v.xpGranted,
          v.xpAdjustment,
          v.xpSpent,
          v.exileString,
        ]),
      ).toEqual([
        [true, 0, 0, 0, 0, null],
        [true, 0, 7, 0, 6, null],
        [true, 1, 3, 0, 4, '05196'],
        [false, 0, 3, 2, 5, null],
      ]);
      expect(imported.versions[3]!.adjustmentReason).toBe('aus ArkhamDB übernommen');
      expect(parseStoredDeck(imported.versions[2]!).previous_deck).toBe(imported.versions[1]!.id);
    }));

  it('exports the same XP figures and links, and the export imports again to identical versions', () =>
    withDatabase((db) => {
      const chain = original();
      const first = importChain(db, pool!, chain);
      const exported = exportDeckChain(db, first.deckId);
      // ArkhamDB leaves xp and xp_spent empty on a first deck; we write 0.
      const figures = (decks: DeckJson[]) =>
        decks.map((x) => [x.xp ?? 0, x.xp_spent ?? 0, x.xp_adjustment ?? 0, x.exile_string ?? null]);
      expect(figures(exported)).toEqual(figures(chain));
      expect(exported.map((x) => [x.previous_deck, x.next_deck])).toEqual(
        first.versions.map((_v, i, all) => [all[i - 1]?.id ?? null, all[i + 1]?.id ?? null]),
      );
      expect(exported.map((x) => x.id)).toEqual(first.versions.map((v) => v.id));
      expect(exported[0]!.name).toBe('Roland – Die Nacht der Zelotin');

      const again = importChain(
        db,
        pool!,
        JSON.parse(JSON.stringify(exported)).map((x: unknown) => deckJsonSchema.parse(x)),
      );
      expect(again.recost).toEqual(first.recost);
      expect(versionsOf(db, again.deckId).map(essence)).toEqual(versionsOf(db, first.deckId).map(essence));
      expect(versionsOf(db, again.deckId).map((v) => parseStoredDeck(v).slots)).toEqual(chain.map((x) => x.slots));
    }));

  it('a chain with a missing version imports nothing', () =>
    withDatabase((db) => {
      const [a, , c, d] = original();
      expect(() => importChain(db, pool!, [a!, c!, d!])).toThrowError(DeckChainError);
      expect(db.sqlite.prepare('SELECT COUNT(*) AS n FROM decks').get()).toEqual({ n: 0 });
    }));
});
