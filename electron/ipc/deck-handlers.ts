import { AppError } from '../../shared/api/app-error.ts';
import { upgradeCost } from '../../shared/rules/upgrade-cost.ts';
import { upgradeProblems } from '../../shared/rules/upgrade-problems.ts';
import type { AppServices } from '../services/app-services.ts';
import { exportDeckChain, importChain } from '../services/deck-chain-store.ts';
import { checkLatestDecks, illegalSinceUpdate } from '../services/deck-legality.ts';
import {
  availableXp,
  createDeck,
  type DeckVersionRow,
  decksWithLatest,
  parseStoredDeck,
  renameDeck,
  saveVersion,
  startUpgrade,
  versionsOf,
} from '../services/deck-versions.ts';
import type { Handlers } from './handlers.ts';

type DeckHandlers = Pick<
  Handlers,
  | 'decks.list'
  | 'decks.create'
  | 'decks.save'
  | 'decks.rename'
  | 'decks.upgrade'
  | 'decks.history'
  | 'decks.importChain'
  | 'decks.exportChain'
>;

/** A version as the contract sends it: the deck as an object, not the stored text. */
const asContract = (row: DeckVersionRow) => ({ ...row, deck: parseStoredDeck(row) });

export function createDeckHandlers(services: AppServices): DeckHandlers {
  const pool = () => services.requirePool();
  return {
    'decks.list': () => {
      const checks = new Map(checkLatestDecks(services.db, services.pool()).map((check) => [check.deckId, check]));
      const flagged = illegalSinceUpdate(services.db);
      return decksWithLatest(services.db).map(({ deck, versions, latest }) => {
        const problems = checks.get(deck.id)?.problems.length;
        return {
          id: deck.id,
          name: deck.name,
          investigatorCode: deck.investigatorCode,
          versions,
          latestVersionId: latest.id,
          ...(problems === undefined ? {} : { problems, illegalSinceUpdate: flagged.has(deck.id) && problems > 0 }),
        };
      });
    },
    'decks.create': ({ name, deck }) => asContract(createDeck(services.db, name, deck)),
    'decks.save': ({ versionId, deck, adjustment, unlocked }) => {
      const row = saveVersion(services.db, pool(), versionId, deck, adjustment);
      const previous = versionsOf(services.db, row.deckId).find((v) => v.version === row.version - 1);
      const problems = previous
        ? upgradeProblems(parseStoredDeck(previous), parseStoredDeck(row), pool(), { unlocked })
        : [];
      return { ...asContract(row), upgradeProblems: problems };
    },
    'decks.rename': ({ deckId, name }) => renameDeck(services.db, deckId, name),
    'decks.upgrade': ({ deckId, xpGranted, exileString }) =>
      asContract(startUpgrade(services.db, deckId, xpGranted, exileString)),
    'decks.importChain': ({ name, decks: chain }) => {
      const imported = importChain(services.db, pool(), chain, name);
      return { ...imported, versions: imported.versions.map(asContract) };
    },
    'decks.exportChain': ({ deckId }) => exportDeckChain(services.db, deckId),
    'decks.history': ({ deckId }) => {
      const versions = versionsOf(services.db, deckId);
      if (versions.length === 0) throw new AppError('deck_not_found', { deckId });
      // Each stored deck parsed once: it is both a version and the previous one of the next.
      const stored = versions.map(parseStoredDeck);
      return versions.map((version, i) => ({
        version: { ...version, deck: stored[i]! },
        available: availableXp(version),
        lines:
          i === 0
            ? []
            : upgradeCost(stored[i - 1]!, stored[i]!, pool()).lines.map(
                ({ code, change, copies, xp, from, adjustments }) => ({
                  code,
                  change,
                  copies,
                  xp,
                  ...(from ? { from } : {}),
                  ...(adjustments ? { adjustments } : {}),
                }),
              ),
      }));
    },
  };
}
