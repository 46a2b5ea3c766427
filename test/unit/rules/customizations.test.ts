import { describe, expect, it } from 'vitest';
import {
  customizationsFor,
  customizationXp,
  customizedCard,
  parseCustomizations,
} from '../../../shared/rules/customizations.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

describe('ArkhamDB customization meta (`cus_<code>`)', () => {
  it('reads index, checked boxes and choices joined by ^', () => {
    expect(parseCustomizations('0|0|07159,2|1,4|2|07159^01031')).toEqual([
      { index: 0, xp: 0, choice: ['07159'] },
      { index: 2, xp: 1 },
      { index: 4, xp: 2, choice: ['07159', '01031'] },
    ]);
  });

  it('skips malformed entries and keeps the last of a repeated index', () => {
    expect(parseCustomizations('x|1,1|,2|1,2|3, ,3')).toEqual([{ index: 2, xp: 3 }]);
  });

  it('reads an absent value as no upgrades', () => {
    expect(parseCustomizations(undefined)).toEqual([]);
    expect(customizationsFor({}, '09022')).toEqual([]);
  });

  it('finds the entries of one card in the deck meta', () => {
    expect(customizationsFor({ cus_09021: '0|1', cus_09022: '1|1' }, '09022')).toEqual([{ index: 1, xp: 1 }]);
  });
});

describeRealData('customizable cards of The Scarlet Keys (rules.json "Customizable")', () => {
  it('counts 2 XP for Runic Axe (09022) with Heirloom and Glory checked', async () => {
    const axe = (await realPool()).card('09022')!;
    expect(customizationXp(axe, parseCustomizations('0|1,1|1'))).toBe(2);
  });

  it('caps checked boxes at the option’s box count and ignores unknown options', async () => {
    const axe = (await realPool()).card('09022')!;
    expect(customizationXp(axe, parseCustomizations('0|5,42|3'))).toBe(1);
  });

  it('makes Runic Axe a Relic costing 3 once Heirloom is taken', async () => {
    const axe = customizedCard((await realPool()).card('09022')!, parseCustomizations('0|1'));
    expect(axe.traits).toBe('Item. Weapon. Melee. Relic.');
    expect(axe.cost).toBe(3);
    expect(axe.xp).toBe(1);
  });

  it('adds Glory’s healing tags to Runic Axe', async () => {
    const axe = customizedCard((await realPool()).card('09022')!, parseCustomizations('1|1'));
    expect(axe.tags).toContain('hh.');
  });

  it('moves Hunter’s Armor (09021) to the arcane slot with Enchanted', async () => {
    const armor = customizedCard((await realPool()).card('09021')!, parseCustomizations('0|1'));
    expect(armor.slot).toBe('Arcane');
    expect(armor.traits).toBe('Item. Armor. Relic.');
  });

  it('leaves an upgrade untaken until all of its boxes are checked (Alchemical Distillation 09040)', async () => {
    const card = (await realPool()).card('09040')!;
    const half = customizedCard(card, parseCustomizations('4|1'));
    expect(customizationXp(card, parseCustomizations('4|1'))).toBe(1);
    expect(half).toEqual({ ...card, xp: 1 });
  });

  it('sets the level to half the checked boxes, rounded up', async () => {
    const card = (await realPool()).card('09040')!;
    expect(customizedCard(card, parseCustomizations('0|1,1|1,4|2,5|1')).xp).toBe(3);
  });

  it('raises the deck limit of Honed Instinct (09061) to 3 with its sixth upgrade', async () => {
    const card = customizedCard((await realPool()).card('09061')!, parseCustomizations('6|3'));
    expect(card.deck_limit).toBe(3);
    expect(card.cost).toBe(0);
  });

  it('removes the chosen slot of Summoned Servitor (09080)', async () => {
    const servitor = (await realPool()).card('09080')!;
    expect(customizedCard(servitor, parseCustomizations('5|2|0')).slot).toBe('Arcane');
    expect(customizedCard(servitor, parseCustomizations('5|2|1')).slot).toBe('Ally');
  });

  it('reads the upgrade sheet of the deck’s taboo list (list 9: Inscription of the Hunt has 2 boxes)', async () => {
    const axe = (await realPool()).withTaboo(9)('09022')!;
    expect(customizationXp(axe, parseCustomizations('3|2'))).toBe(2);
    expect(customizedCard(axe, parseCustomizations('3|1')).xp).toBe(1);
  });
});
