import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { versionFields } from '../../../shared/decks/version-fields.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { selectCampaignUpgrade } from '../campaign/campaign-upgrade-selectors.ts';
import { deckJsonOf } from './deck-draft.ts';
import type { DeckDraft } from './deck-types.ts';
import type { OpenedVersion } from './saved-deck-types.ts';
import { parseAdjustment, selectXpBudget } from './upgrade-selectors.ts';

// The deck as the export writes it: the draft, and for a saved or upgraded version its place in
// the chain as ArkhamDB exports it (shared/decks/version-fields.ts), with the XP as shown live.

const exportJson = memoizeLast(
  (
    deck: DeckDraft | undefined,
    opened: OpenedVersion | undefined,
    spent: number | undefined,
    adjustment: number | undefined,
    unsavedVersion: boolean,
  ): DeckJson | undefined => {
    if (!deck) return undefined;
    const json = deckJsonOf(deck);
    // A first version that never earned or spent XP exports as a new deck: ArkhamDB's defaults.
    const fresh =
      opened?.version === 1 &&
      !opened.previousId &&
      opened.xpCarried + opened.xpGranted === 0 &&
      !opened.xpSpent &&
      !(adjustment ?? opened.xpAdjustment);
    if (!opened || fresh) return json;
    const fields = versionFields({
      version: opened.version,
      previousId: opened.previousId ?? null,
      xpCarried: opened.xpCarried,
      xpGranted: opened.xpGranted,
      xpSpent: spent ?? opened.xpSpent ?? 0,
      xpAdjustment: adjustment ?? opened.xpAdjustment,
      exileString: opened.exileString,
    });
    // A campaign upgrade's version is written only when it is saved: it has no id yet.
    return { ...json, ...(unsavedVersion ? {} : { id: opened.versionId }), ...fields };
  },
);

export function selectExportDeck(state: AppState): DeckJson | undefined {
  return exportJson(
    state.deck,
    state.opened,
    selectXpBudget(state)?.spent,
    parseAdjustment(state.adjustmentXp),
    Boolean(selectCampaignUpgrade(state)),
  );
}
