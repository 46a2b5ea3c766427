import { z } from 'zod';
import { type ChaosToken, sortChaosTokens } from './campaign-definition.ts';
import { CampaignError } from './campaign-error.ts';
import type { CampaignState } from './campaign-state.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682): optional rules the group chooses when it
// starts a campaign („Nachdem ihr entschieden habt, welches Szenario oder welche Kampagne ihr
// spielen wollt“); once chosen they stay „während … der gesamten Kampagne aktiv“. Each is data
// with the line of its heading and where the app applies it; German names are in
// shared/i18n/de/variant-names.ts.

/**
 * Where a variant changes what the app keeps: the chaos bag, deckbuilding (typed deck problems),
 * XP, the log (the journal refuses what it forbids); `table`: only play at the table changes,
 * which the app cannot see — the overview shows it, docs/rules-decisions.md says so.
 */
export type VariantEffect = 'chaos_bag' | 'deckbuilding' | 'xp' | 'log' | 'table';

export interface CampaignVariant {
  kind: 'ultimatum' | 'gabe';
  /** The line of its heading in the Grimoire (shared/rules/grimoire-de.md). */
  line: number;
  effect: VariantEffect;
  /** „Nur für den Kampagnenmodus“: not offered for a standalone play. */
  campaignOnly?: true;
}

export const CAMPAIGN_VARIANTS = {
  qual: { kind: 'ultimatum', line: 2572, effect: 'table' },
  gebrochene_versprechen: { kind: 'ultimatum', line: 2576, effect: 'chaos_bag' },
  zerrissener_schleier: { kind: 'ultimatum', line: 2580, effect: 'table' },
  chaos: { kind: 'ultimatum', line: 2584, effect: 'table' },
  katastrophe: { kind: 'ultimatum', line: 2588, effect: 'deckbuilding' },
  grauen: { kind: 'ultimatum', line: 2592, effect: 'table' },
  scheitern: { kind: 'ultimatum', line: 2596, effect: 'chaos_bag' },
  endgueltigkeit: { kind: 'ultimatum', line: 2600, effect: 'table', campaignOnly: true },
  verbotenes_wissen: { kind: 'ultimatum', line: 2604, effect: 'table' },
  not: { kind: 'ultimatum', line: 2608, effect: 'table' },
  highlander: { kind: 'ultimatum', line: 2612, effect: 'deckbuilding' },
  einfuehrung: { kind: 'ultimatum', line: 2616, effect: 'xp', campaignOnly: true },
  strenglaeubigkeit: { kind: 'ultimatum', line: 2620, effect: 'deckbuilding' },
  schrei: { kind: 'ultimatum', line: 2624, effect: 'table', campaignOnly: true },
  ueberleben: { kind: 'ultimatum', line: 2628, effect: 'log', campaignOnly: true },
  ultimaten: { kind: 'ultimatum', line: 2632, effect: 'table', campaignOnly: true },
  exil: { kind: 'ultimatum', line: 2636, effect: 'table' },
  uralte: { kind: 'gabe', line: 2644, effect: 'xp', campaignOnly: true },
  athene: { kind: 'gabe', line: 2648, effect: 'table' },
  schicksal: { kind: 'gabe', line: 2652, effect: 'table' },
  hades: { kind: 'gabe', line: 2656, effect: 'table' },
  hermes: { kind: 'gabe', line: 2660, effect: 'table' },
  osiris: { kind: 'gabe', line: 2664, effect: 'table' },
  thot: { kind: 'gabe', line: 2668, effect: 'table' },
  /** „Refraktionen“ (line 2672): for one scenario of „Bruderschaft der Asche“. */
  verbrannte_erde: { kind: 'ultimatum', line: 2678, effect: 'table' },
} as const satisfies Record<string, CampaignVariant>;

export type VariantId = keyof typeof CAMPAIGN_VARIANTS;
export const VARIANT_IDS = Object.keys(CAMPAIGN_VARIANTS) as VariantId[];
export const variantIdSchema = z.enum(VARIANT_IDS as [VariantId, ...VariantId[]]);

/** „Nur für den Kampagnenmodus“: the variant is not for a standalone play. */
export function isCampaignOnly(id: VariantId): boolean {
  return (CAMPAIGN_VARIANTS[id] as CampaignVariant).campaignOnly === true;
}

/** GABE DER URALTEN (line 2644): „Jeder Ermittler beginnt die Kampagne mit 5 zusätzlichen Erfahrungspunkten.“ */
export const ANCIENTS_XP = 5;

/** The extra starting experience the chosen variants give a newcomer. */
export function variantStartingXp(variants: readonly VariantId[] | undefined): number {
  return variants?.includes('uralte') ? ANCIENTS_XP : 0;
}

/**
 * The chaos bag under the chosen variants. ULTIMATUM DER GEBROCHENEN VERSPRECHEN (line 2578): the
 * Elder Sign token is removed „für den Rest des Szenarios bzw. der Kampagne“, so it never stays in
 * the bag; ULTIMATUM DES SCHEITERNS (line 2598): „1 zusätzlicher“ auto-fail token, added when the
 * bag is made (`made`: at the campaign's start, or when the guide's setup fills it anew).
 */
export function variantBag(bag: readonly ChaosToken[], variants: readonly VariantId[], made: boolean): ChaosToken[] {
  let next = [...bag];
  if (variants.includes('gebrochene_versprechen')) next = next.filter((token) => token !== 'elder_sign');
  if (made && variants.includes('scheitern')) next.push('auto_fail');
  return sortChaosTokens(next);
}

/**
 * ULTIMATUM DER EINFÜHRUNG (line 2618): „Die Ermittler können keine Erfahrung verdienen oder
 * ausgeben.“ Scenario and guide XP is not credited (corrections by hand still are).
 */
export function earnsXp(state: Pick<CampaignState, 'variants'>): boolean {
  return !state.variants?.includes('einfuehrung');
}

/**
 * ULTIMATUM DES ÜBERLEBENS (line 2630): „Falls ein Ermittler getötet oder wahnsinnig wird,
 * scheidet er aus der Kampagne aus und kann nicht mit einem neuen Ermittler weiterspielen.“ A
 * replacement, or any new investigator of the player whose investigator is out, is refused.
 */
export function refuseUnderSurvival(
  state: Pick<CampaignState, 'variants' | 'investigators'>,
  joining: { code: string; name: string; player: string; replaces?: string | undefined },
): void {
  if (!state.variants?.includes('ueberleben')) return;
  const out = state.investigators.find(
    (entry) =>
      (entry.code === joining.replaces || entry.player === joining.player) &&
      (entry.status === 'killed' || entry.status === 'insane' || entry.status === 'devoured'),
  );
  if (out)
    throw new CampaignError('variant_refused', {
      variant: 'ueberleben',
      investigator: out.code,
      name: out.name,
      player: out.player,
    });
}
