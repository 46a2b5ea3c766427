import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { type InvestigatorGender, investigatorGender } from '../../../shared/cards/investigator-gender.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The list of investigators' genders (shared/cards/investigator-gender.ts) cross-checked against
// the cards themselves: the English story and rules texts of each investigator card speak of
// them as she, he or they. The guide's gendered sentences (msgctxt variants of its German
// catalogues) are chosen by this list.

const TEXT_FIELDS = ['back_flavor', 'back_text', 'flavor', 'text'] as const;

const count = (text: string, words: RegExp) => text.match(words)?.length ?? 0;

/** What a card's own texts say: the pronouns that outnumber the others; "they" only with neither. */
function pronounGender(card: Card): InvestigatorGender | undefined {
  const text = TEXT_FIELDS.map((field) => card[field] ?? '')
    .join('\n')
    .replace(/<[^>]*>/g, ' ');
  const she = count(text, /\b(she|her|hers|herself)\b/gi);
  const he = count(text, /\b(he|him|his|himself)\b/gi);
  if (she > he) return 'feminine';
  if (he > she) return 'masculine';
  if (she === 0 && count(text, /\b(they|them|their|theirs|themself|themselves)\b/gi) > 0) return 'nonbinary';
  return undefined;
}

interface CrossCheck {
  confirmed: string[];
  /** Cards whose texts use no personal pronoun for them (or as many of each). */
  unconfirmed: string[];
  contradictions: { code: string; name: string; listed?: InvestigatorGender; texts: InvestigatorGender }[];
}

function crossCheck(cards: readonly Card[], genderOf: (card: Card) => InvestigatorGender | undefined): CrossCheck {
  const result: CrossCheck = { confirmed: [], unconfirmed: [], contradictions: [] };
  for (const card of cards) {
    const texts = pronounGender(card);
    const listed = genderOf(card);
    if (!texts) result.unconfirmed.push(card.code);
    else if (texts === listed) result.confirmed.push(card.code);
    else result.contradictions.push({ code: card.code, name: card.name, listed, texts });
  }
  return result;
}

/**
 * Investigator cards that speak of no one in the third person, and why the list's answer
 * (masculine, the guide's default wording) is right for them.
 */
const WITHOUT_PRONOUNS: Record<string, string> = {
  '04244': 'Body of a Yithian: the body an investigator wakes in (The Forgotten Age), its story told as "I"',
  '10016a': "Hank Samson's second side: rules text only; his own card 10015 says he",
  '10016b': "Hank Samson's third side: rules text only; his own card 10015 says he",
  '10661': 'Shattered Self: a form an investigator takes, its flavour a mirrored "I art thou"',
  '11068b': 'Lost Homunculus: no person, its text says "you"',
  '89001': 'Subject 5U-21: a blob, rules text only',
};

describe('investigatorGender', () => {
  it('answers by English card title; no title, no answer (the translator reads masculine)', () => {
    expect(investigatorGender('Agnes Baker')).toBe('feminine');
    expect(investigatorGender('Roland Banks')).toBe('masculine');
    expect(investigatorGender('Kymani Jones')).toBe('nonbinary');
    expect(investigatorGender(undefined)).toBeUndefined();
  });
});

describeRealData('investigator genders against the pronouns of their own card texts', () => {
  let pool: CardPool;
  let investigators: Card[];
  beforeAll(async () => {
    pool = await realPool();
    investigators = pool.data.cards.filter((card) => card.type_code === 'investigator');
  });
  const listed = (card: Card) => investigatorGender(card.name);

  it('contradicts no investigator card; only the cards without pronouns stay unconfirmed', () => {
    const check = crossCheck(investigators, listed);
    expect(check.contradictions).toEqual([]);
    expect(check.unconfirmed.sort()).toEqual(Object.keys(WITHOUT_PRONOUNS).sort());
    expect(check.confirmed.length + check.unconfirmed.length).toBe(investigators.length);
    expect(check.confirmed).toEqual(expect.arrayContaining(['01001', '01002', '01004', '01005', '09008']));
  });

  it('fails on a wrong list: Roland Banks feminine, Agnes Baker masculine', () => {
    const swapped = (card: Card) => (listed(card) === 'feminine' ? 'masculine' : 'feminine');
    const codes = crossCheck(investigators, swapped).contradictions.map((item) => item.code);
    expect(codes).toEqual(expect.arrayContaining(['01001', '01004', '02001', '03001']));
  });

  it('gives every printing of an investigator the same gender: parallel, novella, promo, starter deck, 2026 Core Set', () => {
    const genders = (codes: string[]) => codes.map((code) => investigatorGender(pool.card(code)?.name));
    // Agnes Baker 01004 and her parallel version 90017; Daisy Walker 01002 and 90001.
    expect(genders(['01004', '90017', '01002', '90001'])).toEqual(Array(4).fill('feminine'));
    // Daniela Reyes (Edge of the Earth, 2026 Core Set), Carolyn Fern (The Circle Undone, starter deck),
    // Gloria Goldberg (The Drowned City, novella), Marie Lambeau (The Circle Undone, promo).
    expect(genders(['08001', '12001', '05001', '98010', '11014', '98019', '05006', '99001'])).toEqual(
      Array(8).fill('feminine'),
    );
    // Roland Banks 01001, his parallel 90024 and novella printing 98004.
    expect(genders(['01001', '90024', '98004'])).toEqual(Array(3).fill('masculine'));
  });
});
