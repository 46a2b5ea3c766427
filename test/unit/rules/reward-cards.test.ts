import { expect, it } from 'vitest';
import { isPlayerCard } from '../../../shared/cards/build-pool.ts';
import { isRewardCard } from '../../../shared/cards/reward-cards.ts';
import { isStoryCard } from '../../../shared/cards/story-cards.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { isGiven } from '../../../shared/rules/card-restrictions.ts';
import { isPurchasedAtCreation } from '../../../shared/rules/creation-purchases.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { upgradeProblems } from '../../../shared/rules/upgrade-problems.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Belohnungskarten“ (grimoire-de.md lines 2364–2379), „Belohnung“ (lines 369–379) and
// „Dauerhaft“ (line 491), with the one reward card of the data: Collector (12181, 2026 core set,
// encounter set queen_of_ash; German „Sammler“ in the Brethren of Ash guide). Its text:
// "Permanent. Reward. Limit 1 per deck. Purchase only at deck creation. You get +5 deck size.
// Your investigator's Deckbuilding Options gains: "one other [[Relic]] or [[Charm]] asset of any
// class (…) level 0-3."" Roland Banks (01001): Guardian 0-5, Seeker 0-2, neutral 0-5.

const pool = await realPool().catch(() => undefined);
const COLLECTOR = '12181';
const HOLY_ROSARY = '01059'; // Mystic, Item. Charm., level 0
const MASK_OF_SILENUS = '12068'; // Mystic, Item. Mask. Relic. Cursed., level 1
const SHRIVELLING = '01060'; // Mystic, Spell., level 0: no Relic or Charm
const reward = (code: string) => [{ source: 'grimoire', section: 'Belohnungskarten' }, code] as const;

/** Roland's smallest legal deck with Collector in it (filled to 35 cards). */
const rolandWithCollector = () => minimalDeck(pool!, pool!.card('01001')!, { extra: { [COLLECTOR]: 1 } });
const codes = (deck: DeckJson, unlocked?: string[]) =>
  validateDeck(deck, pool!, unlocked ? { unlocked } : {})
    .problems.map((p) => p.code)
    .sort();

/** `copies` filler cards of Roland's deck (two-copy Guardian cards) swapped for `code`. */
function swapIn(deck: DeckJson, code: string, copies = 1): DeckJson {
  const slots = { ...deck.slots };
  const filler = Object.keys(slots).find((c) => slots[c] === 2 && pool!.card(c)!.faction_code === 'guardian')!;
  slots[filler] = 2 - copies;
  if (slots[filler] === 0) delete slots[filler];
  slots[code] = (slots[code] ?? 0) + copies;
  return { ...deck, slots };
}

/** `deck` with 5 more level-0 Guardian cards Roland may take (Guardian 0-5), none of them in it yet. */
function roland5More(deck: DeckJson): DeckJson {
  const more = pool!.listedCards
    .filter(
      (card) =>
        card.faction_code === 'guardian' &&
        !card.faction2_code &&
        card.xp === 0 &&
        !card.restrictions &&
        !card.permanent &&
        !card.subtype_code &&
        !deck.slots[card.code],
    )
    .slice(0, 5);
  return { ...deck, slots: { ...deck.slots, ...Object.fromEntries(more.map((card) => [card.code, 1])) } };
}

