import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { type DeckJson, deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { isResearched } from '../../../shared/rules/card-restrictions.ts';
import { upgradeProblems } from '../../../shared/rules/upgrade-problems.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// Rules that hold between two deck versions: Grimoire "Erforscht" / rules.json
// `Researched`, Grimoire "Erfahrung" (step "Neue Karten erwerben") and rules.json `Permanent`.
// Dauerhaft, as we read it: a Permanent card takes no deck slot (Grimoire "Dauerhaft"), so buying
// one needs no removal and removing one never makes room; rules.json `Permanent` adds that once
// added it is neither removed nor swapped. Upgrading a card into a Permanent version (Keen Eye
// 0 → 3, ArkhamDB #347) removes only the lower version and is allowed.

const folder = path.join(REPO_ROOT, 'test/fixtures/upgrades');
const read = (file: string) => deckJsonSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
const pool = await realPool().catch(() => undefined);

/** Daisy Walker (01002): 30 Seeker/neutral level-0 cards, Daisy's Tote Bag, The Necronomicon, a random basic weakness. */
const daisy = () => read('researched_archaic_glyphs_two_prev.json');
/** Roland Banks (01001) with Dr. Henry Armitage (02040, story asset of Das Vermächtnis von Dunwich). */
const rolandWithArmitage = () => read('story_asset_armitage_next.json');
/** Roland Banks with Stick to the Plan (03264, level 3, Dauerhaft) beside his 30 cards. */
const rolandWithStickToThePlan = () => read('refill_permanent_new_no_refill_next.json');

/** The deck with copies added (positive) or removed (negative) per code. */
function change(deck: DeckJson, delta: Record<string, number>, extra: Partial<DeckJson> = {}): DeckJson {
  const slots = { ...deck.slots };
  for (const [code, n] of Object.entries(delta)) {
    slots[code] = (slots[code] ?? 0) + n;
    if (slots[code] === 0) delete slots[code];
  }
  return { ...deck, ...extra, slots };
}

const codesOf = (previous: DeckJson, next: DeckJson, unlocked?: string[]) =>
  upgradeProblems(previous, next, pool!, { unlocked }).map((p) => [p.code, p.cards]);

describeRealData('upgrade problems', () => {
  it('Erforscht: upgrading Ley-Linien-Sammlung (Unidentifiziert, 08033) to Tor nach Tindalos (08041) once the log unlocked it is allowed', () => {
    const previous = change(daisy(), { '02020': -1, '08033': 1 });
    const next = change(previous, { '08033': -1, '08041': 1 });
    expect(codesOf(previous, next, ['08041'])).toEqual([]);
  });

  it('Erforscht: the same upgrade before the campaign log unlocked the card is researched_locked', () => {
    const previous = change(daisy(), { '02020': -1, '08033': 1 });
    const next = change(previous, { '08033': -1, '08041': 1 });
    const problems = upgradeProblems(previous, next, pool!);
    expect(problems).toEqual([
      { code: 'researched_locked', cards: ['08041'], rule: { source: 'grimoire', section: 'Erforscht' } },
    ]);
    expect(germanDeckProblem(problems[0]!, (code) => pool!.card(code)!.de?.name ?? code)).toContain('Erforscht');
  });

  it('Erforscht: buying Tor nach Tindalos (08041) without a lower Ley-Linien-Sammlung in the previous version is researched_not_upgraded, unlocked or not', () => {
    const previous = daisy();
    const next = change(previous, { '02020': -1, '08041': 1 });
    expect(codesOf(previous, next, ['08041'])).toEqual([['researched_not_upgraded', ['08041']]]);
    expect(codesOf(previous, next)).toEqual([
      ['researched_not_upgraded', ['08041']],
      ['researched_locked', ['08041']],
    ]);
  });

  it('Erforscht: a second copy of Strange Solution (Restorative Concoction, 02262) beyond the one upgraded copy counts as bought outright', () => {
    const previous = daisy();
    const next = change(previous, { '02021': -1, '02020': -1, '02262': 2 });
    expect(codesOf(previous, next, ['02262'])).toEqual([['researched_not_upgraded', ['02262']]]);
  });

  it('Erforscht: a Researched card kept from the previous version is not entering the deck again', () => {
    const previous = change(daisy(), { '02021': -1, '02262': 1 });
    expect(codesOf(previous, change(previous, { '01030': -1, '01040': 1 }))).toEqual([]);
  });

  it('Erfahrung: the weakness The Necronomicon (01009) and the random basic weakness (01000) cannot be removed for new cards', () => {
    const previous = daisy();
    const next = change(previous, { '01009': -1, '01000': -1, '01030': -1, '01040': 1 });
    expect(codesOf(previous, next)).toEqual([['required_removed', ['01000', '01009']]]);
  });

  it("Erfahrung: Daisy's Tote Bag (01008), a card her deck must include, cannot be removed for new cards", () => {
    const previous = daisy();
    expect(codesOf(previous, change(previous, { '01008': -1 }))).toEqual([['required_removed', ['01008']]]);
  });

  it('Erfahrung: the story asset Dr. Henry Armitage (02040) cannot be removed to make room', () => {
    const previous = rolandWithArmitage();
    expect(codesOf(previous, change(previous, { '02040': -1 }))).toEqual([['required_removed', ['02040']]]);
  });

  it('Dauerhaft: Stick to the Plan (03264) cannot be removed, and removing it makes no room for a new card', () => {
    const previous = rolandWithStickToThePlan();
    const next = change(previous, { '03264': -1, '01021': 1 });
    expect(codesOf(previous, next)).toEqual([['permanent_removed', ['03264']]]);
    // rules.json `Permanent`: it takes no deck slot, so the added card leaves the deck one card too large.
    expect(validateDeck(next, pool!).problems.map((p) => p.code)).toContain('too_many_cards');
  });

  it('Dauerhaft: buying Stick to the Plan needs no removal, and upgrading Keen Eye (0 → 3, Dauerhaft) removes only its lower version', () => {
    expect(
      upgradeProblems(
        read('refill_permanent_new_no_refill_prev.json'),
        read('refill_permanent_new_no_refill_next.json'),
        pool!,
      ),
    ).toEqual([]);
    expect(
      upgradeProblems(
        read('refill_permanent_upgrade_keen_eye_prev.json'),
        read('refill_permanent_upgrade_keen_eye_next.json'),
        pool!,
      ),
    ).toEqual([]);
  });

  it('Sammler (Collector 12181) unlocked but bought in an upgrade: purchase_at_creation ("Purchase only at deck creation"), reward_locked without the unlock', () => {
    const previous = read('researched_archaic_glyphs_two_prev.json');
    const next = change(previous, { '12181': 1 });
    expect(codesOf(previous, next, ['12181'])).toEqual([['purchase_at_creation', ['12181']]]);
    expect(codesOf(previous, next)).toEqual([
      ['purchase_at_creation', ['12181']],
      ['reward_locked', ['12181']],
    ]);
  });

  it('no pair of the upgrade corpus breaks these rules once its Researched cards are unlocked', () => {
    const expectations = JSON.parse(readFileSync(path.join(folder, 'expectations.json'), 'utf8')) as {
      previous: string;
      next: string;
    }[];
    const unlocked = pool!.playerCards.filter(isResearched).map((card) => card.code);
    const broken = expectations
      .filter((e) => upgradeProblems(read(e.previous), read(e.next), pool!, { unlocked }).length > 0)
      .map((e) => e.next);
    expect(broken).toEqual([]);
  });
});
