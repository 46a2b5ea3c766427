// Reading the loosely typed guide JSON (arkham-cards-data `schema/refs`): small accessors so
// the engine never trusts a field's type without looking.

export type Raw = Record<string, unknown>;

export const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const str = (raw: Raw, key: string): string | undefined =>
  typeof raw[key] === 'string' ? (raw[key] as string) : undefined;

export const num = (raw: Raw, key: string): number | undefined =>
  typeof raw[key] === 'number' ? (raw[key] as number) : undefined;

export const list = (raw: Raw, key: string): Raw[] =>
  Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter(isRaw) : [];

export const strings = (raw: Raw, key: string): string[] =>
  Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter((item): item is string => typeof item === 'string') : [];

export const obj = (raw: Raw, key: string): Raw | undefined => (isRaw(raw[key]) ? (raw[key] as Raw) : undefined);
