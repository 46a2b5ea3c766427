import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MODIFIED_REPRINT_LISTS } from '../../shared/cards/modified-reprints.ts';
import { ARKHAMDB_DATA } from './real-data.ts';

// The player cards the card browser lists, read straight from the pack files of the ArkhamDB data
// (not through the app's card pool), so browser tests can compute what a filter must show:
// - a player class (guardian … survivor, neutral; not mythos), not `hidden` (the backs of
//   double-sided cards);
// - no encounter set, except campaign rewards: Grimoire „Belohnungskarten“, the keyword „Reward.“
//   opens their text;
// - a reprint (`duplicate_of`) is its original's card, except the Grimoire's table of
//   „Modifizierte Reprints“ (XIII): those are cards of their own, with their original's fields
//   where they print none.

/** The printed fields the browser's filters read (English, as the data files write them). */
export interface JsonCard {
  code: string;
  name: string;
  faction_code: string;
  cost?: number | null;
  traits?: string;
  text?: string;
  skill_willpower?: number;
  skill_intellect?: number;
  skill_combat?: number;
  skill_agility?: number;
  skill_wild?: number;
  hidden?: boolean;
  encounter_code?: string;
  duplicate_of?: string;
}

const PLAYER_CLASSES = ['guardian', 'seeker', 'rogue', 'mystic', 'survivor', 'neutral'];
const MODIFIED = new Set(MODIFIED_REPRINT_LISTS.flatMap((list) => list.codes));

function packFiles(): JsonCard[] {
  const root = path.join(ARKHAMDB_DATA, 'pack');
  return readdirSync(root).flatMap((cycle) =>
    readdirSync(path.join(root, cycle))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => JSON.parse(readFileSync(path.join(root, cycle, file), 'utf8')) as JsonCard[]),
  );
}

/** Every player card the browser lists without a filter, once each. */
export function listedPlayerCardsFromJson(): JsonCard[] {
  const all = packFiles();
  const byCode = new Map(all.map((card) => [card.code, card]));
  const isReward = (card: JsonCard) => /^(?:[^\n]*\. )?Reward\./.test(card.text ?? '');
  const listed = all
    .filter((card) => !card.duplicate_of || MODIFIED.has(card.code))
    .map((card) => (card.duplicate_of ? { ...byCode.get(card.duplicate_of), ...card } : card))
    .filter((card) => PLAYER_CLASSES.includes(card.faction_code) && !card.hidden)
    .filter((card) => !card.encounter_code || isReward(card));
  // A few records stand twice in the files under one code: one card.
  return [...new Map(listed.map((card) => [card.code, card])).values()];
}
