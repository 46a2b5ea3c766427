import { describe, expect, it } from 'vitest';
import { chooseFree } from '../../../shared/rules/free-level-zero.ts';

// Grimoire "Exil" (free level-0 refill), Adaptable (02110) and Grimoire "Unzählig": free slots go
// where they save the player most; a Myriad group saves its one payment only when it is free whole.

describe('free level-0 slots (Grimoire "Exil", Adaptable, "Unzählig")', () => {
  const myriad = { count: 3, each: 1, myriadKey: 'Short Rest|0' };
  const single = { count: 2, each: 1 };

  it('with 2 slots the free copies go to the plain cards, not to a Myriad group that stays paid anyway', () => {
    expect(chooseFree([myriad, single], 2)).toEqual([0, 2]);
  });

  it('a Myriad group is taken whole when that saves more: 3 slots free the group (1) or 2 plain copies (2)', () => {
    expect(chooseFree([myriad, single], 3)).toEqual([0, 2]);
    expect(chooseFree([{ ...myriad, each: 4 }, single], 3)).toEqual([3, 0]);
    expect(chooseFree([myriad, single], 5)).toEqual([3, 2]);
  });

  it('the dearest copies come first (a taboo surcharge makes a level-0 copy dearer), and never more than the slots', () => {
    expect(
      chooseFree(
        [
          { count: 2, each: 1 },
          { count: 2, each: 3 },
        ],
        3,
      ),
    ).toEqual([1, 2]);
    expect(chooseFree([{ count: 2, each: 1 }], 0)).toEqual([0]);
  });
});
