import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { AddCardEffect, EarnXpEffect, TraumaEffect } from '../../../shared/guide/data/guide-data-types.ts';
import { addCard, earnXp, trauma } from '../../../shared/guide/investigator-effects.ts';
import { list, type Raw } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { investigator, type Walker } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The guide's effects on investigators (shared/guide/investigator-effects.ts), from the steps of
// The Gathering as Night of the Zealot's guide prints them, with Roland Banks (01001, the lead:
// first to play; health 9, sanity 5) and Agnes Baker (01004):
// - „Each investigator earns experience equal to the Victory X value of each card in the victory
//   display … Each investigator earns 2 bonus experience“;
// - „The lead investigator earns 1 experience“, „The lead investigator suffers 1 mental trauma“;
// - „Each investigator who has not resigned is killed“;
// - „choose an investigator to earn the Lita Chantler card“.

const ROLAND = '01001';
const AGNES = '01004';

describeRealData('guide effects on investigators (The Gathering)', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('core'), realPool()]);
  });
  const walker = () => walkerWith(guide, pool, [ROLAND, AGNES], 'torch');
  /** The effects printed on step `id` (in its input when it has one), as the data's schema types them (`T`). */
  const effects = <T extends Raw>(w: Walker, id: string): T[] => {
    const raw = w.scenario!.steps.get(id)!.raw;
    return (list(raw, 'effects').length ? list(raw, 'effects') : list(raw.input as Raw, 'effects')) as T[];
  };

  it('the victory display (3) and 2 bonus experience: 5 XP for each investigator', () => {
    const w = walker();
    for (const raw of effects<EarnXpEffect>(w, 'earn_xp')) earnXp(w, raw, { value: 3 });
    expect([investigator(w.state, ROLAND).xp, investigator(w.state, AGNES).xp]).toEqual([5, 5]);
    expect(w.effects).toEqual([
      { type: 'xp', investigator: ROLAND, amount: 5 },
      { type: 'xp', investigator: AGNES, amount: 5 },
    ]);
  });

  it('1 experience for the lead investigator only', () => {
    const w = walker();
    for (const raw of effects<EarnXpEffect>(w, 'lead_investigator_xp')) earnXp(w, raw, {});
    expect(w.effects).toEqual([{ type: 'xp', investigator: ROLAND, amount: 1 }]);
  });

  it('1 mental trauma for the lead; the fifth drives Roland (sanity 5) insane (Grimoire „Trauma, Tod und Wahnsinn“)', () => {
    const w = walker();
    for (let i = 0; i < 4; i++) for (const raw of effects<TraumaEffect>(w, 'mental_trauma')) trauma(w, raw, {});
    expect(investigator(w.state, ROLAND)).toMatchObject({ mental: 4, insane: false });
    for (const raw of effects<TraumaEffect>(w, 'mental_trauma')) trauma(w, raw, {});
    expect(investigator(w.state, ROLAND)).toMatchObject({ mental: 5, insane: true });
    expect(w.effects.at(-1)).toEqual({ type: 'trauma', investigator: ROLAND, physical: 0, mental: 1, insane: true });
  });

  it('each investigator who has not resigned is killed, without any trauma', () => {
    const w = walker();
    for (const raw of effects<TraumaEffect>(w, 'killed')) trauma(w, raw, {});
    expect([investigator(w.state, ROLAND).killed, investigator(w.state, AGNES).killed]).toEqual([true, true]);
    expect(w.effects).toContainEqual({ type: 'trauma', investigator: AGNES, physical: 0, mental: 0, killed: true });
  });

  it('the chosen investigator earns Lita Chantler (01117), a story asset', () => {
    const w = walker();
    for (const raw of effects<AddCardEffect>(w, 'lead_investigator_killed'))
      addCard(w, raw, { investigators: [AGNES] });
    expect(investigator(w.state, AGNES).cards).toEqual(['01117']);
    expect(w.effects).toEqual([{ type: 'card_added', investigator: AGNES, card: '01117' }]);
  });
});
