import { seededRandom } from '../rules/seeded-random.ts';
import type { Prompt } from './types.ts';

// Random choices the group may leave to the app: a random location (Undimensioned and Unseen,
// In the Clutches of Chaos) and the prologue's story investigators (The Circle Undone). Drawn from
// a seed, and the drawn result goes into the answer with its seed, so a replay of the journal
// repeats it exactly (as for weakness draws, weakness-answer.ts).

/** Different options for each of `ids`, drawn at random; fewer options than ids leave the last ids out. */
export function drawDistinct(
  ids: readonly string[],
  options: readonly string[],
  random: () => number,
): Record<string, string> {
  const pool = [...options];
  return Object.fromEntries(
    ids.flatMap((id) => {
      const [option] = pool.splice(Math.floor(random() * pool.length), 1);
      return option === undefined ? [] : [[id, option]];
    }),
  );
}

/** `count` different cards of the prompt's, drawn at random. */
export function drawCards(cards: readonly string[], count: number, random: () => number): string[] {
  const slots = Array.from({ length: Math.min(count, cards.length) }, (_, at) => String(at));
  return Object.values(drawDistinct(slots, cards, random));
}

/**
 * The fields of an answer with the app's draw filled in where the group left it out: `cards` of a
 * random location (as many as the step draws, `max`, at least one), `draws` of the prologue
 * randomizer; `seed` is stored beside them. Answers that name their result stay as given.
 */
export function withAppDraws(prompt: Prompt, fields: Record<string, unknown>, seed: number): Record<string, unknown> {
  const stored = typeof fields.seed === 'number' ? fields.seed : seed;
  const random = seededRandom(stored).next;
  if (prompt.kind === 'random_location' && fields.cards === undefined)
    return { ...fields, cards: drawCards(prompt.cards ?? [], Math.max(1, prompt.max ?? 1), random), seed: stored };
  if (prompt.kind === 'prologue_randomizer' && fields.draws === undefined) {
    const options = (prompt.choices ?? []).map((choice) => choice.id);
    return { ...fields, draws: drawDistinct(prompt.investigators ?? [], options, random), seed: stored };
  }
  return fields;
}
