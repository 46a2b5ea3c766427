import { AppError } from '../../shared/api/app-error.ts';
import type { AppDatabase } from '../db/database.ts';
import { currentStates } from './campaign-journal.ts';
import { type DeckVersionRow, type DeckWithLatest, decksWithLatest, versionsOf } from './deck-versions.ts';

// The deck side of the campaign ledger (docs/kampagnen.md „Das Journal“): a deck an investigator brought into
// a campaign follows that campaign's journal. Its current version is the highest one not
// withdrawn — a version whose upgrade entry is undone stays in the history, marked, but is never
// current, never edited and never built on; so the deck shows the version the journal has in force.

export interface DeckOwner {
  campaignId: number;
  campaignName: string;
  /** The investigator playing the deck. */
  code: string;
  name: string;
}

export interface CampaignDecks {
  /** Deck id → the campaign investigator it belongs to. */
  owners: Map<number, DeckOwner>;
  /** Versions produced by upgrade entries that are undone. */
  withdrawn: Set<number>;
}

/** Every deck a campaign investigator plays and every withdrawn version, from the campaigns' current states. */
export function campaignDecks(db: AppDatabase): CampaignDecks {
  const owners = new Map<number, DeckOwner>();
  const withdrawn = new Set<number>();
  for (const { id, state } of currentStates(db)) {
    for (const investigator of state.investigators) {
      for (const versionId of investigator.withdrawnDeckVersions ?? []) withdrawn.add(versionId);
      if (investigator.deckId && !owners.has(investigator.deckId))
        owners.set(investigator.deckId, {
          campaignId: id,
          campaignName: state.name,
          code: investigator.code,
          name: investigator.name,
        });
    }
  }
  return { owners, withdrawn };
}

/** The deck's current version: the highest one not withdrawn (for a deck outside campaigns, its latest). */
export function currentOf(versions: readonly DeckVersionRow[], withdrawn: ReadonlySet<number>): DeckVersionRow {
  const current = versions.findLast((version) => !withdrawn.has(version.id));
  if (!current) throw new AppError('deck_not_found', { deckId: versions[0]?.deckId });
  return current;
}

export function currentVersion(db: AppDatabase, deckId: number, decks = campaignDecks(db)): DeckVersionRow {
  const versions = versionsOf(db, deckId);
  if (versions.length === 0) throw new AppError('deck_not_found', { deckId });
  return currentOf(versions, decks.withdrawn);
}

/** Every deck with its number of versions and its current version (`latest`), by id. */
export function decksWithCurrent(db: AppDatabase, decks = campaignDecks(db)): DeckWithLatest[] {
  return decksWithLatest(db).map((entry) =>
    decks.withdrawn.has(entry.latest.id)
      ? { ...entry, latest: currentOf(versionsOf(db, entry.deck.id), decks.withdrawn) }
      : entry,
  );
}

/** Refuses a change outside the campaign to a deck a campaign investigator plays (other than `except`). */
export function refuseCampaignDeck(
  db: AppDatabase,
  deckId: number,
  except?: { campaignId: number; code: string },
): void {
  const owner = campaignDecks(db).owners.get(deckId);
  if (!owner || (owner.campaignId === except?.campaignId && owner.code === except.code)) return;
  throw new AppError('deck_in_campaign', {
    deckId,
    campaignName: owner.campaignName,
    investigator: owner.code,
    name: owner.name,
  });
}
