import { expect, it } from 'vitest';
import { CARD_ICONS } from '../../../renderer/cards/card-icons.ts';
import { fieldLabel } from '../../../renderer/data/field-labels.ts';
import { deDeckTools } from '../../../renderer/i18n/de-deck-tools.ts';
import { GERMAN_EXPORT_LABELS } from '../../../shared/i18n/de/deck-export.ts';
import { guideIconLabel } from '../../../shared/i18n/de/guide-icons.ts';

// One German name per skill, as the Grimoire writes them (grimoire-de.md L749, „Fertigkeitsproben“,
// rules.json Skill_Tests): „Willenskraft, Intellekt, Kampf oder Beweglichkeit“ – never „Geschick“.

const GRIMOIRE = { willpower: 'Willenskraft', intellect: 'Intellekt', combat: 'Kampf', agility: 'Beweglichkeit' };

it('card icons, filters, card data fields, guide symbols and the export name each skill alike', () => {
  for (const [skill, name] of Object.entries(GRIMOIRE)) {
    expect(CARD_ICONS[skill]?.title, skill).toBe(name);
    expect(deDeckTools.skillNames[skill], skill).toBe(name);
    expect(fieldLabel(`skill_${skill}`), skill).toBe(name);
    expect(guideIconLabel(skill), skill).toBe(name);
    expect(GERMAN_EXPORT_LABELS.skills[skill as keyof typeof GRIMOIRE], skill).toBe(name);
  }
});
