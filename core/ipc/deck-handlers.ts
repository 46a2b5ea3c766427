import { AppError } from '../../shared/api/app-error.ts';
import { droppedOfAll, droppedSlotWarnings } from '../../shared/decks/dropped-slots.ts';
import { upgradeCost } from '../../shared/rules/upgrade-cost.ts';
import { upgradeProblems } from '../../shared/rules/upgrade-problems.ts';
import type { AppServices } from '../services/app-services.ts';
import { saveCampaignVersion } from '../services/campaign-deck-rules.ts';
import { campaignDecks, refuseCampaignDeck } from '../services/campaign-decks.ts';
import { unlockedByDeck } from '../services/deck-campaigns.ts';
import { exportDeckChain, importChain } from '../services/deck-chain-store.ts';
import { deckSummaries, deckSummary } from '../services/deck-summaries.ts';
import {
  availableXp,
  createDeck,
  parentOf,
  parseStoredDeck,
  renameDeck,
  saveVersion,
  setDeckEnvironment,
  startUpgrade,
  versionById,
  versionsOf,
} from '../services/deck-versions.ts';
import { versionForContract } from '../services/written-version.ts';
import type { Handlers } from './handlers.ts';

type DeckHandlers = Pick<
  Handlers,
  | 'decks.list'
  | 'decks.create'
  | 'decks.save'
  | 'decks.rename'
  | 'decks.setEnvironment'
  | 'decks.upgrade'
  | 'decks.history'
  | 'decks.importChain'
  | 'decks.exportChain'
>;

export function createDeckHandlers(services: AppServices): DeckHandlers {
  const pool = () => services.requirePool();
  /** The deck's row of "Meine Decks" after a write: the editor applies it instead of reading the list. */
  const summaryOf = (deckId: number) => deckSummary(services.db, services.pool(), deckId);
  return {
    'decks.list': () => deckSummaries(services.db, services.pool()),
    'decks.create': ({ name, deck }) => {
      const row = createDeck(services.db, name, deck);
      return { ...versionForContract(row), summary: summaryOf(row.deckId) };
    },
    'decks.save': ({ versionId, deck, adjustment, unlocked }) => {
      const inCampaigns = campaignDecks(services.db);
      if (inCampaigns.withdrawn.has(versionId))
        throw new AppError('deck_version_withdrawn', { versionId, deckId: versionById(services.db, versionId).deckId });
      // A campaign deck is saved under its campaign's rules (Grimoire „Erfahrung“), refused when it breaks one.
      const owner = inCampaigns.owners.get(versionById(services.db, versionId).deckId);
      const row = owner
        ? saveCampaignVersion(services.db, pool(), owner, versionId, { deck, ...(adjustment ? { adjustment } : {}) })
        : saveVersion(services.db, pool(), versionId, deck, adjustment);
      const previous = parentOf(versionsOf(services.db, row.deckId), row);
      // Without a list from the editor, the deck's campaign says what is unlocked (Grimoire "Erforscht").
      const context = unlocked ?? unlockedByDeck(services.db).get(row.deckId);
      const problems = previous
        ? upgradeProblems(parseStoredDeck(previous), parseStoredDeck(row), pool(), { unlocked: context })
        : [];
      return { ...versionForContract(row), upgradeProblems: problems, summary: summaryOf(row.deckId) };
    },
    'decks.rename': ({ deckId, name }) => renameDeck(services.db, deckId, name),
    'decks.setEnvironment': ({ deckId, environment }) => {
      setDeckEnvironment(services.db, deckId, environment);
      return summaryOf(deckId);
    },
    'decks.upgrade': ({ deckId, xpGranted, exileString }) => {
      // A campaign deck's XP is the journal's: it is upgraded through the campaign only.
      refuseCampaignDeck(services.db, deckId);
      const row = startUpgrade(services.db, deckId, xpGranted, exileString);
      const builtOn = parentOf(versionsOf(services.db, deckId), row)!;
      return { ...versionForContract(row), builtOnDeck: parseStoredDeck(builtOn), summary: summaryOf(deckId) };
    },
    'decks.importChain': ({ name, decks: chain }) => {
      const imported = importChain(
        services.db,
        pool(),
        chain.map((entry) => entry.deck),
        name,
      );
      const warnings = droppedSlotWarnings(droppedOfAll(chain));
      return { ...imported, versions: imported.versions.map(versionForContract), warnings };
    },
    'decks.exportChain': ({ deckId }) => exportDeckChain(services.db, deckId),
    'decks.history': ({ deckId }) => {
      const versions = versionsOf(services.db, deckId);
      if (versions.length === 0) throw new AppError('deck_not_found', { deckId });
      const { withdrawn } = campaignDecks(services.db);
      // Each stored deck parsed once: it is both a version and the one the next builds on.
      const stored = new Map(versions.map((version) => [version.id, parseStoredDeck(version)]));
      return versions.map((version) => {
        const parent = parentOf(versions, version);
        return {
          version: { ...version, deck: stored.get(version.id)! },
          available: availableXp(version),
          ...(withdrawn.has(version.id) ? { withdrawn: true } : {}),
          ...(parent ? { builtOn: parent.version } : {}),
          lines: !parent
            ? []
            : upgradeCost(stored.get(parent.id)!, stored.get(version.id)!, pool()).lines.map(
                ({ code, change, copies, xp, from, adjustments, deck }) => ({
                  code,
                  change,
                  copies,
                  xp,
                  ...(from ? { from } : {}),
                  ...(adjustments ? { adjustments } : {}),
                  ...(deck ? { deck } : {}),
                }),
              ),
        };
      });
    },
  };
}
