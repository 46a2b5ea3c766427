import { describe, expect, it } from 'vitest';
import {
  boxesAfterClick,
  customizationSheet,
  optionLines,
  withChecked,
  withChoice,
} from '../../../shared/decks/customization-sheet.ts';
import { formatCustomizations, parseCustomizations } from '../../../shared/rules/customizations.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

describe('customization sheet editing (rules.json "Customizable", meta `cus_<code>`)', () => {
  it('writes entries back as ArkhamDB reads them, leaving out untouched options', () => {
    const entries = parseCustomizations('4|2|07159^01031,0|0|07159,2|1,3|0');
    expect(formatCustomizations(entries)).toBe('0|0|07159,2|1,4|2|07159^01031');
    expect(formatCustomizations([])).toBe('');
  });

  it('checks boxes up to the one clicked, and unchecks the last checked one', () => {
    expect(boxesAfterClick(0, 3)).toBe(3);
    expect(boxesAfterClick(3, 3)).toBe(2);
    expect(boxesAfterClick(3, 1)).toBe(1);
  });

  it('sets boxes and choices per option, keeping the others', () => {
    const entries = withChecked(parseCustomizations('0|1'), 6, 3);
    expect(formatCustomizations(entries)).toBe('0|1,6|3');
    expect(formatCustomizations(withChoice(entries, 0, ['07159', '']))).toBe('0|1|07159,6|3');
    expect(formatCustomizations(withChoice(withChoice(entries, 0, ['07159']), 0, []))).toBe('0|1,6|3');
  });

  it('splits a printed sheet into one line per option with its bold name', () => {
    expect(optionLines('Named [[Tome]] asset:\n□□ <b>Saga.</b> Replenish 2.\n')).toEqual([
      { text: 'Named [[Tome]] asset:' },
      { name: 'Saga', text: 'Replenish 2.' },
    ]);
  });
});

describeRealData('customization sheets of The Scarlet Keys', () => {
  it('shows Runenaxt (09022) in German with 4 XP and level 2 for Erbstück and Saga', async () => {
    const axe = (await realPool()).card('09022')!;
    const sheet = customizationSheet(axe, parseCustomizations('0|1,6|3'));
    expect(sheet.options).toHaveLength(8);
    expect(sheet.options[0]).toMatchObject({ name: 'Erbstück', boxes: 1, checked: 1 });
    expect(sheet.options[6]).toMatchObject({ name: 'Saga', boxes: 3, checked: 3 });
    expect(sheet.options[7]).toMatchObject({ name: 'Spruchweber', boxes: 4, checked: 0 });
    expect(sheet).toMatchObject({ xp: 4, level: 2 });
  });

  it('rounds half the boxes up for the level: one box is level 1', async () => {
    const axe = (await realPool()).card('09022')!;
    expect(customizationSheet(axe, parseCustomizations('1|1')).level).toBe(1);
  });

  it('asks The Raven Quill (09042) for one named Tome or Spell asset, two more with Endless Inkwell', async () => {
    const quill = (await realPool()).card('09042')!;
    const sheet = customizationSheet(quill, parseCustomizations('0|0|07159,4|2|01031^02003'));
    expect(sheet.options[0]!.choice).toMatchObject({
      kind: 'choose_card',
      quantity: 1,
      values: ['07159'],
      card: { type: ['asset'], trait: ['Tome', 'Spell'] },
    });
    expect(sheet.options[4]!.choice).toMatchObject({ kind: 'choose_card', quantity: 2, values: ['01031', '02003'] });
    expect(sheet.xp).toBe(2);
  });

  it('offers Summoned Servitor (09080) a slot to remove and Living Ink (09079) a skill', async () => {
    const pool = await realPool();
    expect(customizationSheet(pool.card('09080')!, []).options.find((o) => o.choice)?.choice?.kind).toBe('remove_slot');
    expect(customizationSheet(pool.card('09079')!, []).options[0]!.choice?.kind).toBe('choose_skill');
  });
});
