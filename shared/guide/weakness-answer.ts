import type { CampaignState } from '../campaign/campaign-state.ts';
import type { CardPool } from '../cards/card-pool.ts';
import { seededRandom } from '../rules/seeded-random.ts';
import { basicWeaknessPool, drawBasicWeakness } from '../rules/weakness-draw.ts';
import type { AnswerValue, Prompt } from './types.ts';

// A weakness draw the app makes for the group (Grimoire „Zufällige Grundschwächen“): seeded, and
// the drawn cards go into the answer, so replaying the journal repeats the draw exactly.

type ChoiceAnswer = Extract<AnswerValue, { kind: 'investigator_choice' }>;

/** `traits` of the guide (e.g. Madness) narrow the draw to weaknesses with one of them. */
const hasTrait = (traits: string | undefined, wanted: readonly string[]) =>
  wanted.length === 0 ||
  (traits ?? '')
    .split('.')
    .map((trait) => trait.trim().toLowerCase())
    .some((trait) => wanted.some((item) => item.toLowerCase() === trait));

/**
 * The first investigator whose given weakness the prompt does not allow: not a basic weakness of
 * the card data, or without one of the traits the guide names (Undimensioned and Unseen's
 * `add_weakness`: „a random basic Madness, Injury, or Pact weakness“).
 */
export function unfitWeakness(prompt: Prompt, value: ChoiceAnswer, pool: CardPool): string | undefined {
  const wanted = prompt.needsWeakness;
  if (!wanted) return undefined;
  return Object.entries(value.weaknesses ?? {}).find(([, code]) => {
    const card = pool.card(code);
    return card?.subtype_code !== 'basicweakness' || card.hidden || !hasTrait(card.traits, wanted.traits);
  })?.[0];
}

/**
 * Fills in the weaknesses an answer lacks for a prompt that draws them; without `choices`, every
 * asked investigator draws. Returns the answer unchanged when nothing is to be drawn.
 */
export function drawWeaknesses(
  prompt: Prompt,
  value: ChoiceAnswer,
  pool: CardPool,
  state: CampaignState,
  seed: number,
  /** The collection's packs (Grimoire „Sammlung“): only their basic weaknesses are drawn; none = every pack. */
  ownedPacks?: readonly string[] | null,
): ChoiceAnswer {
  const wanted = prompt.needsWeakness;
  if (!wanted) return value;
  const drawing = Object.keys(value.choices).filter((code) => !value.weaknesses?.[code]);
  if (drawing.length === 0) return value;
  const random = seededRandom(seed);
  const weaknesses = { ...(value.weaknesses ?? {}) };
  const held = state.investigators.flatMap((item) => item.weaknesses);
  for (const code of drawing) {
    const investigator = pool.card(code);
    if (!investigator) continue;
    const candidates = basicWeaknessPool(pool, {
      excluded: [...held, ...Object.values(weaknesses)],
      mode: 'campaign',
      players: Math.max(1, prompt.investigators?.length ?? 1),
      investigator,
      ...(ownedPacks ? { ownedPacks } : {}),
    }).filter((card) => hasTrait(card.traits, wanted.traits));
    const card = drawBasicWeakness(candidates, random);
    if (card) weaknesses[code] = card.code;
  }
  return { ...value, weaknesses, seed };
}
