import { z } from 'zod';
import { DATA_FILE_REASONS } from '../../i18n/de/data-file-reasons.ts';
import {
  type ChaosBags,
  type ChaosToken,
  chaosTokenSchema,
  DIFFICULTIES,
  type Difficulty,
} from '../campaign-definition.ts';
import { CampaignDataError } from './campaign-data-error.ts';
import type { RawStep } from './raw-campaign-data.ts';

// The chaos bag per difficulty, as the setup steps of arkham-cards-data assemble it: a
// `choose_one` input whose choices (easy … expert) carry `tokens` (campaign.json
// `difficulty_choice`, side stories' `choose_difficulty`), or a single step that sets the
// difficulty and adds the tokens (the standalone setup of some campaign scenarios).

const difficultySchema = z.enum(DIFFICULTIES);

const difficultyChoiceSchema = z.looseObject({
  input: z.looseObject({
    type: z.literal('choose_one'),
    choices: z.array(z.looseObject({ id: z.string(), tokens: z.array(z.string()).optional() })),
  }),
});

const fixedBagSchema = z.looseObject({
  effects: z.array(
    z.looseObject({
      type: z.string(),
      setting: z.string().optional(),
      value: z.unknown().optional(),
      tokens: z.array(z.string()).optional(),
    }),
  ),
});

function tokensOf(tokens: string[], path: string): ChaosToken[] {
  return tokens.map((token) => {
    const parsed = chaosTokenSchema.safeParse(token);
    if (!parsed.success)
      throw new CampaignDataError('campaign_data_invalid', {
        path,
        reason: DATA_FILE_REASONS.unknownChaosToken(token),
      });
    return parsed.data;
  });
}

function bagsOfStep(step: RawStep): [Difficulty, string[]][] {
  const choice = difficultyChoiceSchema.safeParse(step);
  if (choice.success) {
    return choice.data.input.choices.flatMap(({ id, tokens }) => {
      const difficulty = difficultySchema.safeParse(id);
      return difficulty.success && tokens ? [[difficulty.data, tokens] as [Difficulty, string[]]] : [];
    });
  }
  const fixed = fixedBagSchema.safeParse(step);
  if (!fixed.success) return [];
  const difficulty = difficultySchema.safeParse(
    fixed.data.effects.find((effect) => effect.type === 'campaign_data' && effect.setting === 'difficulty')?.value,
  );
  const tokens = fixed.data.effects.find((effect) => effect.type === 'add_chaos_token')?.tokens;
  return difficulty.success && tokens ? [[difficulty.data, tokens]] : [];
}

/** The bags the named steps assemble, in the order easy … expert; the first step to name a difficulty wins. */
export function chaosBagsOf(stepIds: string[], steps: RawStep[], path: string): ChaosBags {
  const found = new Map<Difficulty, ChaosToken[]>();
  for (const id of stepIds) {
    const step = steps.find((candidate) => candidate.id === id);
    for (const [difficulty, tokens] of step ? bagsOfStep(step) : []) {
      if (!found.has(difficulty)) found.set(difficulty, tokensOf(tokens, path));
    }
  }
  return Object.fromEntries(
    DIFFICULTIES.filter((difficulty) => found.has(difficulty)).map((difficulty) => [
      difficulty,
      found.get(difficulty)!,
    ]),
  );
}
