import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { applyAnswer } from '../../../shared/guide/input-answers.ts';
import { promptOf } from '../../../shared/guide/input-prompts.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { investigator, type Walker } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, Interlude I „Restless Nights“: „Each investigator with medicine may cross it
// off from their supplies to choose and remove a Poisoned weakness from any investigator's deck.
// Each investigator who still has a Poisoned weakness in their deck reads The Poison Spreads.“
// Roland Banks (01001) carries the medicine, Agnes Baker (01004) is Poisoned (04102).

const ROLAND = '01001';
const AGNES = '01004';
const POISONED = '04102';
const KEY = 'tfa_interlude1/use_medicine';

describeRealData('The Forgotten Age: medicine removes a Poisoned weakness from any investigator’s deck', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('tfa'), realPool()]);
  });

  /** Restless Nights with Roland holding one medicine and Agnes Poisoned. */
  const interlude = () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'tfa_interlude1');
    investigator(w.state, ROLAND).supplies.supplies = { medicine: 1 };
    investigator(w.state, AGNES).cards.push(POISONED);
    const step = w.scenario?.steps.get('use_medicine');
    if (!step) throw new Error('tfa_interlude1/use_medicine fehlt');
    return { w, step, prompt: promptOf(w, step, KEY, 'tfa_interlude1') };
  };
  const poisoned = (w: Walker, code: string) => investigator(w.state, code).cards.includes(POISONED);

  it('asks who crosses off medicine and names who holds Poisoned', () => {
    const { prompt } = interlude();
    expect(prompt).toMatchObject({ kind: 'use_supplies', supply: { section: 'supplies', id: 'medicine' } });
    expect(prompt.removes).toEqual({ card: POISONED, holders: [AGNES] });
  });

  it("Roland's medicine removes Agnes's Poisoned: she keeps her deck clean, his medicine is crossed off", () => {
    const { w, step, prompt } = interlude();
    const outcome = applyAnswer(
      w,
      step,
      { kind: 'use_supplies', investigators: [ROLAND], targets: { [ROLAND]: AGNES } },
      prompt,
    );
    expect(outcome).not.toHaveProperty('reason');
    expect(poisoned(w, AGNES)).toBe(false);
    expect(investigator(w.state, ROLAND).supplies.supplies?.medicine).toBe(0);
    expect(w.effects).toContainEqual({ type: 'card_removed', investigator: AGNES, card: POISONED });
    expect(w.effects).not.toContainEqual(expect.objectContaining({ type: 'card_removed', investigator: ROLAND }));
  });

  it('refuses a deck without Poisoned as the target, and one who crosses off no medicine naming a target', () => {
    const own = interlude();
    const onRoland = { kind: 'use_supplies' as const, investigators: [ROLAND], targets: { [ROLAND]: ROLAND } };
    expect(applyAnswer(own.w, own.step, onRoland, own.prompt)).toEqual({ reason: 'unknown_choice' });
    const other = interlude();
    const byAgnes = { kind: 'use_supplies' as const, investigators: [ROLAND], targets: { [AGNES]: AGNES } };
    expect(applyAnswer(other.w, other.step, byAgnes, other.prompt)).toEqual({ reason: 'unknown_investigator' });
    expect(poisoned(other.w, AGNES)).toBe(true);
  });
});
