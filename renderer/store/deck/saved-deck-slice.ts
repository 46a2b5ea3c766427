import type { StateCreator } from 'zustand';
import type { MethodOutput } from '../../../shared/api/contract.ts';
import type { DeckVersion } from '../../../shared/api/deck-contract.ts';
import { type DeckJson, deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import { t } from '../../i18n/messages.ts';
import type { AppState } from '../app-state.ts';
import { selectCampaignUpgrade } from '../campaign/campaign-upgrade-selectors.ts';
import { deckJsonOf, draftOf } from './deck-draft.ts';
import { type DeckStorage, loadDeck, loadOpenedVersion, saveOpenedVersion } from './deck-storage.ts';
import type { OpenedVersion, SavedDeckSlice, SavedDeckSummary } from './saved-deck-types.ts';
import { selectUnsaved, selectXpBudget } from './upgrade-selectors.ts';

type VersionRow = DeckVersion & Partial<Pick<MethodOutput<'decks.save'>, 'upgradeProblems'>>;

/** A version's `deck`: main sends the stored JSON text (the contract says `unknown`). */
const storedDeck = (value: unknown): DeckJson => deckJsonSchema.parse(value);

/** The version before, as decks.upgrade and decks.importChain link it in the stored deck. */
const previousIdOf = (deck: DeckJson) => (typeof deck.previous_deck === 'number' ? deck.previous_deck : null);

const savedJsonOf = (deck: DeckJson) => JSON.stringify(deckJsonOf(draftOf(deck, t.deckDefaultName)));

function openedFrom(row: VersionRow, previous: DeckJson | null): OpenedVersion {
  return {
    deckId: row.deckId,
    versionId: row.id,
    version: row.version,
    previous,
    exileString: row.exileString,
    xpGranted: row.xpGranted,
    xpCarried: row.xpCarried,
    xpAdjustment: row.xpAdjustment,
    adjustmentReason: row.adjustmentReason,
    xpSpent: row.xpSpent,
    previousId: previousIdOf(storedDeck(row.deck)),
    savedJson: savedJsonOf(storedDeck(row.deck)),
    ...(row.upgradeProblems ? { upgradeProblems: row.upgradeProblems } : {}),
  };
}

/**
 * The list with a write's returned row in its deck's place (a new deck by id, as decks.list orders
 * them). Screens that show the whole list ("Meine Decks", joining a campaign) read it when they open.
 */
const withSummary = (list: readonly SavedDeckSummary[], summary: SavedDeckSummary) =>
  [...list.filter((deck) => deck.id !== summary.id), summary].sort((a, b) => a.id - b.id);

const adjustmentFields = (opened: OpenedVersion | undefined) => ({
  adjustmentXp: opened?.xpAdjustment ? String(opened.xpAdjustment) : '',
  adjustmentReason: opened?.adjustmentReason ?? '',
});

export const createSavedDeckSlice =
  (api: ApiClient, storage: DeckStorage | undefined): StateCreator<AppState, [], [], SavedDeckSlice> =>
  (set, get) => {
    const setOpened = (opened: OpenedVersion | undefined) => {
      set({ opened });
      saveOpenedVersion(storage, opened);
    };
    const fail = (error: unknown) => {
      set({ saveStatus: { kind: 'error', error: asCallError(error) } });
      return false;
    };
    /** The editor on a saved version: its deck as the draft, `before` the version it is built on. */
    const showVersion = (version: VersionRow, before: DeckJson | null) => {
      const next = openedFrom(version, before);
      get().loadDraft(draftOf(storedDeck(version.deck), t.deckDefaultName));
      setOpened(next);
      set({ saveStatus: { kind: 'idle' }, versionHistory: undefined, ...adjustmentFields(next) });
    };
    // A version only belongs to the draft it was saved with.
    const opened = loadDeck(storage) ? loadOpenedVersion(storage) : undefined;

    return {
      savedDecks: [],
      opened,
      saveStatus: { kind: 'idle' },
      ...adjustmentFields(opened),
      versionHistory: undefined,
      deckTagFilter: undefined,
      setDeckTagFilter: (deckTagFilter) => set({ deckTagFilter }),

      async loadSavedDecks() {
        try {
          set({ savedDecks: await api.call('decks.list', {}) });
        } catch (error) {
          fail(error);
        }
      },

      async saveCurrentDeck() {
        // "Deck verbessern" started in a campaign saves through the campaign (campaign-upgrade-slice).
        if (selectCampaignUpgrade(get())) return get().saveCampaignUpgrade();
        const { deck, opened } = get();
        const budget = selectXpBudget(get());
        if (!deck || budget?.blocked || get().saveStatus.kind === 'saving') return false;
        set({ saveStatus: { kind: 'saving' } });
        try {
          const json = deckJsonOf(deck);
          const row = opened
            ? await api.call('decks.save', {
                versionId: opened.versionId,
                deck: json,
                ...(budget?.adjustment ? { adjustment: budget.adjustment } : {}),
              })
            : await api.call('decks.create', { name: deck.name.trim() || t.deckDefaultName, deck: json });
          const next = openedFrom(row, opened?.previous ?? null);
          setOpened(next);
          set({
            saveStatus: { kind: 'saved' },
            ...adjustmentFields(next),
            savedDecks: withSummary(get().savedDecks, row.summary),
          });
          return true;
        } catch (error) {
          return fail(error);
        }
      },

      async openSavedDeck(deckId) {
        try {
          const entries = await api.call('decks.history', { deckId });
          // The current version: a campaign deck's version in force, never one an undone upgrade withdrew.
          const current = entries.findLast((entry) => !entry.withdrawn) ?? entries.at(-1)!;
          const before = entries.find((entry) => entry.version.version === current.builtOn)?.version;
          showVersion(current.version, before ? storedDeck(before.deck) : null);
          return true;
        } catch (error) {
          return fail(error);
        }
      },

      async upgradeDeck(xpGranted, exiled) {
        const { opened } = get();
        if (!opened) return false;
        if (selectUnsaved(get()) && !(await get().saveCurrentDeck())) return false;
        try {
          const upgraded = await api.call('decks.upgrade', {
            deckId: opened.deckId,
            xpGranted,
            ...(exiled.length ? { exileString: exiled.join(',') } : {}),
          });
          const { builtOnDeck, summary, ...version } = upgraded;
          get().openWrittenVersion({ version, builtOnDeck, summary });
          return true;
        } catch (error) {
          return fail(error);
        }
      },

      openWrittenVersion({ version, builtOnDeck, summary }) {
        // The version comes back with the deck it is built on: no history to read.
        showVersion(version, builtOnDeck ? storedDeck(builtOnDeck) : null);
        set({ savedDecks: withSummary(get().savedDecks, summary) });
      },

      setAdjustment: (adjustmentXp, adjustmentReason) => set({ adjustmentXp, adjustmentReason }),

      async setDeckEnvironment(environment) {
        const { opened } = get();
        if (!opened) return false;
        try {
          const summary = await api.call('decks.setEnvironment', { deckId: opened.deckId, environment });
          set({ savedDecks: withSummary(get().savedDecks, summary) });
          return true;
        } catch (error) {
          return fail(error);
        }
      },

      async showVersionHistory(open) {
        const { opened } = get();
        if (!open || !opened) return set({ versionHistory: undefined });
        try {
          set({ versionHistory: await api.call('decks.history', { deckId: opened.deckId }) });
        } catch (error) {
          fail(error);
        }
      },
    };
  };
