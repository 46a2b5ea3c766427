import { z } from 'zod';
import type { GERMAN_TEXT_FIELDS } from './card-types.ts';

// The shape of an ArkhamDB JSON data folder, read by the main process and handed over as
// parsed JSON. Validation is loose on purpose: unknown fields pass through unchanged.

export const rawCardSchema = z.looseObject({
  code: z.string().min(1),
  pack_code: z.string().min(1),
  position: z.number(),
  quantity: z.number().optional(),
  duplicate_of: z.string().optional(),
});
export type RawCard = z.infer<typeof rawCardSchema>;

export const rawPackSchema = z.looseObject({
  code: z.string(),
  cycle_code: z.string(),
  name: z.string(),
  position: z.number(),
  date_release: z.string().nullish(),
  size: z.number().nullish(),
  chapter: z.number().optional(),
});

export const rawCycleSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  position: z.number(),
});

export const rawTabooListSchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  active: z.union([z.number(), z.boolean()]).optional(),
  date_start: z.string(),
  id: z.number().optional(),
  cards: z.array(z.looseObject({ code: z.string() })),
});

export const namedCodeSchema = z.looseObject({ code: z.string(), name: z.string() });
export const germanCardSchema = z.looseObject({ code: z.string() });
export type GermanCardRecord = z.infer<typeof germanCardSchema>;

// The two checks below accept only what the schemas above accept, without zod's copy of each of
// ~11,500 records; a file they refuse still goes through zod, which words the German reason.
// They read a record in one for-in pass: named loads on the ~1,300 shapes of parsed records
// miss V8's inline caches, the for-in key cache does not.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCode = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** What buildCardPool reads from a card record, besides carrying it over whole. */
export interface RawCardFields {
  code: unknown;
  pack_code: unknown;
  position: unknown;
  quantity: unknown;
  duplicate_of: unknown;
  name: unknown;
  type_code: unknown;
}

export const emptyRawCardFields = (): RawCardFields => ({
  code: undefined,
  pack_code: undefined,
  position: undefined,
  quantity: undefined,
  duplicate_of: undefined,
  name: undefined,
  type_code: undefined,
});

/** Fills `out` from a card record; false when rawCardSchema would refuse it. */
export function readRawCard(value: unknown, out: RawCardFields): boolean {
  if (!isObject(value)) return false;
  out.code = out.pack_code = out.position = out.quantity = out.duplicate_of = out.name = out.type_code = undefined;
  for (const key in value) {
    switch (key) {
      case 'code':
        out.code = value[key];
        break;
      case 'pack_code':
        out.pack_code = value[key];
        break;
      case 'position':
        out.position = value[key];
        break;
      case 'quantity':
        out.quantity = value[key];
        break;
      case 'duplicate_of':
        out.duplicate_of = value[key];
        break;
      case 'name':
        out.name = value[key];
        break;
      case 'type_code':
        out.type_code = value[key];
        break;
    }
  }
  const { code, pack_code, position, quantity, duplicate_of } = out;
  return (
    isCode(code) &&
    isCode(pack_code) &&
    isNumber(position) &&
    (quantity === undefined || isNumber(quantity)) &&
    (duplicate_of === undefined || typeof duplicate_of === 'string')
  );
}

const scratchCard = emptyRawCardFields();

export function isRawCard(value: unknown): value is RawCard {
  return readRawCard(value, scratchCard);
}

type GermanTextField = (typeof GERMAN_TEXT_FIELDS)[number];

/** A German card record's code and those of its German text fields that are strings. */
export type GermanCardFields = { code: unknown } & Record<GermanTextField, string | undefined>;

export const emptyGermanCardFields = (): GermanCardFields => ({
  code: undefined,
  name: undefined,
  subname: undefined,
  text: undefined,
  traits: undefined,
  flavor: undefined,
  back_name: undefined,
  back_text: undefined,
  back_flavor: undefined,
  slot: undefined,
  customization_text: undefined,
  customization_change: undefined,
});

/** Fills `out` from a German card record; false when germanCardSchema would refuse it. */
export function readGermanCard(value: unknown, out: GermanCardFields): boolean {
  if (!isObject(value)) return false;
  out.code = out.name = out.subname = out.text = out.traits = out.flavor = undefined;
  out.back_name =
    out.back_text =
    out.back_flavor =
    out.slot =
    out.customization_text =
    out.customization_change =
      undefined;
  for (const key in value) {
    const field = value[key];
    if (key === 'code') out.code = field;
    else if (typeof field === 'string') {
      switch (key) {
        case 'name':
          out.name = field;
          break;
        case 'subname':
          out.subname = field;
          break;
        case 'text':
          out.text = field;
          break;
        case 'traits':
          out.traits = field;
          break;
        case 'flavor':
          out.flavor = field;
          break;
        case 'back_name':
          out.back_name = field;
          break;
        case 'back_text':
          out.back_text = field;
          break;
        case 'back_flavor':
          out.back_flavor = field;
          break;
        case 'slot':
          out.slot = field;
          break;
        case 'customization_text':
          out.customization_text = field;
          break;
        case 'customization_change':
          out.customization_change = field;
          break;
      }
    }
  }
  return typeof out.code === 'string';
}

const scratchGerman = emptyGermanCardFields();

export function isGermanCard(value: unknown): value is GermanCardRecord {
  return readGermanCard(value, scratchGerman);
}

// Hand checks for the small files too (packs, cycles, taboo lists, German names): zod's copy of
// them is a fifth of what a build allocates.

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

export function isRawPack(value: unknown): value is z.infer<typeof rawPackSchema> {
  if (!isObject(value)) return false;
  const { code, cycle_code, name, position, date_release, size, chapter } = value;
  return (
    isString(code) &&
    isString(cycle_code) &&
    isString(name) &&
    isNumber(position) &&
    (date_release == null || isString(date_release)) &&
    (size == null || isNumber(size)) &&
    isOptional(chapter, isNumber)
  );
}

export function isRawCycle(value: unknown): value is z.infer<typeof rawCycleSchema> {
  return isObject(value) && isString(value.code) && isString(value.name) && isNumber(value.position);
}

export function isNamedCode(value: unknown): value is z.infer<typeof namedCodeSchema> {
  return isObject(value) && isString(value.code) && isString(value.name);
}

const isTabooEntry = (value: unknown) => isObject(value) && isString(value.code);

export function isRawTabooList(value: unknown): value is z.infer<typeof rawTabooListSchema> {
  if (!isObject(value)) return false;
  const { code, name, active, date_start, id, cards } = value;
  return (
    isString(code) &&
    isOptional(name, isString) &&
    isOptional(active, (flag) => isNumber(flag) || typeof flag === 'boolean') &&
    isString(date_start) &&
    isOptional(id, isNumber) &&
    Array.isArray(cards) &&
    cards.every(isTabooEntry)
  );
}

/** One JSON file of the folder, named by its path relative to the folder. */
export interface RawFile {
  path: string;
  json: unknown;
}

export interface RawCardData {
  packs: RawFile;
  cycles: RawFile;
  taboos: RawFile;
  packFiles: RawFile[];
  german: {
    packs?: RawFile;
    cycles?: RawFile;
    factions?: RawFile;
    types?: RawFile;
    subtypes?: RawFile;
    packFiles: RawFile[];
  };
}

/** The files and folders a data folder must contain, relative to its root. */
export const REQUIRED_LAYOUT = ['packs.json', 'cycles.json', 'taboos.json', 'pack/'] as const;
export const GERMAN_DIR = 'translations/de';
