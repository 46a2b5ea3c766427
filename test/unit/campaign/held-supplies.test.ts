import { expect, it } from 'vitest';
import { heldSupplies } from '../../../renderer/store/campaign/campaign-log.ts';

// The Forgotten Age (prologue): „Die von den Ermittlern gewählte Ausrüstung wird im
// Kampagnenlogbuch im Bereich „Ausrüstung“ jedes Ermittlers notiert“; Restless Nights: „Die
// Ermittler müssen als Gruppe eine Ration Proviant pro Ermittler aus der Liste ihrer Ausrüstung
// streichen“. The section lists per investigator what they hold, by the supplies' German names.

const URSULA = '04002';
const LEO = '04004';
const ROLAND = '01001';

const section = {
  id: 'supplies',
  supplies: [
    { id: 'provisions', name: 'Proviant', cost: 1, multiple: true },
    { id: 'rope', name: 'Seil', cost: 3 },
  ],
};

it('lists what each investigator holds in the section, a crossed-off supply with 0, those without none left out', () => {
  const held = heldSupplies(section, [
    { code: URSULA, name: 'Ursula Downs', supplies: { supplies: { provisions: 2, rope: 1 } } },
    { code: ROLAND, name: 'Roland Banks', supplies: {} },
    { code: LEO, name: 'Leo Anderson', supplies: { supplies: { provisions: 0, unknown_gear: 1 } } },
  ]);
  expect(held).toEqual([
    {
      code: URSULA,
      name: 'Ursula Downs',
      supplies: [
        { id: 'provisions', name: 'Proviant', count: 2 },
        { id: 'rope', name: 'Seil', count: 1 },
      ],
    },
    {
      code: LEO,
      name: 'Leo Anderson',
      supplies: [
        { id: 'provisions', name: 'Proviant', count: 0 },
        { id: 'unknown_gear', name: 'unknown_gear', count: 1 },
      ],
    },
  ]);
});
