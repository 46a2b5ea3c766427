import { beforeAll, expect, it } from 'vitest';
import { readCardSourceFolder } from '../../../../core/services/card-data-folder.ts';
import { parseCardSources } from '../../../../core/services/card-sources.ts';
import { buildCardPool } from '../../../../shared/cards/build-pool.ts';
import type { Card } from '../../../../shared/cards/card-types.ts';
import { cardQueryCandidates, scenarioEncounterSets } from '../../../../shared/guide/text/card-query.ts';
import { realGuide } from '../../../support/guide-data.ts';
import { ARKHAMDB_DATA, describeRealData } from '../../../support/real-data.ts';

// The Midnight Masks: „record the names of each unique Cultist enemy in the victory display“ —
// the data asks by query (unique, trait Cultist, the scenario's encounter cards); the screen is
// offered the cultists of the scenario's sets, among them Peter Warren (01138) and Victoria
// Devereux (01140), but no player card.

describeRealData('cards a card_choice query stands for', () => {
  let cards: Card[];
  beforeAll(async () => {
    cards = buildCardPool(parseCardSources(await readCardSourceFolder(ARKHAMDB_DATA))).cards;
  });

  it('lists the unique cultists of The Midnight Masks for cultists_interrogated', async () => {
    const guide = await realGuide('core');
    const arkham = guide.scenarios.find((file) => file.data.id === 'arkham')?.data;
    const sets = scenarioEncounterSets(arkham);
    expect(sets.has('cultists')).toBe(true);
    const codes = cardQueryCandidates([{ source: 'scenario', traits: ['cultist'], unique: true }], cards, sets);
    expect(codes).toEqual(expect.arrayContaining(['01138', '01140']));
    expect(codes.every((code) => cards.find((card) => card.code === code)?.is_unique)).toBe(true);
    expect(codes.every((code) => cards.find((card) => card.code === code)?.encounter_code)).toBe(true);
  });
});
