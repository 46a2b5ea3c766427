import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { withBorrowedStandaloneSetups } from '../../shared/campaign/definitions/borrowed-standalone-setup.ts';
import { CampaignDataError } from '../../shared/campaign/definitions/campaign-data-error.ts';
import type { RawCatalog } from '../../shared/campaign/definitions/german-dictionary.ts';
import type { RawCampaignData, RawCampaignFolder } from '../../shared/campaign/definitions/raw-campaign-data.ts';
import type { RawFile } from '../../shared/cards/raw-data.ts';

// Reads an arkham-cards-data folder (data README §2): campaigns/<id>/*.json,
// return_campaigns/<rt-id>/*.json, the German catalogs i18n/de/**/*.po and encounter_sets.json.

const FOLDER_NAME = 'arkham-cards-data';
const CAMPAIGNS = 'campaigns';
const RETURNS = 'return_campaigns';
const GERMAN = 'i18n/de';
const ENCOUNTER_SETS = 'encounter_sets.json';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const slashed = (relative: string) => relative.split(path.sep).join('/');

/** Accepts the folder itself or a folder holding `arkham-cards-data/` (like ../shared/data). */
export async function resolveCampaignDataFolder(folder: string): Promise<string> {
  const root = path.resolve(folder);
  if (await exists(path.join(root, CAMPAIGNS))) return root;
  if (await exists(path.join(root, FOLDER_NAME, CAMPAIGNS))) return path.join(root, FOLDER_NAME);
  throw new CampaignDataError('campaign_data_missing', { path: root, missing: [`${CAMPAIGNS}/`] });
}

/**
 * The arkham-cards-data folder that lies beside card data: inside the chosen folder
 * (../shared/data), or next to it when it is `arkhamdb-json-data` itself.
 */
export async function findCampaignDataBeside(cardFolder: string): Promise<string | undefined> {
  const root = path.resolve(cardFolder);
  const candidates = [path.join(root, FOLDER_NAME)];
  if (path.basename(root) === 'arkhamdb-json-data') candidates.push(path.join(path.dirname(root), FOLDER_NAME));
  for (const candidate of candidates) {
    if (await exists(path.join(candidate, CAMPAIGNS))) return candidate;
  }
  return undefined;
}

async function filesUnder(root: string, relativeDir: string, extension: string, recursive: boolean): Promise<string[]> {
  const dir = path.join(root, relativeDir);
  if (!(await exists(dir))) return [];
  const entries = await readdir(dir, { recursive, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => slashed(path.relative(root, path.join(entry.parentPath, entry.name))))
    .sort();
}

async function subfolders(root: string, relativeDir: string): Promise<string[]> {
  const dir = path.join(root, relativeDir);
  if (!(await exists(dir))) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relativeDir}/${entry.name}`)
    .sort();
}

/** Reads synchronously, like the card data folder: hundreds of small files. */
function readText(root: string, relative: string): string {
  try {
    return readFileSync(path.join(root, relative), 'utf8');
  } catch (error) {
    throw new CampaignDataError('campaign_data_missing', { path: root, missing: [relative], reason: String(error) });
  }
}

function readJson(root: string, relative: string): RawFile {
  const text = readText(root, relative);
  try {
    return { path: relative, json: JSON.parse(text) };
  } catch (error) {
    throw new CampaignDataError('campaign_data_invalid', { path: relative, reason: (error as Error).message });
  }
}

/** Reads every campaign, Return-to overlay and German catalog of the folder. */
export async function readCampaignDataFolder(
  folder: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<RawCampaignData> {
  const root = await resolveCampaignDataFolder(folder);
  const listings = async (relativeDir: string) =>
    Promise.all(
      (await subfolders(root, relativeDir)).map(async (dir) => ({
        dir,
        files: await filesUnder(root, dir, '.json', false),
      })),
    );
  const campaignDirs = await listings(CAMPAIGNS);
  const returnDirs = await listings(RETURNS);
  const catalogPaths = await filesUnder(root, GERMAN, '.po', true);

  const total =
    [...campaignDirs, ...returnDirs].reduce((sum, { files }) => sum + files.length, 0) + catalogPaths.length;
  let done = 0;
  const advance = async (relative: string) => {
    done += 1;
    // Let progress events reach the window now and then.
    if (done % 16 === 0) await yieldToEventLoop();
    onProgress({ phase: 'campaigns', done, total, file: relative });
  };
  const readFolder = async ({ dir, files }: { dir: string; files: string[] }): Promise<RawCampaignFolder> => {
    const campaignPath = `${dir}/campaign.json`;
    if (!files.includes(campaignPath))
      throw new CampaignDataError('campaign_data_missing', { path: root, missing: [campaignPath] });
    const scenarios: RawFile[] = [];
    for (const relative of files) {
      if (relative !== campaignPath) scenarios.push(readJson(root, relative));
      await advance(relative);
    }
    return { campaign: readJson(root, campaignPath), scenarios };
  };

  const campaigns: RawCampaignFolder[] = [];
  for (const dir of campaignDirs) campaigns.push(await readFolder(dir));
  const returns: RawCampaignFolder[] = [];
  for (const dir of returnDirs) returns.push(await readFolder(dir));
  const catalogs: RawCatalog[] = [];
  for (const relative of catalogPaths) {
    catalogs.push({ path: relative, text: readText(root, relative) });
    await advance(relative);
  }
  // Older copies of the data may lack the encounter set names; guides then show the codes' German card-data names.
  const encounterSets = (await exists(path.join(root, ENCOUNTER_SETS))) ? readJson(root, ENCOUNTER_SETS) : undefined;
  // Fortune and Folly's side story played alone takes its campaign's difficulty step.
  return withBorrowedStandaloneSetups({ campaigns, returns, catalogs, ...(encounterSets ? { encounterSets } : {}) });
}
