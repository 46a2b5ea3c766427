import { describe, expect, it } from 'vitest';
import { foldForSearch, searchCards, searchEntry, searchHits } from '../../../shared/cards/search.ts';
import { fixturePool, realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

describe('German card search', () => {
  it('folds case, umlauts, ß and punctuation', () => {
    expect(foldForSearch('Schlüssel von Ys')).toBe('schluessel von ys');
    expect(foldForSearch('Straße')).toBe(foldForSearch('STRASSE'));
    expect(foldForSearch('“Skids” O’Toole')).toBe('skids o toole');
    expect(foldForSearch('Café')).toBe('cafe');
  });

  it('finds Roland Banks (01001) by German or English name, any case', async () => {
    const pool = await fixturePool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    expect(searchCards(entries, { query: 'roland' })[0]!.code).toBe('01001');
    expect(searchCards(entries, { query: 'Brutaler Schlag' }).map((c) => c.code)).toContain('01025');
    expect(searchCards(entries, { query: 'vicious' }).map((c) => c.code)).toContain('01025');
  });

  it('filters by class, type and level', async () => {
    const pool = await fixturePool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    const seekers = searchCards(entries, { factions: ['seeker'] });
    expect(seekers.length).toBeGreaterThan(0);
    expect(seekers.every((c) => c.faction_code === 'seeker')).toBe(true);
    const assets0 = searchCards(entries, { types: ['asset'], levels: [0] });
    expect(assets0.every((c) => c.type_code === 'asset' && c.xp === 0)).toBe(true);
    expect(searchCards(entries, { levels: [0] }).some((c) => c.type_code === 'investigator')).toBe(false);
  });
});

describeRealData('German card search on the real pool', () => {
  it('finds "Schlüssel von Ys" (03315) typed with ue', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    expect(searchCards(entries, { query: 'schluessel von ys' }).map((c) => c.code)).toContain('03315');
    expect(searchCards(entries, { query: 'Schlüssel von Ys' }).map((c) => c.code)).toContain('03315');
  });

  it('ranks names that begin with the query first', async () => {
    const pool = await realPool();
    const results = searchCards(
      pool.listedCards.map((card) => searchEntry(card)),
      { query: 'Machete' },
    );
    expect(results[0]!.de?.name).toMatch(/^Machete/);
  });
});

describeRealData('Card text search on the real pool', () => {
  const codes = (hits: { card: { code: string } }[]) => hits.map((hit) => hit.card.code);

  it('finds "Ziehe 1 Karte" in the German text of Taschendiebstahl (01046) and Hasenpfote (01075)', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    const hits = searchHits(entries, { query: 'ziehe 1 Karte', inText: true });
    expect(codes(hits)).toEqual(expect.arrayContaining(['01046', '01075']));
    expect(hits.find((hit) => hit.card.code === '01046')!.match).toBe('text');
  });

  it('finds the English text too: "draw 1 card" finds Pickpocketing (01046)', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    expect(codes(searchHits(entries, { query: 'draw 1 card', inText: true }))).toContain('01046');
  });

  it('ranks name hits before text hits and marks which is which: "Necronomicon" names 01009, Daisy Walker (01002) holds it in her text', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    const hits = searchHits(entries, { query: 'Necronomicon', inText: true });
    expect(hits[0]).toMatchObject({ card: { code: '01009' }, match: 'name' });
    expect(hits.find((hit) => hit.card.code === '01002')?.match).toBe('text');
    const firstText = hits.findIndex((hit) => hit.match === 'text');
    expect(firstText).toBeGreaterThan(0);
    expect(hits.slice(firstText).every((hit) => hit.match === 'text')).toBe(true);
  });

  it('leaves the text out for one or two letters, which nearly every text holds', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    expect(searchHits(entries, { query: 'zi', inText: true }).some((hit) => hit.match === 'text')).toBe(false);
  });

  it('searches names and traits only without inText (the CLI)', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((card) => searchEntry(card));
    expect(searchCards(entries, { query: 'ziehe 1 Karte' }).map((c) => c.code)).not.toContain('01046');
  });
});
