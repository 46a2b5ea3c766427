import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';
import { focusRingClipping } from './support/layout-checks.ts';

// A new player's first hour in Chromium against the real web host and data: the keyboard in the
// investigator list, the theme toggle that says what it does, parallel investigators told apart.

const ROLAND = '01001';
const DAISY = '01002';
/** ‖Roland Banks, the parallel Fed (Barkham Horror / parallel pack 90024). */
const PARALLEL_ROLAND = '90024';

describeRealData('Die erste Stunde (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, row, text, focused } = deckPage(() => page);
  const option = (code: string) => page.locator(`[data-testid="investigator-option"][data-code="${code}"]`);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('names the shown design and the one the toggle switches to', async () => {
    expect(await text('theme-toggle')).toContain('Dunkel');
    expect(await testId('theme-toggle').getAttribute('title')).toBe('Design: Dunkel · wechseln zu Hell');
    await testId('theme-toggle').click();
    expect(await testId('theme-toggle').getAttribute('title')).toBe('Design: Hell · wechseln zu Dunkel');
    await testId('theme-toggle').click();
  });

  it('tells the parallel Roland Banks from the original in the card browser: badge and pack', async () => {
    await testId('card-search').fill('Roland Banks');
    await row(PARALLEL_ROLAND).waitFor();
    expect(await row(PARALLEL_ROLAND).getByTestId('parallel-badge').textContent()).toBe('Parallel');
    expect(await row(ROLAND).getByTestId('parallel-badge').count()).toBe(0);
    const original = await row(ROLAND).getByTestId('card-row-pack').textContent();
    const parallel = await row(PARALLEL_ROLAND).getByTestId('card-row-pack').textContent();
    expect(original).toContain('Grundspiel');
    expect(parallel).not.toBe(original);
    await testId('card-search').fill('');
  });

  it('moves through the investigator list with ↑/↓, picks with Enter and goes on to "Deck beginnen"', async () => {
    await testId('nav-deck').click();
    await testId('investigator-option').first().waitFor();
    // 78 rows and the parallel versions said apart, with "‖" explained.
    expect(await text('investigator-count')).toMatch(/^\d+ Ermittler$/);
    expect(await text('parallel-legend')).toMatch(/^\+ \d+ parallele \(‖: /);
    expect(await option(ROLAND).getByTestId('parallel-mark').getAttribute('title')).toBe('hat eine parallele Version');

    await testId('investigator-search').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate('document.activeElement?.dataset.code')).toBe(ROLAND);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate('document.activeElement?.dataset.code')).toBe(DAISY);
    expect((await focusRingClipping(page)).clippedBy).toBe(0);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await text('investigator-setup')).toContain('Daisy Walker');
    await expect.poll(focused).toBe('start-deck');
    expect((await focusRingClipping(page)).clippedBy).toBe(0);
  });
});
