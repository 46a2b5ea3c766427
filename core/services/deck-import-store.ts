import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckImportPlan } from '../../shared/decks/deck-import.ts';
import { droppedSlotWarnings } from '../../shared/decks/dropped-slots.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import type { AppDatabase } from '../db/database.ts';
import { importChain } from './deck-chain-store.ts';
import { parseStoredDeck } from './deck-versions.ts';

// A checked import (shared/decks/deck-import.ts) written as one deck: a single deck as its
// first version, a chain as its versions, in one transaction (deck-chain-store). The latest
// version is validated afterwards; an illegal deck is kept and its problems returned.

export interface ImportedDeck {
  deckId: number;
  name: string;
  investigatorCode: string;
  versions: number;
  latestVersionId: number;
  problems: DeckProblem[];
  /** Dropped slots (count 0 or less) and the latest version's warnings. */
  warnings: DeckProblem[];
  recost: { version: number; xp: number; recorded: number | null }[];
}

/** The German name of the investigator, for a deck that brought none. */
function investigatorName(pool: CardPool, code: string): string {
  const card = pool.card(code);
  return card ? (card.de?.name ?? card.name) : code;
}

export function importDeckPlan(db: AppDatabase, pool: CardPool, plan: DeckImportPlan, name?: string): ImportedDeck {
  const chosen = (name ?? plan.name ?? investigatorName(pool, plan.investigatorCode)).slice(0, 200);
  // A single deck needs no ArkhamDB number to be a chain of one (its links were dropped by the check).
  const decks = plan.decks.length === 1 ? [{ ...plan.decks[0]!, id: plan.decks[0]!.id ?? 'import' }] : plan.decks;
  const imported = importChain(db, pool, decks, chosen);
  const latest = imported.versions.at(-1)!;
  const validation = validateDeck(parseStoredDeck(latest), pool);
  return {
    deckId: imported.deckId,
    name: chosen,
    investigatorCode: plan.investigatorCode,
    versions: imported.versions.length,
    latestVersionId: latest.id,
    problems: validation.problems,
    warnings: [...droppedSlotWarnings(plan.dropped), ...validation.warnings],
    recost: imported.recost,
  };
}
