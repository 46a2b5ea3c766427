import { describe, expect, it } from 'vitest';
import { readCardDataFolder } from '../../../core/services/card-data-folder.ts';
import { buildCardPool, isPlayerCard } from '../../../shared/cards/build-pool.ts';
import { GERMAN_TEXT_FIELDS } from '../../../shared/cards/card-types.ts';
import type { RawCardData } from '../../../shared/cards/raw-data.ts';
import { fixturePool, realPool } from '../../support/card-data.ts';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA } from '../../support/real-data.ts';

type Records = Record<string, unknown>[];

/** The record for `code` in the parsed card files (or the German ones). */
function recordOf(raw: RawCardData, code: string, german = false): Record<string, unknown> {
  const files = german ? raw.german.packFiles : raw.packFiles;
  const record = files.flatMap((file) => file.json as Records).find((entry) => entry.code === code);
  if (!record) throw new Error(`${code} fehlt in den Testdaten`);
  return record;
}

/** The error buildCardPool throws for the fixture changed by `change`. */
async function refusal(change: (raw: RawCardData) => void): Promise<unknown> {
  const raw = await readCardDataFolder(FIXTURE_DATA);
  change(raw);
  try {
    buildCardPool(raw);
  } catch (error) {
    return error;
  }
  throw new Error('buildCardPool hat die Daten angenommen');
}

describe('card pool from the small fixture (shared/data README quirks)', () => {
  it('resolves a reprint chain to its original printing: 60169 → 12025 → 01025 Vicious Blow', async () => {
    const pool = await fixturePool();
    const reprint = pool.card('60169')!;
    expect(reprint.duplicate_of).toBe('01025');
    expect(reprint.name).toBe('Vicious Blow');
    expect(reprint.xp).toBe(0);
    expect(reprint.text).toBe(pool.card('01025')!.text);
    expect(reprint.pack_code).toBe('tom');
  });

  it('keeps the wording printed on a reprint itself (12020 Machete, revised core)', async () => {
    const pool = await fixturePool();
    expect(pool.card('12020')!.text).not.toBe(pool.card('01020')!.text);
    expect(pool.card('12020')!.xp).toBe(pool.card('01020')!.xp);
  });

  it('gives a reprint its original’s German record', async () => {
    const pool = await fixturePool();
    expect(pool.card('60169')!.de?.name).toBe('Brutaler Schlag');
  });

  it('keeps an identical duplicate object once and reports it', async () => {
    const pool = await fixturePool();
    expect(pool.data.duplicateRecords).toEqual(['01088']);
    expect(pool.data.cards.filter((c) => c.code === '01088')).toHaveLength(1);
  });

  it('folds reprints out of the distinct player cards and hides hidden ones from the browser', async () => {
    const pool = await fixturePool();
    expect(pool.playerCards.some((c) => c.code === '60169')).toBe(false);
    expect(pool.playerCards.some((c) => c.code === '01000')).toBe(true);
    expect(pool.listedCards.some((c) => c.code === '01000')).toBe(false);
  });

  it('tells player cards from encounter cards', async () => {
    const pool = await fixturePool();
    const encounter = pool.data.cards.find((c) => c.encounter_code)!;
    expect(isPlayerCard(encounter)).toBe(false);
    expect(isPlayerCard(pool.card('01001')!)).toBe(true);
  });

  it('lists the parallel Roland Banks (90024, alternate of 01001) as a selectable investigator', async () => {
    const pool = await fixturePool();
    const parallel = pool.investigators.find((c) => c.code === '90024')!;
    expect(parallel.alternate_of).toBe('01001');
  });

  it('finds every printing of a title for copy limits (Vicious Blow in three printings)', async () => {
    const pool = await fixturePool();
    expect(
      pool
        .byName('Vicious Blow')
        .map((c) => c.code)
        .sort(),
    ).toEqual(['01025', '12025', '60169']);
  });
});

