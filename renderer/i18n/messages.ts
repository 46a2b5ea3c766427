import { de } from './de.ts';
import { deData } from './de-data.ts';
import { deDeckImport } from './de-deck-import.ts';
import { deDeckTools } from './de-deck-tools.ts';
import { dePrint } from './de-print.ts';

export type Messages = typeof de & typeof deDeckTools & typeof deData & typeof deDeckImport & typeof dePrint;

/** The catalogue the UI speaks; the only place a language is chosen. */
export const t: Messages = { ...de, ...deDeckTools, ...deData, ...deDeckImport, ...dePrint };
