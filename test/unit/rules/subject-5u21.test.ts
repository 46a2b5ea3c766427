import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { deckJsonSchema, parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { inclusionPredicate } from '../../../shared/rules/deck-access.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { upgradeProblems } from '../../../shared/rules/upgrade-problems.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// Subject 5U-21 (89001), back text "Additional Upgrade Options": after each scenario she may buy
// or upgrade cards of any level from the class with the most devoured cards. Neither her
// deck_options (no faction_select / option_select) nor ArkhamDB's deck meta record that class,
// so every class is accepted without a warning (test/fixtures/decks/README.md, decision 18) —
// one decision that the validator, the upgrade step's XP and problems and the editor's
// "nur erlaubte Karten" (inclusionPredicate) all apply.

const pool = await realPool().catch(() => undefined);
const read = (file: string) =>
  deckJsonSchema.parse(JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/decks', file), 'utf8')));

describeRealData('Subject 5U-21: any level from the class she chose (decision 18)', () => {
  it('has no selection field to record the class in: her deck options hold no faction_select or option_select', () => {
    const options = pool!.card('89001')!.deck_options ?? [];
    expect(options.some((option) => option.faction_select || option.option_select)).toBe(false);
  });

  it('an upgrade buying higher levels of three classes at once is legal, warning-free, priced by level and free of upgrade problems', () => {
    const before = read('subject5u21_valid.json');
    const { '01022': _evidence, '01066': _blinding, '01038': _barricade, ...kept } = before.slots;
    const after = {
      ...before,
      // Lightning Gun 02301 (Guardian 5, no level-0 printing), Blinding Light 01069 (Mystic 2, upgrades
      // 01066), Cryptic Research 01043 (Seeker 4): each class keeps its 7 cards.
      slots: { ...kept, '02301': 2, '01069': 2, '01043': 2 },
    };
    const validation = validateDeck(after, pool!);
    expect(validation.problems).toEqual([]);
    expect(validation.warnings).toEqual([]);
    // 2 × 5 (new) + 2 × (2 − 0) (upgrade) + 2 × 4 (new) = 22.
    expect(upgradeCost(before, after, pool!).xp).toBe(22);
    expect(upgradeProblems(before, after, pool!)).toEqual([]);
  });

  it('the editor offers the same cards: higher levels of every class, no Permanent card', () => {
    const lookup = pool!.withTaboo(null);
    const ctx = investigatorContext(lookup('89001')!, parseDeckMeta(''), lookup, pool!.byName);
    const offered = inclusionPredicate(ctx);
    for (const code of ['02301', '01069', '01043', '01070'])
      expect([code, offered(pool!.card(code)!)]).toEqual([code, true]);
    // Keen Eye (02185, Guardian 3) is Permanent: her deckbuilding restriction refuses it at any level.
    expect(pool!.card('02185')?.permanent).toBe(true);
    expect(offered(pool!.card('02185')!)).toBe(false);
  });
});
