import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import { scenarioNamer } from '../../../../shared/guide/text/scenario-names.ts';
import type { GuideData } from '../../../../shared/guide/types.ts';
import { realGuide } from '../../../support/guide-data.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';

// What the guide's summary lines and progress call a scenario: the campaign setup „Kampagnenaufbau“
// (never the engine's `$setup`), the campaign's scenarios by their definition name, a side story by
// its German title from its own catalogue (never its data id).

describeRealData('German scenario names in the campaign guide', () => {
  let core: GuideData;
  let t: GuideTranslator;
  beforeAll(async () => {
    core = await realGuide('core');
    t = createGuideTranslator(
      buildGuideCatalog(storedGuides(await readCampaignDataFolder(ARKHAM_CARDS_DATA)).catalogs),
    );
  });

  it('names the setup, a scenario of the campaign and a side story in German', () => {
    const name = scenarioNamer(core, new Map([['torch', 'Die Zusammenkunft']]), t);
    expect(name('$setup')).toBe('Kampagnenaufbau');
    expect(name('torch')).toBe('Die Zusammenkunft');
    expect(name('curse_of_the_rougarou')).toBe('Der Fluch des Rougarou');
    expect(name('film_fatale')).not.toBe('film_fatale');
    expect(name('unbekannt')).toBe('unbekannt');
  });

  it('names a replayed scenario as the scenario itself, not by its key (`~2`)', async () => {
    // The Forgotten Age, Heart of the Elders Part 1: „The investigators must replay Scenario V-A:
    // Heart of the Elders, Part 1.“ The prompts of the second play carry the key `…~2`.
    const tfa = await realGuide('tfa');
    const name = scenarioNamer(tfa, new Map([['heart_of_the_elders_part_1', 'Das Herz der Älteren, Teil 1']]), t);
    expect(name('heart_of_the_elders_part_1~2')).toBe('Das Herz der Älteren, Teil 1');
    expect(name('heart_of_the_elders_part_1~3')).toBe('Das Herz der Älteren, Teil 1');
  });
});
