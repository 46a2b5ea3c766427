import { z } from 'zod';
import type { CardPool } from '../cards/card-pool.ts';
import { type DeckJson, parseDeckMeta } from '../decks/deck-json.ts';
import { factsOf } from '../rules/card-facts.ts';
import { CampaignError } from './campaign-error.ts';
import type { CampaignState, InvestigatorState } from './campaign-state.ts';
import { isOutOfCampaign } from './investigator-changes.ts';

// Grimoire „Epischer Kampagnenmodus“ (lines 2330–2343): investigators of one campaign carried into
// the next. What goes along is written into the new campaign's `investigator_joined` entry.

const codes = z.array(z.string().regex(/^[0-9a-z_]{4,16}$/)).max(50);

/** What an investigator brings from the earlier campaign (part of `investigator_joined`). */
export const carriedSchema = z
  .object({
    /** The earlier campaign's name. */
    from: z.string().trim().min(1).max(200),
    /** „Die Gesamt-Erfahrung von [Ermittlername] beträgt X“ (line 2337): every earlier campaign's XP. */
    totalXp: z.number().int().min(0).max(99_999),
    /** Line 2339: „Alle körperlichen und seelischen Traumata … werden … übertragen“. */
    trauma: z.object({ physical: z.number().int().min(0).max(30), mental: z.number().int().min(0).max(30) }).strict(),
    /** Line 2339: „alle verdienten Storyvorteilskarten und Schwächen“. */
    storyAssets: codes,
    weaknesses: codes,
  })
  .strict();
export type Carried = z.infer<typeof carriedSchema>;

/** XP an investigator gathered in this campaign: every scenario's and every adjustment (bonus XP included). */
const gatheredXp = (investigator: InvestigatorState) => investigator.xp.earned + investigator.xp.adjusted;

/**
 * The investigator's „Gesamtwertung“ (line 2332): the XP of every earlier campaign and of this one,
 * however much of it was spent.
 */
export function totalExperience(investigator: InvestigatorState): number {
  return (investigator.carried?.totalXp ?? 0) + gatheredXp(investigator);
}

/**
 * The investigators of `source` that go on (`codes`, or every one still playing): line 2335 „Nicht alle
 * überlebenden Ermittler müssen … übertragen werden“; one killed, insane or devoured may not
 * (line 2321: „für den Rest der Kampagne nicht verwendet werden“, and line 2332: removed from it).
 */
export function carriedInvestigators(source: CampaignState, codes?: readonly string[]): InvestigatorState[] {
  // Without a choice: those still playing (one who left goes along only when named).
  if (!codes) return source.investigators.filter((investigator) => investigator.status === 'active');
  return codes.map((code) => {
    const investigator = source.investigators.find((candidate) => candidate.code === code);
    if (!investigator) throw new CampaignError('investigator_unknown', { investigator: code });
    if (isOutOfCampaign(investigator.status))
      throw new CampaignError('investigator_out_of_campaign', {
        investigator: code,
        name: investigator.name,
        status: investigator.status,
      });
    return investigator;
  });
}

/** The `carried` part of the new campaign's entry for `investigator` of campaign `from`. */
export function carriedOf(investigator: InvestigatorState, from: string): Carried {
  return {
    from,
    totalXp: totalExperience(investigator),
    trauma: { ...investigator.trauma },
    storyAssets: [...investigator.storyAssets],
    weaknesses: [...investigator.weaknesses],
  };
}

/**
 * Line 2338: „Entferne alle Karten der Stufe 1–5 aus deinem Deck und setze es auf ein Stufe-0-Deck
 * zurück.“ Cards of level 1–5 (as the deck's taboo list prints them) leave; weaknesses, signature
 * cards and the carried story assets stay (line 2339). The checked boxes of upgrade sheets were
 * bought with XP, so they go too; so do the exiles and the version chain of the old deck.
 * Returns the deck and the removed cards with their copies.
 */
export function levelZeroDeck(
  deck: DeckJson,
  pool: CardPool,
  keep: readonly string[],
): { deck: DeckJson; removed: Record<string, number> } {
  const lookup = pool.withTaboo(deck.taboo_id);
  const slots: Record<string, number> = {};
  const removed: Record<string, number> = {};
  for (const [code, copies] of Object.entries(deck.slots)) {
    const card = lookup(code);
    const facts = card && factsOf(card);
    const levelled = facts && (facts.xp ?? 0) >= 1 && !facts.weakness && !facts.signature && !keep.includes(code);
    if (levelled) removed[code] = copies;
    else slots[code] = copies;
  }
  const meta = Object.entries(parseDeckMeta(deck.meta)).filter(([key]) => !key.startsWith('cus_'));
  const { id: _, previous_deck: __, next_deck: ___, exile_string: ____, xp_spent: _____, ...rest } = deck;
  return { deck: { ...rest, slots, meta: meta.length ? JSON.stringify(Object.fromEntries(meta)) : '' }, removed };
}
