import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { germanPrompt } from '../../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { GuideData } from '../../../../shared/guide/types.ts';
import { ROLAND_AND_AGNES, toDoomOfEztli } from '../../../support/forgotten-age-route.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The Forgotten Age, The Doom of Eztli: two resolutions read „No resolution was reached“ – one
// „Each investigator was defeated“, one „Each investigator resigned before act 3“ – and lead to
// different sections. The group must tell them apart: every resolution offered has its own
// German label.

describeRealData('The Doom of Eztli: each resolution offered has its own German label', () => {
  let tfa: GuideData;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    tfa = stored.guides.find((guide) => guide.campaignId === 'tfa') as GuideData;
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs));
  });

  it('names „defeated“ and „resigned before act 3“ beside „Es wurde keine Auflösung erreicht“', () => {
    const prompt = runGuide(tfa, toDoomOfEztli(), ROLAND_AND_AGNES).prompt;
    expect(prompt?.key).toBe('eztli/$play_scenario');
    if (!prompt) return;
    const titles = Object.fromEntries(
      (germanPrompt(prompt, t, (code) => code).resolutions ?? []).map((item) => [item.id, item.title]),
    );
    expect(titles.no_resolution_defeated).toBe('Es wurde keine Auflösung erreicht – Alle Ermittler wurden besiegt');
    expect(titles.no_resolution_resigned).toBe(
      'Es wurde keine Auflösung erreicht – Jeder Ermittler hat vor Szene 3 aufgegeben',
    );
    expect(new Set(Object.values(titles)).size).toBe(Object.keys(titles).length);
  });
});
