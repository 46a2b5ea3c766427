import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';

// The UI kit's tabs, number field and radio group where the app uses them, in Chromium: focus,
// keys and labels. Keys as the WAI-ARIA Authoring Practices give them — Tabs: ←/→ move and wrap,
// Home/End, one tab stop; Spinbutton: ↑/↓ count; Radio Group: the arrows move and choose.
// Pointer targets at least 24×24 px (WCAG 2.2, 2.5.8 Target Size (Minimum)).

const ROLAND = '01001';

describeRealData('UI-Baukasten: Reiter, Zahlenfeld, Optionsgruppe (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, focused } = deckPage(() => page);
  const selectedTab = () => page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-testid');

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    const { campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Baukasten-Runde',
      definitionId: 'core',
    });
    await callHost(session.host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('tab-investigators').waitFor();
  });
  afterAll(() => session?.close());

  describe('Tabs: the campaign areas', () => {
    it('names the tab list, links each tab to the panel, and is one tab stop', async () => {
      const list = page.getByRole('tablist');
      expect(await list.getAttribute('aria-label')).toBe('Bereiche der Kampagne');
      expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
      const panel = page.getByRole('tabpanel');
      const tabId = await testId('tab-investigators').getAttribute('id');
      expect(await panel.getAttribute('aria-labelledby')).toBe(tabId);
      expect(await testId('tab-investigators').getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    });

    it('→ and ← move, select and focus the next tab, wrapping at both ends; Home and End jump', async () => {
      await testId('tab-investigators').focus();
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe('tab-log');
      expect(await selectedTab()).toBe('tab-log');
      await testId('panel-log').waitFor();
      await page.keyboard.press('End');
      expect(await focused()).toBe('tab-standalone');
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe('tab-investigators');
      await page.keyboard.press('ArrowLeft');
      expect(await focused()).toBe('tab-standalone');
      await page.keyboard.press('Home');
      expect(await focused()).toBe('tab-investigators');
      expect(await selectedTab()).toBe('tab-investigators');
      // Tab leaves the tab list for the panel's first control, not the next tab.
      await page.keyboard.press('Tab');
      expect(await focused()).not.toMatch(/^tab-/);
    });
  });

  describe('NumberField: the Korrektur dialog', () => {
    it('labels each field, counts with ↑/↓, keeps − and + at 24×24 px out of the tab order', async () => {
      await testId('tab-investigators').click();
      await page
        .locator(`[data-testid="campaign-investigator"][data-code="${ROLAND}"]`)
        .getByTestId('action-correct')
        .click();
      expect(await focused()).toBe('correct-xp');
      expect(await page.getByLabel('EP (±)', { exact: true }).getAttribute('data-testid')).toBe('correct-xp');
      expect(await page.getByLabel('Seel. Trauma (±)', { exact: true }).getAttribute('data-testid')).toBe(
        'correct-mental',
      );
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await testId('correct-xp').inputValue()).toBe('2');
      const xpField = testId('correct-xp').locator('xpath=ancestor::div[1]');
      const less = xpField.getByRole('button', { name: 'Eins weniger' });
      const more = xpField.getByRole('button', { name: 'Eins mehr' });
      for (const button of [less, more]) {
        const box = await button.boundingBox();
        expect(box && box.width >= 24 && box.height >= 24).toBe(true);
        expect(await button.getAttribute('tabindex')).toBe('-1');
      }
      await less.click();
      expect(await testId('correct-xp').inputValue()).toBe('1');
      await testId('correct-xp').focus();
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('correct-physical');
    });

    it('marks typed text that is no whole number within the bounds, and + brings it back in', async () => {
      await testId('correct-xp').fill('1.5');
      expect(await testId('correct-xp').getAttribute('aria-invalid')).toBe('true');
      await testId('correct-xp').fill('150');
      expect(await testId('correct-xp').getAttribute('aria-invalid')).toBe('true');
      const more = testId('correct-xp').locator('xpath=ancestor::div[1]').getByRole('button', { name: 'Eins mehr' });
      await more.click();
      expect(await testId('correct-xp').inputValue()).toBe('99');
      expect(await testId('correct-xp').getAttribute('aria-invalid')).toBe(null);
      expect(await more.isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await testId('correction-dialog').waitFor({ state: 'detached' });
    });
  });

  describe('RadioGroup: the guide asks for the difficulty', () => {
    it('names the group by its question and moves the choice with the arrow keys', async () => {
      await testId('guide-open').click();
      await testId('guide-input').waitFor();
      // The setup first asks who plays: Roland alone.
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      // The answer is summed up first; Enter on „Eintragen“ writes it.
      await testId('guide-summary').waitFor();
      await expect.poll(() => focused()).toBe('guide-write');
      await page.keyboard.press('Enter');
      await testId('guide-summary').waitFor({ state: 'detached' });
      expect(await testId('guide-input').getAttribute('data-kind')).toBe('choose_one');
      const group = testId('guide-input').locator('fieldset');
      expect(await group.locator('legend').textContent()).toBe('Wähle eine Möglichkeit.');
      const radios = group.locator('input[type="radio"]');
      expect(await radios.count()).toBeGreaterThan(1);
      const box = await radios.first().boundingBox();
      expect(box && box.width >= 24 && box.height >= 24).toBe(true);
      // Normal is chosen already; ↓ chooses and focuses the next difficulty, ↑ comes back.
      const chosen = () => group.locator('input[type="radio"]:checked').getAttribute('value');
      expect(await chosen()).toBe('standard');
      await group.locator('[data-choice="standard"] input').focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(chosen).toBe('hard');
      expect(
        await group
          .locator('[data-choice="hard"] input')
          .evaluate((input) => input === input.ownerDocument.activeElement),
      ).toBe(true);
      await page.keyboard.press('ArrowUp');
      await expect.poll(chosen).toBe('standard');
      expect(session.problems).toEqual([]);
    });
  });
});
