import { beforeAll, expect, it } from 'vitest';
import { list } from '../../../../shared/guide/raw-guide.ts';
import { runGuide } from '../../../../shared/guide/run-guide.ts';
import { type StoredGuides, storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { GUIDED_CAMPAIGNS } from '../../../../shared/guide/supported-campaigns.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { isPlaceholderText } from '../../../../shared/guide/text/guide-text-fields.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { GuideAnswer, GuideEffect, GuideText, Prompt } from '../../../../shared/guide/types.ts';
import { seededRandom } from '../../../../shared/rules/seeded-random.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { CORE_INVESTIGATORS, randomAnswer } from '../../../support/guide-random-answers.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The second half of "no English reaches the screen": the texts the engine actually puts in its
// prompts, shown steps and effects while seeded random groups play each supported campaign to
// its end all have German, from the catalogs the app stores with the guides (or the app's
// catalogue). The field walk
// (guide-text-coverage.test.ts) covers the data; this covers what the engine makes of it.

function promptTexts(prompt: Prompt): GuideText[] {
  return [
    prompt.title,
    prompt.text,
    ...(prompt.choices ?? []).flatMap((choice) => [choice.text, choice.description]),
    ...(prompt.supplies ?? []).map((supply) => supply.name),
    ...(prompt.resolutions ?? []).flatMap((resolution) => [resolution.title, resolution.description]),
    ...prompt.shown.flatMap((step) => [step.title, step.text]),
  ].filter((text): text is GuideText => text !== undefined);
}

/** The effect texts the summary shows: not those of log sections kept for the guide only (`hidden`). */
function effectTexts(effects: readonly GuideEffect[] = [], hidden: ReadonlySet<string>): GuideText[] {
  return effects.flatMap((effect) =>
    'text' in effect && typeof effect.text === 'object' && !('section' in effect && hidden.has(effect.section))
      ? [effect.text]
      : [],
  );
}

describeRealData('German text along seeded walks through the supported campaigns', () => {
  let stored: StoredGuides;
  let t: GuideTranslator;
  beforeAll(async () => {
    stored = storedGuides(await realCampaignData());
    // The catalogs the app stores with the guides, as the guide service reads them.
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs));
  });

  it.each(GUIDED_CAMPAIGNS)('%s: every prompt, shown step and effect text has German', async (id) => {
    const guide = stored.guides.find((entry) => entry.campaignId === id);
    if (!guide) throw new Error(`kein gespeicherter Leitfaden für ${id}`);
    const english = new Set<string>();
    const hidden = new Set(
      list(guide.campaign.data, 'campaign_log')
        .filter((section) => section.hidden === true)
        .map((section) => String(section.id)),
    );
    let seen = 0;
    for (const seed of [5, 17]) {
      // The walk of randomWalk, looking at each prompt as the screen shows it.
      const random = seededRandom(seed);
      const answers: GuideAnswer[] = [];
      let run = runGuide(guide, answers, CORE_INVESTIGATORS);
      for (;;) {
        const texts = [
          ...(run.prompt ? promptTexts(run.prompt) : []),
          ...effectTexts(answers.length === 0 ? run.initial : run.applied.at(-1)?.effects, hidden),
        ];
        for (const text of texts) {
          seen += 1;
          if (!isPlaceholderText(text.en) && !t.isTranslated(text))
            english.add(`${text.catalogue}: ${text.en.slice(0, 70)}`);
        }
        if (!run.prompt || run.problem || answers.length >= 1500) break;
        answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
        run = runGuide(guide, answers, CORE_INVESTIGATORS);
      }
      expect(run.finished, `seed ${seed}`).toBe(true);
    }
    expect(seen).toBeGreaterThan(50);
    expect([...english]).toEqual([]);
  });
});
