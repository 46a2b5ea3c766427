import { readCampaignDataFolder } from '../../core/services/campaign-data-folder.ts';
import { guideDataOf } from '../../shared/guide/guide-data.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import { CORE_INVESTIGATORS, randomWalk } from '../support/guide-random-answers.ts';
import { round } from './import-bench.ts';
import { type Figure, median, timeRuns } from './stats.ts';

// guide-replay: a finished The Forgotten Age campaign (a seeded group's answers, setup to
// epilogue) recomputed from its answers, as every prompt and every answer does.

export async function benchGuideReplay(campaignData: string, runs = 20): Promise<Figure> {
  const guide = guideDataOf(await readCampaignDataFolder(campaignData), 'tfa');
  if (!guide) throw new Error('Kein Leitfaden für The Forgotten Age in den Kampagnendaten');
  const { run, answers } = randomWalk(guide, 7);
  if (!run.finished) throw new Error(`Die Kampagne endet nicht (${JSON.stringify(run.problem)})`);
  const times = await timeRuns(runs, () => runGuide(guide, answers, CORE_INVESTIGATORS));
  return { name: 'guide-replay', value: round(median(times), 1), unit: 'ms', answers: answers.length };
}
