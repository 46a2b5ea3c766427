// Reading guide JSON the data's schema does not type for the engine: small accessors so the
// engine never trusts a field's type without looking. The guide's files are read as the schema's
// types (GuideFile, shared/guide/data/guide-data-types.ts); these accessors remain for:
// - conditions as records: a step is a GuideStep (types.ts) and the walk (run-guide.ts,
//   scenario-turns.ts, world-map.ts, world-map-view.ts, scarlet-keys.ts, tasks.ts) reads it and
//   campaign.json as the schema types them, and applyEffects takes the schema's Effect; but
//   conditions.ts' evaluate and branchInput still take a condition as a record (tests hand them
//   records) and cast once where it enters, so branch-options.ts and log-check-display.ts name
//   `Raw` for it (walk-state.ts for the effect whose investigators it selects); input-prompts.ts, input-answers.ts, campaign-link.ts and
//   embark-step.ts still read a few fields (an input's text, a side story's setup) with these;
// - the files' JSON before it is typed: guide-data.ts, side-story-data.ts, linked-guide.ts;
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

export const list = (raw: Raw, key: string): Raw[] =>
  Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter(isRaw) : [];

export const strings = (raw: Raw, key: string): string[] =>
  Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter((item): item is string => typeof item === 'string') : [];

export const obj = (raw: Raw, key: string): Raw | undefined => (isRaw(raw[key]) ? (raw[key] as Raw) : undefined);
