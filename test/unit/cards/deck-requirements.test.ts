import { describe, expect, it } from 'vitest';
import { deckRequirementsToString, parseDeckRequirements } from '../../../shared/cards/deck-requirements.ts';

describe('investigator deck requirements (shared/data README, deck_requirements)', () => {
  it('parses Roland Banks’ string with alternative signature printings (card:A:B:C)', () => {
    const parsed = parseDeckRequirements(
      'size:30, card:01006:98005:90030, card:01007:98006:90031, random:subtype:basicweakness',
    );
    expect(parsed).toEqual({
      size: 30,
      cards: [
        ['01006', '98005', '90030'],
        ['01007', '98006', '90031'],
      ],
      random: [{ target: 'subtype', value: 'basicweakness' }],
    });
  });

  it('reads an absent requirement as empty', () => {
    expect(parseDeckRequirements(undefined)).toEqual({ cards: [], random: [] });
  });

  it('turns the taboo object form into the string form, keeping alternatives', () => {
    const text = deckRequirementsToString({
      size: 50,
      card: { '06008': { '06008': '06008', '99001': '99001' } },
      random: [{ target: 'subtype', value: 'basicweakness' }],
    });
    expect(text).toBe('size:50, card:06008:99001, random:subtype:basicweakness');
  });
});
