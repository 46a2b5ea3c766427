import { z } from 'zod';

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCode = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function isRawCard(value: unknown): value is RawCard {
  if (!isObject(value)) return false;
  const { code, pack_code, position, quantity, duplicate_of } = value;
  return isCode(code) && isCode(pack_code) && isNumber(position) && (quantity === undefined || isNumber(quantity)) && (duplicate_of === undefined || typeof duplicate_of === 'string');
}

export function isGermanCard(value: unknown): value is GermanCardRecord {
  return isObject(value) && typeof value.code === 'string';
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
