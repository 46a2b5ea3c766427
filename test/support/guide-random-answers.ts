import { runGuide } from '../../shared/guide/run-guide.ts';
import type {
  AnswerValue,
  GuideAnswer,
  GuideContext,
  GuideData,
  GuideRun,
  InvestigatorResult,
  Prompt,
} from '../../shared/guide/types.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';

// Seeded random play through a guide: every prompt gets a valid random answer, as a group of
// players might give it. Used by the data walk test and the replay bench.

/** Real investigators of the core set with their printed health and sanity (01001–01005). */
export const CORE_INVESTIGATORS: GuideContext = {
  investigators: {
    '01001': { health: 9, sanity: 5, faction: 'guardian', traits: ['agency', 'detective'] },
    '01002': { health: 5, sanity: 9, faction: 'seeker', traits: ['miskatonic'] },
    '01003': { health: 8, sanity: 6, faction: 'rogue', traits: ['criminal'] },
    '01004': { health: 6, sanity: 8, faction: 'mystic', traits: ['sorcerer'] },
    '01005': { health: 7, sanity: 7, faction: 'survivor', traits: ['drifter'] },
  },
};

const WEAKNESSES = ['01096', '01097', '01098', '01099', '01100', '01101', '01102', '01103'];
/** Basic weaknesses with their traits (card data), for draws the guide limits to traits. */
const WEAKNESS_TRAITS: Record<string, string[]> = {
  '01096': ['Madness'],
  '01097': ['Madness'],
  '01099': ['Madness'],
  '01100': ['Madness'],
  '01101': ['Humanoid', 'Criminal'],
  '02038': ['Injury'],
  '02039': ['Madness'],
};
/** The weaknesses a random group may name: any of WEAKNESSES, or those with one of the asked traits. */
const weaknessesFor = (prompt: Prompt) => {
  const traits = prompt.needsWeakness?.traits ?? [];
  if (!traits.length) return WEAKNESSES;
  return Object.keys(WEAKNESS_TRAITS).filter((code) => WEAKNESS_TRAITS[code]?.some((trait) => traits.includes(trait)));
};

/** Different choices where possible: in a sequential choice an option taken is gone for the next. */
function distinctChoices(codes: string[], open: (code: string) => string[], pick: <T>(items: readonly T[]) => T) {
  const taken = new Set<string>();
  return Object.fromEntries(
    codes.map((code) => {
      const free = open(code).filter((id) => !taken.has(id));
      const choice = pick(free.length ? free : open(code));
      taken.add(choice);
      return [code, choice];
    }),
  );
}

export interface RandomPlay {
  /** Between scenarios, play one of the offered side stories: at the first offer, then about every third time. */
  sideStories?: boolean;
  /** How many side stories this walk has chosen so far (randomWalk counts them). */
  sideStoriesTaken?: number;
}

