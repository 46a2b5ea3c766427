import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, ARTIFACTS, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { axeInBothThemes } from './support/screen-check.ts';

// The kit's CheckGroup (renderer/ui/check-group.tsx) where the guide asks who plays, in Chromium:
// the legend names the group (a fieldset is a group, HTML-AAM), each check box is named by its
// label and is a tab stop of its own in the options' order, Space ticks and unticks it (WAI-ARIA
// Authoring Practices, Checkbox), targets at least 24×24 px (WCAG 2.2, 2.5.8 Target Size
// (Minimum)), and axe-core's WCAG 2.2 AA rules find nothing serious in either theme.

/** Roland Banks, Daisy Walker, Wendy Adams: the Core Set's Guardian, Seeker and Survivor. */
const PLAYERS = [
  { player: 'Anna', code: '01001', name: 'Roland Banks' },
  { player: 'Ben', code: '01002', name: 'Daisy Walker' },
  { player: 'Cleo', code: '01005', name: 'Wendy Adams' },
];

describeRealData('UI-Baukasten: CheckGroup im Leitfaden (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId } = deckPage(() => page);
  const group = () => testId('guide-check-list');
  const activeValue = () => page.locator(':focus').getAttribute('value');

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    const { campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Dreier-Runde',
      definitionId: 'core',
    });
    for (const { player, code } of PLAYERS) {
      await callHost(session.host, 'campaigns.join', { campaignId, player, investigatorCode: code });
    }
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('guide-open').click();
    await group().waitFor();
  });
  afterAll(() => session?.close());

  it('is a group named by its legend; each box is named by its investigator, at 24×24 px', async () => {
    const question = 'Welche Ermittler spielen dieses Szenario?';
    expect(await group().locator('legend').textContent()).toBe(question);
    expect(await page.getByRole('group', { name: question, exact: true }).getAttribute('data-testid')).toBe(
      'guide-check-list',
    );
    const boxes = group().getByRole('checkbox');
    expect(await boxes.count()).toBe(PLAYERS.length);
    for (const { code, name } of PLAYERS) {
      const box = group().getByRole('checkbox', { name: new RegExp(name) });
      expect(await box.getAttribute('value')).toBe(code);
      expect(await box.isChecked()).toBe(false);
      expect(await box.isDisabled()).toBe(false);
      const size = await box.boundingBox();
      expect(size && size.width >= 24 && size.height >= 24).toBe(true);
    }
  });

  it('Tab goes from box to box in the options’ order, Shift+Tab back; Space ticks and unticks', async () => {
    const order = await group()
      .locator('[data-choice]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-choice')));
    expect([...order].sort()).toEqual(PLAYERS.map(({ code }) => code).sort());
    await group().locator(`[data-choice="${order[0]}"] input`).focus();
    for (const code of order.slice(1)) {
      await page.keyboard.press('Tab');
      expect(await activeValue()).toBe(code);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await activeValue()).toBe(order[1]);
    const second = group().locator(`[data-choice="${order[1]}"] input`);
    await page.keyboard.press('Space');
    expect(await second.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    expect(await second.isChecked()).toBe(false);
    // Each box ticks on its own: two ticked, the third not.
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(
      await group()
        .locator('input:checked')
        .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('value'))),
    ).toEqual(order.slice(0, 2));
  });

  it('has no serious axe-core finding and no small target in either theme', async () => {
    await axeInBothThemes(page, 'guide check group');
    for (const mode of ['light', 'dark']) {
      await page.locator('html').evaluate((html, next) => html.setAttribute('data-theme', next), mode);
      await testId('guide-input').screenshot({ path: path.join(ARTIFACTS, `ui-kit-check-group-${mode}.png`) });
    }
    expect(session.problems).toEqual([]);
  });
});
