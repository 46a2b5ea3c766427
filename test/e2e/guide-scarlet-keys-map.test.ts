import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, ARTIFACTS, callHost, openAppSession } from './support/app-session.ts';
import { measureOverflow, seriousAxeFindings, smallTargets } from './support/layout-checks.ts';

// The Scarlet Keys' world map through the guide dialog as a new group plays it (Chromium, real web
// host and data): Roland Banks and Daisy Walker play „Rätsel im Regen“ to no resolution
// („Es wurde keine Auflösung erreicht“ leads to Resolution 4: the Red-Gloved Man keeps the Eye of
// Ravens), tell Taylor the truth in „Die Foundation“, and embark from London („embark from London
// to a new location“, 02_the_foundation.json). The map names where the group is, the time marked
// under „Verstrichene Zeit“ against the calendar's last mark (Ω at 35, campaign.json), and each
// key's bearer. A click on Rome on the map chooses the same answer as the radio button „Rom“; the
// journey costs „1 time“ („For each path you use to reach your destination, you must mark 1 time“,
// `$embark_rule`; by way of green-bordered Monte Carlo „as one contiguous path“, `$embark_rule_1`). axe-core (WCAG 2.2 AA) in both themes at
// 1024×700, no sideways scrolling, screenshots at 1024×700 and 1920×1080 (test/artifacts/guide-tskc-map-*.png).

vi.setConfig({ testTimeout: 180_000 });

const ROLAND = '01001';
const DAISY = '01002';
const THEMES = ['dark', 'light'] as const;

