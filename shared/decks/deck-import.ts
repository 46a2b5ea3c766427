import type { CardPool } from '../cards/card-pool.ts';
import type { DeckProblem } from '../rules/deck-problem.ts';
import { deckSizeFor } from '../rules/deck-size.ts';
import { investigatorContext } from '../rules/investigator-context.ts';
import { validateDeck } from '../rules/validate-deck.ts';
import { orderChain } from './deck-chain.ts';
import { DeckChainError } from './deck-chain-error.ts';
import { type ImportProblem, readImportText } from './deck-import-text.ts';
import { type DeckJson, deckFileSchema, parseDeckMeta } from './deck-json.ts';
import { type DroppedSlot, droppedOfAll, droppedSlots, droppedSlotWarnings } from './dropped-slots.ts';

// Decks to import, checked against the card pool before anything is written: every
// code known (reprints too), the investigator and its parallel sides known, one investigator,
// a chain that is exactly one chain. Rules are not a reason to refuse: an illegal deck is
// imported and its problems shown, so the player can fix it in the editor. Slots with a count of
// 0 or less are dropped and told as warnings; other malformed input is refused.

/** One import takes at most this many versions (decks.importChain's limit). */
export const MAX_IMPORT_DECKS = 100;

export type ImportSource = 'arkhamdb' | 'arkham.build' | 'json';

export interface DeckImportPlan {
  /** Oldest version first; a single deck carries no links to versions that are not there. */
  decks: DeckJson[];
  investigatorCode: string;
  /** The latest version's name, when it has one. */
  name?: string;
  source: ImportSource;
  /** Slots with a count of 0 or less the files held (any version): dropped, told as warnings. */
  dropped: DroppedSlot[];
}

export type DeckImportCheck = { ok: true; plan: DeckImportPlan } | { ok: false; problems: ImportProblem[] };

const fail = (...problems: ImportProblem[]): DeckImportCheck => ({ ok: false, problems });

/** arkham.build names its own decks with UUIDs; ArkhamDB with numbers. */
function sourceOf(decks: readonly DeckJson[]): ImportSource {
  const ids = decks.map((deck) => deck.id).filter((id) => id !== null && id !== undefined);
  if (decks.some((deck) => 'source' in deck) || ids.some((id) => typeof id === 'string' && !/^\d+$/.test(id)))
    return 'arkham.build';
  return ids.length ? 'arkhamdb' : 'json';
}

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

function parsedDecks(
  values: readonly unknown[],
): { ok: true; decks: DeckJson[]; dropped: DroppedSlot[] } | { ok: false; problem: ImportProblem } {
  if (values.length === 0) return { ok: false, problem: { code: 'deck_import_empty', details: {} } };
  if (values.length > MAX_IMPORT_DECKS)
    return {
      ok: false,
      problem: { code: 'deck_import_too_many', details: { count: values.length, limit: MAX_IMPORT_DECKS } },
    };
  const decks: DeckJson[] = [];
  const dropped: { dropped: DroppedSlot[] }[] = [];
  for (const [i, value] of values.entries()) {
    const parsed = deckFileSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const details = {
        ...(values.length > 1 ? { deckIndex: i + 1 } : {}),
        field: issue.path.join('.'),
        reason: valueAt(value, issue.path) === undefined ? 'missing' : 'invalid',
      };
      return { ok: false, problem: { code: 'deck_import_not_a_deck', details } };
    }
    decks.push(parsed.data);
    dropped.push({ dropped: droppedSlots(value) });
  }
  return { ok: true, decks, dropped: droppedOfAll(dropped) };
}

