import { expect, it } from 'vitest';
import type { AppState } from '../../../renderer/store/app-state.ts';
import {
  selectDeckWording,
  selectDrawPacks,
  selectEnvironmentPredicate,
} from '../../../renderer/store/deck/environment-selectors.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire XII „Deckbau-Umgebungen“ in the deck editor's store: the card list filter and the
// packs a random basic weakness is drawn from („basic weaknesses of the allowed packs“).

const stateWith = (pool: AppState['cardPool'], environment: string | undefined, ownedPacks: string[] | null) =>
  ({
    cardPool: pool,
    ownedPacks,
    opened: { deckId: 1 },
    savedDecks: [{ id: 1, ...(environment ? { environment } : {}) }],
  }) as unknown as AppState;

describeRealData('environment selectors (Grimoire XII Deckbau-Umgebungen)', () => {
  it('draws weaknesses from the collection within Aktuell; without an environment from the collection', async () => {
    const pool = await realPool();
    expect(selectDrawPacks(stateWith(pool, undefined, ['core', 'dwl']))).toEqual(['core', 'dwl']);
    expect(selectDrawPacks(stateWith(pool, 'aktuell', null))).toEqual(['core_2026', 'tom', 'car', 'and', 'mar', 'mig']);
    expect(selectDrawPacks(stateWith(pool, 'aktuell', ['core', 'core_2026', 'dwl']))).toEqual(['core_2026']);
  });

  it('filters the card list to the environment: Machete 12020 and Vicious Blow 01025 yes, Machete 01020 and Blackjack 02016 no in Aktuell', async () => {
    const pool = await realPool();
    expect(selectEnvironmentPredicate(stateWith(pool, undefined, null))).toBeUndefined();
    const allows = selectEnvironmentPredicate(stateWith(pool, 'aktuell', null))!;
    expect(allows(pool.card('12020')!)).toBe(true);
    // 01025 is reprinted unchanged in the 2026 core set (12025); 01020 only as the modified reprint 12020.
    expect(allows(pool.card('01025')!)).toBe(true);
    expect(allows(pool.card('01020')!)).toBe(false);
    expect(allows(pool.card('02016')!)).toBe(false);
  });

  it('applies the group’s switches: agreed-cards=no hides Lita Chantler (01117), a story asset, from the list', async () => {
    const pool = await realPool();
    expect(selectEnvironmentPredicate(stateWith(pool, 'aktuell', null))!(pool.card('01117')!)).toBe(true);
    expect(selectEnvironmentPredicate(stateWith(pool, 'aktuell;agreed-cards=no', null))!(pool.card('01117')!)).toBe(
      false,
    );
    // Legacy with the Kapitel-1 wording restricts nothing.
    expect(selectEnvironmentPredicate(stateWith(pool, 'legacy;wording=kapitel1', null))).toBeUndefined();
  });

  it('L2542: the open deck shows Kapitel 2 wording in Aktuell and Limitiert, the group’s choice in Legacy', async () => {
    const pool = await realPool();
    expect(selectDeckWording(stateWith(pool, undefined, null))).toBe('kapitel2');
    expect(selectDeckWording(stateWith(pool, 'aktuell', null))).toBe('kapitel2');
    expect(selectDeckWording(stateWith(pool, 'limitiert:dwl,ptc,tfa', null))).toBe('kapitel2');
    expect(selectDeckWording(stateWith(pool, 'legacy;wording=kapitel1', null))).toBe('kapitel1');
  });
});