// buildCardPool consumes the parsed files: originals are the parsed records themselves. A second
// build from the same files must still equal one from a fresh read, and leave the first intact.
describe('building twice from the same parsed files', () => {
  it('gives equal pools and leaves the first one as it was', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    const first = buildCardPool(raw);
    const second = buildCardPool(raw);
    const fresh = buildCardPool(await readCardDataFolder(FIXTURE_DATA));
    expect(second).toStrictEqual(fresh);
    expect(first).toStrictEqual(fresh);
  });

  it('still takes a reprint’s fields from its original: 60169 → 12025 → 01025 Vicious Blow, 12020 Machete', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    buildCardPool(raw);
    const cards = new Map(buildCardPool(raw).cards.map((card) => [card.code, card]));
    const reprint = cards.get('60169')!;
    const original = cards.get('01025')!;
    expect(reprint).toMatchObject({
      duplicate_of: '01025',
      name: 'Vicious Blow',
      xp: 0,
      pack_code: 'tom',
      text: original.text,
    });
    expect(reprint.de?.name).toBe('Brutaler Schlag');
    expect(cards.get('12020')!.text).not.toBe(cards.get('01020')!.text);
    expect(cards.get('12020')!.xp).toBe(cards.get('01020')!.xp);
  });

  it('gives a reprint its own object and overlay, so changing one never reaches its original', async () => {
    const cards = new Map(buildCardPool(await readCardDataFolder(FIXTURE_DATA)).cards.map((card) => [card.code, card]));
    const reprint = cards.get('60169')!;
    const original = cards.get('01025')!;
    expect(reprint).not.toBe(original);
    expect(reprint.de).not.toBe(original.de);
    reprint.de!.name = 'geändert';
    reprint.xp = 5;
    expect(original.de?.name).toBe('Brutaler Schlag');
    expect(original.xp).toBe(0);
  });
});

describe('German overlay', () => {
  it('takes every German text field that is a string, in GERMAN_TEXT_FIELDS order (01025, and 60169 through it)', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    const german = recordOf(raw, '01025', true);
    for (const key of Object.keys(german)) if (key !== 'code') delete german[key];
    for (const field of [...GERMAN_TEXT_FIELDS].reverse()) german[field] = `de:${field}`;
    Object.assign(german, { subname: 7, slot: null, illustrator: 'nicht übersetzt' });
    const cards = new Map(buildCardPool(raw).cards.map((card) => [card.code, card]));
    const expected = GERMAN_TEXT_FIELDS.filter((field) => field !== 'subname' && field !== 'slot');
    expect(Object.keys(cards.get('01025')!.de!)).toEqual(expected);
    expect(cards.get('01025')!.de).toEqual(Object.fromEntries(expected.map((field) => [field, `de:${field}`])));
    expect(cards.get('60169')!.de).toEqual(cards.get('01025')!.de);
  });

  it('uses the first German record of a code and a reprint’s own record before its original’s', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    const later = raw.german.packFiles.find((file) => file.path.endsWith('promo/tdor.json'))!.json as Records;
    const own = raw.german.packFiles.find((file) => file.path.endsWith('investigator/tom.json'))!.json as Records;
    later.push({ code: '01001', name: 'Ein zweiter Roland' });
    own.push({ code: '60169', name: 'Eigener Name' });
    const cards = new Map(buildCardPool(raw).cards.map((card) => [card.code, card]));
    expect(cards.get('01001')!.de?.name).toBe('Roland Banks');
    expect(cards.get('60169')!.de).toEqual({ name: 'Eigener Name' });
    expect(cards.get('01025')!.de?.name).toBe('Brutaler Schlag');
  });
});

describe('refused card data names the first card in order', () => {
  it('a reprint of an unknown card, or of itself through a chain (60169 → 12025)', async () => {
    expect(await refusal((raw) => (recordOf(raw, '60169').duplicate_of = 'xxxxx'))).toMatchObject({
      code: 'unknown_reprint',
      details: { code: '60169' },
    });
    expect(await refusal((raw) => (recordOf(raw, '12025').duplicate_of = '60169'))).toMatchObject({
      code: 'unknown_reprint',
      details: { code: '12025' },
    });
  });

  it('a card without name or type_code, before a later unknown reprint; a reprint may take both from its original', async () => {
    const unnamed = await refusal((raw) => {
      delete recordOf(raw, '01030').name;
      recordOf(raw, '60169').duplicate_of = 'xxxxx';
    });
    expect(unnamed).toMatchObject({ code: 'invalid_file', details: { code: '01030', reason: 'name/type_code fehlt' } });
    const unknownFirst = await refusal((raw) => {
      recordOf(raw, '12020').duplicate_of = 'xxxxx';
      delete recordOf(raw, '98006').type_code;
    });
    expect(unknownFirst).toMatchObject({ code: 'unknown_reprint', details: { code: '12020' } });
    const raw = await readCardDataFolder(FIXTURE_DATA);
    delete recordOf(raw, '12020').name;
    expect(buildCardPool(raw).cards.find((card) => card.code === '12020')!.name).toBe('Machete');
  });

  it('a refused German file before any card’s own fault', async () => {
    const error = await refusal((raw) => {
      delete recordOf(raw, '01030').name;
      (raw.german.packFiles.find((file) => file.path.endsWith('parallel/btb.json'))!.json as Records)[1]!.code = 5;
    });
    expect(error).toMatchObject({ code: 'invalid_file', details: { path: 'translations/de/pack/parallel/btb.json' } });
  });

  it('the first card of a pack packs.json does not list (90024 before 98005)', async () => {
    const error = await refusal((raw) => {
      recordOf(raw, '90024').pack_code = 'zzz';
      recordOf(raw, '98005').pack_code = 'yyy';
    });
    expect(error).toMatchObject({
      code: 'invalid_file',
      details: { path: 'packs.json', code: '90024', reason: 'Pack „zzz“ fehlt' },
    });
  });
});

