import { de, type Messages } from './de.ts';

/** The catalogue the UI speaks; the only place a language is chosen. */
export const t: Messages = de;