describeRealData('The Scarlet Keys: die Weltkarte im Leitfaden-Dialog (Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const dialog = () => page.getByTestId('guide-dialog');
  const input = () => page.getByTestId('guide-input');
  const testId = (id: string) => page.getByTestId(id);
  const radio = (name: string | RegExp) => dialog().getByRole('radio', { name });
  /** What the dialog shows, in one read: „summary“, the open step's key, or null between the two. */
  const shown = () =>
    page.evaluate<string | null>(`(() => {
      if (document.querySelector('[data-testid="guide-summary"]')) return 'summary';
      return document.querySelector('[data-testid="guide-input"]')?.getAttribute('data-key') ?? null;
    })()`);
  /** „Weiter“, then „Eintragen“ on the summary: returns the summary's lines. */
  const answer = async (): Promise<string[]> => {
    const before = await shown();
    await testId('guide-next').click();
    await expect.poll(shown).toSatisfy((now: string | null) => now !== null && now !== before);
    if ((await shown()) !== 'summary') return [];
    const summary = testId('guide-summary');
    const lines = await summary.locator('li').allInnerTexts();
    await testId('guide-write').click();
    await summary.waitFor({ state: 'detached' });
    return lines;
  };
  /** axe and no sideways scrolling (both themes, 1024×700), screenshots at 1024×700 and 1920×1080. */
  const checkScreen = async (name: string) => {
    for (const size of [
      { width: 1024, height: 700 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      for (const theme of THEMES) {
        await page.locator('html').evaluate((html, next) => html.setAttribute('data-theme', next), theme);
        if (size.width === 1024) {
          expect.soft(await seriousAxeFindings(page), `${name} (${theme}) axe-core`).toEqual([]);
          const overflow = await measureOverflow(page);
          expect.soft(overflow.offenders, `${name} (${theme}) sticks out`).toEqual([]);
          expect
            .soft(overflow.scrollWidth, `${name} (${theme}) scrolls sideways`)
            .toBeLessThanOrEqual(overflow.clientWidth);
          expect.soft(await smallTargets(page), `${name}: targets under 24×24 px`).toEqual([]);
        }
        await page.screenshot({ path: path.join(ARTIFACTS, `guide-tskc-map-${name}-${size.width}-${theme}.png`) });
      }
    }
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
    await page.setViewportSize({ width: 1024, height: 700 });
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize({ width: 1024, height: 700 });
    const { campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Die scharlachroten Schlüssel',
      definitionId: 'tskc',
    });
    await callHost(session.host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost(session.host, 'campaigns.join', { campaignId, player: 'Ben', investigatorCode: DAISY });
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('guide-open').click();
    await input().waitFor();
  }, 120_000);
  afterAll(() => session?.close());

  it('plays „Rätsel im Regen“ and „Die Foundation“ through the dialog to the first embark', async () => {
    for (const name of ['Roland Banks (Der Bundesagent)', 'Daisy Walker (Die Bibliothekarin)'])
      await dialog().getByRole('checkbox', { name }).check();
    await answer();
    await radio(/^Normal/).check();
    await answer();
    await answer(); // Random basic weaknesses drawn by the app.
    await answer(); // Save decks.
    // No map before The Foundation hands it out.
    expect(await testId('guide-map-details').count()).toBe(0);
    await radio(/allein/).check();
    await answer();
    await radio('Du nimmst das Angebot an.').check();
    await answer();
    // „Mark 1 time“ during the scenario, then no resolution (→ Resolution 4).
    await dialog().getByRole('radio').first().check();
    await answer();
    await radio(/keine Auflösung/).check();
    expect(await answer()).toContain('Rätsel im Regen: Auflösung 4');
    expect(await answer()).toContain('Logbuch (Schlüssel bei Gegnern): Das Rabenauge');
    expect(await answer()).toContain('Logbuch (Verstrichene Zeit): Zähler = 4');
    await radio('Erzähle Taylor von den Vermisstenfällen.').check();
    await answer();
    expect(await input().getAttribute('data-key')).toBe('the_foundation/$embark');
  });

  it('the embark question shows the map: London, 4 of 35 time, the Eye of Ravens with the Red-Gloved Man', async () => {
    // „embark from London“; the calendar's last mark Ω is at 35 time.
    expect(await testId('guide-map-here').textContent()).toBe('Aufenthaltsort: London');
    expect(await testId('guide-map-time').textContent()).toBe('Verstrichene Zeit: 4 von 35');
    expect(await testId('guide-map-keys').textContent()).toContain(
      'Das Rabenauge – Träger: Der Mann mit den roten Handschuhen',
    );
    // Red-bordered places wait for a Campaign Log entry: Kabul, Quito, Reykjavík, San Juan …
    expect(await testId('guide-map-closed').textContent()).toContain('Kabul');
    // The drawing is decorative; its words stand beside it.
    expect(await testId('guide-map-drawing').getAttribute('aria-hidden')).toBe('true');
    const rome = testId('guide-map-drawing').locator('[data-place="rome"]');
    expect(await rome.getAttribute('data-status')).toBe('open');
    // The question names Rome with its travel time: by way of Monte Carlo, one contiguous path.
    expect(await dialog().locator('[data-choice="rome"]').textContent()).toContain('Reisezeit: 1 Zeit');
    // A click on Rome on the map is the radio button „Rom“.
    await rome.click();
    expect(await radio(/^Rom/).isChecked()).toBe(true);
    expect(await rome.getAttribute('data-shape')).toBe('chosen');
    // The keyboard's way: the radio group moves with the arrow keys, and the map follows.
    await radio(/^Rom/).focus();
    await page.keyboard.press('ArrowDown');
    const next = await dialog().locator('[data-choice]:has(input:checked)').getAttribute('data-choice');
    expect(next).not.toBe('rome');
    expect(await testId('guide-map-drawing').locator(`[data-place="${next}"]`).getAttribute('data-shape')).toBe(
      'chosen',
    );
    await rome.click();
    await checkScreen('embark');
  });

  it('embarking to Rome marks 1 time and moves the group there', async () => {
    const lines = await answer();
    expect(lines).toContain('Logbuch (Verstrichene Zeit): Zähler = 5');
    const details = testId('guide-map-details');
    await details.locator('summary').click();
    expect(await testId('guide-map-here').textContent()).toBe('Aufenthaltsort: Rom');
    expect(await testId('guide-map-time').textContent()).toBe('Verstrichene Zeit: 5 von 35');
    expect(await testId('guide-map-drawing').locator('[data-place="rome"]').getAttribute('data-status')).toBe('here');
    // `$embark_rule`: „Shelley … marks 1 time to use the path to Rome“ from Alexandria.
    expect(await testId('guide-map-open').textContent()).toContain('Alexandria – 1 Zeit');
    // London is red-bordered: left, it waits for a Campaign Log entry again.
    expect(await testId('guide-map-closed').textContent()).toContain('London');
    await checkScreen('after-embark');
    expect(session.problems).toEqual([]);
  });
});
