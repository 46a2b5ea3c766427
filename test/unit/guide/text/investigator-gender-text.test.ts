import { beforeAll, expect, it } from 'vitest';
import { translatorFor } from '../../../../core/services/campaign-guide.ts';
import { reduceCampaign } from '../../../../shared/campaign/reduce-campaign.ts';
import type { CardPool } from '../../../../shared/cards/card-pool.ts';
import { guideText } from '../../../../shared/guide/guide-text.ts';
import { isRaw, type Raw } from '../../../../shared/guide/raw-guide.ts';
import { type StoredGuides, storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import {
  createGuideTranslator,
  englishFor,
  type GuideTranslator,
} from '../../../../shared/guide/text/guide-translator.ts';
import { investigatorNaming } from '../../../../shared/guide/text/investigator-naming.ts';
import type { GuideData, GuideText } from '../../../../shared/guide/types.ts';
import { realPool } from '../../../support/card-data.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { describeRealData } from '../../../support/real-data.ts';
import { CORE, Journal } from '../../campaign/journal-builder.ts';

// The guide's sentences about an investigator come in masculine, feminine and nonbinary variants
// (masculine_text/feminine_text/nonbinary_text of the data, msgctxt in the German catalogues);
// the campaign guide service reads the one of the investigator's gender (investigatorNaming).
// Night of the Zealot and The Dunwich Legacy have no gendered sentence. Into the Maelstrom's is the
// only one of the guided campaigns whose German variants differ (its setup check, which the engine
// does not show yet); The First Evening's is a log entry whose English variants differ.

/** The first object of a guide file whose masculine text is `english`, as the data has it. */
function gendered(guide: GuideData, file: string, english: string): Raw {
  const found: Raw[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isRaw(value)) {
      if (value.masculine_text === english) found.push(value);
      Object.values(value).forEach(walk);
    }
  };
  walk(guide.scenarios.find((scenario) => scenario.file === file)?.data);
  if (!found[0]) throw new Error(`${english} fehlt in ${file}`);
  return found[0];
}

describeRealData('gendered guide sentences read in the investigator’s gender', () => {
  let t: GuideTranslator;
  let guides: GuideData[];
  let pool: CardPool;
  let stored: StoredGuides;
  beforeAll(async () => {
    stored = storedGuides(await realCampaignData());
    guides = stored.guides;
    pool = await realPool();
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), investigatorNaming(pool, new Map()));
  });
  const about = (campaign: string, file: string, english: string, code: string): GuideText => {
    const guide = guides.find((item) => item.campaignId === campaign) as GuideData;
    return guideText(english, file, gendered(guide, file, english), code) as GuideText;
  };

  it('Into the Maelstrom: Agnes Baker and Daisy Walker begin with the Diving Suit in „ihrer“, Roland Banks in „seiner“ Spielzone', () => {
    const file = 'campaigns/tic/into_the_maelstrom';
    const english = '#name# begins play with a Diving Suit story asset in his play area.';
    const diving = (code: string) => t.german(about('tic', file, english, code));
    expect(diving('01004')).toBe(
      'Agnes Baker beginnt das Spiel mit der Storyvorteilskarte Taucheranzug in ihrer Spielzone.',
    );
    // Daisy Walker's parallel version (90001) shares her card title and so her gender.
    expect(diving('90001')).toBe(
      'Daisy Walker beginnt das Spiel mit der Storyvorteilskarte Taucheranzug in ihrer Spielzone.',
    );
    expect(diving('01001')).toBe(
      'Roland Banks beginnt das Spiel mit der Storyvorteilskarte Taucheranzug in seiner Spielzone.',
    );
    // Kymani Jones reads the catalogue's nonbinary variant, which it words with „Ihrer“.
    expect(diving('09008')).toMatch(/^Kymani Jones .* in Ihrer Spielzone\.$/);
  });

  it('The First Evening: Wendy Adams’s log entry is the feminine sentence („her meal“), translated', () => {
    const file = 'campaigns/fhv/07_the_first_evening';
    const meal = about('fhv', file, '#name# finished his meal.', '01005');
    const naming = investigatorNaming(pool, new Map());
    expect(englishFor(meal, naming.gender('01005'))).toBe('#name# finished her meal.');
    expect(englishFor(meal, naming.gender('01001'))).toBe('#name# finished his meal.');
    expect(t.isTranslated(meal)).toBe(true);
    expect(t.german(meal)).toBe('Wendy Adams hat aufgegessen.');
  });

  it('a code the card pool does not know reads the masculine variant, named by its code', () => {
    const file = 'campaigns/tic/into_the_maelstrom';
    const english = '#name# begins play with a Diving Suit story asset in his play area.';
    expect(t.german(about('tic', file, english, '99999'))).toMatch(/^99999 .* in seiner Spielzone\.$/);
  });

  it('the campaign guide service gives its translator the genders (Agnes Baker and Roland Banks in one campaign)', () => {
    const journal = new Journal()
      .add({
        type: 'campaign_created',
        payload: { name: 'Innsmouth', definitionId: 'tic', chaosBag: [], scenarios: [], logSections: [] },
      })
      .add({ type: 'investigator_joined', payload: { ...CORE.agnes, player: 'Ada' } })
      .add({ type: 'investigator_joined', payload: { ...CORE.roland, player: 'Ben' } });
    const tic = guides.find((guide) => guide.campaignId === 'tic') as GuideData;
    const service = translatorFor({ ...stored, guide: tic }, reduceCampaign(journal.entries), pool);
    const file = 'campaigns/tic/into_the_maelstrom';
    const english = '#name# begins play with a Diving Suit story asset in his play area.';
    expect(service.german(about('tic', file, english, CORE.agnes.code))).toMatch(
      /^Agnes Baker .* in ihrer Spielzone\.$/,
    );
    expect(service.german(about('tic', file, english, CORE.roland.code))).toMatch(
      /^Roland Banks .* in seiner Spielzone\.$/,
    );
  });
});
