import { AppError } from '../../shared/api/app-error.ts';
import type { CampaignDefinition, ChaosToken, Difficulty } from '../../shared/campaign/campaign-definition.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import { type VariantId, variantStartingXp } from '../../shared/campaign/campaign-variants.ts';
import { customizationEvents, newlyCheckedBoxes } from '../../shared/campaign/customization-boxes.ts';
import type { Carried } from '../../shared/campaign/epic-carry-over.ts';
import { playingInvestigator } from '../../shared/campaign/investigator-changes.ts';
import { bonusStartingXp } from '../../shared/campaign/join-rules.ts';
import { SIDE_DEFINITION, standaloneCreated } from '../../shared/campaign/standalone-campaign.ts';
import { unlockedCards } from '../../shared/campaign/unlocked-cards.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { deCampaignInput } from '../../shared/i18n/de/campaign-input.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import type { AppDatabase } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { refuseCampaignDeckSave, refuseStartingDeck, refuseVariantDeck } from './campaign-deck-rules.ts';
import { currentVersion, refuseCampaignDeck } from './campaign-decks.ts';
import { refuseOutsideEnvironment } from './campaign-environment.ts';
import { type Appended, appendEvent, createCampaign, currentState, parseEvent } from './campaign-journal.ts';
import { createDeck, lockVersion, parseStoredDeck, saveVersion, startUpgrade, versionById } from './deck-versions.ts';
import { standaloneDeck } from './standalone-join.ts';

// Campaign actions that need more than the journal: a definition, the card pool or the decks.

export interface NewCampaign {
  name: string;
  definitionId?: string;
  difficulty?: Difficulty;
  /** Overrides the definition's bag for the difficulty; required without a definition. */
  chaosBag?: ChaosToken[];
  /** A free scenario list, for a campaign without a definition. */
  scenarios?: { id: string; name: string }[];
  /** A standalone play of this scenario of the side folder (instead of a definition). */
  standaloneScenario?: string;
  /** Grimoire XII „Deckbau-Umgebungen“ (text form), for every deck of the campaign. */
  environment?: string;
  /** Grimoire „Ultimaten und Gaben“: the chosen variants. */
  variants?: VariantId[];
}

/** Creates a campaign from a definition (German names, chaos bag preset), as a standalone play, or freely. */
export function startCampaign(
  db: AppDatabase,
  input: NewCampaign,
  definitionOf: (id: string) => CampaignDefinition | undefined,
): Appended {
  if (input.standaloneScenario !== undefined) {
    const side = definitionOf(SIDE_DEFINITION);
    if (!side) throw new CampaignError('campaign_definition_not_found', { definitionId: SIDE_DEFINITION });
    const { name, standaloneScenario: scenarioId, difficulty, chaosBag } = input;
    const created = standaloneCreated(side, {
      name,
      scenarioId,
      ...(difficulty ? { difficulty } : {}),
      ...(chaosBag ? { chaosBag } : {}),
    });
    const variants = input.variants?.length ? { variants: input.variants } : {};
    return createCampaign(db, { ...created, payload: { ...created.payload, ...variants } });
  }
  const definition = input.definitionId ? definitionOf(input.definitionId) : undefined;
  if (input.definitionId && !definition)
    throw new CampaignError('campaign_definition_not_found', { definitionId: input.definitionId });
  const difficulty = input.difficulty ?? (definition ? 'standard' : undefined);
  const chaosBag = input.chaosBag ?? (definition && difficulty ? definition.chaosBags[difficulty] : undefined) ?? [];
  const scenarios =
    definition?.scenarios.map(({ id, name, kind, branch }) => ({ id, name, kind, branch })) ?? input.scenarios ?? [];
  return createCampaign(db, {
    type: 'campaign_created',
    payload: {
      name: input.name,
      chaosBag,
      scenarios,
      logSections: definition?.logSections ?? [],
      ...(definition ? { definitionId: definition.id } : {}),
      ...(difficulty ? { difficulty } : {}),
      ...(input.environment ? { environment: input.environment } : {}),
      ...(input.variants?.length ? { variants: input.variants } : {}),
    },
  });
}

