import { expect, it } from 'vitest';
import { assign } from '../../../shared/rules/access-assignment.ts';
import type { CountedCard } from '../../../shared/rules/deck-access.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Regeln für den Deckbau“: every copy of a deck is taken by a Deckbuilding Option of
// the investigator (shared/rules/access-assignment.ts places them). Lily Chen's (08010) printed
// options, in the data's order: 0 no [[Firearm]] assets (`not`), 1 Mystic level 0, 2 Neutral
// level 0-5, 3 Guardian level 1-5, 4 up to 5 other Guardian cards level 0 (`limit`). Which option
// a card matches is written here from those words (deck-access.ts computes it in the app).

const pool = await realPool().catch(() => undefined);
const lily = () => pool!.card('08010')!.deck_options!;
const copies = (code: string, count: number): CountedCard => ({ card: pool!.card(code)!, count });

const MACHETE = '01020'; // Guardian asset, level 0, Melee
const BEAT_COP = '01018'; // Guardian asset (Ally), level 0
const PHYSICAL_TRAINING = '01017'; // Guardian asset, level 0
const BEAT_COP_2 = '01028'; // Guardian asset (Ally), level 2
const AUTOMATIC = '01016'; // .45 Automatic: Guardian asset, level 0, Firearm
const MAGNIFYING_GLASS = '01030'; // Seeker asset, level 0

/** One row per card: 1 where the option matches. */
const rows = (...matches: number[][]) => matches.flat();
const GUARDIAN_0 = [0, 0, 0, 0, 1];
const GUARDIAN_2 = [0, 0, 0, 1, 0];
const FIREARM_0 = [1, 0, 0, 0, 1];
const NONE = [0, 0, 0, 0, 0];

describeRealData('access assignment: each copy to the first option with room', () => {
  it('Lily Chen: five level-0 Guardian copies fit „up to 5“, a level-2 one goes to Guardian 1-5', () => {
    const cards = [copies(MACHETE, 2), copies(BEAT_COP, 2), copies(PHYSICAL_TRAINING, 1), copies(BEAT_COP_2, 2)];
    const result = assign(cards, lily(), rows(GUARDIAN_0, GUARDIAN_0, GUARDIAN_0, GUARDIAN_2), false);
    expect(result.used).toEqual([0, 0, 0, 2, 5]);
    expect(result.overflow).toEqual([0, 0, 0, 0, 0]);
    expect(result.refused.size).toBe(0);
    // The limited option keeps the copies it took (for the problem that names them).
    expect(result.accepted[4]!.map((entry) => entry.card.code)).toEqual([MACHETE, BEAT_COP, PHYSICAL_TRAINING]);
  });

  it('Lily Chen: a sixth level-0 Guardian copy overflows the option of 5', () => {
    const cards = [copies(MACHETE, 2), copies(BEAT_COP, 2), copies(PHYSICAL_TRAINING, 2)];
    const result = assign(cards, lily(), rows(GUARDIAN_0, GUARDIAN_0, GUARDIAN_0), false);
    expect(result.used[4]).toBe(5);
    expect(result.overflow[4]).toBe(1);
  });

  it('Lily Chen: a Firearm is refused by „No Firearm assets“ before any option could take it', () => {
    const result = assign([copies(AUTOMATIC, 1)], lily(), rows(FIREARM_0), false);
    expect([...result.refused]).toEqual([[AUTOMATIC, lily()[0]]]);
    expect(result.used).toEqual([0, 0, 0, 0, 0]);
  });

  it('a card no option matches is refused without an option (a Seeker card for Lily Chen)', () => {
    const result = assign([copies(MAGNIFYING_GLASS, 2)], lily(), rows(NONE), true);
    expect([...result.refused]).toEqual([[MAGNIFYING_GLASS, undefined]]);
  });

  it('Lola Hayes (03006): the cards her „at least 7 cards from 3 classes“ option took are kept for that count', () => {
    const lola = pool!.card('03006')!.deck_options!;
    expect(lola[0]!.atleast).toEqual({ factions: 3, min: 7 });
    const cards = [copies(MACHETE, 2), copies(MAGNIFYING_GLASS, 2)];
    const result = assign(cards, lola, rows([1, 0], [1, 0]), false);
    expect(result.used).toEqual([4, 0]);
    expect(result.matchedForAtleast[0]!.map((entry) => entry.card.code)).toEqual([MACHETE, MAGNIFYING_GLASS]);
  });
});
