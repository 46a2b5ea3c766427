import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWebHost } from '../../core/web-host/server.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile } from './stats.ts';

// From navigation to the card list showing all cards, in Chromium against the web host
// (in this process) with the real data imported once. Needs the built renderer (dist/renderer).

/** In the page from its first moment: the time (since navigation start) the count first reads `expected`. */
const recordFullList = (expected: string) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="card-count"]')?.textContent === ${JSON.stringify(expected)}) {
      window.fullListAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

export async function benchWebFirstRender(
  root: string,
  dataFolder: string,
  migrations: string,
  runs = 7,
): Promise<Figure[]> {
  const rendererFolder = path.join(root, 'dist', 'renderer');
  if (!existsSync(path.join(rendererFolder, 'index.html')))
    throw new Error('web-first-render braucht den gebauten Renderer: zuerst „npm run build:renderer“.');
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const host = await startWebHost({ home, migrationsFolder: migrations, rendererFolder, port: 0, dataFolder });
  const browser = await launchChromium();
  try {
    await host.ready;
    const cards = host.services.pool()?.listedCards.length ?? 0;
    const expected = `${cards.toLocaleString('de-DE')} Karten`;
    const times: number[] = [];
    const keystrokes: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on(
        'response',
        (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`),
      );
      await page.addInitScript(recordFullList(expected));
      await page.goto(host.url);
      // Functions, not strings: the app's CSP forbids eval.
      const fullListAt = () => (globalThis as { fullListAt?: number }).fullListAt;
      await page.waitForFunction(fullListAt, undefined, { timeout: 30_000 }).catch(async (error: Error) => {
        const shown = await page
          .getByTestId('card-count')
          .textContent({ timeout: 1_000 })
          .catch(() => 'keine Kartenzahl');
        throw new Error(
          `web-first-render: „${expected}“ nicht erreicht (angezeigt: ${shown}; ${problems.join('; ') || error.message})`,
        );
      });
      times.push((await page.evaluate(fullListAt))!);
      if (i < runs - 1) await page.close();
      else keystrokes.push(...(await keystrokeTimes(page)));
    }
    return [
      {
        name: 'web-first-render',
        value: round(median(times), 1),
        unit: 'ms',
        p95: round(percentile(times, 95), 1),
        cards,
        runs,
        from: 'Navigationsbeginn',
      },
      {
        name: 'web-keystroke',
        value: round(percentile(keystrokes, 95), 1),
        unit: 'ms',
        median: round(median(keystrokes), 1),
        runs: keystrokes.length,
        from: 'Eingabe bis neu gezeichnete Liste',
      },
    ];
  } finally {
    await browser.close();
    await host.close();
    rmSync(home, { recursive: true, force: true });
  }
}

/** German queries a player types, each alternating with the empty search (the full list). */
const QUERIES = [
  'ma',
  'mac',
  'mach',
  'machete',
  'wächter',
  'schuss',
  'zauber',
  'taschenlampe',
  'roland',
  'glück',
  'ue',
  'buch',
  'verbündet',
  'waffe',
  'arkan',
  'hinweis',
  '45',
  'stufe',
  'mumm',
  'vertuschen',
];

/**
 * In the page: sets the search field as typing does, then waits for the count to change and the
 * next frame to be drawn. p95 of keystroke → updated list over every query and back.
 */
async function keystrokeTimes(page: import('playwright-core').Page): Promise<number[]> {
  return page.evaluate(async (queries: string[]) => {
    // The page's globals, typed here because this file compiles without the DOM library.
    type Node = { textContent: string | null; dispatchEvent(event: unknown): boolean };
    const page = globalThis as unknown as {
      document: { querySelector(selector: string): Node };
      HTMLInputElement: { prototype: object };
      Event: new (type: string, init: { bubbles: boolean }) => unknown;
      requestAnimationFrame(callback: () => void): void;
    };
    const input = page.document.querySelector('[data-testid="card-search"]');
    const count = page.document.querySelector('[data-testid="card-count"]');
    const setValue = Object.getOwnPropertyDescriptor(page.HTMLInputElement.prototype, 'value')!.set!;
    const times: number[] = [];
    for (const query of queries.flatMap((q) => [q, ''])) {
      const before = count.textContent;
      const start = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new page.Event('input', { bubbles: true }));
      // No named inner functions: tsx would wrap them in a helper the page does not have.
      while (count.textContent === before && performance.now() - start < 2000)
        await new Promise<void>((resolve) => page.requestAnimationFrame(resolve));
      await new Promise<void>((resolve) => page.requestAnimationFrame(resolve));
      times.push(performance.now() - start);
    }
    return times;
  }, QUERIES);
}
