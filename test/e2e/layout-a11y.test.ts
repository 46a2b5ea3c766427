import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { focusRingClipping } from './support/layout-checks.ts';
import { SLOW, SMALL, screenCheck } from './support/screen-check.ts';

// Every main screen and the dialogs a new player opens in the first hour, each checked by
// support/screen-check.ts at 1024×700, 1920×1080 and 2560×1440 in both themes (no horizontal
// scrolling, nothing sticking out or cut off, no serious or critical axe-core finding, 24×24 px
// targets, screenshots), and tabbed through: no focus ring cut off.

const ROLAND = '01001';

describeRealData('Layout und Barrierefreiheit der Hauptbildschirme (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, addCard } = deckPage(() => page);
  const check = screenCheck(() => page);

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
    it(
      'header: the app name, the screens and the tools side by side, none over another, at 1024 px',
      async () => {
        const header = await page.evaluate<{ nameCutBy: number; navAfterName: number; toolsAfterNav: number }>(`(() => {
        const box = (selector) => document.querySelector(selector).getBoundingClientRect();
        const title = document.querySelector('[data-testid="app-title"]');
        return {
          nameCutBy: title.scrollWidth - title.clientWidth,
          navAfterName: box('[data-testid="app-nav"]').left - box('[data-testid="app-title"]').right,
          toolsAfterNav: box('[data-testid="app-tools"]').left - box('[data-testid="app-nav"]').right,
        };
      })()`);
        expect(header.nameCutBy).toBe(0);
        expect(header.navAfterName).toBeGreaterThanOrEqual(0);
        expect(header.toolsAfterNav).toBeGreaterThanOrEqual(0);
      },
      SLOW,
    );

    it(
      'card browser',
      async () => {
        await testId('card-search').fill('Roland');
        await page.locator(`[data-testid="card-row"][data-code="${ROLAND}"]`).click();
        await check('cards');
        await tabThrough('cards');
        await testId('card-search').fill('');
      },
      SLOW,
    );

    it(
      'investigator picker',
      async () => {
        await testId('nav-deck').click();
        await testId('investigator-option').first().waitFor();
        await check('investigators');
        await tabThrough('investigators', 20);
      },
      SLOW,
    );

    it(
      'deck editor with a long deck name, its export dialog and the data dialog',
      async () => {
        await testId('investigator-search').fill('Roland');
        await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).first().click();
        await testId('start-deck').click();
        await testId('deck-name').fill('Rolands Deck für die Nacht des Zeloten mit einem sehr langen Namen');
        await addCard('01020', 2);
        await check('deck-editor');
        await tabThrough('deck-editor', 60);
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
      },
      SLOW,
    );

    it(
      'campaign list and campaign detail, its dialogs and the campaign guide',
      async () => {
        await testId('nav-campaigns').click();
        await check('campaigns');
        await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
        await testId('campaign-detail').waitFor();
        // At 1024×700, with a name over three lines, the investigator tabs are in sight unscrolled.
        const tabs = await page.getByRole('tablist').boundingBox();
        expect(tabs && tabs.y + tabs.height, 'investigator tabs below the fold at 1024×700').toBeLessThanOrEqual(
          SMALL.height,
        );
        await check('campaign-detail');
        await tabThrough('campaign-detail', 50);
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
      },
      SLOW,
    );

    it(
      '„Neue Kampagne“ with its chaos bag counter, and supplies chosen and held, in the log too',
      async () => {
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
        // The log's „Ausrüstung“ lists what each investigator holds.
        await testId('tab-log').click();
        await testId('log-supplies-held').waitFor();
        await check('log-supplies-held');
      },
      SLOW,
    );
  });
});
