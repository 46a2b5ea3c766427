import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, ARTIFACTS, deckPage, openAppSession } from './support/app-session.ts';
import { startRolandCampaign } from './support/campaign-page.ts';
import { seriousAxeFindings } from './support/layout-checks.ts';
import { SLOW, screenCheck } from './support/screen-check.ts';

// The screens and dialogs test/e2e/layout-a11y.test.ts does not open, each checked the same way
// (support/screen-check.ts: axe-core's WCAG 2.2 AA rules in both themes, 24×24 px targets, no
// sideways scrolling at 1024, 1920 and 2560 px, screenshots): the collection, the saved decks,
// a saved deck's notes, versions, sample hand and customization sheet, the campaign's other tabs
// and the dialogs behind an investigator's buttons, the chaos bag's editor, a standalone result,
// the question before an upgrade replaces an open draft, a campaign upgrade in the deck editor and
// the data dialog's restore question, and the name question when a campaign file's name is taken.
// With layout-a11y and the first-run screen's axe run (test/e2e/first-hour.test.ts) that is every
// screen and dialog; the guide's prompts are checked in the guide journeys. The print view (a deck's list, a campaign's log sheet) is checked as it
// shows on screen, in both themes; on paper it is always light.

const ROLAND = '01001';
/** Runenaxt (Runic Axe), The Scarlet Keys: a customizable Guardian weapon Roland may take. */
const RUNIC_AXE = '09022';
/** Carolyn Fern, „Die Psychologin“, printed three times (shared/cards/namesakes.ts). */
const CAROLYN_CIRCLE = '05001';
const CAROLYN_DECK = '60251';
const CAROLYN_BLACK_WIND = '98010';

