import type { DeckOption } from '../cards/card-types.ts';
import type { CountedCard } from './deck-access.ts';

// Placing every copy of a deck on the Deckbuilding Option that takes it (Grimoire "Regeln für den
// Deckbau"): the first option that matches and still has room.

export interface Assignment {
  accepted: CountedCard[][];
  used: number[];
  overflow: number[];
  matchedForAtleast: CountedCard[][];
  refused: Map<string, DeckOption | undefined>;
}

// What `assign` reads of each option for every copy, in arrays: option objects come in many
// shapes, so reading their fields over and over is slow. Per options array (never changed).
interface OptionFlags {
  ignoreMatch: boolean[];
  not: boolean[];
  limit: (number | undefined)[];
  /** Whether problemsOf reads the option's accepted cards (it has a limit) or its cards for `atleast`. */
  keepsAccepted: boolean[];
  keepsMatched: boolean[];
}
const optionFlags = new WeakMap<readonly DeckOption[], OptionFlags>();

function flagsOf(options: readonly DeckOption[]): OptionFlags {
  let flags = optionFlags.get(options);
  if (!flags) {
    flags = {
      ignoreMatch: options.map((o) => Boolean(o.ignore_match)),
      not: options.map((o) => Boolean(o.not)),
      limit: options.map((o) => o.limit),
      keepsAccepted: options.map((o) => o.limit !== undefined),
      keepsMatched: options.map((o) => Boolean(o.atleast)),
    };
    optionFlags.set(options, flags);
  }
  return flags;
}

/**
 * Assigns every copy to the first option that matches and still has room: a full `limit`
 * passes the copy on (Carolyn Fern's 16th card goes to Versatile). With `constrainedFirst`,
 * cards that fit fewer options are placed first, so a legal assignment is found when one exists.
 * `accepted` and `matchedForAtleast` are filled only for the options problemsOf reads them of.
 */
export function assign(
  cards: readonly CountedCard[],
  options: readonly DeckOption[],
  matched: readonly number[],
  constrainedFirst: boolean,
): Assignment {
  const n = options.length;
  const { ignoreMatch, not, limit, keepsAccepted, keepsMatched } = flagsOf(options);
  const accepted: CountedCard[][] = [];
  const used: number[] = [];
  const overflow: number[] = [];
  const matchedForAtleast: CountedCard[][] = [];
  for (let i = 0; i < n; i++) {
    accepted.push([]);
    used.push(0);
    overflow.push(0);
    matchedForAtleast.push([]);
  }
  const refused = new Map<string, DeckOption | undefined>();
  let order: number[] | undefined;
  if (constrainedFirst) {
    const freedom: number[] = [];
    order = [];
    for (let index = 0; index < cards.length; index++) {
      let free = 0;
      for (let i = 0; i < n; i++) if (!ignoreMatch[i] && !not[i] && matched[index * n + i]) free++;
      freedom.push(free);
      order.push(index);
    }
    order.sort((a, b) => freedom[a]! - freedom[b]!);
  }
  const placed: boolean[] = [];
  for (let i = 0; i < n; i++) placed.push(false);
  for (let position = 0; position < cards.length; position++) {
    const index = order ? order[position]! : position;
    const entry = cards[index]!;
    const row = index * n;
    for (let i = 0; i < n; i++) {
      placed[i] = false;
      if (ignoreMatch[i] && keepsMatched[i] && matched[row + i]) matchedForAtleast[i]!.push(entry);
    }
    for (let copy = 0; copy < entry.count; copy++) {
      let full: number | undefined;
      let taken = false;
      for (let i = 0; i < n; i++) {
        if (ignoreMatch[i] || !matched[row + i]) continue;
        if (not[i]) {
          refused.set(entry.card.code, options[i]);
          taken = true;
          break;
        }
        const room = limit[i];
        if (room !== undefined && used[i]! >= room) {
          full ??= i;
          continue;
        }
        used[i]! += 1;
        placed[i] = true;
        taken = true;
        break;
      }
      if (taken) continue;
      if (full !== undefined) {
        overflow[full]! += 1;
        placed[full] = true;
      } else refused.set(entry.card.code, undefined);
    }
    for (let i = 0; i < n; i++) {
      if (!placed[i]) continue;
      if (keepsAccepted[i]) accepted[i]!.push(entry);
      if (keepsMatched[i] && !ignoreMatch[i]) matchedForAtleast[i]!.push(entry);
    }
  }
  return { accepted, used, overflow, matchedForAtleast, refused };
}
