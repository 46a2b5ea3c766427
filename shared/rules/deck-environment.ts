import { z } from 'zod';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// Grimoire XII „Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)“: which products a deck may be
// built from. This module holds the environment a player chooses and its text form
// (`aktuell`, `legacy`, `limitiert:PACK,PACK,PACK`); environment-pool.ts turns it into cards.

export const ENVIRONMENT_RULE = GRIMOIRE_SECTIONS.environments;

export const ENVIRONMENT_KINDS = ['legacy', 'aktuell', 'limitiert'] as const;
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];

/** The three player-card expansions a Limitiert environment picks („3 verschiedene … eurer Wahl“). */
export const LIMITED_PICKS = 3;

export interface DeckEnvironment {
  kind: EnvironmentKind;
  /** Limitiert only: the expansions picked, by pack code as given. */
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
}

export type EnvironmentSyntaxError =
  | { code: 'environment_unknown'; text: string }
  | { code: 'environment_pick_count'; count: number };

/** Reads the text form; the picks are checked against the card data by environmentPackError. */
export function parseEnvironment(
  text: string,
): { ok: true; environment: DeckEnvironment } | { ok: false; error: EnvironmentSyntaxError } {
  const value = text.trim().toLowerCase();
  if (value === 'legacy' || value === 'aktuell') return { ok: true, environment: { kind: value } };
  const [kind, list, ...rest] = value.split(':');
  if (kind !== 'limitiert' || list === undefined || rest.length > 0)
    return { ok: false, error: { code: 'environment_unknown', text } };
  const packs = list
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (packs.length !== LIMITED_PICKS)
    return { ok: false, error: { code: 'environment_pick_count', count: packs.length } };
  return { ok: true, environment: { kind: 'limitiert', packs } };
}

/** The text form parseEnvironment reads (the switches are not part of it). */
export function formatEnvironment(environment: DeckEnvironment): string {
  return environment.kind === 'limitiert' ? `limitiert:${(environment.packs ?? []).join(',')}` : environment.kind;
}

/** The text form as stored (campaign journal, deck rows); the picks are checked against the data apart. */
export const environmentTextSchema = z
  .string()
  .trim()
  .max(100)
  .refine((text) => parseEnvironment(text).ok, INPUT_MESSAGES.environment);