describeRealData('card pool from the real ArkhamDB data', () => {
  it('builds an equal pool twice from the same parsed files; reprints keep their original’s fields', async () => {
    const raw = await readCardDataFolder(ARKHAMDB_DATA);
    const first = buildCardPool(raw);
    const second = buildCardPool(raw);
    expect(second).toStrictEqual(buildCardPool(await readCardDataFolder(ARKHAMDB_DATA)));
    expect(second).toStrictEqual(first);
    const cards = new Map(second.cards.map((card) => [card.code, card]));
    expect(cards.get('60169')).toMatchObject({
      duplicate_of: '01025',
      name: 'Vicious Blow',
      xp: 0,
      text: cards.get('01025')!.text,
    });
    expect(cards.get('60169')!.de?.name).toBe(cards.get('01025')!.de?.name);
  });

  // The data README counts 1,796 cards with every reprint folded and without an encounter set; the
  // nine modified reprints of Grimoire „XIII. Modifizierte Reprints“ (12020 Machete …) are cards of
  // their own, and the reward card Collector (12181), filed with the encounter set queen_of_ash, is a
  // player card (Grimoire „Belohnungskarten“): 1,796 + 9 + 1.
  it('has 1,806 distinct player cards and 91 selectable investigators, 13 of them parallel', async () => {
    const pool = await realPool();
    expect(pool.data.cards).toHaveLength(5928);
    expect(pool.playerCards).toHaveLength(1796 + 9 + 1);
    expect(pool.investigators).toHaveLength(91);
    expect(pool.investigators.filter((c) => c.alternate_of)).toHaveLength(13);
  });

  it('has the 10 taboo lists, numbered 1 to 10', async () => {
    const pool = await realPool();
    expect(pool.data.taboos.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives every distinct player card a German name but Collector (12181: the data has no German core_2026_encounter file)', async () => {
    const pool = await realPool();
    const missing = pool.playerCards.filter((c) => !c.de?.name).map((c) => c.code);
    expect(missing).toEqual(['12181']);
  });

  it('shows 01001 as "Roland Banks", class "Wächter"', async () => {
    const pool = await realPool();
    const roland = pool.card('01001')!;
    expect(roland.de?.name).toBe('Roland Banks');
    expect(pool.data.labels.factions[roland.faction_code]).toBe('Wächter');
  });

  it('gives every reprint its original’s level (e.g. 60169 Vicious Blow, level 0)', async () => {
    const pool = await realPool();
    for (const reprint of pool.data.cards.filter((c) => c.duplicate_of)) {
      expect(reprint.xp, reprint.code).toBe(pool.card(reprint.duplicate_of!)!.xp);
    }
    expect(pool.card('60169')!.text).toBe(pool.card('01025')!.text);
  });

  it('does not list hidden cards in the browser (01000 Random Basic Weakness)', async () => {
    const pool = await realPool();
    expect(pool.listedCards.some((c) => c.hidden)).toBe(false);
    // 1,796 + the nine modified reprints + Collector (none hidden), less 20 hidden cards.
    expect(pool.listedCards).toHaveLength(1796 + 9 + 1 - 20);
  });

  it('resolves bonded cards by name: Soothing Melody (05314) is bonded to Hallowed Mirror', async () => {
    const pool = await realPool();
    expect(pool.bondedTo(pool.card('05313')!).map((c) => c.code)).toEqual(['05314']);
  });
});
