import { CHAOS_TOKENS, type ChaosToken } from '../../../shared/campaign/campaign-definition.ts';
import type { CampaignState, InvestigatorState } from '../../../shared/campaign/campaign-state.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import type { JournalLine } from './campaign-types.ts';

// Derived views of the open campaign; each memoized so subscriptions see stable values.

export const selectCampaignState = (state: AppState): CampaignState | undefined => state.campaign?.state;

const active = memoizeLast(
  (campaign: CampaignState | undefined) =>
    campaign?.investigators.filter((investigator) => investigator.status === 'active') ?? [],
);

/** Who plays the next scenario. */
export const selectActiveInvestigators = (state: AppState): readonly InvestigatorState[] =>
  active(selectCampaignState(state));

const replaceable = memoizeLast(
  (campaign: CampaignState | undefined) =>
    campaign?.investigators.filter((investigator) => investigator.status !== 'active' && !investigator.replacedBy) ??
    [],
);

/** Killed, insane or departed investigators no one has taken over from yet. */
export const selectReplaceable = (state: AppState): readonly InvestigatorState[] =>
  replaceable(selectCampaignState(state));

export interface TokenCount {
  token: ChaosToken;
  count: number;
}

/** Tokens in the game's order with how many of each; absent ones left out. */
export function tokenCounts(tokens: readonly ChaosToken[]): TokenCount[] {
  return CHAOS_TOKENS.map((token) => ({ token, count: tokens.filter((entry) => entry === token).length })).filter(
    (entry) => entry.count > 0,
  );
}

const newestFirst = memoizeLast((journal: readonly JournalLine[] | undefined) => [...(journal ?? [])].reverse());

/** The journal as "Verlauf" shows it: the newest entry on top. */
export const selectJournalNewestFirst = (state: AppState): readonly JournalLine[] =>
  newestFirst(state.campaign?.journal);

/** Every entry but the campaign's creation may be undone once (an undo too: that restores its target). */
export const canUndoLine = (line: JournalLine, first: JournalLine | undefined): boolean =>
  !line.undone && line.seq !== first?.seq;

/** The state the screen shows: an earlier one while "Stand nach …" is chosen, else the current one. */
export const selectShownCampaign = (state: AppState): CampaignState | undefined =>
  state.campaignView?.state ?? state.campaign?.state;

/** True while an earlier state is shown: nothing may be written then. */
export const selectReadOnly = (state: AppState): boolean => state.campaignView !== undefined;

const deckIdsInCampaigns = memoizeLast(
  (campaigns: AppState['campaigns']) =>
    new Set(
      campaigns.flatMap((campaign) => campaign.investigators.flatMap((entry) => (entry.deckId ? [entry.deckId] : []))),
    ),
);

const freeDecks = memoizeLast((decks: AppState['savedDecks'], used: ReadonlySet<number>) =>
  decks.filter((deck) => !used.has(deck.id)),
);

/** Saved decks no investigator of any campaign plays ("Decks ohne Kampagne"). */
export const selectDecksWithoutCampaign = (state: AppState) =>
  freeDecks(state.savedDecks, deckIdsInCampaigns(state.campaigns));
