import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/api/app-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import {
  type ArkhamDbChainDeck,
  chainXp,
  deckContent,
  exportChain,
  orderChain,
  recostChain,
} from '../../shared/decks/deck-chain.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { decks, deckVersions } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { campaignDecks } from './campaign-decks.ts';
import { type DeckVersionRow, parseStoredDeck, versionsOf } from './deck-versions.ts';

// An ArkhamDB deck chain as one deck with versions: every version but the last is
// locked, the XP figures come from the chain's fields, what each version spent from the
// upgrade engine; and back again as linked ArkhamDB decks.

export interface ChainImport {
  deckId: number;
  versions: DeckVersionRow[];
  /** Per upgrade: the engine's XP beside what the chain recorded, so differences can be shown. */
  recost: { version: number; xp: number; recorded: number | null }[];
}

export function importChain(db: AppDatabase, pool: CardPool, decksIn: readonly DeckJson[], name?: string): ChainImport {
  const chain = orderChain(decksIn);
  const steps = recostChain(chain, pool);
  const figures = chainXp(chain);
  const now = new Date().toISOString();
  return inTransaction(db, () => {
    const deck = db.orm
      .insert(decks)
      .values({
        name: name ?? (chain.at(-1)!.name?.trim().slice(0, 200) || deCardData.importedDeckName),
        investigatorCode: chain[0]!.investigator_code,
        createdAt: now,
      })
      .returning()
      .get();
    const versions: DeckVersionRow[] = [];
    chain.forEach((json, i) => {
      const exileString = json.exile_string || null;
      // The deck's name goes with each version, as decks.save stores it: the editor opens a version by its JSON.
      const stored = {
        ...deckContent(json),
        name: deck.name,
        exile_string: exileString,
        previous_deck: versions.at(-1)?.id ?? null,
      };
      versions.push(
        db.orm
          .insert(deckVersions)
          .values({
            deckId: deck.id,
            version: i + 1,
            deck: JSON.stringify(stored),
            locked: i < chain.length - 1,
            ...figures[i]!,
            // The first version's spending happened before the import; only ArkhamDB's figure knows it.
            xpSpent: i === 0 ? (json.xp_spent ?? 0) : steps[i - 1]!.xp,
            adjustmentReason: figures[i]!.xpAdjustment ? deCardData.importedAdjustment : null,
            exileString,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get(),
      );
    });
    return {
      deckId: deck.id,
      versions,
      recost: steps.map((step, i) => ({ version: i + 2, xp: step.xp, recorded: step.recorded })),
    };
  });
}

/**
 * A deck's versions, oldest first, as ArkhamDB decks linked by previous_deck/next_deck; versions
 * withdrawn by an undone campaign upgrade are left out, so the chain is the one in force.
 */
export function exportDeckChain(db: AppDatabase, deckId: number): ArkhamDbChainDeck[] {
  const deck = db.orm.select().from(decks).where(eq(decks.id, deckId)).get();
  if (!deck) throw new AppError('deck_not_found', { deckId });
  const { withdrawn } = campaignDecks(db);
  return exportChain(
    versionsOf(db, deckId)
      .filter((row) => !withdrawn.has(row.id))
      .map((row) => ({ ...row, deck: parseStoredDeck(row) })),
    deck.name,
  );
}
