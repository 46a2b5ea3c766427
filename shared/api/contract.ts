import { z } from 'zod';
import type { Card, Cycle, GermanLabels, Pack, TabooList } from '../cards/card-types.ts';
import type { AppErrorCode, AppErrorDetails } from './app-error.ts';
import { backupMethods } from './backup-contract.ts';
import { campaignMethods } from './campaign-contract.ts';
import { campaignDefinitionMethods } from './campaign-definition-contract.ts';
import { cardImageMethods } from './card-image-contract.ts';
import { cardUpdateMethods, updateReportShape } from './card-update-contract.ts';
import { collectionMethods } from './collection-contract.ts';
import { deckMethods } from './deck-contract.ts';
import { deckImportMethods } from './deck-import-contract.ts';
import { fileDialogMethods } from './file-dialog-contract.ts';
import { guideMethods } from './guide-contract.ts';
import { guidePreviewMethods } from './guide-preview-contract.ts';
import { type PlainOutput, plainOutput } from './plain-output.ts';
import { printMethods } from './print-contract.ts';
import { importProgressSchema } from './progress.ts';
import { rulesMethods } from './rules-contract.ts';

// The one contract between renderer and main process. Electron's preload, the IPC handlers
// and the web host (`POST /api/<method>`) are all derived from this list; there is no other
// channel. Inputs are parsed with these schemas in the main process before a handler runs.

// Schema messages reach players (CLI, dialogs): zod's German locale for all of them, and a
// missing field says so instead of "erwartet …, erhalten undefined".
z.config(z.locales.de());
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'fehlt' : undefined),
});

export const poolSummarySchema = z.object({
  cards: z.number(),
  playerCards: z.number(),
  investigators: z.number(),
  parallelInvestigators: z.number(),
  packs: z.number(),
  tabooLists: z.number(),
  /** Campaign definitions imported with the cards, when arkham-cards-data lay beside them. */
  campaigns: z.number().optional(),
  ...updateReportShape,
});
export type PoolSummary = z.infer<typeof poolSummarySchema>;

/** What the renderer needs of the pool: every player card printing and the story cards campaigns hand out, packs, taboo lists, labels. */
export interface PlayerPool {
  cards: Card[];
  packs: Pack[];
  cycles: Cycle[];
  taboos: TabooList[];
  labels: GermanLabels;
}

const empty = z.object({}).strict();

export const cardStatusSchema = z.object({
  imported: z.boolean(),
  summary: poolSummarySchema.optional(),
  source: z.string().optional(),
  importedAt: z.string().optional(),
  importing: z.boolean(),
  progress: importProgressSchema.optional(),
});
export type CardStatus = z.infer<typeof cardStatusSchema>;

export const contract = {
  'app.info': {
    input: empty,
    output: z.object({ version: z.string(), home: z.string(), folderDialog: z.boolean() }),
  },
  'app.chooseFolder': {
    input: z.object({ title: z.string().max(200).optional() }).strict(),
    output: z.object({ folder: z.string().optional() }),
  },
  ...fileDialogMethods,
  'cards.status': { input: empty, output: cardStatusSchema },
  'cards.pool': { input: empty, output: plainOutput<PlayerPool>() },
  /** The encounter cards (enemies, treacheries, locations …), fetched when the card browser first shows them. */
  'cards.encounter': { input: empty, output: plainOutput<Card[]>() },
  'cards.import': {
    input: z.object({ folder: z.string().min(1).max(4096) }).strict(),
    output: z.object({ started: z.literal(true) }),
  },
  ...cardUpdateMethods,
  ...deckMethods,
  ...deckImportMethods,
  ...printMethods,
  ...campaignMethods,
  ...guideMethods,
  ...guidePreviewMethods,
  ...campaignDefinitionMethods,
  ...rulesMethods,
  ...backupMethods,
  ...collectionMethods,
  ...cardImageMethods,
} as const;

export type { CardImageSettings } from './card-image-contract.ts';
export type Contract = typeof contract;
export type Method = keyof Contract;
export type MethodInput<M extends Method> = z.input<Contract[M]['input']>;
/** The input as a handler receives it, after the main process parsed it. */
export type ParsedInput<M extends Method> = z.output<Contract[M]['input']>;
export type MethodOutput<M extends Method> =
  Contract[M]['output'] extends PlainOutput<infer T> ? T : z.output<Contract[M]['output']>;
export const METHODS = Object.keys(contract) as Method[];

export function isMethod(name: unknown): name is Method {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

/** Events the main process pushes to every window (Electron) or event stream (web host). */
export const eventSchemas = {
  'cards:import-progress': importProgressSchema,
  'cards:import-finished': z.union([
    z.object({ ok: z.literal(true), summary: poolSummarySchema }),
    z.object({ ok: z.literal(false), code: z.string(), details: z.record(z.string(), z.unknown()) }),
  ]),
  /** A campaign's journal grew; windows showing it reload its state. */
  'campaign:changed': z.object({ campaignId: z.number(), seq: z.number() }),
} as const;
export type EventName = keyof typeof eventSchemas;
export type EventPayload<E extends EventName> = z.output<(typeof eventSchemas)[E]>;

/** The envelope every call answers with, over IPC and HTTP alike. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; code: AppErrorCode; details: AppErrorDetails };

/** Names of the transport channels; they exist only here. */
export const IPC_CALL_CHANNEL = 'logbuch:call';
export const IPC_EVENT_CHANNEL = 'logbuch:event';
export const WEB_TOKEN_HEADER = 'x-logbuch-token';