describeRealData('reward cards (Grimoire „Belohnungskarten“)', () => {
  it('recognises Collector (12181) by the keyword Belohnung/Reward in its text box, and it alone in the data', () => {
    expect(isRewardCard(pool!.card(COLLECTOR)!)).toBe(true);
    const rewards = pool!.data.cards.filter(isRewardCard).map((card) => card.code);
    expect(rewards).toEqual([COLLECTOR]);
  });

  it('„eine besondere Unterart von Spielerkarten“: Collector is a player card in the browser, not a story card, and bought (not given)', () => {
    const collector = pool!.card(COLLECTOR)!;
    expect(collector.encounter_code).toBe('queen_of_ash');
    expect(isPlayerCard(collector)).toBe(true);
    expect(isStoryCard(collector)).toBe(false);
    expect(isGiven(collector)).toBe(false);
    expect(pool!.listedCards.map((card) => card.code)).toContain(COLLECTOR);
    // Story assets stay story cards (Lita Chantler 01117).
    expect(isPlayerCard(pool!.card('01117')!)).toBe(false);
    expect(isStoryCard(pool!.card('01117')!)).toBe(true);
  });

  it('„dürfen nicht beim Deckbau verwendet werden …, bis sie … freigeschaltet worden sind“: without campaign context Collector is a reward_unknown warning', () => {
    const result = validateDeck(rolandWithCollector(), pool!);
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([
      { code: 'reward_unknown', cards: [COLLECTOR], rule: { source: 'grimoire', section: 'Belohnungskarten' } },
    ]);
    expect(germanDeckProblem(result.warnings[0]!, (code) => code)).toContain('Belohnungskarte');
  });

  it("in a campaign that unlocked nothing (--unlocked '') Collector is reward_locked; unlocked it is legal", () => {
    const deck = rolandWithCollector();
    const locked = validateDeck(deck, pool!, { unlocked: [] });
    expect(locked.problems.map((p) => [p.rule, p.cards[0]])).toEqual([reward(COLLECTOR)]);
    expect(locked.problems[0]!.code).toBe('reward_locked');
    expect(codes(deck, ['02263'])).toEqual(['reward_locked']);
    const unlocked = validateDeck(deck, pool!, { unlocked: [COLLECTOR] });
    expect(unlocked.valid).toBe(true);
    expect(unlocked.warnings).toEqual([]);
  });

  it('Collector: "You get +5 deck size": Roland needs 35 cards, Collector itself not counted (Dauerhaft)', () => {
    const deck = rolandWithCollector();
    expect(validateDeck(deck, pool!, { unlocked: [COLLECTOR] }).deckSize).toBe(35);
    const without = { ...deck, slots: { ...deck.slots } };
    delete without.slots[COLLECTOR];
    expect(validateDeck(without, pool!).problems).toEqual([
      expect.objectContaining({ code: 'too_many_cards', details: { size: 30, count: 35 } }),
    ]);
  });

  it('Collector: "one other Relic or Charm asset of any class level 0-3" opens one Mystic Charm or Relic to Roland', () => {
    const deck = rolandWithCollector();
    expect(codes(swapIn(deck, HOLY_ROSARY), [COLLECTOR])).toEqual([]);
    expect(codes(swapIn(deck, MASK_OF_SILENUS), [COLLECTOR])).toEqual([]);
    // One other: a second copy is beyond the option's limit.
    const two = validateDeck(swapIn(deck, HOLY_ROSARY, 2), pool!, { unlocked: [COLLECTOR] }).problems;
    expect(two).toEqual([
      expect.objectContaining({
        code: 'deck_options_limit',
        rule: { source: 'card', code: COLLECTOR },
        details: { limit: 1, count: 2 },
      }),
    ]);
    // Not a Relic or Charm: no access.
    expect(codes(swapIn(deck, SHRIVELLING), [COLLECTOR])).toEqual(['invalid_cards']);
    // Without Collector Roland has no Mystic access at all.
    const plain = minimalDeck(pool!, pool!.card('01001')!);
    expect(codes(swapIn(plain, HOLY_ROSARY))).toEqual(['invalid_cards']);
  });

  it('„nicht mehr als 1 Belohnungskarte mit dem Schlüsselwort Dauerhaft“ (line 2375, „Dauerhaft“ line 491): two Collectors are too_many_permanent_rewards', () => {
    const deck = rolandWithCollector();
    const two = { ...deck, slots: { ...deck.slots, [COLLECTOR]: 2 } };
    // The deck size grows with each copy; the Limit 1 per deck is its own problem.
    const problems = validateDeck(two, pool!, { unlocked: [COLLECTOR] }).problems;
    expect(problems.map((p) => p.code).sort()).toContain('too_many_permanent_rewards');
    expect(problems.find((p) => p.code === 'too_many_permanent_rewards')).toEqual({
      code: 'too_many_permanent_rewards',
      cards: [COLLECTOR],
      rule: { source: 'grimoire', section: 'Belohnungskarten' },
      details: { limit: 1, count: 2 },
    });
    expect(problems.map((p) => p.code)).toContain('too_many_copies');
  });

  it('Collector: "Purchase only at deck creation": buying it in an upgrade is purchase_at_creation, and reward_locked until unlocked; it costs XP like any card', () => {
    expect(isPurchasedAtCreation(pool!.card(COLLECTOR)!)).toBe(true);
    // "Purchase at deck creation." (Forced Learning 08031) and a second keyword line (Ascetic 11095).
    expect(isPurchasedAtCreation(pool!.card('08031')!)).toBe(true);
    expect(isPurchasedAtCreation(pool!.card('11095')!)).toBe(true);
    expect(isPurchasedAtCreation(pool!.card('01059')!)).toBe(false);
    const previous = minimalDeck(pool!, pool!.card('01001')!);
    const next = { ...previous, slots: { ...previous.slots, [COLLECTOR]: 1 } };
    const problems = upgradeProblems(previous, next, pool!, { unlocked: [] });
    expect(problems).toEqual([
      { code: 'purchase_at_creation', cards: [COLLECTOR], rule: { source: 'card', code: COLLECTOR } },
      { code: 'reward_locked', cards: [COLLECTOR], rule: { source: 'grimoire', section: 'Belohnungskarten' } },
    ]);
    expect(upgradeProblems(previous, next, pool!, { unlocked: [COLLECTOR] }).map((p) => p.code)).toEqual([
      'purchase_at_creation',
    ]);
    // Grimoire „Erfahrung“: a level-0 card costs 1 XP; a story card from an encounter set would be
    // free. With the 5 cards its +5 deck size asks for, nothing is a free refill.
    const five = roland5More(next);
    expect(upgradeCost(previous, five, pool!).lines.find((line) => line.code === COLLECTOR)).toEqual(
      expect.objectContaining({ change: 'new', xp: 1 }),
    );
  });
});
