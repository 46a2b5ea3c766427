import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/api/app-error.ts';
import type { CarriedJoin, CarryOver } from '../../shared/api/campaign-contract.ts';
import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { carriedInvestigators, carriedOf, levelZeroDeck } from '../../shared/campaign/epic-carry-over.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { deCarryOver } from '../../shared/i18n/de/carry-over.ts';
import type { AppDatabase } from '../db/database.ts';
import { decks } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { type Joining, joinCampaign, type NewCampaign, startCampaign } from './campaign-actions.ts';
import { currentVersion } from './campaign-decks.ts';
import { type Appended, currentState } from './campaign-journal.ts';
import { parseStoredDeck, versionById } from './deck-versions.ts';

// Grimoire „Epischer Kampagnenmodus“ (lines 2330–2343): a new campaign that goes on with
// investigators of an earlier one. The campaign and every carried investigator's joining (with
// the level-0 deck made from the deck they played) are one transaction: all of it, or nothing.

export function startCarriedCampaign(
  db: AppDatabase,
  pool: CardPool,
  input: NewCampaign & { carryOver: CarryOver },
  definitionOf: (id: string) => CampaignDefinition | undefined,
): Appended & { carried: CarriedJoin[] } {
  return inTransaction(db, () => {
    const source = currentState(db, input.carryOver.campaignId);
    const investigators = carriedInvestigators(source, input.carryOver.investigators);
    if (investigators.length === 0)
      throw new AppError('invalid_input', { issues: [deCarryOver.nobodyToCarry(source.name)] });
    const { carryOver: _, ...campaign } = input;
    let last = startCampaign(db, campaign, definitionOf);
    const carried = investigators.map((investigator) => {
      const { joining, removed } = carriedJoining(db, pool, investigator, source.name, input.name);
      last = joinCampaign(db, pool, last.campaignId, joining);
      const deckId = last.state.investigators.find((entry) => entry.code === investigator.code)?.deckId;
      return {
        investigator: investigator.code,
        totalXp: joining.carried!.totalXp,
        ...(deckId ? { deckId } : {}),
        removed,
      };
    });
    return { ...last, carried };
  });
}

/** The joining of one carried investigator: their player, what goes along, and their deck made level 0. */
function carriedJoining(
  db: AppDatabase,
  pool: CardPool,
  investigator: InvestigatorState,
  from: string,
  campaignName: string,
): { joining: Joining; removed: Record<string, number> } {
  const carried = carriedOf(investigator, from);
  const joining: Joining = { player: investigator.player, investigatorCode: investigator.code, carried };
  if (!investigator.deckId) return { joining, removed: {} };
  const version = investigator.deckVersionId
    ? versionById(db, investigator.deckVersionId)
    : currentVersion(db, investigator.deckId);
  const { deck, removed } = levelZeroDeck(parseStoredDeck(version), pool, [
    ...carried.storyAssets,
    ...carried.weaknesses,
  ]);
  const deckName = db.orm.select({ name: decks.name }).from(decks).where(eq(decks.id, investigator.deckId)).get()?.name;
  const name = deCarryOver.deckName(deckName ?? investigator.name, campaignName);
  return { joining: { ...joining, newDeck: { name, deck } }, removed };
}
