import { describe, expect, it } from 'vitest';
import { costBucketOf, matchesFacets, skillIconsOf, slotsOf, traitsOf } from '../../../shared/cards/card-facets.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { packGroups } from '../../../shared/cards/pack-groups.ts';
import { searchCards, searchEntry } from '../../../shared/cards/search.ts';
import { traitNames } from '../../../shared/cards/trait-labels.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

const card = (fields: Partial<Card>): Card => ({
  code: 'x',
  pack_code: 'core',
  position: 1,
  quantity: 1,
  name: 'X',
  faction_code: 'neutral',
  type_code: 'asset',
  ...fields,
});

describe('card facets for the browser filters', () => {
  it('puts costs 6 and more in one bucket, X apart, and gives no bucket to cards without a cost', () => {
    expect(costBucketOf({ cost: 0 })).toBe('0');
    expect(costBucketOf({ cost: 6 })).toBe('6+');
    expect(costBucketOf({ cost: 20 })).toBe('6+');
    expect(costBucketOf({ cost: -2 })).toBe('X');
    expect(costBucketOf({ cost: null })).toBeUndefined();
    expect(costBucketOf({})).toBeUndefined();
  });

  it('reads traits and slots from the English fields, each slot once', () => {
    expect(traitsOf({ traits: 'Item. Weapon. Melee.' })).toEqual(['Item', 'Weapon', 'Melee']);
    expect(slotsOf('Hand x2. Arcane')).toEqual(['hand', 'arcane']);
    expect(slotsOf('Arcane x2')).toEqual(['arcane']);
    expect(slotsOf(undefined)).toEqual([]);
  });

  it('lists the skill icons a card prints', () => {
    expect(skillIconsOf(card({ skill_combat: 1, skill_wild: 2, skill_agility: 0 }))).toEqual(['combat', 'wild']);
  });

  it('widens within a facet and narrows across facets', () => {
    const machete = card({ cost: 3, traits: 'Item. Weapon. Melee.', slot: 'Hand', skill_combat: 1 });
    expect(matchesFacets(machete, { costs: ['2', '3'] })).toBe(true);
    expect(matchesFacets(machete, { costs: ['none'] })).toBe(false);
    // A skill prints no cost: only „keine“ (none) finds it.
    expect(matchesFacets(card({ type_code: 'skill', cost: null }), { costs: ['none'] })).toBe(true);
    expect(matchesFacets(card({ type_code: 'skill' }), { costs: ['0', 'X'] })).toBe(false);
    expect(matchesFacets(machete, { traits: ['Tome', 'Melee'] })).toBe(true);
    expect(matchesFacets(machete, { traits: ['Melee'], slots: ['body'] })).toBe(false);
    expect(matchesFacets(machete, { skills: ['combat'], costs: ['3'], slots: ['hand'] })).toBe(true);
    expect(matchesFacets(machete, { skills: ['intellect'] })).toBe(false);
    expect(matchesFacets(machete, { packs: ['rcore'] }, ['core', 'rcore'])).toBe(true);
    expect(matchesFacets(machete, { packs: ['rcore'] })).toBe(false);
  });
});

describeRealData('browser filters on the real card pool', () => {
  it('finds Machete (01020) by cost 3, the Melee trait, the hand slot and a combat icon', async () => {
    const pool = await realPool();
    const entries = pool.listedCards.map((c) => searchEntry(c, pool.packsOf(c)));
    const found = searchCards(entries, {
      costs: ['3'],
      traits: ['Melee'],
      slots: ['hand'],
      skills: ['combat'],
      levels: [0],
    }).map((c) => c.code);
    expect(found).toContain('01020');
    expect(found).not.toContain('01016'); // .45 Automatic costs 4 and is a Firearm
  });

  it('finds core-set cards under the Revised Core Set that reprints them', async () => {
    const pool = await realPool();
    expect(pool.packsOf(pool.card('01025')!)).toEqual(expect.arrayContaining(['core', 'rcore', 'core_2026']));
    // 12020 Machete (2026) is a modified reprint, a card of its own (Grimoire „Modifizierte
    // Reprints“): the 2026 core set prints it, not 01020.
    expect(pool.packsOf(pool.card('01020')!)).toEqual(['core', 'rcore']);
    expect(pool.packsOf(pool.card('12020')!)).toEqual(['core_2026']);
    const entries = pool.listedCards.map((c) => searchEntry(c, pool.packsOf(c)));
    const rcore = searchCards(entries, { packs: ['rcore'] }).map((c) => c.code);
    expect(rcore).toContain('01020');
    expect(rcore.every((code) => pool.packsOf(pool.card(code)!).includes('rcore'))).toBe(true);
  });

  it('names traits in German by the pairing most cards print', async () => {
    const names = new Map(traitNames((await realPool()).listedCards).map((entry) => [entry.trait, entry.label]));
    expect(names.get('Weapon')).toBe('Waffe');
    expect(names.get('Item')).toBe('Gegenstand');
    expect(names.get('Melee')).toBe('Nahkampf');
    expect(names.get('Tome')).toBe('Buch');
  });

  it('offers packs by cycle with German names, only packs that print a listed card', async () => {
    const pool = await realPool();
    const printed = new Set(pool.listedCards.flatMap((c) => pool.packsOf(c)));
    const groups = packGroups(pool.data.packs, pool.data.cycles, printed);
    const core = groups.find((group) => group.code === 'core')!;
    expect(core.packs.map((p) => p.name)).toEqual(expect.arrayContaining(['Grundspiel', 'Grundspiel (Neuauflage)']));
    expect(groups.every((group) => group.packs.every((p) => printed.has(p.code)))).toBe(true);
  });
});
