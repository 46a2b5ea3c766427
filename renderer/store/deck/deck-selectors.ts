import type { VariantId } from '../../../shared/campaign/campaign-variants.ts';
import { unlockedCards } from '../../../shared/campaign/unlocked-cards.ts';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card, DeckOption } from '../../../shared/cards/card-types.ts';
import { buildDeckList, type DeckListLine, type DeckListSection } from '../../../shared/decks/deck-list.ts';
import { isWeakness } from '../../../shared/rules/card-restrictions.ts';
import { effectiveOptions, inclusionPredicate } from '../../../shared/rules/deck-access.ts';
import type { DeckEnvironment } from '../../../shared/rules/deck-environment.ts';
import type { InvestigatorContext } from '../../../shared/rules/investigator-context.ts';
import { VERSATILE } from '../../../shared/rules/special-cards.ts';
import { type DeckValidation, validateDeck } from '../../../shared/rules/validate-deck.ts';
import { cardName } from '../../cards/card-labels.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { deckJsonOf, draftContext } from './deck-draft.ts';
import type { DeckDraft } from './deck-types.ts';
import { selectDeckEnvironment } from './environment-selectors.ts';

// Card edits keep `meta` and the investigator, so the context (and the allowed list) stays put.
const context = memoizeLast(
  (
    pool: CardPool | undefined,
    code: string | undefined,
    meta: DeckDraft['meta'] | undefined,
    tabooId: number | null | undefined,
  ) =>
    pool && code && meta
      ? draftContext(pool, { investigatorCode: code, meta, tabooId: tabooId ?? null, name: '', slots: {} })
      : undefined,
);

/** The deck's investigator with parallel sides and choices applied. */
export function selectDeckContext(state: AppState): InvestigatorContext | undefined {
  const deck = state.deck;
  return context(state.cardPool, deck?.investigatorCode, deck?.meta, deck?.tabooId);
}

// Validated once per draft: every edit makes a new draft object.
const validation = memoizeLast(
  (
    pool: CardPool | undefined,
    deck: DeckDraft | undefined,
    unlocked: readonly string[] | undefined,
    environment: DeckEnvironment | undefined,
    variants: readonly VariantId[] | undefined,
  ) =>
    pool && deck
      ? validateDeck(deckJsonOf(deck), pool, {
          ...(unlocked ? { unlocked } : {}),
          ...(environment ? { environment } : {}),
          ...(variants ? { variants } : {}),
        })
      : undefined,
);

// One array per campaign state, so the validation memo keeps its result while the state stays.
const campaignUnlocked = memoizeLast((researched: readonly string[], rewards: readonly string[] | undefined) =>
  unlockedCards({ researched: [...researched], rewards: rewards ? [...rewards] : [] }),
);

/**
 * The open deck's campaign context (Grimoire „Erforscht“, „Belohnungskarten“): the cards the
 * campaign it is played in unlocked; undefined for a deck in no campaign or not saved yet. While
 * the campaign upgrades the deck, from the open campaign's state (a reward unlocked a moment ago
 * counts); else from decks.list.
 */
export function selectDeckUnlocked(state: AppState): readonly string[] | undefined {
  const { opened, campaignUpgrade, campaign } = state;
  if (opened === undefined) return undefined;
  if (campaignUpgrade?.deckId === opened.deckId && campaign?.id === campaignUpgrade.campaignId)
    return campaignUnlocked(campaign.state.researched, campaign.state.rewards);
  return state.savedDecks.find((deck) => deck.id === opened.deckId)?.unlocked;
}

/** The Ultimaten und Gaben of the campaign the open deck is played in (Grimoire lines 2560–2682). */
function selectDeckVariants(state: AppState): readonly VariantId[] | undefined {
  const deckId = state.opened?.deckId;
  return deckId === undefined ? undefined : state.savedDecks.find((deck) => deck.id === deckId)?.variants;
}

