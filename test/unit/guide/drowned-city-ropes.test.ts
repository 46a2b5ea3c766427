import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { branchInput, evaluate } from '../../../shared/guide/conditions.ts';
import type { Effect } from '../../../shared/guide/data/guide-data-types.ts';
import { applyEffects } from '../../../shared/guide/effects.ts';
import { indexGuide } from '../../../shared/guide/guide-index.ts';
import { list, obj, type Raw } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import type { Walker } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Drowned City, Obsidian Canyons, „Prove Your Worth“ when the holder did not help with the
// ropes: „It's true: you'll never measure up. Erase 1 progress under "Prove Your Worth" and suffer
// 1 mental trauma.“ (`erase_progress`) and „Each of the other investigators (except you) gains 1
// additional experience point.“ (`everyone_else_xp`). The data gives that experience to every
// investigator (`earn_xp` for `all` in `check_helped_with_ropes`), the holder too; the app gives
// it to the others only (docs/guide-data-quirks.md).

const ROLAND = '01001';
const AGNES = '01004';

describeRealData('Obsidian Canyons: „Each of the other investigators (except you)“', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('tdc'), realPool()]);
  });

  const step = (scenario: string, id: string): Raw =>
    indexGuide(guide).scenarios.get(scenario)?.steps.get(id)?.raw ?? {};

  /** A branch as the walk reads it: its option's effects get what the condition hands them. */
  function readBranch(w: Walker, id: string): void {
    const read = obj(step('obsidian_canyons', id), 'condition') ?? {};
    const option = evaluate(w, read);
    if (option) applyEffects(w, list(option, 'effects') as Effect[], branchInput(w, read), 'tdc');
  }

  it('Roland holds „Prove Your Worth“ and did not help: Agnes gains 1 XP, Roland 1 mental trauma', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'obsidian_canyons');
    const choices = list(obj(step('an_offer_you_cant_refuse', 'choose_tasks'), 'input') ?? {}, 'choices');
    const task = choices.find((raw) => raw.id === 'prove_your_worth') ?? {};
    applyEffects(w, list(task, 'effects') as Effect[], { investigators: [ROLAND] }, 'tdc');
    readBranch(w, 'check_helped_with_ropes');
    readBranch(w, 'record_prove_your_worth_loss');
    expect(w.state.investigators.map((item) => [item.code, item.xp, item.mental])).toEqual([
      [ROLAND, 0, 1],
      [AGNES, 1, 0],
    ]);
  });
});
