import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { STANDALONE_XP_LIMIT } from '../../shared/rules/standalone.ts';
import { slotsWithStandaloneWeaknesses } from '../../shared/rules/standalone-weakness-draw.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import type { AppDatabase } from '../db/database.ts';
import { currentVersion } from './campaign-decks.ts';
import { readCollection } from './collection-store.ts';
import { parseStoredDeck, saveVersion } from './deck-versions.ts';

// A deck joining a standalone play (Grimoire „Einzelspielszenario (Einzelspielsmodus)“): it may
// use at most 49 XP of higher-level cards, and takes extra random basic weaknesses by the table
// (0–9 EP: 0, 10–19: 1, … 40–49: 4). Over the limit the join is refused; missing weaknesses are
// drawn into the deck's version in force while it may still change (from the collection, as the
// deck editor draws them), and the journal entry names what was drawn.

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

export function standaloneDeck(
  db: AppDatabase,
  pool: CardPool,
  deckId: number,
  joining: { code: string; name: string },
): { standaloneWeaknesses?: string[] } {
  const version = currentVersion(db, deckId);
  const deck = parseStoredDeck(version);
  const result = validateDeck(deck, pool, { standalone: true });
  const over = result.problems.find((problem) => problem.code === 'standalone_xp_limit');
  if (over)
    throw new CampaignError('standalone_xp_limit', {
      investigator: joining.code,
      name: joining.name,
      xp: Number(over.details?.xp ?? result.xp),
      limit: STANDALONE_XP_LIMIT,
    });
  if (version.locked) return {};
  const slots = slotsWithStandaloneWeaknesses(deck, pool, seededRandom(randomSeed()), readCollection(db) ?? undefined);
  if (!slots) return {};
  saveVersion(db, pool, version.id, { ...deck, slots });
  const drawn = Object.entries(slots).flatMap(([code, count]) =>
    Array.from({ length: count - (deck.slots[code] ?? 0) }, () => code),
  );
  return { standaloneWeaknesses: drawn };
}