export function selectDeckValidation(state: AppState): DeckValidation | undefined {
  return validation(
    state.cardPool,
    state.deck,
    selectDeckUnlocked(state),
    selectDeckEnvironment(state),
    selectDeckVariants(state),
  );
}

const faulty = memoizeLast(
  (result: DeckValidation | undefined) => new Set(result?.problems.flatMap((problem) => problem.cards)),
);

/** Codes some problem names, for the red marker in the deck list. */
export function selectFaultyCodes(state: AppState): ReadonlySet<string> {
  return faulty(selectDeckValidation(state));
}

// Keyed by the options' JSON, so the list keeps its identity (and scroll) while cards are added.
const allowed = memoizeLast((ctx: InvestigatorContext, optionsJson: string) => {
  // The engine's own predicate, so the list offers exactly what validation accepts.
  const may = inclusionPredicate(ctx, JSON.parse(optionsJson) as DeckOption[]);
  return (card: Card) => card.type_code !== 'investigator' && !isWeakness(card) && may(card);
});

/** Whether the deck's investigator may take a card ("nur erlaubte Karten"). */
export function selectAllowedPredicate(state: AppState): ((card: Card) => boolean) | undefined {
  const ctx = selectDeckContext(state);
  if (!ctx) return undefined;
  const slots = state.deck?.slots ?? {};
  const options = effectiveOptions(ctx, new Set(Object.keys(slots)), slots[VERSATILE] ?? 0);
  return allowed(ctx, JSON.stringify(options));
}

const sortedByName = (lines: DeckListLine[]) =>
  [...lines].sort((a, b) => cardName(a.card).localeCompare(cardName(b.card), 'de'));

function sortedSections(sections: readonly DeckListSection[]): DeckListSection[] {
  return sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      lines: sortedByName(group.lines),
      slots: group.slots?.map((slot) => ({ ...slot, lines: sortedByName(slot.lines) })),
    })),
  }));
}

const deckList = memoizeLast(
  (pool: CardPool | undefined, deck: DeckDraft | undefined, result: DeckValidation | undefined): DeckListSection[] => {
    if (!pool || !deck || !result) return [];
    const json = deckJsonOf(deck);
    let built = buildDeckList(json, pool, result);
    // Unknown codes are named by the problems; the list shows the cards the pool knows.
    if (!built.ok)
      built = buildDeckList(
        { ...json, slots: Object.fromEntries(Object.entries(json.slots).filter(([code]) => pool.card(code))) },
        pool,
        result,
      );
    return built.ok ? sortedSections(built.list.sections) : [];
  },
);

/**
 * The deck as players read it (shared/decks/deck-list, the exports' grouping): assets by slot,
 * events, skills, Dauerhaft, Gebunden and weaknesses apart; taboo and customizations applied.
 */
export function selectDeckSections(state: AppState): DeckListSection[] {
  return deckList(state.cardPool, state.deck, selectDeckValidation(state));
}

const mainLines = memoizeLast(
  (sections: DeckListSection[]) =>
    sections.find((section) => section.key === 'main')?.groups.flatMap((group) => group.lines) ?? [],
);

/** Every line of the main deck, group by group. */
export function selectDeckLines(state: AppState): DeckListLine[] {
  return mainLines(selectDeckSections(state));
}

/** German card title for problem sentences. */
export function cardNameIn(pool: CardPool | undefined): (code: string) => string {
  return (code) => {
    const card = pool?.card(code);
    return card ? cardName(card) : code;
  };
}

/** The card title with its level when it has one, "Streifenpolizist (2)": tells an upgrade from the card it replaces. */
export function cardNameWithLevelIn(pool: CardPool | undefined): (code: string) => string {
  const nameOf = cardNameIn(pool);
  return (code) => {
    const xp = pool?.card(code)?.xp;
    return xp ? `${nameOf(code)} (${xp})` : nameOf(code);
  };
}
