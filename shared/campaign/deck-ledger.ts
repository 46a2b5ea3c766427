import { CampaignError } from './campaign-error.ts';
import type { EventOf, JournalEntry } from './campaign-events.ts';
import type { CampaignState, InvestigatorState } from './campaign-state.ts';
import { changeXp } from './investigator-changes.ts';

// Which deck version an investigator plays, as the journal tells it (docs/kampagnen.md „Das Journal“): the
// version named by the latest upgrade entry that counts, else the one they joined with. An
// upgrade builds on the version in force, so the journal and the deck's versions form one chain;
// an entry that would break the chain (undoing a version a later one builds on, restoring an
// upgrade whose base is no longer in force) does not fit and is refused like any other.

/**
 * The deck an investigator brings when joining puts its version in force. Rejoining with the deck
 * already played changes nothing: its version in force stays the one the upgrades that count say,
 * whatever version was current when they came back.
 */
export function joinWithDeck(
  investigator: InvestigatorState,
  payload: EventOf<'investigator_joined'>['payload'],
  seq: number,
): void {
  if (!payload.deckId || investigator.deckId === payload.deckId) return;
  investigator.deckId = payload.deckId;
  if (payload.deckVersionId) {
    investigator.deckVersionId = payload.deckVersionId;
    investigator.deckVersionSeq = seq;
  } else {
    delete investigator.deckVersionId;
    delete investigator.deckVersionSeq;
  }
}

/**
 * „Deck verbessern“ (Grimoire „Erfahrungspunkte verdienen und ausgeben“): the new version must
 * build on the one in force and is paid from the XP available.
 */
export function upgradeDeck(
  investigator: InvestigatorState,
  payload: EventOf<'deck_upgraded'>['payload'],
  seq: number,
): void {
  const base = payload.previousVersionId;
  // Entries written before the chain was recorded carry no base; they count as written.
  const conflict =
    base !== undefined &&
    (investigator.deckVersionId !== undefined
      ? base !== investigator.deckVersionId
      : (investigator.withdrawnDeckVersions ?? []).includes(base));
  if (conflict)
    throw new CampaignError('deck_version_conflict', {
      investigator: investigator.code,
      name: investigator.name,
      ...(investigator.deckVersionSeq ? { blockedBy: investigator.deckVersionSeq } : {}),
    });
  changeXp(investigator, { spent: payload.xpSpent });
  investigator.deckVersionId = payload.deckVersionId;
  investigator.deckVersionSeq = seq;
}

/** An undone upgrade: its version stays in the deck's history, marked as not in force. */
export function withdrawUpgrade(state: CampaignState, entry: JournalEntry): void {
  if (entry.event.type !== 'deck_upgraded') return;
  const { code, deckVersionId } = entry.event.payload;
  const investigator = state.investigators.find((candidate) => candidate.code === code);
  if (!investigator || investigator.withdrawnDeckVersions?.includes(deckVersionId)) return;
  investigator.withdrawnDeckVersions = [...(investigator.withdrawnDeckVersions ?? []), deckVersionId];
}
