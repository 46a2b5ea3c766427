import { beforeAll, expect, it } from 'vitest';
import { draftAnswer, newGuideDraft } from '../../../../renderer/guide/guide-draft.ts';
import { runGuide } from '../../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { germanPrompt } from '../../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { GuideAnswer, GuideData } from '../../../../shared/guide/types.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../../support/guide-random-answers.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The side stories offered after The Gathering (Night of the Zealot) as the screen and the
// command line show them: German names from the side folder's catalogues, with the cost.

const SETUP: GuideAnswer[] = [
  { key: '$setup/choose_investigators', value: { kind: 'scenario_investigators', investigators: ['01001', '01004'] } },
  { key: '$setup/difficulty_choice', value: { kind: 'choose_one', choice: 'standard' } },
  {
    key: '$setup/draw_weakness',
    value: {
      kind: 'investigator_choice',
      choices: { '01001': 'rbw', '01004': 'rbw' },
      weaknesses: { '01001': '01097', '01004': '01099' },
    },
  },
  { key: '$setup/save_decks', value: { kind: 'save_decks' } },
  { key: 'torch/$play_scenario', value: { kind: 'play_scenario', lead: '01001', resolution: 'R1' } },
  { key: 'torch/earn_xp', value: { kind: 'counter', value: 2 } },
];

describeRealData('side stories in German', () => {
  let core: GuideData;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    core = stored.guides.find((guide) => guide.campaignId === 'core') as GuideData;
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), {
      name: () => 'Roland Banks',
      gender: () => 'masculine',
    });
  });

  it('names the offered side stories in German with their experience cost', () => {
    const prompt = runGuide(core, SETUP, CORE_INVESTIGATORS).prompt;
    expect(prompt?.kind).toBe('upgrade_decks');
    const german = germanPrompt(prompt as NonNullable<typeof prompt>, t, (code) => code);
    expect(german.sideStories).toEqual(
      expect.arrayContaining([
        { id: 'curse_of_the_rougarou', name: 'Der Fluch des Rougarou', xpCost: 1 },
        { id: 'carnevale_of_horrors', name: 'Karneval des Schreckens', xpCost: 3 },
      ]),
    );
  });

  it('the screen’s draft: no side story chosen goes on, a chosen one becomes the answer', () => {
    const prompt = germanPrompt(runGuide(core, SETUP, CORE_INVESTIGATORS).prompt as never, t, (code) => code);
    const draft = newGuideDraft(prompt);
    expect(draftAnswer(prompt, draft)).toEqual({ value: { kind: 'upgrade_decks' } });
    expect(draftAnswer(prompt, { ...draft, choice: 'curse_of_the_rougarou' })).toEqual({
      value: { kind: 'upgrade_decks', sideStory: 'curse_of_the_rougarou' },
    });
  });
});
