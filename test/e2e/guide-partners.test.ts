import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { answerGuideSteps } from '../../core/services/campaign-guide.ts';
import { currentState } from '../../core/services/campaign-journal.ts';
import { AMY, COOKIE, DAISY, DYER, ICE_AND_DEATH_1, ROLAND, SETUP } from '../support/guide-scripts/eoe-script.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { axeInBothThemes } from './support/screen-check.ts';

// The Edge of the Earth's expedition team through the guide dialog in Chromium: „Each investigator
// may choose one available member of the expedition team who is not crossed off to join them“
// (Ice and Death part 1) and, after the game, „record the amount of damage and horror on each
// partner asset in play“. Roland Banks (01001) and Daisy Walker (01002); the answers around the
// two steps are written through the guide service. Both steps checked with axe-core's WCAG 2.2 AA
// rules in both themes at 1024×700; screenshots at 1024×700 and 1920×1080, both themes.

vi.setConfig({ testTimeout: 180_000 });

describeRealData('Expeditionsteam im Leitfaden (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, bothThemes } = deckPage(() => page);
  const answer = (answers: object[]) =>
    answerGuideSteps(
      session.host.services.db,
      campaignId,
      answers as Parameters<typeof answerGuideSteps>[2],
      session.host.services.pool(),
    );
  /** What the dialog shows: „summary“, the step's key, or null between the two (read in one go). */
  const shown = () =>
    page.evaluate<string | null>(`(() => {
      if (document.querySelector('[data-testid="guide-summary"]')) return 'summary';
      return document.querySelector('[data-testid="guide-input"]')?.getAttribute('data-key') ?? null;
    })()`);
  /** „Weiter“, then „Eintragen“ on the summary when the answer writes something to the log. */
  const next = async () => {
    const before = await testId('guide-input').getAttribute('data-key');
    await testId('guide-next').click();
    await expect.poll(shown).toSatisfy((now: string | null) => now !== null && now !== before);
    if ((await testId('guide-summary').count()) === 0) return;
    await testId('guide-write').click();
    await testId('guide-summary').waitFor({ state: 'detached' });
  };
  const openGuide = async () => {
    await testId('guide-open').click();
    await testId('guide-input').waitFor();
  };
  const bothSizes = async (name: string) => {
    await bothThemes(`${name}-1024`);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await bothThemes(`${name}-1920`);
    await page.setViewportSize({ width: 1024, height: 700 });
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize({ width: 1024, height: 700 });
    const { host } = session;
    ({ campaignId } = await callHost(host, 'campaigns.create', { name: 'Expeditionsrunde', definitionId: 'eoe' }));
    await callHost(host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost(host, 'campaigns.join', { campaignId, player: 'Ben', investigatorCode: DAISY });
    // To the plane crash: James „Cookie” Fredericks is killed.
    answer(SETUP);
  });
  afterAll(() => session?.close());

  it('each investigator picks a partner from a list without the crossed-off Cookie', async () => {
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await openGuide();
    expect(await testId('guide-input').getAttribute('data-key')).toMatch(/choose_partners/);
    expect(await testId('guide-input').textContent()).toContain('verfügbares Mitglied des Expeditionsteams');
    const roland = testId(`guide-choice-${ROLAND}`);
    const offered = await roland
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    expect(offered).toContain(DYER);
    expect(offered).not.toContain(COOKIE);
    await roland.selectOption(DYER);
    await testId(`guide-choice-${DAISY}`).selectOption(AMY);
    await axeInBothThemes(page, 'guide-partner-choice');
    await bothSizes('guide-partner-choice');
    // Who takes whom is kept for the scenario; nothing is written to the log yet.
    await next();
    const answers = currentState(session.host.services.db, campaignId).guide?.answers ?? [];
    expect(answers.find((item) => item.key.includes('choose_partners'))?.value).toEqual({
      kind: 'investigator_choice',
      choices: { [ROLAND]: DYER, [DAISY]: AMY },
    });
    await testId('guide-close').click();
  });

  it('after the game the damage and horror of the partner still in play are entered and logged', async () => {
    // Resolution 1 with Roland defeated: Dyer is eliminated with him, only Dr. Kensler is asked.
    answer(ICE_AND_DEATH_1.slice(1, 4));
    await openGuide();
    expect(await testId('guide-input').getAttribute('data-kind')).toBe('partner_trauma');
    expect(await testId(`guide-damage-${DYER}`).count()).toBe(0);
    await testId(`guide-damage-${AMY}`).fill('1');
    await testId(`guide-horror-${AMY}`).fill('2');
    await axeInBothThemes(page, 'guide-partner-trauma');
    await bothSizes('guide-partner-trauma');
    await next();
    await testId('guide-close').click();
    await testId('tab-log').click();
    // The campaign's „Expeditionsteam“: Cookie and Dyer crossed off, Dr. Kensler's damage and horror.
    const damage = testId('log-entry').filter({ hasText: 'Dr. Amy Kensler: 1 Schaden' });
    await damage.waitFor();
    expect(await testId('log-entry').filter({ hasText: 'Dr. Amy Kensler: 2 Horror' }).count()).toBe(1);
    await damage.scrollIntoViewIfNeeded();
    await bothThemes('guide-partner-log');
    expect(session.problems).toEqual([]);
  });
});
