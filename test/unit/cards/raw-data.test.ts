import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../shared/api/contract.ts';
import { buildCardPool } from '../../../shared/cards/build-pool.ts';
import { germanCardSchema, isGermanCard, isRawCard, rawCardSchema, type RawCardData } from '../../../shared/cards/raw-data.ts';
import { readCardDataFolder } from '../../../electron/services/card-data-folder.ts';
import { FIXTURE_DATA } from '../../support/real-data.ts';

// The import checks records without zod (issue 8, speed); these checks must never accept what
// the schemas refuse, and a refused file must still be worded by zod.

const fieldValue = fc.oneof(fc.constantFrom(undefined, null, '', '01001', 'core', 0, 1, -2, 1.5, true, [], {}), fc.string({ maxLength: 3 }), fc.double());
const record = fc.oneof(
  fc.record(
    { code: fieldValue, pack_code: fieldValue, position: fieldValue, quantity: fieldValue, duplicate_of: fieldValue, name: fieldValue },
    { requiredKeys: [] },
  ),
  fieldValue,
);

describe('raw record checks', () => {
  it('accepts a card record exactly when rawCardSchema does', () => {
    fc.assert(fc.property(record, (value) => isRawCard(value) === rawCardSchema.safeParse(value).success), { numRuns: 2000 });
  });

  it('accepts a German record exactly when germanCardSchema does', () => {
    fc.assert(fc.property(record, (value) => isGermanCard(value) === germanCardSchema.safeParse(value).success), { numRuns: 1000 });
  });

  it('still names the record and field zod refuses, in German', async () => {
    const raw = structuredClone(await readCardDataFolder(FIXTURE_DATA)) as RawCardData & { packFiles: { json: Record<string, unknown>[] }[] };
    raw.packFiles[0]!.json[2]!.position = '3';
    expect(() => buildCardPool(raw)).toThrow(
      expect.objectContaining({ code: 'invalid_file', details: { path: raw.packFiles[0]!.path, reason: '2.position: Ungültige Eingabe: erwartet Zahl, erhalten string' } }),
    );
  });

  it('gives the pool its own card objects, not the parsed records', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    const parsed = new Set(raw.packFiles.flatMap((file) => file.json as object[]));
    expect(buildCardPool(raw).cards.filter((card) => parsed.has(card))).toEqual([]);
  });
});
