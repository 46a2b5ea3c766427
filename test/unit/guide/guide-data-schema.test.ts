import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { expect, it } from 'vitest';
import type { RawFile } from '../../../shared/cards/raw-data.ts';
import { sideStoryFiles } from '../../../shared/guide/side-story-data.ts';
import { GUIDED_CAMPAIGNS } from '../../../shared/guide/supported-campaigns.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../support/real-data.ts';

// Every file the engine loads for a guided campaign (campaign.json, each scenario, interlude and
// epilogue file of its folder, each side story it offers) is checked against the data's own JSON
// Schema (schema/refs) with ajv. Where the data breaks its schema, the break is listed below with
// its reason (docs/guide-data-quirks.md, „Where the data breaks its own schema“); any other break fails.

const REFS = path.join(ARKHAM_CARDS_DATA, 'schema', 'refs');
/** The schema files a campaign or scenario file reaches through $ref (rules.schema.json is malformed upstream). */
const SCHEMA_FILES = [
  'types',
  'step',
  'option',
  'campaign',
  'scenario',
  'effect',
  'condition',
  'logEntry',
  'resolution',
  'input',
];

/**
 * The known breaks: a Return-to folder (`return_campaigns/rt*`) is an overlay laid over its base
 * campaign (data README §2, shared/guide/guide-data.ts), not a campaign or scenario of its own. It
 * names what it replaces in `original_id`, which the schema does not know, and leaves out what it
 * keeps of the base, which the schema requires.
 */
const KNOWN_BREAKS: { files: RegExp; breaks: string[]; reason: string }[] = [
  {
    files: /^return_campaigns\/rt[a-z]+\/campaign\.json$/,
    breaks: [
      'additionalProperties original_id',
      'required campaign_type',
      'required version',
      'required position',
      'required campaign_log',
      'required setup',
      'required steps',
    ],
    reason: 'a Return-to campaign.json names its base and keeps the base’s version, log, setup and steps',
  },
  {
    files: /^return_campaigns\/rt[a-z]+\/(?!campaign\.json)[a-z0-9_]+\.json$/,
    breaks: [
      'additionalProperties original_id',
      'required header',
      'required scenario_name',
      'required full_name',
      'required setup',
    ],
    reason: 'a Return-to scenario names the scenario it replaces and keeps that scenario’s names, header and setup',
  },
];

const describeBreak = (error: ErrorObject) =>
  `${error.instancePath || '/'} ${error.keyword} ${Object.values(error.params).join(' ')}`;

const readJson = (relative: string): RawFile => ({
  path: relative,
  json: JSON.parse(readFileSync(path.join(ARKHAM_CARDS_DATA, relative), 'utf8')),
});

/** The files the engine loads for the guided campaigns, each with the definition it must meet. */
function guidedFiles(): { file: RawFile; definition: 'campaign' | 'scenario' }[] {
  const guided = new Set<string>(GUIDED_CAMPAIGNS);
  return ['campaigns', 'return_campaigns'].flatMap((top) =>
    readdirSync(path.join(ARKHAM_CARDS_DATA, top)).flatMap((dir) => {
      const campaign = readJson(`${top}/${dir}/campaign.json`);
      const files = readdirSync(path.join(ARKHAM_CARDS_DATA, top, dir))
        .filter((name) => name.endsWith('.json') && name !== 'campaign.json')
        .map((name) => readJson(`${top}/${dir}/${name}`));
      const scenarios = (list: RawFile[]) => list.map((file) => ({ file, definition: 'scenario' as const }));
      if (guided.has((campaign.json as { id: string }).id))
        return [{ file: campaign, definition: 'campaign' as const }, ...scenarios(files)];
      // The side stories a campaign offers between its scenarios (shared/guide/side-story-data.ts).
      const offered = new Set(
        sideStoryFiles({ campaigns: [{ campaign, scenarios: files }], returns: [], catalogs: [] }).map(
          (file) => `${file.file}.json`,
        ),
      );
      return scenarios(files.filter((file) => offered.has(file.path)));
    }),
  );
}

describeRealData('the guided campaigns’ data against its own JSON Schema', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const name of SCHEMA_FILES)
    ajv.addSchema(JSON.parse(readFileSync(path.join(REFS, `${name}.schema.json`), 'utf8')));
  const validate = (definition: string) => {
    const check = ajv.getSchema(`schema/${definition}.schema.json#/definitions/${definition}`);
    if (!check) throw new Error(`schema/refs has no ${definition}`);
    return check;
  };
  const campaignSchema = validate('campaign');
  const scenarioSchema = validate('scenario');

  const files = guidedFiles();
  /** Each break as `file: /path keyword param`. */
  const found = files.flatMap(({ file, definition }) => {
    const check = definition === 'campaign' ? campaignSchema : scenarioSchema;
    if (check(file.json)) return [];
    return (check.errors ?? []).map((error) => ({ file: file.path, text: describeBreak(error) }));
  });
  const allowedBy = (item: { file: string; text: string }) =>
    KNOWN_BREAKS.find((known) => known.files.test(item.file) && known.breaks.some((text) => item.text === `/ ${text}`));

  it('checks every guided campaign and the side stories it offers', () => {
    const checked = files.map(({ file, definition }) => `${definition} ${file.path}`);
    expect(checked).toContain('campaign campaigns/notz/campaign.json');
    expect(checked).toContain('scenario campaigns/notz/torch.json');
    expect(checked).toContain('campaign return_campaigns/rtnotz/campaign.json');
    expect(checked).toContain('scenario return_campaigns/rtnotz/return_to_the_gathering.json');
    // A side story the campaigns offer (side_scenario_type side_story with an xp_cost), not the side folder's campaign.json.
    expect(checked).toContain('scenario campaigns/side/curse_of_the_rougarou.json');
    expect(checked).not.toContain('campaign campaigns/side/campaign.json');
    expect(checked.length).toBeGreaterThan(150);
  });

  it('finds no break of the schema beyond the known ones', () => {
    expect(found.filter((item) => !allowedBy(item)).map((item) => `${item.file}: ${item.text}`)).toEqual([]);
  });

  it('meets every known break somewhere, so the list holds nothing the data has mended', () => {
    for (const known of KNOWN_BREAKS)
      for (const text of known.breaks)
        expect(
          found.some((item) => known.files.test(item.file) && item.text === `/ ${text}`),
          `${known.reason}: ${text}`,
        ).toBe(true);
  });
});
