import { expect, it } from 'vitest';
import { type JournalNames, journalText } from '../../../renderer/campaign/journal-text.ts';

// Grimoire „Epischer Kampagnenmodus“ (line 2337): „Notiert im nächsten Kampagnenlogbuch: „Die
// Gesamt-Erfahrung von [Ermittlername] beträgt X““ — the Verlauf line of a carried investigator.

const names: JournalNames = {
  investigator: (code) => ({ '01001': 'Roland Banks' })[code] ?? code,
  card: (code) => ({ '01117': 'Lita Chantler', '01096': 'Gedächtnisverlust' })[code] ?? code,
};

it('names the earlier campaign, the total experience, the trauma and the cards carried', () => {
  const payload = {
    code: '01001',
    name: 'Roland Banks',
    player: 'Anna',
    health: 9,
    sanity: 5,
    carried: {
      from: 'Die Nacht der Zelotin',
      totalXp: 8,
      trauma: { physical: 1, mental: 0 },
      storyAssets: ['01117'],
      weaknesses: ['01096'],
    },
  };
  expect(journalText({ type: 'investigator_joined', payload }, names)).toEqual([
    'Anna spielt Roland Banks',
    'übertragen aus „Die Nacht der Zelotin“',
    'Die Gesamt-Erfahrung von Roland Banks beträgt 8',
    '1 körperliches Trauma',
    'erhält Lita Chantler',
    'Schwäche Gedächtnisverlust',
  ]);
});
