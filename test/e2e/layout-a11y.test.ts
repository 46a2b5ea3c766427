import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { focusRingClipping, measureOverflow, seriousAxeFindings, smallTargets } from './support/layout-checks.ts';

// Every main screen and the dialogs a new player opens in the first hour, at the smallest window
// the app supports (1024×700) and a large one (1920×1080) in both themes, and measured at the
// largest (2560×1440): no horizontal scrolling (scrollWidth ≤ clientWidth, nothing sticking out,
// no box cutting content off), no focus ring cut off, no serious or critical axe-core finding, and
// a screenshot of each to look at.

const SMALL = { width: 1024, height: 700 };
const LARGE = { width: 1920, height: 1080 };
const HUGE = { width: 2560, height: 1440 };
const ROLAND = '01001';

describeRealData('Layout und Barrierefreiheit der Hauptbildschirme (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, screenshot, addCard } = deckPage(() => page);
  const theme = (value: string) =>
    page.locator('html').evaluate((html, next) => html.setAttribute('data-theme', next), value);

  /** Measures, checks and photographs the screen as it stands, in both sizes and themes. */
  const check = async (name: string) => {
    await page.setViewportSize(SMALL);
    for (const mode of ['dark', 'light']) {
      await theme(mode);
      await page.waitForTimeout(50);
      const overflow = await measureOverflow(page);
      expect.soft(overflow.offenders, `${name} (${mode}, 1024×700) sticks out`).toEqual([]);
      expect.soft(overflow.clipped, `${name} (${mode}, 1024×700) cut off or scrolling sideways`).toEqual([]);
      expect.soft(overflow.scrollWidth, `${name} (${mode}) scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
      // The panes scroll, the page never: nothing hidden (screen-reader texts) may stretch it downwards.
      const [pageHeight, windowHeight] = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollHeight, document.documentElement.clientHeight]',
      );
      expect.soft(pageHeight, `${name} (${mode}, 1024×700) scrolls downwards`).toBeLessThanOrEqual(windowHeight);
      const findings = await seriousAxeFindings(page);
      if (findings.length) console.log(name, mode, JSON.stringify(findings, null, 1));
      expect.soft(findings, `${name} (${mode}) axe-core`).toEqual([]);
      expect.soft(await smallTargets(page), `${name}: targets under 24×24 px (WCAG 2.5.8)`).toEqual([]);
      await screenshot(`layout-${name}-1024-${mode}.png`);
    }
    await page.setViewportSize(LARGE);
    for (const mode of ['dark', 'light']) {
      await theme(mode);
      await page.waitForTimeout(50);
      const overflow = await measureOverflow(page);
      expect
        .soft(overflow.scrollWidth, `${name} (${mode}, 1920×1080) scrolls sideways`)
        .toBeLessThanOrEqual(overflow.clientWidth);
      await screenshot(`layout-${name}-1920-${mode}.png`);
    }
    // The largest window the app supports: still nothing to scroll sideways.
    await page.setViewportSize(HUGE);
    const huge = await measureOverflow(page);
    expect.soft(huge.scrollWidth, `${name} (2560×1440) scrolls sideways`).toBeLessThanOrEqual(huge.clientWidth);
    expect.soft(huge.offenders, `${name} (2560×1440) sticks out`).toEqual([]);
    await theme('dark');
    await page.setViewportSize(SMALL);
  };

  /** Tabs through the screen: no focus ring may be cut off by a scrolling or clipping box. */
  const tabThrough = async (name: string, steps = 40) => {
    await page.locator('body').focus();
    const clipped: string[] = [];
    for (let i = 0; i < steps; i++) {
      await page.keyboard.press('Tab');
      const ring = await focusRingClipping(page);
      if (ring.clippedBy > 0) clipped.push(`${ring.element} ${ring.clippedBy}px`);
    }
    expect.soft([...new Set(clipped)], `${name}: focus rings cut off`).toEqual([]);
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize(SMALL);
    ({ campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Dienstagsrunde mit einem sehr langen Namen, der nicht in eine Zeile passt',
      definitionId: 'core',
      difficulty: 'standard',
    }));
    await callHost(session.host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
  });
  afterAll(() => session?.close());

  describe('at 1024×700 and 1920×1080', () => {
    it('header: the app name, the screens and the tools side by side, none over another, at 1024 px', async () => {
      const header = await page.evaluate<{ nameCutBy: number; navAfterName: number; toolsAfterNav: number }>(`(() => {
        const box = (selector) => document.querySelector(selector).getBoundingClientRect();
        const title = document.querySelector('.app-title');
        return {
          nameCutBy: title.scrollWidth - title.clientWidth,
          navAfterName: box('.app-nav').left - box('.app-title').right,
          toolsAfterNav: box('.app-tools').left - box('.app-nav').right,
        };
      })()`);
      expect(header.nameCutBy).toBe(0);
      expect(header.navAfterName).toBeGreaterThanOrEqual(0);
      expect(header.toolsAfterNav).toBeGreaterThanOrEqual(0);
    });

    it('card browser', async () => {
      await testId('card-search').fill('Roland');
      await page.locator(`[data-testid="card-row"][data-code="${ROLAND}"]`).click();
      await check('cards');
      await tabThrough('cards');
      await testId('card-search').fill('');
    });

    it('investigator picker', async () => {
      await testId('nav-deck').click();
      await testId('investigator-option').first().waitFor();
      await check('investigators');
      await tabThrough('investigators', 20);
    });

    it('deck editor with a long deck name', async () => {
      await testId('investigator-search').fill('Roland');
      await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).first().click();
      await testId('start-deck').click();
      await testId('deck-name').fill('Rolands Deck für die Nacht des Zeloten mit einem sehr langen Namen');
      await addCard('01020', 2);
      await check('deck-editor');
      await tabThrough('deck-editor', 60);
    });

    // The deck editor's and the campaign's screens in several tests: eleven screens in one test
    // outlasted the time a test has when the browser files run side by side on two busy cores.
    it('deck editor: a card open beside the list, a deck line previewed, a rule text', async () => {
      // A card open beside the list, and a deck line previewed under the mouse.
      await page.locator('[data-testid="card-row"][data-code="01020"]').click();
      await testId('card-detail').waitFor();
      await page.locator('[data-testid="deck-line"][data-code="01006"]').hover();
      await testId('card-preview').waitFor();
      await check('deck-editor-detail');
      await testId('card-detail-close').click();
      await page.locator('[data-testid="deck-problem"] [data-testid="rule-ref"]').first().click();
      await testId('rule-text').waitFor();
      await check('rule-panel');
      await page.keyboard.press('Escape');
    });

    it('deck editor: its export, draw odds, charts and import dialogs, and „Über Arkham Logbuch“', async () => {
      await testId('tool-export').click();
      await check('deck-export');
      await page.keyboard.press('Escape');
      await testId('tool-draw').click();
      await testId('draw-odds').waitFor();
      await check('deck-draw-odds');
      await page.keyboard.press('Escape');
      await testId('tool-charts').click();
      await testId('deck-charts').waitFor();
      await check('deck-charts');
      await page.keyboard.press('Escape');
      await testId('tool-import').click();
      await testId('deck-import-dialog').waitFor();
      await check('deck-import');
      await page.keyboard.press('Escape');
      await testId('nav-about').click();
      await check('about-dialog');
      await page.keyboard.press('Escape');
    });

    it('deck editor in upgrade mode, and the data dialog', async () => {
      // Upgrade mode: the dialog, then the deck pane with its XP figures and priced changes.
      await testId('save-deck').click();
      await testId('saved-message').waitFor();
      await testId('upgrade-deck').click();
      await testId('xp-granted').fill('5');
      await check('upgrade-dialog');
      await testId('confirm-upgrade').click();
      await testId('upgrade-panel').waitFor();
      await addCard('01021');
      await check('deck-upgrade');
      expect(await testId('deck-xp').textContent()).toMatch(/^Kartenwert: \d+ EP$/);
      expect(await testId('xp-spent').getAttribute('title')).toContain('nicht der Kartenwert');
      await testId('nav-data').click();
      await check('data-dialog');
      await page.keyboard.press('Escape');
    });

    it('campaign list and campaign detail', async () => {
      await testId('nav-campaigns').click();
      await check('campaigns');
      await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
      await testId('campaign-detail').waitFor();
      await check('campaign-detail');
      await tabThrough('campaign-detail', 50);
    });

    it('campaign detail: the log, „Szenario abschließen“, the investigator dialog and the guide', async () => {
      await testId('tab-log').click();
      await check('campaign-log');
      await testId('record-scenario').click();
      await check('record-scenario');
      await page.keyboard.press('Escape');
      await testId('join-investigator').click();
      await testId('join-investigator-search').fill('Wendy');
      await check('join-dialog');
      await page.keyboard.press('Escape');
      await testId('guide-open').click();
      await testId('guide-input').waitFor();
      await check('guide-dialog');
      await tabThrough('guide-dialog', 20);
      await page.keyboard.press('Escape');
    });

    it('„Neue Kampagne“ with its chaos bag counter, and supplies chosen and held', async () => {
      await testId('nav-campaigns').click();
      await testId('new-campaign').click();
      await testId('campaign-bag-editor').waitFor();
      // Kinds with 0 tokens in the bag keep their full contrast (WCAG 1.4.3).
      expect(await page.locator('[data-testid="campaign-bag-editor"] [data-count="0"]').count()).toBeGreaterThan(0);
      await check('create-campaign');
      await page.keyboard.press('Escape');
      const expedition = await callHost(session.host, 'campaigns.create', {
        name: 'Expedition',
        definitionId: 'tfa',
        difficulty: 'standard',
      });
      await callHost(session.host, 'campaigns.join', {
        campaignId: expedition.campaignId,
        player: 'Clara',
        investigatorCode: '04002',
      });
      await page.locator(`[data-testid="campaign-item"][data-id="${expedition.campaignId}"]`).click();
      await testId('tab-investigators').click();
      await testId('action-supplies').click();
      await page
        .locator('[data-testid="supply-choices"] li[data-supply="provisions"] [data-testid="supply-count"]')
        .fill('2');
      await check('supplies-dialog');
      await testId('confirm-event').click();
      await testId('investigator-supplies').waitFor();
      // WCAG 2.5.3 label in name: the button showing „−1“ is named with it.
      expect(await testId('supply-use').getAttribute('aria-label')).toBe('−1: Proviant verbrauchen');
      await check('investigator-supplies');
    });
  });
});
