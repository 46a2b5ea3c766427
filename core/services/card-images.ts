import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CardImageSettings, MethodOutput } from '../../shared/api/contract.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { settings } from '../db/schema.ts';
import { DEFAULT_ARKHAMDB_URL } from './arkhamdb-client.ts';
import { cachedImage, cacheFolder, cacheUsage, clearCache, dataUrlOf, storeImage } from './card-image-cache.ts';
import { downloadCardImage } from './card-image-download.ts';

// The card image setting (in `settings`, key `cardImages`; off unless the player turns it on)
// and the one way to an image: the cache first, the download only with the setting on.

const KEY = 'cardImages';
const DEFAULTS = { enabled: false, limitMb: 250 };
const storedSchema = z.object({ enabled: z.boolean(), limitMb: z.number().int().positive() });
type Stored = z.infer<typeof storedSchema>;

function readStored(db: AppDatabase): Stored {
  const row = db.orm.select().from(settings).where(eq(settings.key, KEY)).get();
  if (!row) return DEFAULTS;
  try {
    return storedSchema.parse(JSON.parse(row.value));
  } catch {
    return DEFAULTS;
  }
}

export class CardImages {
  private readonly folder: string;

  constructor(
    private readonly db: AppDatabase,
    home: string,
    /** ArkhamDB or a mirror (tests: a stand-in on 127.0.0.1). */
    private readonly baseUrl: () => URL = () => new URL(process.env.ARKHAMDB_URL?.trim() || DEFAULT_ARKHAMDB_URL),
  ) {
    this.folder = cacheFolder(home);
  }

  settings(): CardImageSettings {
    return { ...readStored(this.db), ...cacheUsage(this.folder) };
  }

  configure(change: Partial<Stored>): CardImageSettings {
    const stored = readStored(this.db);
    const value = JSON.stringify({
      enabled: change.enabled ?? stored.enabled,
      limitMb: change.limitMb ?? stored.limitMb,
    });
    this.db.orm
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } })
      .run();
    return this.settings();
  }

  clear(): CardImageSettings {
    clearCache(this.folder);
    return this.settings();
  }

  async image(code: string): Promise<MethodOutput<'cardImages.get'>> {
    const stored = readStored(this.db);
    if (!stored.enabled) return { status: 'disabled' };
    const cached = cachedImage(this.folder, code);
    if (cached) return { status: 'cached', dataUrl: cached };
    let base: URL;
    try {
      base = this.baseUrl();
    } catch {
      return { status: 'failed', reason: deCardData.imageAddress };
    }
    const download = await downloadCardImage(base, code);
    if (!download.ok) return { status: 'failed', reason: download.reason };
    storeImage(this.folder, code, download.bytes, download.type, stored.limitMb * 1024 * 1024);
    return { status: 'downloaded', dataUrl: dataUrlOf(download.bytes, download.type) };
  }
}
