import type { CardPool } from '../cards/card-pool.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { type DeckJson, parseDeckMeta, parseExileString } from '../decks/deck-json.ts';
import { isGiven, traitsOf } from './card-restrictions.ts';
import { customizationsFor, customizationXp } from './customizations.ts';
import { grimoire, type RuleRef } from './deck-problem.ts';
import { countsTowardSize, deckSizeFor } from './deck-size.ts';
import { investigatorContext } from './investigator-context.ts';
import { requiredCodes } from './signature-requirements.ts';
import { applyDiscounts } from './upgrade-discounts.ts';
import type { UpgradeLine } from './upgrade-line.ts';
import { type Copies, pairUpgrades } from './upgrade-pairs.ts';

export interface UpgradeCost {
  xp: number;
  lines: UpgradeLine[];
}

const CUSTOMIZABLE: RuleRef = { source: 'glossary', id: 'Customizable' };

function canonicalCounts(
  slots: Record<string, number>,
  lookup: (code: string) => TabooedCard | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [code, count] of Object.entries(slots)) {
    if (count <= 0) continue;
    const key = lookup(code)?.duplicate_of ?? code;
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}

/**
 * The XP turning PREVIOUS into NEXT costs, one line per change with its rule. Exiled
 * copies (NEXT's exile_string) are gone from PREVIOUS; NEXT's taboo list prices the cards.
 */
export function upgradeCost(previous: DeckJson, next: DeckJson, pool: CardPool): UpgradeCost {
  const lookup = pool.withTaboo(next.taboo_id);
  const before = canonicalCounts(previous.slots, lookup);
  const after = canonicalCounts(next.slots, lookup);
  const exiled = parseExileString(next.exile_string).map((code) => lookup(code)?.duplicate_of ?? code);
  const kept = new Map(before);
  for (const code of exiled) if ((kept.get(code) ?? 0) > 0) kept.set(code, kept.get(code)! - 1);
  const prevMeta = parseDeckMeta(previous.meta);
  const nextMeta = parseDeckMeta(next.meta);

  const lines: UpgradeLine[] = [];
  const added: Copies[] = [];
  const removed: Copies[] = [];
  for (const code of new Set([...kept.keys(), ...after.keys()])) {
    const card = lookup(code);
    if (!card) continue;
    const delta = (after.get(code) ?? 0) - (kept.get(code) ?? 0);
    if (card.customization_options) {
      const boxes =
        customizationXp(card, customizationsFor(nextMeta, code)) -
        (kept.get(code) ? customizationXp(card, customizationsFor(prevMeta, code)) : 0);
      // rules.json `Customizable`: a new card bought with upgrades costs only its boxes.
      if (delta > 0 && !kept.get(code) && boxes > 0)
        lines.push({ code, change: 'new', copies: delta, xp: boxes, rule: CUSTOMIZABLE });
      else {
        if (delta > 0)
          lines.push({ code, change: 'new', copies: delta, xp: delta, rule: grimoire('Neue Karten erwerben') });
        if (boxes > 0) lines.push({ code, change: 'customize', copies: 1, xp: boxes, rule: CUSTOMIZABLE });
      }
      continue;
    }
    if (delta > 0 && isGiven(card))
      lines.push({
        code,
        change: 'free',
        copies: delta,
        xp: 0,
        rule: grimoire('Story-Belohnungen und kampagnenspezifische Karten'),
      });
    else if (delta > 0) added.push({ card, count: delta });
    else if (delta < 0) removed.push({ card, count: -delta });
  }

  const { upgrades, purchases, unpairedRemoved } = pairUpgrades(added, removed);
  const ctx = investigatorContext(
    lookup(next.investigator_code) ?? pool.card(next.investigator_code)!,
    nextMeta,
    lookup,
    pool.byName,
  );
  const required = requiredCodes(ctx);
  const counted = (counts: Map<string, number>) =>
    [...counts].reduce(
      (n, [code, count]) => (lookup(code) && countsTowardSize(lookup(code)!, required) ? n + count : n),
      0,
    );
  // Grimoire "Exil" and "Regeln für den Deckbau": a deck short of its size refills with free level-0 cards.
  const intoUncounted = upgrades.filter(
    (u) => countsTowardSize(lookup(u.from!)!, required) && !countsTowardSize(lookup(u.code)!, required),
  );
  const shortage = Math.max(
    0,
    deckSizeFor(ctx, after) - (counted(kept) - intoUncounted.reduce((n, u) => n + u.copies, 0)),
  );

  lines.push(
    ...upgrades,
    ...applyDiscounts({
      upgrades,
      customizations: lines.filter((l) => l.change === 'customize'),
      customPurchases: lines.filter((l) => l.change === 'new' && l.rule === CUSTOMIZABLE),
      purchases,
      shortage,
      exiled,
      removedLevelZero: unpairedRemoved.filter((r) => r.card.xp === 0).reduce((n, r) => n + r.count, 0),
      copiesBefore: (code) => before.get(code) ?? 0,
      copiesAfter: (code) => after.get(code) ?? 0,
      isSpell: (code) => traitsOf(lookup(code) ?? {}).includes('spell'),
    }),
  );
  for (const r of unpairedRemoved)
    lines.push({
      code: r.card.code,
      change: 'removed',
      copies: r.count,
      xp: 0,
      rule: grimoire('Erfahrungspunkte verdienen und ausgeben'),
    });
  return { xp: lines.reduce((sum, line) => sum + line.xp, 0), lines };
}
