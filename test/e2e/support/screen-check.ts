import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ARTIFACTS } from './app-session.ts';
import { measureOverflow, seriousAxeFindings, smallTargets } from './layout-checks.ts';

// The one check every screen and dialog of the layout and accessibility journeys gets, at the
// smallest window the app supports (1024×700), a large one (1920×1080) and the largest
// (2560×1440), in both themes each: no horizontal scrolling (scrollWidth ≤ clientWidth, nothing
// sticking out, no box cutting content off), at 1024×700 no serious or critical axe-core finding,
// at every size no pointer target under 24×24 px, and a screenshot of each to look at.

export const SMALL = { width: 1024, height: 700 };
/** A journey's time for several screens, each photographed six times: more than the default minute on a busy machine. */
export const SLOW = 240_000;
const LARGE = { width: 1920, height: 1080 };
const HUGE = { width: 2560, height: 1440 };
const THEMES = ['dark', 'light'] as const;

/** `check(name)` measures, checks and photographs the screen as it stands (`layout-<name>-<width>-<theme>.png`). */
export function screenCheck(page: () => Page) {
  const theme = async (value: string) => {
    await page()
      .locator('html')
      .evaluate((html, next) => html.setAttribute('data-theme', next), value);
    await page().waitForTimeout(50);
  };
  const screenshot = (name: string) => page().screenshot({ path: path.join(ARTIFACTS, name) });

  return async (name: string) => {
    await page().setViewportSize(SMALL);
    for (const mode of THEMES) {
      await theme(mode);
      const overflow = await measureOverflow(page());
      expect.soft(overflow.offenders, `${name} (${mode}, 1024×700) sticks out`).toEqual([]);
      expect.soft(overflow.clipped, `${name} (${mode}, 1024×700) cut off or scrolling sideways`).toEqual([]);
      expect.soft(overflow.scrollWidth, `${name} (${mode}) scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
      // The panes scroll, the page never: nothing hidden (screen-reader texts) may stretch it downwards.
      const [pageHeight, windowHeight] = await page().evaluate<[number, number]>(
        '[document.documentElement.scrollHeight, document.documentElement.clientHeight]',
      );
      expect.soft(pageHeight, `${name} (${mode}, 1024×700) scrolls downwards`).toBeLessThanOrEqual(windowHeight);
      const findings = await seriousAxeFindings(page());
      if (findings.length) console.log(name, mode, JSON.stringify(findings, null, 1));
      expect.soft(findings, `${name} (${mode}) axe-core`).toEqual([]);
      expect.soft(await smallTargets(page()), `${name}: targets under 24×24 px (WCAG 2.5.8)`).toEqual([]);
      await screenshot(`layout-${name}-1024-${mode}.png`);
    }
    for (const size of [LARGE, HUGE]) {
      await page().setViewportSize(size);
      for (const mode of THEMES) {
        await theme(mode);
        const overflow = await measureOverflow(page());
        const where = `${name} (${mode}, ${size.width}×${size.height})`;
        expect.soft(overflow.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
        expect.soft(overflow.offenders, `${where} sticks out`).toEqual([]);
        // Wider windows draw other layouts (columns grow, rows stretch): a target can shrink there too.
        expect.soft(await smallTargets(page()), `${where}: targets under 24×24 px (WCAG 2.5.8)`).toEqual([]);
        await screenshot(`layout-${name}-${size.width}-${mode}.png`);
      }
    }
    await theme('dark');
    await page().setViewportSize(SMALL);
  };
}

/**
 * The lighter check for a step inside a longer journey (a guide prompt): axe-core's serious and
 * critical findings and targets under 24×24 px in both themes, at the size the page has.
 */
export async function axeInBothThemes(page: Page, name: string) {
  for (const mode of THEMES) {
    await page.locator('html').evaluate((html, next) => html.setAttribute('data-theme', next), mode);
    const findings = await seriousAxeFindings(page);
    if (findings.length) console.log(name, mode, JSON.stringify(findings, null, 1));
    expect.soft(findings, `${name} (${mode}) axe-core`).toEqual([]);
    expect.soft(await smallTargets(page), `${name} (${mode}): targets under 24×24 px (WCAG 2.5.8)`).toEqual([]);
  }
  await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
}
