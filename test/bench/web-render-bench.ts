import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWebHost } from '../../electron/web-host/server.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { round } from './import-bench.ts';
import { median, percentile, type Figure } from './stats.ts';

// Issue 8: from navigation to the card list showing all cards, in Chromium against the web host
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

export async function benchWebFirstRender(root: string, dataFolder: string, migrations: string, runs = 7): Promise<Figure> {
  const rendererFolder = path.join(root, 'dist', 'renderer');
  if (!existsSync(path.join(rendererFolder, 'index.html'))) throw new Error('web-first-render braucht den gebauten Renderer: zuerst „npm run build:renderer“.');
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const host = await startWebHost({ home, migrationsFolder: migrations, rendererFolder, port: 0, dataFolder });
  const browser = await launchChromium();
  try {
    await host.ready;
    const cards = host.services.pool()?.listedCards.length ?? 0;
    const expected = `${cards.toLocaleString('de-DE')} Karten`;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
      await page.addInitScript(recordFullList(expected));
      await page.goto(host.url);
      // Functions, not strings: the app's CSP forbids eval.
      const fullListAt = () => (globalThis as { fullListAt?: number }).fullListAt;
      await page.waitForFunction(fullListAt, undefined, { timeout: 30_000 }).catch(async (error: Error) => {
        const shown = await page.getByTestId('card-count').textContent({ timeout: 1_000 }).catch(() => 'keine Kartenzahl');
        throw new Error(`web-first-render: „${expected}“ nicht erreicht (angezeigt: ${shown}; ${problems.join('; ') || error.message})`);
      });
      times.push((await page.evaluate(fullListAt))!);
      await page.close();
    }
    return { name: 'web-first-render', value: round(median(times), 1), unit: 'ms', p95: round(percentile(times, 95), 1), cards, runs, from: 'Navigationsbeginn' };
  } finally {
    await browser.close();
    await host.close();
    rmSync(home, { recursive: true, force: true });
  }
}
