import { de } from './de.ts';
import { deDeckTools } from './de-deck-tools.ts';

export type Messages = typeof de & typeof deDeckTools;

/** The catalogue the UI speaks; the only place a language is chosen. */
export const t: Messages = { ...de, ...deDeckTools };
