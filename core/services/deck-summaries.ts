import { AppError } from '../../shared/api/app-error.ts';
import type { DeckSummary } from '../../shared/api/deck-contract.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { parseDeckTags } from '../../shared/decks/deck-json.ts';
import type { AppDatabase } from '../db/database.ts';
import { campaignDecks, decksWithCurrent } from './campaign-decks.ts';
import { campaignEnvironmentByDeck, campaignVariantsByDeck, unlockedByDeck } from './deck-campaigns.ts';
import { checkDeck, illegalSinceUpdate } from './deck-legality.ts';
import { parseStoredDeck } from './deck-versions.ts';

// The rows of "Meine Decks" (`decks.list`): each deck with its current version (for a campaign
// deck the one its journal has in force, campaign-decks.ts), its campaign and, with a card pool,
// its problems and warnings. A deck write returns its own row (`summary`), so the editor updates
// the list without reading and validating every deck again.

/** The environment a deck is validated under: its campaign's (not editable there), else its own. */
function environmentOf(own: string | null, ofCampaign: string | undefined) {
  if (ofCampaign) return { environment: ofCampaign, environmentOfCampaign: true };
  return own ? { environment: own } : {};
}

/** Every deck's row, by id; `only` keeps one deck (and validates only that one). */
export function deckSummaries(db: AppDatabase, pool: CardPool | undefined, only?: number): DeckSummary[] {
  const inCampaigns = campaignDecks(db);
  const unlocked = pool ? unlockedByDeck(db) : new Map<number, string[]>();
  const environments = campaignEnvironmentByDeck(db);
  const variants = campaignVariantsByDeck(db);
  const flagged = illegalSinceUpdate(db);
  const entries = decksWithCurrent(db, inCampaigns).filter(({ deck }) => only === undefined || deck.id === only);
  return entries.map((entry) => {
    const { deck, versions, latest } = entry;
    const check = pool ? checkDeck(entry, pool, unlocked, environments, variants) : undefined;
    // The badge and the update mark count problems only; warnings leave a deck legal.
    const problems = check?.problems.length;
    return {
      id: deck.id,
      name: deck.name,
      investigatorCode: deck.investigatorCode,
      versions,
      latestVersionId: latest.id,
      tags: parseDeckTags(parseStoredDeck(latest).tags),
      ...(inCampaigns.owners.has(deck.id) ? { campaignName: inCampaigns.owners.get(deck.id)!.campaignName } : {}),
      ...(problems === undefined
        ? {}
        : { problems, warnings: check!.warnings.length, illegalSinceUpdate: flagged.has(deck.id) && problems > 0 }),
      ...(check?.unlocked ? { unlocked: check.unlocked } : {}),
      ...environmentOf(deck.environment, environments.get(deck.id)),
      ...(variants.has(deck.id) ? { variants: variants.get(deck.id)! } : {}),
    };
  });
}

/** One deck's row of "Meine Decks", as a deck write returns it. */
export function deckSummary(db: AppDatabase, pool: CardPool | undefined, deckId: number): DeckSummary {
  const [summary] = deckSummaries(db, pool, deckId);
  if (!summary) throw new AppError('deck_not_found', { deckId });
  return summary;
}