describeRealData('Barrierefreiheit jedes weiteren Bildschirms und Dialogs (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, text, line, addCard } = deckPage(() => page);
  const check = screenCheck(() => page);
  const dialog = async (opener: string, name: string, ready?: string) => {
    await testId(opener).click();
    if (ready) await testId(ready).waitFor();
    await check(name);
    await page.keyboard.press('Escape');
  };
  /**
   * The print view open on `sheet`, the app behind it inert: checked on screen, then as printed
   * (light, no toolbar), then closed with Escape; focus goes back to the button that opened it (WAI-ARIA dialog pattern), not to the page.
   */
  const printView = async (opener: string, sheet: string, name: string) => {
    await testId(opener).click();
    await testId(sheet).waitFor();
    // Modal, as the kit's dialog: the screen behind it, with the button that opened it, is inert.
    expect(
      await testId(opener).evaluate((button) => button.closest('[inert]') !== null),
      `${name}: app behind inert`,
    ).toBe(true);
    await check(name);
    await page.emulateMedia({ media: 'print' });
    expect.soft(await seriousAxeFindings(page), `${name} on paper: axe-core`).toEqual([]);
    await page.emulateMedia({ media: null });
    await page.keyboard.press('Escape');
    await testId('print-view').waitFor({ state: 'detached' });
    expect(
      await page.evaluate("document.activeElement?.getAttribute('data-testid')"),
      `${name}: focus after Escape`,
    ).toBe(opener);
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    campaignId = await startRolandCampaign(session.host, 'Barrierefrei');
  });
  afterAll(() => session?.close());

  it(
    'the collection dialog',
    async () => {
      await dialog('nav-collection', 'collection', 'collection-count');
    },
    SLOW,
  );

  it(
    'the saved decks, then a saved deck: notes, versions, sample hand, customization sheet',
    async () => {
      await testId('nav-deck').click();
      await testId('my-decks').waitFor();
      await check('saved-decks');
      await page.locator('[data-testid="my-deck"]', { hasText: 'Agnes für später' }).click();
      await testId('deck-pane').waitFor();
      await dialog('tool-notes', 'deck-notes', 'notes-input');
      await dialog('history-button', 'deck-versions', 'history-version');
      await testId('tool-draw').click();
      await testId('sample-hand-draw').click();
      await testId('sample-hand-cards').waitFor();
      await check('sample-hand');
      await page.keyboard.press('Escape');
      await testId('new-deck').click();
      await testId('investigator-search').fill('Roland');
      await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).first().click();
      await testId('start-deck').click();
      await addCard(RUNIC_AXE);
      await line(RUNIC_AXE).getByTestId('customize-card').click();
      await testId('customization-sheet').waitFor();
      await check('customization-sheet');
      await page.keyboard.press('Escape');
      await printView('tool-print', 'deck-sheet', 'print-deck');
    },
    SLOW,
  );

  it(
    'the campaign: its other tabs, the chaos bag editor, a standalone result and the import name question',
    async () => {
      await testId('nav-campaigns').click();
      await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
      await testId('campaign-detail').waitFor();
      await testId('tab-bag').click();
      await check('campaign-bag');
      await dialog('bag-edit', 'chaos-bag-edit');
      await testId('tab-notes').click();
      await check('campaign-notes');
      await testId('tab-standalone').click();
      await check('campaign-standalone');
      await dialog('standalone-add', 'standalone-dialog', 'standalone-investigators');
      await printView('print-campaign', 'campaign-sheet', 'print-campaign');
      // The campaign's own file imported again: its name is taken, so the import asks for another.
      const [download] = await Promise.all([page.waitForEvent('download'), testId('export-campaign').click()]);
      const file = path.join(ARTIFACTS, 'a11y-barrierefrei.kampagne.json');
      await download.saveAs(file);
      await testId('import-campaign-file').setInputFiles(file);
      await testId('import-name-dialog').waitFor();
      await check('import-name');
      await page.keyboard.press('Escape');
      await testId('import-name-dialog').waitFor({ state: 'detached' });
    },
    SLOW,
  );

  it(
    '„Ermittler hinzufügen“: the three Carolyn Ferns named by their pack, and a selected row in both themes',
    async () => {
      await testId('nav-campaigns').click();
      await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
      await testId('tab-investigators').click();
      await testId('join-investigator').click();
      await testId('join-investigator-search').fill('Carolyn');
      const options = page.locator('[data-testid="join-dialog"] [role="option"]');
      await expect.poll(() => options.count()).toBe(3);
      // „Die Psychologin“ three times: 05001 Der gebrochene Kreis, 60251 the investigator deck
      // „Carolyn Fern“, 98010 To Fight the Black Wind (German names of translations/de/packs.json).
      const pack = (code: string) =>
        options.and(page.locator(`[data-code="${code}"]`)).getByTestId('investigator-pack');
      expect(await pack(CAROLYN_CIRCLE).textContent()).toBe('Der gebrochene Kreis');
      expect(await pack(CAROLYN_DECK).textContent()).toBe('Carolyn Fern');
      expect(await pack(CAROLYN_BLACK_WIND).textContent()).toBe('To Fight the Black Wind');
      const names = await page
        .getByRole('listbox', { name: 'Ermittler' })
        .ariaSnapshot()
        .then((tree) => tree.split('\n').filter((entry) => entry.includes('option')));
      expect(new Set(names).size, names.join('\n')).toBe(3);
      for (const name of ['Die Psychologin Der gebrochene Kreis', 'Die Psychologin To Fight the Black Wind'])
        expect(
          names.filter((entry) => entry.includes(name)),
          names.join('\n'),
        ).toHaveLength(1);
      // ↓ from the search selects the first row; its stats keep 4.5:1 on the selected background.
      await testId('join-investigator-search').press('ArrowDown');
      await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
      await check('join-selected');
      // At 1024×700 (where check leaves the window) each pack shows in full on a line of its own.
      for (const code of [CAROLYN_CIRCLE, CAROLYN_DECK, CAROLYN_BLACK_WIND]) {
        const [scroll, client] = await pack(code).evaluate((line) => [line.scrollWidth, line.clientWidth]);
        expect(client, code).toBeGreaterThan(0);
        expect(scroll, code).toBeLessThanOrEqual(client!);
      }
      await page.keyboard.press('Escape');
    },
    SLOW,
  );

  it(
    'the dialogs behind an investigator’s buttons, and the upgrade in the deck editor',
    async () => {
      await testId('tab-investigators').click();
      for (const action of ['correct', 'cards', 'exile', 'leave']) await dialog(`action-${action}`, `action-${action}`);
      // The Roland deck begun above is still open: the campaign asks before replacing it.
      await testId('action-upgrade').click();
      await testId('replace-draft-dialog').waitFor();
      await check('replace-draft');
      await testId('replace-draft-discard').click();
      await testId('campaign-upgrade-bar').waitFor();
      // One way to save in a campaign upgrade: the bar's, not the deck's own „Speichern“ beside a
      // disabled „Deck verbessern“ and „Verlauf“.
      expect(await page.getByRole('button', { name: /speichern/i }).allTextContents()).toEqual([
        'In der Kampagne speichern',
      ]);
      for (const id of ['save-deck', 'upgrade-deck', 'history-button']) expect(await testId(id).count(), id).toBe(0);
      expect(await text('campaign-upgrade-bar')).toContain(
        '„In der Kampagne speichern“ (Strg+S) legt die neue Version an',
      );
      await check('campaign-upgrade');
    },
    SLOW,
  );

  it(
    'the data dialog’s question before restoring a backup',
    async () => {
      await testId('nav-data').click();
      await testId('backup-create').click();
      await testId('backup-restore').first().click();
      await check('restore-question');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    },
    SLOW,
  );
});