export interface Joining {
  player: string;
  investigatorCode: string;
  deckId?: number;
  /** A deck written with the join, or not at all when the join is refused. */
  newDeck?: { name: string; deck: DeckJson };
  replaces?: string;
  /** Grimoire „Epischer Kampagnenmodus“: what the investigator brings from an earlier campaign. */
  carried?: Carried;
}

/**
 * Adds an investigator with the printed health and sanity the trauma rules need. A deck brings
 * its current version into force; a deck another campaign investigator plays is refused, and so
 * is a starting deck worth more XP than the investigator holds (campaign-deck-rules.ts).
 */
export function joinCampaign(
  db: AppDatabase,
  pool: CardPool,
  campaignId: number,
  joining: Joining,
): Appended & { standaloneWeaknesses?: string[] } {
  const card = pool.card(joining.investigatorCode);
  if (card?.type_code !== 'investigator')
    throw new AppError('invalid_input', { issues: [deCampaignInput.notAnInvestigator(joining.investigatorCode)] });
  const subname = card.de?.subname ?? card.subname;
  const name = `${card.de?.name ?? card.name}${subname ? ` (${subname})` : ''}`;
  return inTransaction(db, () => {
    const deckId = joining.newDeck ? createDeck(db, joining.newDeck.name, joining.newDeck.deck).deckId : joining.deckId;
    // Inside the transaction, so that a refused new deck is not kept either.
    if (deckId) refuseOutsideEnvironment(db, pool, campaignId, deckId, { investigator: card.code, name });
    // A standalone play checks and completes the deck before it is in force (standalone-join.ts).
    const standalone =
      deckId && currentState(db, campaignId).standalone
        ? standaloneDeck(db, pool, deckId, { code: card.code, name })
        : {};
    const appended = appendEvent(db, campaignId, {
      type: 'investigator_joined',
      payload: {
        code: card.code,
        name,
        player: joining.player,
        health: card.health ?? 1,
        sanity: card.sanity ?? 1,
        ...(deckId
          ? withDeck(db, deckId, { campaignId, code: card.code, name }, () => pool)
          : bonusOnly(db, pool, campaignId, card.code)),
        ...(joining.replaces ? { replaces: joining.replaces } : {}),
        ...(joining.carried ? { carried: joining.carried } : {}),
        ...standalone,
      },
    });
    return { ...appended, ...standalone };
  });
}

function withDeck(
  db: AppDatabase,
  deckId: number,
  joining: { campaignId: number; code: string; name: string },
  pool: () => CardPool,
) {
  refuseCampaignDeck(db, deckId, joining);
  const version = currentVersion(db, deckId);
  const state = currentState(db, joining.campaignId);
  const known = state.investigators.find((entry) => entry.code === joining.code);
  // An investigator coming back with the deck they played keeps it as the journal left it; a
  // standalone play has its own XP limit instead (standalone-join.ts).
  if (known?.deckId === deckId || state.standalone) return { deckId, deckVersionId: version.id };
  const extra = variantStartingXp(state.variants);
  const deck = parseStoredDeck(version);
  refuseVariantDeck(joining, deck, pool(), state.variants);
  const xp = refuseStartingDeck(joining, deck, pool(), known?.xp, extra);
  // A newcomer's bonus starting experience goes into their column, less what the starting deck spent of it.
  const startingXp = !known && xp.holds > 0 ? { startingXp: { bonus: xp.holds, spent: xp.worth } } : {};
  return { deckId, deckVersionId: version.id, ...startingXp };
}

