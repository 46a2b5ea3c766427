import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { answerGuideSteps, guideContext, guideOf } from '../../core/services/campaign-guide.ts';
import { currentState } from '../../core/services/campaign-journal.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { randomAnswer } from '../support/guide-random-answers.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { smallTargets } from './support/layout-checks.ts';
import { axeInBothThemes } from './support/screen-check.ts';

// Issue „The guide a group can trust“, point 10: supplies bought over an investigator's points
// (The Forgotten Age, „Vorräte“) are flagged at the fieldset naming that investigator, visible
// without scrolling, and „Weiter“ takes focus there instead of to a note below. The Forgotten Age
// with Roland Banks (01001) and Daisy Walker (01002); the answers before the supplies are seeded
// random answers written through the guide service; Chromium at 1024×700, both themes, with
// axe-core's WCAG 2.2 AA rules on the step as the flag shows.

vi.setConfig({ testTimeout: 180_000 });

const ROLAND = '01001';
const DAISY = '01002';

describeRealData('Vorräte über dem Budget (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, bothThemes } = deckPage(() => page);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize({ width: 1024, height: 700 });
    const { host } = session;
    const { campaignId } = await callHost(host, 'campaigns.create', { name: 'Vorratsrunde', definitionId: 'tfa' });
    await callHost(host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost(host, 'campaigns.join', { campaignId, player: 'Ben', investigatorCode: DAISY });
    const { db } = host.services;
    const pool = host.services.pool();
    const random = seededRandom(5);
    for (let at = 0; at < 50; at++) {
      const state = currentState(db, campaignId);
      const stored = guideOf(db, state);
      const run = runGuide(stored.guide, state.guide?.answers ?? [], guideContext(db, campaignId, state, stored, pool));
      if (!run.prompt || run.prompt.kind === 'supplies') break;
      const { kind: _kind, ...fields } = randomAnswer(run.prompt, run, random);
      answerGuideSteps(db, campaignId, [{ step: run.prompt.step, key: run.prompt.key, ...fields }], pool);
    }
  });
  afterAll(() => session?.close());

  it('flags the investigator who spent too much at their name, in sight, and „Weiter“ goes there', async () => {
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('guide-open').click();
    await testId('guide-supplies').waitFor();
    const roland = testId(`guide-supplies-${ROLAND}`);
    // Every supply once for Roland: more than his points.
    for (const field of await roland.locator('input[type="number"]').all()) await field.fill('1');
    const flag = roland.getByTestId('guide-over-budget');
    await flag.waitFor();
    // The supplies' − and + (the kit's number field): 24×24 px at least, WCAG 2.2 2.5.8 Target Size (Minimum).
    expect(await roland.getByRole('button', { name: 'Eins weniger' }).count()).toBeGreaterThan(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await flag.textContent()).toMatch(/Punkte? zu viel/);
    expect(await testId(`guide-supplies-${DAISY}`).getByTestId('guide-over-budget').count()).toBe(0);
    await testId('guide-next').click();
    await expect
      .poll(() => page.evaluate(`!!document.activeElement?.closest('[data-testid="guide-supplies-${ROLAND}"]')`))
      .toBe(true);
    const box = await flag.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 700).toBe(true);
    await axeInBothThemes(page, 'guide-supplies-over');
    await bothThemes('guide-supplies-over');
    expect(session.problems).toEqual([]);
  });
});
