import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RawCampaignData } from '../shared/campaign/definitions/raw-campaign-data.ts';
import { guideDataOf } from '../shared/guide/guide-data.ts';
import { GUIDED_CAMPAIGNS } from '../shared/guide/supported-campaigns.ts';
import type { CampaignData, GuideFile } from '../shared/guide/types.ts';

// The semantics table in docs/guide-semantics.md: every step type and every condition, effect and
// input variant the guided campaigns' data uses (arkham-cards-data `schema/refs`), counted here;
// what the printed guide means by it and the test that covers it are written by hand in the table.
//
//     npx tsx tools/guide-semantics.ts     rewrite the counts (hand columns kept, new rows empty)
//
// test/unit/guide/guide-semantics-table.test.ts fails when the data uses a variant the table does
// not list, when a count is stale, or when a row names no test or a test file that does not exist.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const SEMANTICS_DOC = 'docs/guide-semantics.md';
export const TABLE_START = '<!-- guide-semantics:start (npx tsx tools/guide-semantics.ts) -->';
export const TABLE_END = '<!-- guide-semantics:end -->';

type Json = Record<string, unknown>;
/** A scenario file or campaign.json: the inventory walks both alike. */
type AnyFile = GuideFile | GuideFile<CampaignData>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const EFFECT_LISTS = new Set(['effects', 'pre_border_effects', 'lead_investigator_effects']);
/** The fields the schema gives a fixed set of values (`enum`): each value is a variant of its own. */
const VARIANT_FIELDS = [
  'investigator',
  'operation',
  'cards',
  'trauma',
  'investigator_data',
  'source',
  'special_mode',
  'status',
  'investigator_max',
  'heal_input',
  'card_type',
  'bearer_type',
  'decorate',
  'style',
  'reading',
  'partner',
  'count',
];

/** `campaign_data:difficulty`, `math:compare`, `scenario_data:scenario_status`: the type and its discriminator. */
function kindOf(raw: Json, family: string): string {
  const type = String(raw.type);
  if (family === 'condition' && (type === 'campaign_data' || type === 'scenario_data') && typeof raw[type] === 'string')
    return `${type}:${raw[type]}`;
  if (family === 'condition' && type === 'math' && typeof raw.operation === 'string') return `math:${raw.operation}`;
  if (family === 'effect' && typeof raw.setting === 'string') return `${type}:${raw.setting}`;
  return type;
}

/** A field's value names a variant when it is a word of the schema, not data (card codes, `$` references kept). */
const variantValue = (field: string, value: unknown): value is string =>
  typeof value === 'string' && (field !== 'cards' || value.startsWith('$'));

/** Every variant one guide file uses, with how often. */
function fileVariants(file: AnyFile, into: Map<string, number>): void {
  const add = (key: string) => into.set(key, (into.get(key) ?? 0) + 1);
  const variant = (family: string, raw: Json) => {
    const kind = kindOf(raw, family);
    add(`${family} ${kind}`);
    for (const field of VARIANT_FIELDS) {
      if (field === 'operation' && kind.startsWith('math')) continue;
      if (variantValue(field, raw[field])) add(`${family} ${kind} ${field}=${raw[field]}`);
    }
  };
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (isObject(item) && typeof item.type === 'string' && EFFECT_LISTS.has(key)) variant('effect', item);
        if (isObject(item) && typeof item.type === 'string' && key === 'conditions') variant('condition', item);
        walk(item, key);
      }
      return;
    }
    if (!isObject(value)) return;
    if (key === 'condition' && typeof value.type === 'string') variant('condition', value);
    if (key === 'input' && typeof value.type === 'string') variant('input', value);
    for (const [child, inner] of Object.entries(value)) walk(inner, child);
  };
  for (const step of Array.isArray(file.data.steps) ? file.data.steps : [])
    if (isObject(step)) add(`step ${String(step.type ?? 'generic')}`);
  walk(file.data, '');
}

export interface Variant {
  key: string;
  /** Occurrences over the guided campaigns' files as the engine reads them (each file once). */
  uses: number;
  /** How many guided campaigns use it in their own files (the side stories count as one more). */
  campaigns: number;
}

/** The inventory of the guided campaigns: each variant with its counts, sorted by key. */
export function guideSemantics(data: RawCampaignData): Variant[] {
  const files = new Map<string, AnyFile>();
  const groups: AnyFile[][] = [];
  const sideStories = new Map<string, GuideFile>();
  for (const id of GUIDED_CAMPAIGNS) {
    const guide = guideDataOf(data, id);
    if (!guide) throw new Error(`no guide data for ${id}`);
    groups.push([guide.campaign, ...guide.scenarios]);
    for (const file of guide.sideStories ?? []) sideStories.set(file.file, file);
  }
  groups.push([...sideStories.values()]);
  const campaigns = new Map<string, number>();
  for (const group of groups) {
    const own = new Map<string, number>();
    for (const file of group) {
      files.set(file.file, file);
      fileVariants(file, own);
    }
    for (const key of own.keys()) campaigns.set(key, (campaigns.get(key) ?? 0) + 1);
  }
  const uses = new Map<string, number>();
  for (const file of files.values()) fileVariants(file, uses);
  return [...uses.keys()].sort().map((key) => ({ key, uses: uses.get(key) ?? 0, campaigns: campaigns.get(key) ?? 0 }));
}

export interface TableRow extends Variant {
  meaning: string;
  test: string;
}

const cells = (line: string) =>
  line
    .slice(1, -1)
    .split(' | ')
    .map((cell) => cell.trim());

/** The rows of the committed table (between the markers). */
export function readTable(doc: string): TableRow[] {
  const table = doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [key = '', uses = '', campaigns = '', meaning = '', test = ''] = cells(line);
      return { key: key.replace(/`/g, ''), uses: Number(uses), campaigns: Number(campaigns), meaning, test };
    });
}

/** Markdown table lines with every column padded to its widest cell, as Biome formats them. */
function padded(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

/** The table for this inventory, the hand-written columns of `previous` kept by variant. */
export function renderTable(inventory: Variant[], previous: TableRow[]): string {
  const hand = new Map(previous.map((row) => [row.key, row]));
  const rows = inventory.map((item) => {
    const kept = hand.get(item.key);
    return [`\`${item.key}\``, String(item.uses), String(item.campaigns), kept?.meaning ?? '', kept?.test ?? ''];
  });
  const head = ['Variant', 'Uses', 'Campaigns', 'What the printed guide means', 'Test'];
  return [TABLE_START, '', ...padded([head, ...rows]), '', TABLE_END].join('\n');
}

async function main(): Promise<void> {
  const { readCampaignDataFolder } = await import('../core/services/campaign-data-folder.ts');
  const folder = path.resolve(process.env.ARKHAM_SHARED_DATA ?? path.join(REPO_ROOT, '..', 'shared', 'data'));
  const data = await readCampaignDataFolder(path.join(folder, 'arkham-cards-data'), () => {});
  const file = path.join(REPO_ROOT, SEMANTICS_DOC);
  const doc = readFileSync(file, 'utf8');
  const table = renderTable(guideSemantics(data), readTable(doc));
  writeFileSync(
    file,
    doc.slice(0, doc.indexOf(TABLE_START)) + table + doc.slice(doc.indexOf(TABLE_END) + TABLE_END.length),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
