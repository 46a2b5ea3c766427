import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { createDeck, saveVersion, startUpgrade } from '../../core/services/deck-versions.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { minimalDeck } from '../support/minimal-deck.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile, timeRuns } from './stats.ts';
import { upgradedDeck } from './upgrade-bench.ts';

// Large data: 2,000 deck versions, once as 200 decks of 10 versions (the deck list)
// and once as one deck of 2,000 versions (its history), called as a window calls them.

const VERSIONS = 2_000;

/** A deck of `versions` versions, alternating between an investigator's deck and its upgrade. */
function deckWithVersions(services: AppServices, pool: CardPool, index: number, versions: number): number {
  const investigator = pool.investigators[index % pool.investigators.length]!;
  const decks = [minimalDeck(pool, investigator)];
  decks.push(upgradedDeck(pool, decks[0]!));
  const { deckId } = createDeck(services.db, `Deck ${index + 1}`, decks[0]!);
  for (let version = 2; version <= versions; version++) {
    const next = startUpgrade(services.db, deckId, 100);
    saveVersion(services.db, pool, next.id, decks[(version - 1) % 2]!);
  }
  return deckId;
}

async function timed(services: AppServices, method: string, input: object, runs: number): Promise<number[]> {
  const handlers = createHandlers(services);
  return timeRuns(runs, async () => {
    const result = await dispatch(handlers, method, input);
    if (!result.ok) throw new Error(`${method}: ${JSON.stringify(result)}`);
  });
}

export async function benchDeckVersions(dataFolder: string, migrations: string, runs = 9): Promise<Figure[]> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const services = new AppServices({ home, migrationsFolder: migrations, version: 'bench' });
  try {
    await services.importIfEmpty(dataFolder);
    const pool = services.pool()!;
    // Written in one transaction each: 4,000 durable commits would measure the disk, not the reads.
    services.db.sqlite.transaction(() => {
      for (let i = 0; i < VERSIONS / 10; i++) deckWithVersions(services, pool, i, 10);
    })();
    const list = await timed(services, 'decks.list', {}, runs);
    const longDeck = services.db.sqlite.transaction(() => deckWithVersions(services, pool, 0, VERSIONS))();
    const history = await timed(services, 'decks.history', { deckId: longDeck }, runs);
    return [
      {
        name: 'decks-list',
        value: round(median(list), 1),
        unit: 'ms',
        p95: round(percentile(list, 95), 1),
        decks: VERSIONS / 10,
        versions: VERSIONS,
        runs,
      },
      {
        name: 'deck-history',
        value: round(median(history), 1),
        unit: 'ms',
        p95: round(percentile(history, 95), 1),
        versions: VERSIONS,
        runs,
      },
    ];
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