export function randomAnswer(
  prompt: Prompt,
  run: GuideRun,
  random: ReturnType<typeof seededRandom>,
  play: RandomPlay = {},
): AnswerValue {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random.next() * items.length)] as T;
  const subset = <T>(items: readonly T[], min = 0, max = items.length): T[] => {
    const shuffled = [...items].sort(() => random.next() - 0.5);
    const count = Math.min(
      shuffled.length,
      min + Math.floor(random.next() * (Math.max(min, Math.min(max, shuffled.length)) - min + 1)),
    );
    return shuffled.slice(0, count);
  };
  const investigators = prompt.investigators ?? [];
  const choiceIds = (prompt.choices ?? []).map((choice) => choice.id);
  switch (prompt.kind) {
    case 'choose_one':
      return { kind: 'choose_one', choice: pick(choiceIds) };
    case 'checklist':
      return { kind: 'checklist', choices: subset(choiceIds, prompt.min ?? 0, prompt.max) };
    case 'counter':
      return {
        kind: 'counter',
        value: (prompt.min ?? 0) + Math.floor(random.next() * Math.min(6, (prompt.max ?? 5) - (prompt.min ?? 0) + 1)),
      };
    case 'investigator_counter':
      return {
        kind: 'investigator_counter',
        // From the prompt's least count (Fortune and Folly's alarm level: „min“ 1).
        values: Object.fromEntries(
          investigators.map((code) => [code, (prompt.min ?? 0) + Math.floor(random.next() * 2)]),
        ),
      };
    case 'investigator_choice': {
      const each = prompt.min === undefined && prompt.max === undefined;
      const open = investigators.filter((code) => (prompt.choicesFor?.[code] ?? choiceIds).length > 0);
      const chosen = each ? open : subset(open, prompt.min ?? 1, prompt.max ?? 1);
      const weaknesses = Object.fromEntries(chosen.map((code) => [code, pick(weaknessesFor(prompt))]));
      return {
        kind: 'investigator_choice',
        choices: distinctChoices(chosen, (code) => prompt.choicesFor?.[code] ?? choiceIds, pick),
        weaknesses,
      };
    }
    case 'scenario_investigators': {
      const alive = (prompt.candidates ?? []).filter(
        (code) => !run.state.investigators.some((item) => item.code === code && (item.killed || item.insane)),
      );
      // The campaign's group, of those the prompt allows (the linked Dream-Eaters' second half chooses others).
      const current = run.state.investigators
        .filter((item) => !item.killed && !item.insane && (prompt.candidates ?? [item.code]).includes(item.code))
        .map((item) => item.code);
      const team =
        current.length >= 2
          ? current.slice(0, 2)
          : [...current, ...alive.filter((code) => !current.includes(code))].slice(0, 2);
      return { kind: 'scenario_investigators', investigators: team.length ? team : alive.slice(0, 1) };
    }
    case 'play_scenario': {
      const branches = prompt.choices ?? [];
      if (branches.length && random.next() < 0.2) return { kind: 'play_scenario', branch: pick(branches).id };
      const resolution = prompt.resolutions?.length ? pick(prompt.resolutions) : undefined;
      const statuses: Record<string, InvestigatorResult> = Object.fromEntries(
        investigators.map((code) => [code, pick(resolution?.statuses ?? ['alive'])]),
      );
      return {
        kind: 'play_scenario',
        lead: investigators[0],
        ...(resolution ? { resolution: resolution.id } : {}),
        statuses,
      };
    }
    case 'card_choice': {
      const cards = subset(prompt.cards ?? ['01121', '01138'], prompt.min ?? 0, prompt.max ?? 2);
      // Copies where the guide asks for them: 1, 2, … (no draw, so the walks stay as seeded).
      const copies = Object.fromEntries(cards.map((code, at) => [code, at + 1]));
      return { kind: 'card_choice', cards, ...(prompt.copies ? { copies } : {}) };
    }
    case 'random_location':
      return { kind: 'random_location', cards: subset(prompt.cards ?? [], 1, prompt.max ?? 1) };
    case 'partner_trauma': {
      // 0–2 damage and horror per partner in play: some partners survive, a frail one is crossed off.
      const partners = prompt.cards ?? [];
      const some = () => Object.fromEntries(partners.map((code) => [code, Math.floor(random.next() * 3)]));
      return { kind: 'partner_trauma', damage: some(), horror: some() };
    }
    case 'text_box':
      return { kind: 'text_box', text: 'Notiz' };
    case 'use_supplies': {
      const supply = prompt.supply;
      const held = (code: string) =>
        supply === undefined
          ? 0
          : (run.state.investigators.find((item) => item.code === code)?.supplies[supply.section]?.[supply.id] ?? 0);
      const owners = investigators.filter((code) => held(code) > 0);
      if (prompt.needed !== undefined) {
        // As a group: as many as they hold, up to one each; random readers for the ones missing.
        const crossed = investigators.flatMap((code) => Array<string>(held(code)).fill(code)).slice(0, prompt.needed);
        const readers = subset(investigators, prompt.needed - crossed.length, prompt.needed - crossed.length);
        return { kind: 'use_supplies', investigators: crossed, readers };
      }
      return {
        kind: 'use_supplies',
        investigators: subset(owners, 0, Math.min(prompt.max ?? owners.length, owners.length)),
      };
    }
    case 'supplies':
      return {
        kind: 'supplies',
        supplies: Object.fromEntries(
          investigators.map((code) => {
            let points = prompt.points?.[code] ?? 0;
            const bought: Record<string, number> = {};
            for (const supply of [...(prompt.supplies ?? [])].sort(() => random.next() - 0.5)) {
              if (supply.cost > points || random.next() < 0.3) continue;
              bought[supply.id] = 1;
              points -= supply.cost;
            }
            return [code, bought];
          }),
        ),
      };
    case 'prologue_randomizer': {
      const options = subset(choiceIds, investigators.length, investigators.length);
      return {
        kind: 'prologue_randomizer',
        draws: Object.fromEntries(investigators.map((code, at) => [code, options[at] as string])),
      };
    }
    case 'upgrade_decks': {
      const offers = play.sideStories ? (prompt.sideStories ?? []) : [];
      // The first offer is always taken, so every walk with side stories plays at least one.
      if (offers.length && (!play.sideStoriesTaken || random.next() < 0.35)) {
        play.sideStoriesTaken = (play.sideStoriesTaken ?? 0) + 1;
        return { kind: 'upgrade_decks', sideStory: pick(offers).id };
      }
      return { kind: 'upgrade_decks' };
    }
    default:
      return { kind: prompt.kind } as AnswerValue;
  }
}

/** Plays the guide to its end (or to `limit` answers) with seeded random answers. */
export function randomWalk(
  guide: GuideData,
  seed: number,
  limit = 2000,
  play: RandomPlay = {},
): { run: GuideRun; answers: GuideAnswer[] } {
  const random = seededRandom(seed);
  const answers: GuideAnswer[] = [];
  const walk: RandomPlay = { ...play, sideStoriesTaken: 0 };
  let run = runGuide(guide, answers, CORE_INVESTIGATORS);
  while (run.prompt && !run.problem && answers.length < limit) {
    answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random, walk) });
    run = runGuide(guide, answers, CORE_INVESTIGATORS);
  }
  return { run, answers };
}
