import { z } from 'zod';
import type { CampaignState } from '../campaign/campaign-state.ts';
import type { GermanPrompt, GermanShownStep } from '../guide/text/german-prompt.ts';
import type { GermanWorldMap } from '../guide/text/german-world-map.ts';
import type { JournalLine } from './campaign-contract.ts';
import { plainOutput } from './plain-output.ts';

// Campaign guide methods of the IPC contract: the open prompt in German, and answers to it.

const id = z.number().int().positive();

/**
 * One answer as a caller gives it: the `step` it answers (the prompt's step id; `key` pins the
 * exact position when a step repeats) and the fields of the prompt's input kind (docs/command-line/guide.md).
 */
export const guideAnswerInputSchema = z.looseObject({
  step: z.string().trim().min(1).max(200),
  key: z.string().trim().min(1).max(300).optional(),
});
export type GuideAnswerInput = z.infer<typeof guideAnswerInputSchema>;

export interface GuideStatus {
  campaignId: number;
  /** False for a campaign without a guided mode (then `message` says so in German). */
  supported: boolean;
  done: boolean;
  message?: string;
  answers?: number;
  /** The guide data version the campaign plays with (fixed at its first answer). */
  version?: number;
  /** German, when the imported guide data has another version than the campaign began with. */
  dataChanged?: string;
  prompt?: GermanPrompt;
  /** A finished campaign: the German story text read after the last answer (the epilogue). */
  closing?: GermanShownStep[];
  /** German: why the guide cannot go on (data the engine does not understand). */
  problem?: string;
  result?: 'win' | 'lose' | 'survived';
  /** The Scarlet Keys: the world map once handed out (places, where the group is, time, keys). */
  map?: GermanWorldMap;
}

/** Built by the main process from the checked guide data and the campaign log (plain-output.ts). */
const status = plainOutput<GuideStatus>();

export const guideMethods = {
  'campaigns.guide': { input: z.object({ campaignId: id }).strict(), output: status },
  /** Answers the open prompt and the ones after it, in order: all or nothing. */
  'campaigns.guideAnswer': {
    input: z.object({ campaignId: id, answers: z.array(guideAnswerInputSchema).min(1).max(500) }).strict(),
    /** `journal`: the campaign's journal lines after the write, so the screen reads nothing again. */
    output: plainOutput<{
      campaignId: number;
      seq: number;
      state: CampaignState;
      guide: GuideStatus;
      journal: JournalLine[];
    }>(),
  },
} as const;
