import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { answerGuideSteps, guideContext, guideOf } from '../../core/services/campaign-guide.ts';
import { currentState } from '../../core/services/campaign-journal.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { randomAnswer } from '../support/guide-random-answers.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { axeInBothThemes } from './support/screen-check.ts';

// The Forgotten Age, Restless Nights (eat_provisions): „The investigators, as a group, must cross
// off one provisions per investigator from their supplies. For each provisions they cannot cross
// off, choose an investigator to read Low on Rations.“ Roland Banks (01001) bought two provisions,
// Daisy Walker (01002) none: in the guide dialog Roland's two feed both, nobody reads. The answers
// before are seeded random answers written through the guide service (the supplies chosen here).
// The step is checked with axe-core's WCAG 2.2 AA rules in both themes at 1024×700.

vi.setConfig({ testTimeout: 180_000 });

const ROLAND = '01001';
const DAISY = '01002';

describeRealData('Proviant als Gruppe (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId } = deckPage(() => page);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize({ width: 1024, height: 700 });
    const { host } = session;
    ({ campaignId } = await callHost(host, 'campaigns.create', { name: 'Proviantrunde', definitionId: 'tfa' }));
    await callHost(host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost(host, 'campaigns.join', { campaignId, player: 'Ben', investigatorCode: DAISY });
    const { db } = host.services;
    const pool = host.services.pool();
    const random = seededRandom(5);
    for (let at = 0; at < 80; at++) {
      const state = currentState(db, campaignId);
      const stored = guideOf(db, state);
      const run = runGuide(stored.guide, state.guide?.answers ?? [], guideContext(db, campaignId, state, stored, pool));
      if (!run.prompt || run.prompt.step === 'eat_provisions') break;
      const { kind: _kind, ...fields } =
        run.prompt.kind === 'supplies'
          ? { kind: 'supplies', supplies: { [ROLAND]: { provisions: 2 }, [DAISY]: {} } }
          : randomAnswer(run.prompt, run, random);
      answerGuideSteps(db, campaignId, [{ step: run.prompt.step, key: run.prompt.key, ...fields }], pool);
    }
  });
  afterAll(() => session?.close());

  it('two of Roland’s provisions feed both: a field per investigator, bounded by what each holds', async () => {
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('guide-open').click();
    await testId('guide-input').waitFor();
    expect(await testId('guide-input').getAttribute('data-key')).toMatch(/eat_provisions/);
    const roland = testId(`guide-crossed-${ROLAND}`);
    expect(await roland.getAttribute('max')).toBe('2');
    expect(await testId(`guide-crossed-${DAISY}`).getAttribute('max')).toBe('0');
    // One of Roland's: one is missing, so the dialog asks who reads Low on Rations.
    expect(await roland.inputValue()).toBe('1');
    expect(await testId('guide-input').textContent()).toContain('Wer liest den Abschnitt?');
    await axeInBothThemes(page, 'guide-use-supplies');
    await roland.fill('2');
    await expect.poll(() => testId('guide-input').textContent()).not.toContain('Wer liest den Abschnitt?');
    await testId('guide-next').click();
    await testId('guide-write').click();
    await testId('guide-summary').waitFor({ state: 'detached' });
    const answers = currentState(session.host.services.db, campaignId).guide?.answers ?? [];
    expect(answers.find((item) => item.key.includes('eat_provisions'))?.value).toEqual({
      kind: 'use_supplies',
      investigators: [ROLAND, ROLAND],
    });
    expect(session.problems).toEqual([]);
  });
});
