import { readCampaignDataFolder } from '../../core/services/campaign-data-folder.ts';
import { guideDataOf } from '../../shared/guide/guide-data.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import type { GuideData } from '../../shared/guide/types.ts';
import { CORE_INVESTIGATORS, randomWalk } from '../support/guide-random-answers.ts';
import { round } from './import-bench.ts';
import { type Figure, median, timeRuns } from './stats.ts';

// guide-replay: a finished campaign (a seeded group's answers, setup to epilogue) recomputed from
// its answers, as every prompt and every answer does: The Forgotten Age (seed 7), and The Scarlet
// Keys (seed 1: two side stories from the map, out of time to Congress of the Keys and the
// Epilogue) as `guide-replay-tsk`.

async function replay(guide: GuideData, name: string, seed: number, runs: number): Promise<Figure> {
  const { run, answers } = randomWalk(guide, seed);
  if (!run.finished) throw new Error(`Die Kampagne endet nicht (${JSON.stringify(run.problem)})`);
  const times = await timeRuns(runs, () => runGuide(guide, answers, CORE_INVESTIGATORS));
  return { name, value: round(median(times), 1), unit: 'ms', answers: answers.length };
}

export async function benchGuideReplay(campaignData: string, runs = 20): Promise<Figure[]> {
  const data = await readCampaignDataFolder(campaignData);
  const forgottenAge = guideDataOf(data, 'tfa');
  const scarletKeys = guideDataOf(data, 'tskc');
  if (!forgottenAge || !scarletKeys) throw new Error('Kein Leitfaden für tfa oder tskc in den Kampagnendaten');
  return [await replay(forgottenAge, 'guide-replay', 7, runs), await replay(scarletKeys, 'guide-replay-tsk', 1, runs)];
}