/** Codes a deck names that the pool does not know: its cards, side deck, ‖Jim's spirit deck. */
function unknownCodesOf(deck: DeckJson, pool: CardPool): string[] {
  const meta = parseDeckMeta(deck.meta);
  const extra = (meta.extra_deck ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const codes = [
    ...Object.keys(deck.slots),
    ...Object.keys(deck.sideSlots),
    ...Object.keys(deck.ignoreDeckLimitSlots),
    ...extra,
  ];
  return codes.filter((code) => !pool.card(code));
}

/** The investigator and its parallel sides (`meta.alternate_front`/`alternate_back`) that are no investigator the pool knows. */
function unknownInvestigatorOf(deck: DeckJson, pool: CardPool): string | undefined {
  const meta = parseDeckMeta(deck.meta);
  return [deck.investigator_code, meta.alternate_front, meta.alternate_back].find(
    (code) => code && pool.card(code)?.type_code !== 'investigator',
  );
}

/** The versions in order, or the chain's refusal as a problem. */
function chainOf(decks: DeckJson[]): { ok: true; decks: DeckJson[] } | { ok: false; problem: ImportProblem } {
  if (decks.length === 1) return { ok: true, decks: [{ ...decks[0]!, previous_deck: null, next_deck: null }] };
  // Said first: decks of several investigators are no chain, whatever their links say.
  const investigators = [...new Set(decks.map((deck) => deck.investigator_code))];
  if (investigators.length > 1)
    return { ok: false, problem: { code: 'deck_chain_mixed_investigators', details: { investigators } } };
  try {
    return { ok: true, decks: orderChain(decks) };
  } catch (error) {
    if (error instanceof DeckChainError) return { ok: false, problem: { code: error.code, details: error.details } };
    throw error;
  }
}

/** Checks parsed JSON values (one deck or a chain) against the pool. */
export function checkImportValues(values: readonly unknown[], pool: CardPool): DeckImportCheck {
  const parsed = parsedDecks(values);
  if (!parsed.ok) return fail(parsed.problem);
  const chain = chainOf(parsed.decks);
  if (!chain.ok) return fail(chain.problem);
  const problems: ImportProblem[] = [];
  const investigator = chain.decks.map((deck) => unknownInvestigatorOf(deck, pool)).find(Boolean);
  if (investigator) problems.push({ code: 'deck_import_unknown_investigator', details: { investigator } });
  const unknown = [...new Set(chain.decks.flatMap((deck) => unknownCodesOf(deck, pool)))];
  if (unknown.length) problems.push({ code: 'deck_import_unknown_cards', details: { unknownCards: unknown } });
  if (problems.length) return fail(...problems);
  const latest = chain.decks.at(-1)!;
  const name = latest.name?.trim();
  return {
    ok: true,
    plan: {
      decks: chain.decks,
      investigatorCode: latest.investigator_code,
      ...(name ? { name } : {}),
      source: sourceOf(chain.decks),
      dropped: parsed.dropped,
    },
  };
}

/** Checks a pasted or loaded text; an ArkhamDB address is a problem here (it needs `decks.fetch`). */
export function checkImportText(text: string, pool: CardPool): DeckImportCheck {
  const read = readImportText(text);
  if (!read.ok) return fail(read.problem);
  if (read.kind === 'online') return fail({ code: 'deck_import_online', details: { deckRef: read.reference.id } });
  return checkImportValues(read.values, pool);
}

/** What the import dialog shows before saving: the latest version checked against every rule. */
export interface ImportPreview {
  versions: number;
  deckSize: number;
  /** The deck size the investigator (and its choices) asks for. */
  size: number;
  /** Every card in the deck, weaknesses and permanents included. */
  cards: number;
  xp: number;
  problems: DeckProblem[];
  /** The dropped slots and what validation warns about (the deck stays legal for them). */
  warnings: DeckProblem[];
}

export function previewImport(plan: DeckImportPlan, pool: CardPool): ImportPreview {
  const latest = plan.decks.at(-1)!;
  const { deckSize, xp, problems, warnings } = validateDeck(latest, pool);
  const cards = Object.values(latest.slots).reduce((sum, count) => sum + count, 0);
  const lookup = pool.withTaboo(latest.taboo_id);
  const ctx = investigatorContext(lookup(latest.investigator_code)!, parseDeckMeta(latest.meta), lookup, pool.byName);
  const size = deckSizeFor(ctx, new Map(Object.entries(latest.slots)));
  return {
    versions: plan.decks.length,
    deckSize,
    size,
    cards,
    xp,
    problems,
    warnings: [...droppedSlotWarnings(plan.dropped), ...warnings],
  };
}
