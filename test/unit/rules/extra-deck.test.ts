import { expect, it } from 'vitest';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { extraDeckProblems } from '../../../shared/rules/extra-deck.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// ‖Jim Culver (90049), back text: „Spirit Deck Size: 10. Spirit Deckbuilding Options: 9 different
// [[Ally]] assets from any class level 0–2, Vengeful Shade.“ (shared/rules/extra-deck.ts; the
// spirit deck is `meta.extra_deck`, a comma-separated list of codes).

const pool = await realPool().catch(() => undefined);
const lookup = (code: string) => pool!.card(code);
const context = (code: string) => investigatorContext(pool!.card(code)!, parseDeckMeta(''), lookup, pool!.byName);
const problems = (codes: string[], investigator = '90049') =>
  extraDeckProblems(context(investigator), codes.join(','), lookup);
const summary = (codes: string[]) =>
  problems(codes).map((p) => [p.code, p.details?.requirement ?? p.details?.count ?? '', p.cards]);

const VENGEFUL_SHADE = '90053';
/** Nine different Ally assets of level 0-2 from four classes. */
const ALLIES = ['01018', '01021', '01032', '01033', '01048', '01055', '01063', '01076', '01082'];

describeRealData('‖Jim Culver’s spirit deck', () => {
  it('nine different level 0-2 Allies and Vengeful Shade: no problem, every line names the spirit deck', () => {
    expect(problems([...ALLIES, VENGEFUL_SHADE])).toEqual([]);
  });

  it('without Vengeful Shade it misses the required card', () => {
    const found = problems(ALLIES);
    expect(found).toEqual([
      expect.objectContaining({
        code: 'investigator',
        cards: [VENGEFUL_SHADE],
        deck: 'extra',
        rule: { source: 'card', code: '90049' },
        details: { requirement: 'signature_missing' },
      }),
    ]);
  });

  it('Vengeful Shade twice is one too many', () => {
    expect(summary([...ALLIES, VENGEFUL_SHADE, VENGEFUL_SHADE])).toEqual([
      ['investigator', 'signature_count', [VENGEFUL_SHADE]],
    ]);
  });

  it('eight Allies are too few, ten too many, and an Ally twice is not „different“', () => {
    expect(summary([...ALLIES.slice(1), VENGEFUL_SHADE])).toEqual([['too_few_cards', 8, []]]);
    expect(summary([...ALLIES, '12016', VENGEFUL_SHADE])).toEqual([['too_many_cards', 10, []]]);
    expect(summary([...ALLIES.slice(1), ALLIES[1]!, VENGEFUL_SHADE])).toEqual([['too_many_copies', '', [ALLIES[1]]]]);
  });

  it('a card that is no Ally is refused by the spirit deck’s option (Machete 01020)', () => {
    const found = problems([...ALLIES.slice(1), '01020', VENGEFUL_SHADE]);
    expect(found).toEqual([expect.objectContaining({ code: 'invalid_cards', cards: ['01020'], deck: 'extra' })]);
  });

  it('an unknown code is named as unknown', () => {
    expect(summary([...ALLIES, VENGEFUL_SHADE, '99999']).find(([code]) => code === 'unknown_cards')).toEqual([
      'unknown_cards',
      '',
      ['99999'],
    ]);
  });

  it('an investigator without a spirit deck has nothing to check (Roland Banks 01001)', () => {
    expect(problems(['01020'], '01001')).toEqual([]);
  });
});
