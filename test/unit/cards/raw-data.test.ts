import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../shared/api/contract.ts';
import { readCardDataFolder } from '../../../core/services/card-data-folder.ts';
import { buildCardPool } from '../../../shared/cards/build-pool.ts';
import { GERMAN_TEXT_FIELDS } from '../../../shared/cards/card-types.ts';
import {
  emptyGermanCardFields,
  emptyRawCardFields,
  germanCardSchema,
  isGermanCard,
  isNamedCode,
  isRawCard,
  isRawCycle,
  isRawPack,
  isRawTabooList,
  namedCodeSchema,
  type RawCardData,
  rawCardSchema,
  rawCycleSchema,
  rawPackSchema,
  rawTabooListSchema,
  readGermanCard,
  readRawCard,
} from '../../../shared/cards/raw-data.ts';
import { FIXTURE_DATA } from '../../support/real-data.ts';

// The import checks records without zod (speed); these checks must never accept what
// the schemas refuse, and a refused file must still be worded by zod.

const fieldValue = fc.oneof(
  fc.constantFrom(undefined, null, '', '01001', 'core', 0, 1, -2, 1.5, true, [], {}),
  fc.string({ maxLength: 3 }),
  fc.double(),
);
const record = fc.oneof(
  fc.record(
    {
      code: fieldValue,
      pack_code: fieldValue,
      position: fieldValue,
      quantity: fieldValue,
      duplicate_of: fieldValue,
      name: fieldValue,
    },
    { requiredKeys: [] },
  ),
  fieldValue,
);
const germanRecord = fc.oneof(
  fc.record(
    {
      code: fieldValue,
      name: fieldValue,
      subname: fieldValue,
      text: fieldValue,
      traits: fieldValue,
      back_text: fieldValue,
      customization_change: fieldValue,
      illustrator: fieldValue,
    },
    { requiredKeys: [] },
  ),
  fieldValue,
);
// Mostly well-formed, so that both answers come up often.
const text = fc.oneof({ arbitrary: fc.string({ maxLength: 3 }), weight: 4 }, { arbitrary: fieldValue, weight: 1 });
const number = fc.oneof({ arbitrary: fc.integer(), weight: 4 }, { arbitrary: fieldValue, weight: 1 });
const pack = fc.oneof(
  fc.record(
    {
      code: text,
      cycle_code: text,
      name: text,
      position: number,
      date_release: fc.oneof(text, fc.constant(null)),
      size: fc.oneof(number, fc.constant(null)),
      url: fieldValue,
    },
    { requiredKeys: ['code', 'cycle_code', 'name', 'position'] },
  ),
  fieldValue,
);
const cardRecord = fc.oneof(
  record,
  fc.record(
    {
      code: text,
      pack_code: text,
      position: number,
      quantity: number,
      duplicate_of: text,
      name: text,
      type_code: text,
      faction_code: fieldValue,
    },
    { requiredKeys: ['code', 'pack_code', 'position'] },
  ),
);
const tabooEntry = fc.oneof(
  { arbitrary: fc.record({ code: text, xp: fieldValue }, { requiredKeys: ['code'] }), weight: 4 },
  { arbitrary: fieldValue, weight: 1 },
);
const tabooList = fc.oneof(
  fc.record(
    {
      code: text,
      name: text,
      active: fc.oneof(number, fc.boolean()),
      date_start: text,
      id: number,
      cards: fc.oneof(
        { arbitrary: fc.array(tabooEntry, { maxLength: 3 }), weight: 4 },
        { arbitrary: fieldValue, weight: 1 },
      ),
    },
    { requiredKeys: ['code', 'date_start', 'cards'] },
  ),
  fieldValue,
);

describe('raw record checks', () => {
  it('accepts a card record exactly when rawCardSchema does', () => {
    fc.assert(
      fc.property(cardRecord, (value) => isRawCard(value) === rawCardSchema.safeParse(value).success),
      { numRuns: 2000 },
    );
  });

  it('accepts a German record exactly when germanCardSchema does', () => {
    fc.assert(
      fc.property(record, (value) => isGermanCard(value) === germanCardSchema.safeParse(value).success),
      { numRuns: 1000 },
    );
  });

  it('reads a card record’s fields as they are', () => {
    const fields = emptyRawCardFields();
    fc.assert(
      fc.property(cardRecord, (value) => {
        if (!readRawCard(value, fields)) return true;
        const source = value as Record<string, unknown>;
        return Object.entries(fields).every(([key, field]) => Object.is(field, source[key]));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a German record’s text fields only where they are strings', () => {
    const fields = emptyGermanCardFields();
    fc.assert(
      fc.property(germanRecord, (value) => {
        if (!readGermanCard(value, fields)) return true;
        const source = value as Record<string, unknown>;
        const text = (field: string) => (typeof source[field] === 'string' ? source[field] : undefined);
        return fields.code === source.code && GERMAN_TEXT_FIELDS.every((field) => fields[field] === text(field));
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts packs, cycles, German names and taboo lists exactly when their schemas do', () => {
    fc.assert(
      fc.property(pack, (value) => isRawPack(value) === rawPackSchema.safeParse(value).success),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(pack, (value) => isRawCycle(value) === rawCycleSchema.safeParse(value).success),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(pack, (value) => isNamedCode(value) === namedCodeSchema.safeParse(value).success),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(tabooList, (value) => isRawTabooList(value) === rawTabooListSchema.safeParse(value).success),
      { numRuns: 2000 },
    );
  });

  it('still names the record and field zod refuses, in German', async () => {
    const raw = structuredClone(await readCardDataFolder(FIXTURE_DATA)) as RawCardData & {
      packFiles: { json: Record<string, unknown>[] }[];
    };
    raw.packFiles[0]!.json[2]!.position = '3';
    expect(() => buildCardPool(raw)).toThrow(
      expect.objectContaining({
        code: 'invalid_file',
        details: {
          path: raw.packFiles[0]!.path,
          reason: '2.position: Ungültige Eingabe: erwartet Zahl, erhalten string',
        },
      }),
    );
  });

  it('gives reprints their own objects; originals are the parsed records, which the build consumes', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    const parsed = new Set(raw.packFiles.flatMap((file) => file.json as object[]));
    const cards = buildCardPool(raw).cards;
    // A modified reprint (Grimoire „XIII. Modifizierte Reprints“) is a reprint object too, linked by
    // modified_reprint_of instead of duplicate_of.
    const isReprint = (card: (typeof cards)[number]) => Boolean(card.duplicate_of ?? card.modified_reprint_of);
    expect(cards.filter((card) => isReprint(card) && parsed.has(card)).map((card) => card.code)).toEqual([]);
    expect(cards.filter((card) => !isReprint(card) && !parsed.has(card)).map((card) => card.code)).toEqual([]);
  });
});
