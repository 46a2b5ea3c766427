import { describe, expect, it } from 'vitest';
import { steppedText, wholeNumberIn } from '../../../renderer/ui/number-text.ts';

// The kit's number field takes whole numbers from its min to its max. Its bounds in use: the
// Korrektur dialog's XP and trauma (−99…99), a Kampagnenlogbuch count (−999…999), a supply
// count in „Vorräte“ (0…9).

describe('typed text in the kit number field', () => {
  it('is a number when it is a whole number within the bounds, the typographic minus included', () => {
    expect(wholeNumberIn('3', 0, 9)).toBe(3);
    expect(wholeNumberIn(' 12 ', -99, 99)).toBe(12);
    expect(wholeNumberIn('-4', -99, 99)).toBe(-4);
    expect(wholeNumberIn('−4', -99, 99)).toBe(-4);
    expect(wholeNumberIn('0', 0, 9)).toBe(0);
  });

  it('is no number when empty, a fraction, a word, or outside the bounds', () => {
    for (const text of ['', ' ', '1.5', '1,5', '1e2', 'drei', '--1'])
      expect(wholeNumberIn(text, -999, 999)).toBe(undefined);
    expect(wholeNumberIn('10', 0, 9)).toBe(undefined);
    expect(wholeNumberIn('-1', 0, 9)).toBe(undefined);
    expect(wholeNumberIn('1000', -999, 999)).toBe(undefined);
  });
});

describe('− and + beside the kit number field', () => {
  it('count one down or up from the typed number', () => {
    expect(steppedText('2', 1, 0, 9)).toBe('3');
    expect(steppedText('2', -1, 0, 9)).toBe('1');
    expect(steppedText('−3', -1, -99, 99)).toBe('-4');
  });

  it('never leave the bounds: 9 supplies stay 9, 0 stays 0, a number typed beyond comes back in', () => {
    expect(steppedText('9', 1, 0, 9)).toBe('9');
    expect(steppedText('0', -1, 0, 9)).toBe('0');
    expect(steppedText('150', 1, -99, 99)).toBe('99');
  });

  it('start from 0 when the field holds no number yet', () => {
    expect(steppedText('', 1, 0, 9)).toBe('1');
    expect(steppedText('abc', -1, -99, 99)).toBe('-1');
    expect(steppedText('', -1, 0, 9)).toBe('0');
  });
});
