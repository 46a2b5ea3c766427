import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { parseDeckRequirements } from '../../../shared/cards/deck-requirements.ts';
import { rawTabooListSchema } from '../../../shared/cards/raw-data.ts';
import { normalizeTabooList, tabooView } from '../../../shared/cards/taboo.ts';
import { realPool } from '../../support/card-data.ts';
import { ARKHAMDB_DATA, describeRealData } from '../../support/real-data.ts';

describeRealData('taboo lists as per-deck overlays (shared/data README, "Taboo lists")', () => {
  it('adds the XP surcharge of list 10 to 01073 without touching the pool', async () => {
    const pool = await realPool();
    const tabooed = pool.withTaboo(10)('01073')!;
    expect(tabooed.taboo_xp).toBe(2);
    expect(pool.card('01073')!).not.toHaveProperty('taboo_xp');
  });

  it('forbids Double or Nothing (02026) with deck_limit 0 under list 10', async () => {
    const pool = await realPool();
    expect(pool.withTaboo(10)('02026')!.deck_limit).toBe(0);
    expect(pool.withTaboo(null)('02026')!.deck_limit).not.toBe(0);
  });

  it('makes Key of Ys (03315) exceptional', async () => {
    const pool = await realPool();
    expect(pool.card('03315')!.exceptional).toBeFalsy();
    expect(pool.withTaboo(1)('03315')!.exceptional).toBe(true);
  });

  it('rewrites Mandy Thompson’s (06002) requirements from the object form: deck size 50', async () => {
    const pool = await realPool();
    const mandy = pool.withTaboo(10)('06002')!;
    const requirements = parseDeckRequirements(mandy.deck_requirements);
    expect(requirements.size).toBe(50);
    expect(requirements.cards).toEqual([['06008'], ['06009']]);
    expect(requirements.random).toEqual([{ target: 'subtype', value: 'basicweakness' }]);
    expect(mandy.deck_options?.[1]?.limit).toBe(10);
  });

  it('returns the plain card when the deck has no taboo list', async () => {
    const pool = await realPool();
    expect(pool.withTaboo(undefined)('01073')).toBe(pool.card('01073'));
  });

  it('numbers lists 001–007, which carry no id, by their code; later lists keep theirs', () => {
    const raw = JSON.parse(readFileSync(path.join(ARKHAMDB_DATA, 'taboos.json'), 'utf8')) as unknown[];
    const lists = raw.map((list) => normalizeTabooList(rawTabooListSchema.parse(list)));
    expect(lists.find((list) => list.code === '001')!.id).toBe(1);
    expect(lists.find((list) => list.code === '008')!.id).toBe(8);
  });

  it('taboos a reprint through its original’s entry: Machete of the revised core (01520) under list 1', async () => {
    const pool = await realPool();
    const list = pool.tabooList(1)!;
    expect(list.cards.find((entry) => entry.code === '01520')).toBeUndefined();
    const view = tabooView((code) => pool.card(code), list);
    expect(view('01520')!.taboo_xp).toBe(2);
    expect(view('01020')!.taboo_xp).toBe(2);
    // One object per card and view: the rules' per-card caches see the same card again.
    expect(view('01520')).toBe(view('01520'));
    expect(view('00000')).toBeUndefined();
  });
});
