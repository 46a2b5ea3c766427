import { z } from 'zod';
import { type CardWording, wordingForEnvironment } from '../cards/card-wording.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// Grimoire XII „Deckbau-Umgebungen“: which products a deck may be built from. This module holds
// the environment a player chooses and its text form (`aktuell`, `legacy`,
// `limitiert:PACK,PACK,PACK`, each optionally followed by the group's switches, e.g.
// `aktuell;agreed-cards=no`); environment-pool.ts turns it into cards.

export const ENVIRONMENT_RULE = GRIMOIRE_SECTIONS.environments;

export const ENVIRONMENT_KINDS = ['legacy', 'aktuell', 'limitiert'] as const;
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];

/** The three player-card expansions a Limitiert environment picks („3 verschiedene … eurer Wahl“). */
export const LIMITED_PICKS = 3;

export interface DeckEnvironment {
  kind: EnvironmentKind;
  /** Limitiert only: the expansions picked, by pack code as given (none with `ownPools`). */
  packs?: readonly string[];
  /**
   * „Parallele Ermittler, Promokarten und Storyvorteilskarten … können nach Belieben und nach
   * Absprache in der Gruppe verwendet werden“: allowed unless the group agreed otherwise (false).
   */
  agreedCards?: boolean;
  /**
   * Limitiert's optional variant: „dass alle Ermittler und mit allen ihren Signaturkarten aus jeder
   * Erweiterung der Sammlung erlaubt sind“.
   */
  allInvestigators?: boolean;
  /**
   * Limitiert, a campaign's choice: „ob alle Ermittler dieselbe Limitierte Umgebung verwenden oder
   * ob jeder Ermittler in seiner eigenen Limitierte Umgebung sein Deck baut“ — true: each deck's own.
   */
  ownPools?: boolean;
  /** Legacy: the wording the group agreed on („welche Version der Karte“, L2542); Kapitel 2 unless chosen. */
  wording?: CardWording;
}

export type EnvironmentSyntaxError =
  | { code: 'environment_unknown'; text: string }
  | { code: 'environment_pick_count'; count: number }
  | { code: 'environment_switch_unknown'; text: string };

// The switches' text form, as stored and as `--environment` reads it after the kind.
const AGREED_NO = 'agreed-cards=no';
const ALL_INVESTIGATORS = 'all-investigators';
const OWN_POOLS = 'own-pools';
const WORDING_KAPITEL1 = 'wording=kapitel1';
const SWITCHES: readonly string[] = [
  AGREED_NO,
  'agreed-cards=yes',
  ALL_INVESTIGATORS,
  OWN_POOLS,
  WORDING_KAPITEL1,
  'wording=kapitel2',
];

type Parsed = { ok: true; environment: DeckEnvironment } | { ok: false; error: EnvironmentSyntaxError };

/** The group's switches (`agreed-cards=no;all-investigators`) onto an environment; those that do not apply to its kind are dropped. */
function withSwitches(environment: DeckEnvironment, switches: readonly string[]): Parsed {
  const unknown = switches.find((entry) => !SWITCHES.includes(entry));
  if (unknown !== undefined) return { ok: false, error: { code: 'environment_switch_unknown', text: unknown } };
  const has = (entry: string) => switches.includes(entry);
  const result: DeckEnvironment = { ...environment };
  if (environment.kind === 'legacy') {
    if (has(WORDING_KAPITEL1)) result.wording = 'kapitel1';
    return { ok: true, environment: result };
  }
  if (has(AGREED_NO)) result.agreedCards = false;
  if (environment.kind === 'limitiert' && has(ALL_INVESTIGATORS)) result.allInvestigators = true;
  if (environment.kind === 'limitiert' && has(OWN_POOLS)) result.ownPools = true;
  return { ok: true, environment: result };
}

/** Reads the text form; the picks are checked against the card data by environmentPackError. */
export function parseEnvironment(text: string): Parsed {
  const [head = '', ...switches] = text
    .trim()
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  if (head === 'legacy' || head === 'aktuell') return withSwitches({ kind: head }, switches);
  const [kind, list, ...rest] = head.split(':');
  if (kind !== 'limitiert' || rest.length > 0) return { ok: false, error: { code: 'environment_unknown', text } };
  // „jeder Ermittler in seiner eigenen Limitierte Umgebung“: the campaign names no picks.
  if (list === undefined && switches.includes(OWN_POOLS)) return withSwitches({ kind: 'limitiert' }, switches);
  if (list === undefined) return { ok: false, error: { code: 'environment_unknown', text } };
  const packs = list
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (packs.length !== LIMITED_PICKS)
    return { ok: false, error: { code: 'environment_pick_count', count: packs.length } };
  return withSwitches({ kind: 'limitiert', packs }, switches);
}

/** The text form without the switches: the products only (`limitiert:dwl,ptc,tfa`). */
export function formatEnvironmentPacks(environment: DeckEnvironment): string {
  if (environment.kind !== 'limitiert' || !environment.packs?.length) return environment.kind;
  return `limitiert:${environment.packs.join(',')}`;
}

/** The text form parseEnvironment reads, switches that differ from the default included. */
export function formatEnvironment(environment: DeckEnvironment): string {
  const parts = [formatEnvironmentPacks(environment)];
  if (environment.agreedCards === false) parts.push(AGREED_NO);
  if (environment.allInvestigators) parts.push(ALL_INVESTIGATORS);
  if (environment.ownPools) parts.push(OWN_POOLS);
  if (environment.wording === 'kapitel1') parts.push(WORDING_KAPITEL1);
  return parts.join(';');
}

/** The wording of reprints a deck in this environment shows (none: Legacy, Kapitel 2 unless chosen). */
export function environmentWording(environment: DeckEnvironment | undefined): CardWording {
  return wordingForEnvironment(environment?.kind ?? 'legacy', environment?.wording);
}

/** The text form as stored (campaign journal, deck rows); the picks are checked against the data apart. */
export const environmentTextSchema = z
  .string()
  .trim()
  .max(160)
  .refine((text) => parseEnvironment(text).ok, INPUT_MESSAGES.environment);
