import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { deBuild } from '../../shared/i18n/de/build.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import { parseCardSources } from '../services/card-sources.ts';
import { summarizePool } from '../services/card-store.ts';
import {
  buildPrebuiltPool,
  PREBUILT_POOL_FILE,
  prebuiltSources,
  writePrebuiltPool,
} from '../services/prebuilt-pool.ts';
import { REPO_ROOT } from './bundle-main.ts';

// `npm run build:pool -- DATA_FOLDER [--out FILE]`: builds the card pool (and the campaign
// definitions when arkham-cards-data lies beside it) into resources/card-pool.json.gz, which the
// installers ship and the app writes to its database on first start. Needs no native module.

export const DEFAULT_POOL_OUT = path.join(REPO_ROOT, 'resources', PREBUILT_POOL_FILE);

const USAGE = deBuild.poolUsage(PREBUILT_POOL_FILE);

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

export async function buildPool(args: string[], log: (line: string) => void = console.log): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || positionals.length !== 1) {
    log(USAGE);
    return values.help ? 0 : 2;
  }
  const out = path.resolve(values.out ?? DEFAULT_POOL_OUT);
  const snapshot = await buildPrebuiltPool(positionals[0]!);
  const bytes = await writePrebuiltPool(snapshot, out);
  const summary = summarizePool(buildCardPool(parseCardSources(prebuiltSources(snapshot))));
  log(deBuild.poolWritten(out, sizeText(bytes)));
  log(deBuild.poolCounts(summary.playerCards, summary.investigators, summary.packs, summary.tabooLists));
  log(snapshot.campaigns ? deBuild.poolCampaigns(snapshot.campaigns.length) : deBuild.poolNoCampaigns);
  return 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  buildPool(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      const { code, details } = errorCodeAndDetails(error);
      console.error(code === 'internal' && error instanceof Error ? error.message : germanErrorMessage(code, details));
      process.exitCode = 1;
    },
  );
}
