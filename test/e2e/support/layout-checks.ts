import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Layout and accessibility measurements the browser journeys share. The page functions are
// strings, because the Node tsconfig of the tests has no DOM types.

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline script tags.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements that reach past the right edge of the window (tag.class and how far). */
  offenders: string[];
  /** Panes and boxes that scroll or cut off their content sideways (deliberate "…" truncation aside). */
  clipped: string[];
}

const MEASURE = `(() => {
  const nameOf = (element) => element.tagName.toLowerCase() + (element.getAttribute('data-testid') ? '[' + element.getAttribute('data-testid') + ']' : '') +
    (typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '');
  const root = document.documentElement;
  const width = root.clientWidth;
  const offenders = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.position === 'fixed' && box.left >= width) continue;
    offenders.push(nameOf(element) + ' +' + Math.round(box.right - width));
  }
  const clipped = [];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (!/(auto|scroll|hidden|clip)/.test(style.overflowX) || style.textOverflow === 'ellipsis') continue;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName) || element.clientWidth <= 1) continue;
    if (element.scrollWidth > element.clientWidth + 1) clipped.push(nameOf(element) + ' +' + (element.scrollWidth - element.clientWidth));
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, offenders: offenders.slice(0, 12), clipped: clipped.slice(0, 12) };
})()`;

/** The page's width against the window's, and what sticks out. */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate<Overflow>(MEASURE);
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The WCAG 2.2 A and AA rules (target-size, 2.5.8, among them), axe's best practices, and its
 * experimental rules, which it ships switched off: label-content-name-mismatch (2.5.3 label in
 * name) is one of them.
 */
const AXE_OPTIONS = JSON.stringify({
  resultTypes: ['violations'],
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'],
  },
  rules: { 'label-content-name-mismatch': { enabled: true } },
});

/** axe-core's serious and critical findings on the page as it stands (both themes are run by the caller). */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeFinding[]>(`axe.run(document, ${AXE_OPTIONS}).then((result) =>
    result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ') + ' ' + (node.failureSummary ?? '').split('\\n').slice(1, 2).join('')),
      })))`);
}

/** How far the focused element's outline reaches past the box of the nearest ancestor that clips (0 = fully visible). */
export function focusRingClipping(page: Page): Promise<{ element: string; clippedBy: number }> {
  return page.evaluate<{ element: string; clippedBy: number }>(`(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: 'none', clippedBy: 0 };
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = element.getBoundingClientRect();
    let clippedBy = 0;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent);
      if (!/(auto|scroll|hidden|clip)/.test(overflow.overflowX + overflow.overflowY)) continue;
      const frame = parent.getBoundingClientRect();
      const left = frame.left + parent.clientLeft;
      const top = frame.top + parent.clientTop;
      const right = left + parent.clientWidth;
      const bottom = top + parent.clientHeight;
      clippedBy = Math.max(clippedBy, left - (box.left - reach), box.right + reach - right);
      // Rows scrolled partly out of view are clipped by scrolling, not by the layout: only the sides count,
      // and the top and bottom when the row is fully in view.
      if (box.top >= top && box.bottom <= bottom) clippedBy = Math.max(clippedBy, top - (box.top - reach), box.bottom + reach - bottom);
      break;
    }
    return { element: element.tagName.toLowerCase() + '.' + element.className, clippedBy: Math.max(0, Math.round(clippedBy * 10) / 10) };
  })()`);
}

/**
 * Check boxes and symbol buttons (−, +, ×, −1 …: two characters at most) smaller than 24×24 px,
 * the minimum of WCAG 2.2 2.5.8 Target Size.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll('input[type="checkbox"], button')]
    .filter((element) => element.tagName === 'INPUT' || element.textContent.trim().length <= 2)
    .map((element) => [element, element.getBoundingClientRect()])
    .filter(([, box]) => box.width > 0 && box.height > 0 && (box.width < 23.5 || box.height < 23.5))
    .map(([element, box]) => (element.getAttribute('data-testid') || element.getAttribute('aria-label') || element.tagName) +
      ' ' + Math.round(box.width) + '×' + Math.round(box.height))`);
}
