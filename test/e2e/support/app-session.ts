import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startWebHost, type WebHost } from '../../../core/web-host/server.ts';
import { type Method, type MethodInput, type MethodOutput, WEB_TOKEN_HEADER } from '../../../shared/api/contract.ts';
import { copyImportedCards } from '../../support/imported-cards.ts';
import { ARKHAMDB_DATA, MIGRATIONS, REPO_ROOT } from '../../support/real-data.ts';
import { launchChromium } from './browser.ts';

export const ARTIFACTS = path.join(REPO_ROOT, 'test', 'artifacts');
export const VIEWPORT = { width: 1280, height: 800 };

export interface AppPage {
  host: WebHost;
  page: Page;
  /** The host's fresh user data folder. */
  home: string;
  /** Console errors, page errors and failed responses seen so far. */
  problems: string[];
  close(): Promise<void>;
}

export interface AppSession extends AppPage {
  browser: Browser;
}

/**
 * A web host in a fresh user folder (importing `dataFolder` at start, unless `importedCards` put the
 * database that import writes there first, test/support/imported-cards.ts) and a page showing it.
 */
export async function openAppPage(
  browser: Browser,
  {
    dataFolder,
    waitForImport = true,
    importedCards = false,
  }: { dataFolder?: string; waitForImport?: boolean; importedCards?: boolean } = {},
): Promise<AppPage> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-e2e-'));
  if (importedCards) copyImportedCards(home, 'host');
  const host = await startWebHost({
    home,
    migrationsFolder: MIGRATIONS,
    rendererFolder: path.join(REPO_ROOT, 'dist', 'renderer'),
    port: 0,
    dataFolder,
  });
  if (waitForImport) await host.ready;
  const page = await browser.newPage({ viewport: VIEWPORT });
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`),
  );
  await page.goto(host.url);
  return {
    host,
    page,
    home,
    problems,
    close: async () => {
      await page.close();
      await host.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium of its own and the app with the real data, once the card list shows. The host starts
 * on the database its import of the data folder writes, made once by the global setup (the import
 * itself is the subject of card-browser.test.ts and first-hour.test.ts).
 */
export async function openAppSession(): Promise<AppSession> {
  const browser = await launchChromium();
  const app = await openAppPage(browser, { dataFolder: ARKHAMDB_DATA, importedCards: true });
  await app.page.getByTestId('card-count').waitFor();
  return {
    ...app,
    browser,
    close: async () => {
      await app.close();
      await browser.close();
    },
  };
}

/** Locators and actions the deck journeys share; `page` is read when they run (after beforeAll). */
export function deckPage(page: () => Page) {
  const testId = (id: string) => page().getByTestId(id);
  const row = (code: string) => page().locator(`[data-testid="card-row"][data-code="${code}"]`);
  const showCard = async (code: string) => {
    await testId('card-search').fill(code);
    await row(code).waitFor();
  };
  const screenshot = (name: string) => page().screenshot({ path: path.join(ARTIFACTS, name) });
  return {
    testId,
    row,
    line: (code: string) => page().locator(`[data-testid="deck-line"][data-code="${code}"]`),
    text: (id: string) => testId(id).textContent(),
    screenshot,
    /** The dark screenshot, then the light one; the theme flips on <html> directly, so dialogs stay open. */
    bothThemes: async (name: string) => {
      const theme = (value: string) =>
        page()
          .locator('html')
          .evaluate((html, next) => html.setAttribute('data-theme', next), value);
      await screenshot(`${name}.png`);
      await theme('light');
      await screenshot(`${name}-light.png`);
      await theme('dark');
    },
    /** The test id (or else the tag) of the focused element. */
    focused: () =>
      page().evaluate<string | undefined>(
        "document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName",
      ),
    showCard,
    addCard: async (code: string, times = 1) => {
      await showCard(code);
      for (let i = 0; i < times; i++) await row(code).getByTestId('add-card').click();
    },
  };
}

/** What the CLI or another window would send: a contract call straight to the web host. */
/** One contract call over the web host's HTTP API, typed by the contract; throws unless it succeeds. */
export async function callHost<M extends Method>(
  host: WebHost,
  method: M,
  input: MethodInput<M>,
): Promise<MethodOutput<M>> {
  const response = await fetch(`${host.origin}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEB_TOKEN_HEADER]: host.token },
    body: JSON.stringify(input),
  });
  if (response.status !== 200) throw new Error(`${method}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { value: MethodOutput<M> }).value;
}
