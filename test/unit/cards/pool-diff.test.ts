import { describe, expect, it } from 'vitest';
import type { CardPoolData } from '../../../shared/cards/build-pool.ts';
import { changedCardFields, diffCardPools, isEmptyDiff } from '../../../shared/cards/pool-diff.ts';
import { germanPoolDiffLines } from '../../../shared/i18n/de/pool-diff.ts';
import { fixturePool } from '../../support/card-data.ts';

const copy = (data: CardPoolData): CardPoolData => structuredClone(data);

describe('diffCardPools', () => {
  it('finds nothing between a pool and itself', async () => {
    const { data } = await fixturePool();
    const diff = diffCardPools(data, copy(data));
    expect(isEmptyDiff(diff)).toBe(true);
    expect(germanPoolDiffLines(diff)).toEqual(['Keine Änderungen an Karten, Packs oder Tabulisten.']);
  });

  it('reports a first import without listing every card', async () => {
    const { data } = await fixturePool();
    const diff = diffCardPools(undefined, data);
    expect(diff.firstImport).toBe(true);
    expect(diff.addedCards).toEqual([]);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('names new and removed packs, new and removed cards by code', async () => {
    const { data } = await fixturePool();
    const after = copy(data);
    after.packs.push({ code: 'nkp', cycle_code: 'core', name: 'New Pack', name_de: 'Neues Pack', position: 9 });
    after.cards.push({ ...after.cards[0]!, code: '99001', pack_code: 'nkp' });
    after.packs = after.packs.filter((pack) => pack.code !== 'tdor');
    after.cards = after.cards.filter((card) => card.pack_code !== 'tdor');
    const diff = diffCardPools(data, after);
    expect(diff.addedPacks).toEqual([{ code: 'nkp', name: 'New Pack', name_de: 'Neues Pack' }]);
    expect(diff.removedPacks.map((pack) => pack.code)).toEqual(['tdor']);
    expect(diff.addedCards).toEqual(['99001']);
    expect(diff.removedCards).toEqual(data.cards.filter((card) => card.pack_code === 'tdor').map((card) => card.code));
  });

  it('lists the fields of a changed card, German display fields as de.<field>', async () => {
    const { data } = await fixturePool();
    const after = copy(data);
    const machete = after.cards.find((card) => card.code === '01020')!;
    machete.xp = 1;
    machete.de = { ...machete.de, text: 'Neuer Text.' };
    const diff = diffCardPools(data, after);
    expect(diff.changedCards).toEqual([{ code: '01020', name: 'Machete', fields: ['xp', 'de.text'] }]);
  });

  it('compares subname, flavour and back texts only as shown: German where there is German', async () => {
    const { data } = await fixturePool();
    const roland = data.cards.find((card) => card.code === '01001')!;
    const shownAlike = { ...roland, subname: roland.de?.subname ?? 'x', de: { ...roland.de, subname: undefined } };
    expect(changedCardFields(roland, shownAlike)).toEqual([]);
    expect(changedCardFields(roland, { ...roland, de: { ...roland.de, subname: 'Der Polizist' } })).toEqual([
      'de.subname',
    ]);
  });

  it('treats an absent field and an undefined one as the same', async () => {
    const { data } = await fixturePool();
    const card = data.cards[0]!;
    expect(
      changedCardFields(card, { ...card, subname: undefined, ...(card.subname ? { subname: card.subname } : {}) }),
    ).toEqual([]);
  });

  it('reports a new taboo list and a changed one by id and date', async () => {
    const { data } = await fixturePool();
    const after = copy(data);
    after.taboos.push({
      id: 11,
      code: '011',
      name: 'Taboo List',
      date_start: '2026-09-01',
      active: true,
      cards: [{ code: '01020', xp: 1 }],
    });
    after.taboos.find((list) => list.id === 1)!.cards.push({ code: '01016', xp: 1 });
    const diff = diffCardPools(data, after);
    expect(diff.addedTabooLists).toEqual([{ id: 11, code: '011', date_start: '2026-09-01' }]);
    expect(diff.changedTabooLists).toEqual([{ id: 1, code: '001', date_start: '2019-04-20' }]);
    const lines = germanPoolDiffLines(diff);
    expect(lines).toContain('Neue Tabuliste: 011 (gültig ab 2026-09-01)');
    expect(lines).toContain('Geänderte Tabuliste: 001 (gültig ab 2019-04-20)');
  });

  it('says in German what changed, with German pack names and a limited list of cards', async () => {
    const { data } = await fixturePool();
    const after = copy(data);
    after.packs.push({ code: 'nkp', cycle_code: 'core', name: 'New Pack', name_de: 'Neues Pack', position: 9 });
    for (let i = 0; i < 14; i += 1)
      after.cards.push({ ...after.cards[0]!, code: `990${String(i).padStart(2, '0')}`, pack_code: 'nkp' });
    after.cards.find((card) => card.code === '01020')!.xp = 1;
    const lines = germanPoolDiffLines(diffCardPools(data, after));
    expect(lines[0]).toBe('Neue Packs (1): Neues Pack');
    expect(lines[1]).toBe(
      'Neue Karten (14): 99000, 99001, 99002, 99003, 99004, 99005, 99006, 99007, 99008, 99009 und 4 weitere',
    );
    expect(lines[2]).toBe('Geänderte Karten (1): 01020 Machete (xp)');
  });
});
