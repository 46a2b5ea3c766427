import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { InvestigatorXp } from '../../shared/campaign/campaign-state.ts';
import { type VariantId, variantStartingXp } from '../../shared/campaign/campaign-variants.ts';
import { type StartingDeckXp, startingDeckXp } from '../../shared/campaign/join-rules.ts';
import { unlockedCards } from '../../shared/campaign/unlocked-cards.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { type CampaignDeckSave, campaignDeckRefusals } from '../../shared/rules/campaign-deck-refusals.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import type { AppDatabase } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import type { DeckOwner } from './campaign-decks.ts';
import { currentState } from './campaign-journal.ts';
import {
  type Adjustment,
  type DeckVersionRow,
  parentOf,
  parseStoredDeck,
  saveVersion,
  versionById,
  versionsOf,
} from './deck-versions.ts';

// The campaign's deck rules where a campaign deck is written: the starting deck of a joining
// investigator (shared/campaign/join-rules.ts) and every later save (campaign-deck-refusals.ts).
// A refusal throws before anything is kept; the caller's transaction rolls back what it wrote.

interface Who {
  code: string;
  name?: string;
}

/**
 * Refuses a starting deck worth more XP than the joining investigator holds (`starting_deck_xp`);
 * `before` is their column of the Kampagnenlogbuch when they come back. Returns the deck's worth
 * and what the investigator holds.
 */
export function refuseStartingDeck(
  who: Who,
  deck: DeckJson,
  pool: CardPool,
  before?: InvestigatorXp,
  extra = 0,
): StartingDeckXp {
  const xp = startingDeckXp(deck, pool, before, extra);
  if (xp.worth <= xp.holds) return xp;
  throw new CampaignError('starting_deck_xp', {
    investigator: who.code,
    ...(who.name ? { name: who.name } : {}),
    needed: xp.worth,
    has: xp.holds,
  });
}

const cardNames = (problems: readonly DeckProblem[], pool: CardPool) =>
  Object.fromEntries(
    problems.flatMap((problem) =>
      problem.cards.map((code) => {
        const card = pool.card(code);
        return [code, card ? (card.de?.name ?? card.name) : code];
      }),
    ),
  );

/**
 * Refuses a save of a campaign deck that breaks a rule (`campaign_deck_refused` with the typed
 * problems); returns the problems shown beside a save that passes (rules the deck broke before).
 */
export function refuseCampaignDeckSave(save: CampaignDeckSave, who: Who, pool: CardPool): DeckProblem[] {
  const { refused, shown } = campaignDeckRefusals(save, pool);
  if (refused.length === 0) return shown;
  throw new CampaignError('campaign_deck_refused', {
    investigator: who.code,
    ...(who.name ? { name: who.name } : {}),
    problems: refused,
    cardNames: cardNames(refused, pool),
  });
}

/**
 * Refuses a deck joining a campaign that breaks a deckbuilding variant of the campaign (Grimoire
 * „Ultimaten und Gaben“: Highlander, Einführung, Strenggläubigkeit, Katastrophe's extra weakness).
 */
export function refuseVariantDeck(
  who: Who,
  deck: DeckJson,
  pool: CardPool,
  variants: readonly VariantId[] | undefined,
) {
  if (!variants?.length) return;
  const refused = validateDeck(deck, pool, { variants }).problems.filter((p) => p.code.startsWith('variant_'));
  if (refused.length === 0) return;
  throw new CampaignError('campaign_deck_refused', {
    investigator: who.code,
    ...(who.name ? { name: who.name } : {}),
    problems: refused,
    cardNames: cardNames(refused, pool),
  });
}

/**
 * Saves an edit of a campaign deck's unlocked version (the one its investigator joined with) under
 * the campaign's rules: a first version stays a starting deck, and no save breaks a new rule.
 */
export function saveCampaignVersion(
  db: AppDatabase,
  pool: CardPool,
  owner: DeckOwner,
  versionId: number,
  edit: { deck: DeckJson; adjustment?: Adjustment },
): DeckVersionRow {
  return inTransaction(db, () => {
    const before = parseStoredDeck(versionById(db, versionId));
    const row = saveVersion(db, pool, versionId, edit.deck, edit.adjustment);
    const parent = parentOf(versionsOf(db, row.deckId), row);
    const next = parseStoredDeck(row);
    const who = { code: owner.code, name: owner.name };
    const state = currentState(db, owner.campaignId);
    // A standalone play's deck has its own XP limit (Grimoire „Einzelspielszenario“), not the start at 0 XP.
    if (!parent && !state.standalone) refuseStartingDeck(who, next, pool, undefined, variantStartingXp(state.variants));
    const save = {
      before,
      next,
      unlocked: unlockedCards(state),
      variants: state.variants,
      ...(parent ? { previous: parseStoredDeck(parent) } : {}),
    };
    refuseCampaignDeckSave(save, who, pool);
    return row;
  });
}
