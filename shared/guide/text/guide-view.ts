import { type EffectNames, guideEffectLine } from '../../i18n/de/guide-effects.ts';
import type { GuideEffect, GuideRun } from '../types.ts';
import { type EncounterSetName, type GermanPrompt, germanPrompt } from './german-prompt.ts';
import { type GuideProgressEntry, guideProgress } from './guide-progress.ts';
import type { GuideTranslator } from './guide-translator.ts';

// What the campaign screen receives for „Weiter im Kampagnenleitfaden“: everything German, made
// in the main process where the catalogs are.

export interface GuideView {
  /** False for campaigns whose guide the app cannot run yet (hand-recorded mode stays). */
  supported: boolean;
  /** The open question; undefined once the campaign is over. */
  prompt?: GermanPrompt;
  progress: GuideProgressEntry[];
  finished: boolean;
}

/** The summary before an answer is written: one German line per effect (shared/i18n/de/guide-effects.ts). */
export interface GuidePreview {
  lines: string[];
}

export interface GuideViewContext {
  t: GuideTranslator;
  encounterSet: EncounterSetName;
  /** The campaign's scenarios in order with their German names (its campaign definition). */
  scenarios: readonly { id: string; name: string }[];
}

/** The view of a run of the engine over the campaign's stored answers. */
export function guideViewOf(run: GuideRun, context: GuideViewContext): GuideView {
  return {
    supported: true,
    ...(run.prompt ? { prompt: germanPrompt(run.prompt, context.t, context.encounterSet) } : {}),
    progress: guideProgress(run.state, context.scenarios),
    finished: run.finished,
  };
}

/** The view of a campaign whose guide the app does not run. */
export const unsupportedGuideView = (scenarios: readonly { id: string; name: string }[]): GuideView => ({
  supported: false,
  progress: scenarios.map(({ id, name }) => ({ id, name, mark: 'later' })),
  finished: false,
});

/** The summary of what an answer writes: the German line of each effect the player needs to read. */
export function guidePreviewOf(effects: readonly GuideEffect[], t: GuideTranslator, names: EffectNames): GuidePreview {
  return { lines: effects.flatMap((effect) => guideEffectLine(effect, t, names) ?? []) };
}
