// Reading guide JSON the data's schema does not type for the engine: small accessors so the
// engine never trusts a field's type without looking. The guide's files are read as the schema's
// types (GuideFile, shared/guide/data/guide-data-types.ts); these accessors remain for:
// - parts of a step read without narrowing it: a step is a GuideStep (types.ts); run-guide.ts
//   narrows it on its `type` and hands typed effects (applyEffects takes the schema's Effect) and
//   the branch's typed condition on, but scenario-turns.ts, world-map.ts and scarlet-keys.ts still
//   read steps with these, and tests hand conditions in as records; so conditions.ts takes its
//   conditions as records and casts once where they enter (branch-options.ts, tasks.ts and
//   walk-state.ts name `Raw` only as the type of such a part);
// - the files' JSON before it is typed: guide-data.ts, side-story-data.ts, linked-guide.ts;
// - the map of campaign.json as the dialog draws it: world-map-view.ts;
// - walks over any JSON: guide-log-entries.ts (every `campaign_log` effect anywhere),
//   text/card-query.ts;
// - printed-guide-fixes.ts, whose printed steps take shapes the schema has no type for (a branch
//   on the investigators chosen), and guide-text.ts, whose gendered variants may sit on entries
//   whose schema type does not name them.

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
