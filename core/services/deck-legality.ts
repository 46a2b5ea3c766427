import { eq } from 'drizzle-orm';
import type { VariantId } from '../../shared/campaign/campaign-variants.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { parseEnvironment } from '../../shared/rules/deck-environment.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import type { AppDatabase } from '../db/database.ts';
import { settings } from '../db/schema.ts';
import { type CampaignDecks, decksWithCurrent } from './campaign-decks.ts';
import { campaignEnvironmentByDeck, campaignVariantsByDeck, unlockedByDeck } from './deck-campaigns.ts';
import { type DeckWithLatest, parseStoredDeck } from './deck-versions.ts';

// Decks that a card data update made illegal: every deck's current version (for a
// campaign deck the one in force, docs/kampagnen.md „Das Journal“) is validated
// before and after the update; those valid before and invalid after are reported and remembered,
// never altered. The mark stays until the deck is valid again.

const ILLEGAL_KEY = 'decks.illegalSinceUpdate';

export interface DeckCheck {
  deckId: number;
  name: string;
  versionId: number;
  valid: boolean;
  /** Problem codes (validateDeck), one per problem. */
  problems: string[];
  /** Warning codes (validateDeck), one per warning: they leave the deck legal. */
  warnings: string[];
  /** The Researched cards the deck's campaign unlocked; absent for a deck in no campaign. */
  unlocked?: string[];
  /** The deckbuilding environment it was validated under (its campaign's, else its own). */
  environment?: string;
  environmentOfCampaign?: boolean;
}

export interface IllegalDeck {
  deckId: number;
  name: string;
  versionId: number;
  problems: string[];
}

/**
 * Each deck's current version (for a campaign deck the one in force) validated against `pool`, a
 * deck of a campaign with its campaign's unlocked Researched cards (deck-campaigns.ts); empty
 * without a pool. Only problems make a deck illegal; warnings are counted apart.
 */
export function checkLatestDecks(
  db: AppDatabase,
  pool: CardPool | undefined,
  inCampaigns?: CampaignDecks,
): DeckCheck[] {
  if (!pool) return [];
  const unlocked = unlockedByDeck(db);
  const environments = campaignEnvironmentByDeck(db);
  const variants = campaignVariantsByDeck(db);
  return decksWithCurrent(db, inCampaigns).map((entry) => checkDeck(entry, pool, unlocked, environments, variants));
}

/**
 * One deck's current version validated, with the Researched cards its campaign unlocked
 * (`unlockedByDeck`) and the deckbuilding environment of its campaign, else its own
 * (Grimoire XII „Deckbau-Umgebungen“).
 */
export function checkDeck(
  { deck, latest }: Pick<DeckWithLatest, 'deck' | 'latest'>,
  pool: CardPool,
  unlocked: ReadonlyMap<number, string[]>,
  campaignEnvironments: ReadonlyMap<number, string> = new Map(),
  campaignVariants: ReadonlyMap<number, readonly VariantId[]> = new Map(),
): DeckCheck {
  const context = unlocked.get(deck.id);
  const ofCampaign = campaignEnvironments.get(deck.id);
  const environmentText = ofCampaign ?? deck.environment ?? undefined;
  const parsed = environmentText ? parseEnvironment(environmentText) : undefined;
  const environment = parsed?.ok ? parsed.environment : undefined;
  const result = validateDeck(parseStoredDeck(latest), pool, {
    ...(context ? { unlocked: context } : {}),
    ...(environment ? { environment } : {}),
    // Grimoire „Ultimaten und Gaben“: the campaign's deck variants.
    ...(campaignVariants.has(deck.id) ? { variants: campaignVariants.get(deck.id)! } : {}),
  });
  return {
    deckId: deck.id,
    name: deck.name,
    versionId: latest.id,
    valid: result.valid,
    problems: result.problems.map((problem) => problem.code),
    warnings: result.warnings.map((warning) => warning.code),
    ...(context ? { unlocked: context } : {}),
    ...(environmentText ? { environment: environmentText } : {}),
    ...(ofCampaign ? { environmentOfCampaign: true } : {}),
  };
}

/** Ids of the decks marked as made illegal by an update. */
export function illegalSinceUpdate(db: AppDatabase): Set<number> {
  const row = db.orm.select().from(settings).where(eq(settings.key, ILLEGAL_KEY)).get();
  if (!row) return new Set();
  const ids = JSON.parse(row.value) as unknown;
  return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
}

/**
 * After a new pool is written: marks the decks that were valid before and are not now, keeps
 * earlier marks of decks still invalid, and returns the newly illegal ones. Run it inside the
 * transaction that writes the pool.
 */
export function markDecksIllegalAfterUpdate(
  db: AppDatabase,
  validBefore: ReadonlySet<number>,
  pool: CardPool,
): IllegalDeck[] {
  const checks = checkLatestDecks(db, pool);
  const invalidNow = new Set(checks.filter((check) => !check.valid).map((check) => check.deckId));
  const newly = checks.filter((check) => !check.valid && validBefore.has(check.deckId));
  const marked = new Set([...illegalSinceUpdate(db)].filter((id) => invalidNow.has(id)));
  for (const deck of newly) marked.add(deck.deckId);
  const value = JSON.stringify([...marked].sort((a, b) => a - b));
  db.orm
    .insert(settings)
    .values({ key: ILLEGAL_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .run();
  return newly.map(({ deckId, name, versionId, problems }) => ({ deckId, name, versionId, problems }));
}

export function validDeckIds(checks: readonly DeckCheck[]): Set<number> {
  return new Set(checks.filter((check) => check.valid).map((check) => check.deckId));
}
