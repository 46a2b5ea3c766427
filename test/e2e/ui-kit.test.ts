import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';

// The UI kit (renderer/ui/) where the app uses it, in Chromium: focus, keys and accessible names.
// Keys as the WAI-ARIA Authoring Practices give them — Tabs: ←/→ move and wrap, Home/End, one tab
// stop; Spinbutton: ↑/↓ count; Dialog (Modal): Tab and Shift+Tab stay inside, Escape closes, focus
// returns to the opener, the page behind is inert; Button: Enter and Space press it; Listbox (a
// closed select): ↓/↑ choose; Alert: read out without moving focus; Checkbox: Space toggles;
// Radio Group: the arrows move and choose.
// Pointer targets at least 24×24 px (WCAG 2.2, 2.5.8 Target Size (Minimum)).

const ROLAND = '01001';

describeRealData('UI-Baukasten: jedes Bauteil mit Fokus, Tasten und Namen (Web-Host, Chromium)', () => {
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

  describe('Dialog: the Korrektur dialog', () => {
    const opener = () =>
      page.locator(`[data-testid="campaign-investigator"][data-code="${ROLAND}"]`).getByTestId('action-correct');
    const inert = (id: string) => testId(id).evaluate((element) => element.closest('[inert]') !== null);

    it('is a modal dialog named by its title; the screen behind is inert; Tab and Shift+Tab stay inside', async () => {
      await testId('tab-investigators').click();
      await opener().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Korrektur: Roland Banks' });
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.getAttribute('data-testid')).toBe('correction-dialog');
      expect(await focused()).toBe('correct-xp');
      expect(await inert('nav-campaigns')).toBe(true);
      expect(await inert('tab-investigators')).toBe(true);
      // Nothing to write yet: „Speichern“ is disabled, so „Abbrechen“ is the last stop and Tab wraps.
      expect(await testId('confirm-event').isDisabled()).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe('cancel-event');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('correct-xp');
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((box) => box.contains(box.ownerDocument.activeElement))).toBe(true);
      }
    });

    it('Escape closes it, focus goes back to „Korrektur“ and the screen is live again', async () => {
      await page.keyboard.press('Escape');
      await testId('correction-dialog').waitFor({ state: 'detached' });
      expect(await focused()).toBe('action-correct');
      expect(await inert('nav-campaigns')).toBe(false);
    });
  });

  describe('Button: the dialog footer', () => {
    it('„Abbrechen“ is a button by its text; Space and Enter press it, focus goes back', async () => {
      for (const key of ['Space', 'Enter']) {
        await page.keyboard.press('Enter');
        await testId('correction-dialog').waitFor();
        const cancel = page.getByRole('dialog').getByRole('button', { name: 'Abbrechen', exact: true });
        expect(await cancel.getAttribute('data-testid')).toBe('cancel-event');
        expect(await cancel.getAttribute('type')).toBe('button');
        await cancel.focus();
        await page.keyboard.press(key);
        await testId('correction-dialog').waitFor({ state: 'detached' });
        expect(await focused()).toBe('action-correct');
      }
    });
  });

  describe('IconButton: the chaos bag editor', () => {
    // Grimoire „Chaosmarker“: the skull token is the „Totenschädel (☠)“.
    it('names − and + by token and deed, shows the name as tooltip, counts with Enter and Space', async () => {
      await testId('tab-bag').click();
      await testId('bag-edit').click();
      const dialog = testId('bag-edit-dialog');
      await dialog.waitFor();
      const cell = dialog.locator('[data-testid="token-counter-cell"][data-token="skull"]');
      const count = () => cell.getAttribute('data-count');
      const before = Number(await count());
      const add = cell.getByRole('button', { name: 'Totenschädel hinzufügen', exact: true });
      const remove = cell.getByRole('button', { name: 'Totenschädel entfernen', exact: true });
      expect(await add.getAttribute('title')).toBe('Totenschädel hinzufügen');
      expect(await add.textContent()).toBe('+');
      for (const button of [add, remove]) {
        const box = await button.boundingBox();
        expect(box && box.width >= 24 && box.height >= 24).toBe(true);
      }
      await add.focus();
      await page.keyboard.press('Enter');
      await expect.poll(count).toBe(String(before + 1));
      await page.keyboard.press('Space');
      await expect.poll(count).toBe(String(before + 2));
      // Shift+Tab goes back to − of the same token, now enabled.
      await page.keyboard.press('Shift+Tab');
      expect(await remove.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(count).toBe(String(before + 1));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused()).toBe('bag-edit');
    });
  });

  describe('Select: the new campaign dialog', () => {
    it('labels the drop-down by its caption and moves the choice with ↓ and ↑', async () => {
      await testId('new-campaign').click();
      await testId('create-campaign-dialog').waitFor();
      // The label wraps the select: its name is the caption, then the choice shown.
      const difficulty = page.getByRole('combobox', { name: /^Schwierigkeitsgrad\b/ });
      expect(await difficulty.getAttribute('data-testid')).toBe('campaign-difficulty-select');
      expect(await page.getByRole('combobox', { name: /^Kampagne\b/ }).getAttribute('data-testid')).toBe(
        'campaign-definition-select',
      );
      // Grimoire „Schwierigkeits(grad)“: „vier Schwierigkeitsgrade: Einfach, Normal, Schwer und Experte“.
      expect(await difficulty.locator('option').allTextContents()).toEqual(['Einfach', 'Normal', 'Schwer', 'Experte']);
      expect(await difficulty.inputValue()).toBe('standard');
      await difficulty.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => difficulty.inputValue()).toBe('hard');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => difficulty.inputValue()).toBe('easy');
      expect(await focused()).toBe('campaign-difficulty-select');
      await page.keyboard.press('Escape');
      await testId('create-campaign-dialog').waitFor({ state: 'detached' });
      expect(await focused()).toBe('new-campaign');
    });
  });

  describe('Banner: the record dialog refuses a step', () => {
    it('says what is missing as an alert without taking the focus', async () => {
      await testId('tab-investigators').click();
      await testId('record-scenario').click();
      await testId('record-dialog').waitFor();
      expect(await testId('record-problem').count()).toBe(0);
      await testId('record-next').focus();
      await page.keyboard.press('Enter');
      const alert = page.getByRole('dialog').getByRole('alert');
      await alert.waitFor();
      expect(await alert.getAttribute('data-testid')).toBe('record-problem');
      expect(await alert.textContent()).toBe('Gib die Auflösung an.');
      expect(await focused()).toBe('record-next');
      expect(await testId('record-step').getAttribute('data-step')).toBe('scenario');
      await page.keyboard.press('Escape');
      await testId('record-dialog').waitFor({ state: 'detached' });
      expect(await focused()).toBe('record-scenario');
    });
  });

  describe('Checkbox: the guide asks who plays', () => {
    it('names each box by its investigator, at 24×24 px, and Space ticks and unticks it', async () => {
      await testId('guide-open').click();
      await testId('guide-input').waitFor();
      const roland = testId('guide-input').getByRole('checkbox', { name: /Roland Banks/ });
      await expect.poll(() => roland.evaluate((box) => box === box.ownerDocument.activeElement)).toBe(true);
      const box = await roland.boundingBox();
      expect(box && box.width >= 24 && box.height >= 24).toBe(true);
      expect(await roland.isChecked()).toBe(false);
      await page.keyboard.press('Space');
      expect(await roland.isChecked()).toBe(true);
      await page.keyboard.press('Space');
      expect(await roland.isChecked()).toBe(false);
      await page.keyboard.press('Space');
      expect(await roland.isChecked()).toBe(true);
    });
  });

  describe('RadioGroup: the guide asks for the difficulty', () => {
    it('names the group by its question and moves the choice with the arrow keys', async () => {
      // Roland alone plays: Enter in the form is „Weiter“.
      expect(await page.getByRole('button', { name: 'Weiter', exact: true }).getAttribute('data-testid')).toBe(
        'guide-next',
      );
      await page.keyboard.press('Enter');
      // The answer is summed up first; Enter on „Eintragen“ writes it.
      await testId('guide-summary').waitFor();
      await expect.poll(() => focused()).toBe('guide-write');
      expect(await page.getByRole('button', { name: 'Eintragen', exact: true }).getAttribute('data-testid')).toBe(
        'guide-write',
      );
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
