import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { germanPrompt } from '../../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { GuideAnswer, GuideData } from '../../../../shared/guide/types.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../../support/guide-random-answers.ts';
import { describeRealData } from '../../../support/real-data.ts';

// Where the data offers a tarot reading (`$check_tarot_reading`, an optional variant), the guide
// says in German that the app does not run it, instead of passing over it silently.

const SETUP: GuideAnswer[] = [
  { key: '$setup/choose_investigators', value: { kind: 'scenario_investigators', investigators: ['01001'] } },
  { key: '$setup/difficulty_choice', value: { kind: 'choose_one', choice: 'standard' } },
  {
    key: '$setup/draw_weakness',
    value: { kind: 'investigator_choice', choices: { '01001': 'rbw' }, weaknesses: { '01001': '01097' } },
  },
  { key: '$setup/save_decks', value: { kind: 'save_decks' } },
];

describeRealData('tarot readings in the guide', () => {
  let core: GuideData;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    core = stored.guides.find((guide) => guide.campaignId === 'core') as GuideData;
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), { name: () => '', gender: () => undefined });
  });

  it('the setup of The Gathering tells in German that tarot readings are not supported yet', () => {
    const prompt = runGuide(core, SETUP, CORE_INVESTIGATORS).prompt;
    expect(prompt?.key).toBe('torch/$play_scenario');
    const shown = germanPrompt(prompt as NonNullable<typeof prompt>, t, (code) => code).shown;
    const tarot = shown.find((step) => step.step === '$check_tarot_reading');
    expect(tarot?.text).toMatch(/^Tarotlesungen .* unterstützt die App noch nicht/);
  });
});
