import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { appendEvents, startCampaign } from '../../core/services/campaign-actions.ts';
import { readCampaignDataFolder } from '../../core/services/campaign-data-folder.ts';
import { importCampaignDefinitions, readCampaignDefinition } from '../../core/services/campaign-definition-store.ts';
import { answerGuideSteps, guideStatus } from '../../core/services/campaign-guide.ts';
import { previewGuideSteps } from '../../core/services/campaign-guide-preview.ts';
import type { runGuide } from '../../shared/guide/run-guide.ts';
import { AGNES, FIRST_TWO, ROLAND, SETUP } from '../support/guide-scripts/notz-script.ts';
import { ARKHAM_CARDS_DATA, describeRealData, MIGRATIONS } from '../support/real-data.ts';

// Issue „The guide a group can trust“, point 12: „Eintragen“ took up to a second in a long
// campaign, the whole guide replayed five times per answer. Now the prompt shown replays the
// campaign once, its preview once more (the answer added), and the answer's check takes the
// preview's replay (the same answers): that replay gives the next prompt. Night of the Zealot with
// Roland Banks (01001) and Agnes Baker (01004), answered from the printed campaign guide.

const replays = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../shared/guide/run-guide.ts', async (original) => {
  const actual = await original<{ runGuide: typeof runGuide }>();
  return {
    ...actual,
    runGuide: (...args: Parameters<typeof runGuide>) => {
      replays.count += 1;
      return actual.runGuide(...args);
    },
  };
});

describeRealData('one guide answer replays the guide once', () => {
  let home: string;
  let db: AppDatabase;
  let campaignId: number;

  beforeAll(async () => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-replays-'));
    db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
    importCampaignDefinitions(db, await readCampaignDataFolder(ARKHAM_CARDS_DATA));
    ({ campaignId } = startCampaign(db, { name: 'Runde', definitionId: 'core' }, (id) =>
      readCampaignDefinition(db, id),
    ));
    appendEvents(db, campaignId, [
      {
        type: 'investigator_joined',
        payload: { code: ROLAND, name: 'Roland Banks', player: 'A', health: 9, sanity: 5 },
      },
      { type: 'investigator_joined', payload: { code: AGNES, name: 'Agnes Baker', player: 'B', health: 6, sanity: 8 } },
    ]);
  }, 60_000);
  afterAll(() => {
    db?.close();
    rmSync(home, { recursive: true, force: true });
  });

  it("prompt and preview: one replay each, the answer takes the preview's, the next prompt from it", () => {
    for (const [at, answer] of [...SETUP, ...FIRST_TWO].entries()) {
      replays.count = 0;
      const shown = guideStatus(db, campaignId);
      expect(shown.prompt?.step).toBe(answer.step);
      previewGuideSteps(db, campaignId, [answer]);
      const written = answerGuideSteps(db, campaignId, [answer]);
      // The prompt: one replay the first time, then the last answer's replay kept; the preview one, the answer none.
      expect(replays.count).toBe(at === 0 ? 2 : 1);
      replays.count = 0;
      // The next prompt as the dialog opens it again: the answer's replay, kept.
      expect(guideStatus(db, campaignId)).toEqual(written.guide);
      expect(replays.count).toBe(0);
    }
  });

  it('an answer on a prompt already shown replays the guide once, and returns the next prompt', () => {
    const shown = guideStatus(db, campaignId);
    replays.count = 0;
    const written = answerGuideSteps(db, campaignId, [{ step: shown.prompt!.step, lead: ROLAND, resolution: 'R2' }]);
    expect(replays.count).toBe(1);
    expect(written.guide.answers).toBe((shown.answers ?? 0) + 1);
    expect(written.guide.prompt?.key).not.toBe(shown.prompt?.key);
  });
});