/** A newcomer joining without a deck still holds the bonus starting experience of their card. */
function bonusOnly(db: AppDatabase, pool: CardPool, campaignId: number, code: string) {
  const state = currentState(db, campaignId);
  if (state.investigators.some((entry) => entry.code === code)) return {};
  const bonus = bonusStartingXp({ code }, pool) + variantStartingXp(state.variants);
  return bonus > 0 ? { startingXp: { bonus, spent: 0 } } : {};
}

/**
 * "Deck verbessern" inside a campaign: the next deck version may spend the investigator's
 * unspent XP, takes the exiles since the last upgrade, and the journal records what it cost and
 * the upgrade-sheet boxes it newly checks (`customization_recorded`). All of it is one transaction.
 */
export function upgradeCampaignDeck(
  db: AppDatabase,
  pool: CardPool,
  campaignId: number,
  code: string,
  deck: DeckJson,
): Appended & { upgradeProblems: DeckProblem[] } {
  return inTransaction(db, () => {
    const investigator = playingInvestigator(currentState(db, campaignId), code);
    if (!investigator.deckId) throw new AppError('deck_not_found', {});
    // The version in force is built on, whatever later versions an undo withdrew.
    const previous = investigator.deckVersionId
      ? versionById(db, investigator.deckVersionId)
      : currentVersion(db, investigator.deckId);
    const next = startUpgrade(
      db,
      investigator.deckId,
      investigator.xp.available,
      investigator.exilePending.join(','),
      0,
      previous,
    );
    // Locked at once: its cost is what the journal entry records, so it changes only by another upgrade.
    const saved = lockVersion(db, saveVersion(db, pool, next.id, deck).id);
    const [before, after] = [parseStoredDeck(previous), parseStoredDeck(saved)];
    // A rule the upgrade breaks refuses it; the transaction then keeps neither version nor entry.
    const state = currentState(db, campaignId);
    const problems = refuseCampaignDeckSave(
      { previous: before, before, next: after, unlocked: unlockedCards(state), variants: state.variants },
      investigator,
      pool,
    );
    const upgraded = appendEvent(db, campaignId, {
      type: 'deck_upgraded',
      payload: { code, deckVersionId: saved.id, xpSpent: saved.xpSpent, previousVersionId: previous.id },
    });
    // The boxes this version checks on upgrade sheets go into the Kampagnenlogbuch with it.
    const recorded = customizationEvents(code, newlyCheckedBoxes(before, after, pool.withTaboo(after.taboo_id)));
    const appended = recorded.reduce((_, event) => appendEvent(db, campaignId, event), upgraded);
    return { ...appended, upgradeProblems: problems };
  });
}

const noPool = (): CardPool => {
  throw new AppError('no_card_pool');
};

/**
 * Several events (a scenario and what came with it) as one all-or-nothing write. Deck upgrades
 * and decks of joining investigators go through their own actions, which write the deck side too.
 */
export function appendEvents(
  db: AppDatabase,
  campaignId: number,
  events: unknown[],
  pool: () => CardPool = noPool,
): Appended {
  if (events.length === 0) throw new AppError('invalid_input', { issues: [deCampaignInput.noEntries] });
  return inTransaction(
    db,
    () =>
      events
        .map((input) => {
          const event = parseEvent(input);
          if (event.type === 'deck_upgraded')
            throw new AppError('invalid_input', {
              issues: [deCampaignInput.upgradeOnlyThroughAction],
            });
          if (event.type !== 'investigator_joined' || !event.payload.deckId) return appendEvent(db, campaignId, event);
          const { deckId, deckVersionId: _, standaloneWeaknesses: __, ...payload } = event.payload;
          // In a standalone play a deck recorded by hand is checked and completed as one that joins (standalone-join.ts).
          const standalone = currentState(db, campaignId).standalone ? standaloneDeck(db, pool(), deckId, payload) : {};
          return appendEvent(db, campaignId, {
            type: event.type,
            payload: {
              ...payload,
              ...withDeck(db, deckId, { campaignId, code: payload.code, name: payload.name }, pool),
              ...standalone,
            },
          });
        })
        .at(-1)!,
  );
}
