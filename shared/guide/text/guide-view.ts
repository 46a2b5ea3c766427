import type { GermanPrompt } from './german-prompt.ts';
import type { GuideProgressEntry } from './guide-progress.ts';

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
