import { type EffectNames, guideEffectLine } from '../../i18n/de/guide-effects.ts';
import type { GuideEffect } from '../types.ts';
import type { GuideTranslator } from './guide-translator.ts';

// The summary the campaign screen shows before an answer is written („Das wird eingetragen“):
// made in the main process, where the catalogs are.

export interface GuidePreview {
  /** One German line per effect the player needs to read (shared/i18n/de/guide-effects.ts), guide markup. */
  lines: string[];
}

export function guidePreviewOf(effects: readonly GuideEffect[], t: GuideTranslator, names: EffectNames): GuidePreview {
  return { lines: effects.flatMap((effect) => guideEffectLine(effect, t, names) ?? []) };
}
