import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { type DeckJson, deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// validateDeck keeps what it derives per card, investigator and deck option (card facts, option
// matches, customized cards, the investigator's sides). One deck validated alternately under two
// taboo lists, investigators, choices or customization sheets must give each its own answer,
// whichever came first.

const pool = await realPool().catch(() => undefined);
const fixture = (file: string): DeckJson =>
  deckJsonSchema.parse(JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/decks', file), 'utf8')));
const problems = (deck: DeckJson): DeckProblem[] => validateDeck(deck, pool!).problems;
const BUILDING = { source: 'grimoire', section: 'Regeln für den Deckbau' } as const;

/** Validates `a` and `b` alternately, three times each, and returns every answer. */
function alternate(a: DeckJson, b: DeckJson): { a: DeckProblem[][]; b: DeckProblem[][] } {
  const answers = { a: [] as DeckProblem[][], b: [] as DeckProblem[][] };
  for (let round = 0; round < 3; round++) {
    answers.a.push(problems(a));
    answers.b.push(problems(b));
  }
  return answers;
}

describeRealData('validation caches: the same deck under other circumstances gets its own answer', () => {
  it('taboo list 010 forbids Double or Nothing (02026) for Skids, no taboo list allows it (glossary "taboo")', () => {
    const deck = fixture('taboo_none_double_or_nothing_valid.json');
    const { a, b } = alternate({ ...deck, taboo_id: 10 }, { ...deck, taboo_id: null });
    for (const answer of a)
      expect(answer).toEqual([
        { code: 'taboo_forbidden', cards: ['02026'], rule: { source: 'glossary', id: 'List_of_Taboos' } },
      ]);
    for (const answer of b) expect(answer).toEqual([]);
  });

  it('Mandy Thompson (06002) has deck size 50 under taboo list 010 and chooses it without one (Regeln für den Deckbau)', () => {
    const deck = fixture('mandy_taboo_size50.json');
    const { a, b } = alternate({ ...deck, taboo_id: null }, { ...deck, taboo_id: 10 });
    for (const answer of a) {
      expect(answer.map((p) => p.code)).toEqual(['too_many_cards', 'investigator', 'investigator']);
      expect(answer[0]!.details).toEqual({ size: 30, count: 50 });
      expect(answer[2]!.details).toEqual({ requirement: 'choice_missing', option: 'Deck Size' });
    }
    for (const answer of b) expect(answer).toEqual([]);
  });

  it('Roland Banks (01001) may take Guardian and Seeker 0–2 cards, Daisy Walker (01002) with the same cards may not', () => {
    const roland = fixture('access_roland_seeker_level2_valid.json');
    const { a, b } = alternate({ ...roland, investigator_code: '01002' }, roland);
    for (const answer of a) {
      const access = answer.find(
        (p) => p.code === 'invalid_cards' && p.rule.source === 'grimoire' && p.rule.section === BUILDING.section,
      );
      // Physical Training, Evidence!, Dodge, Trench Knife: Guardian level 0; Hyperawareness (50003, Seeker 2) is fine for her.
      expect(access?.cards).toEqual(expect.arrayContaining(['01017', '01022', '01023', '03147']));
      expect(access?.cards).not.toContain('50003');
      expect(
        answer.find(
          (p) =>
            p.rule.source === 'grimoire' &&
            p.rule.section === 'Signaturkarten eines Ermittlers' &&
            p.code === 'invalid_cards',
        )?.cards,
      ).toEqual(['01006', '01007']);
    }
    for (const answer of b) expect(answer).toEqual([]);
  });

  it('Carson Sinclair (09001) may take Deduction (01039) with Seeker as secondary class, not with Mystic (faction_select)', () => {
    const deck = fixture('faction_select_carson_valid.json');
    const { a, b } = alternate({ ...deck, meta: JSON.stringify({ faction_selected: 'mystic' }) }, deck);
    for (const answer of a) expect(answer).toEqual([{ code: 'invalid_cards', cards: ['01039'], rule: BUILDING }]);
    for (const answer of b) expect(answer).toEqual([]);
  });

  it('Hunter’s Armor (09021) is a Relic for Ursula Downs (04002) only with "Enchanted" checked (Customizable)', () => {
    const deck = fixture('customizable_hunters_armor_relic_ursula_valid.json');
    const { a, b } = alternate({ ...deck, meta: '' }, deck);
    for (const answer of a) expect(answer).toEqual([{ code: 'invalid_cards', cards: ['09021'], rule: BUILDING }]);
    for (const answer of b) expect(answer).toEqual([]);
  });
});
