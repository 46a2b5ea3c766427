import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startWebHost, type WebHost } from '../../../electron/web-host/server.ts';
import { ARKHAMDB_DATA, MIGRATIONS, REPO_ROOT } from '../../support/real-data.ts';
import { launchChromium } from './browser.ts';

export const ARTIFACTS = path.join(REPO_ROOT, 'test', 'artifacts');
export const VIEWPORT = { width: 1280, height: 800 };

export interface AppSession {
  host: WebHost;
  browser: Browser;
  page: Page;
  /** Console errors, page errors and failed responses seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/** A web host with the real data in a fresh user folder, and Chromium showing the card list. */
export async function openAppSession(prefix: string): Promise<AppSession> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const home = mkdtempSync(path.join(os.tmpdir(), prefix));
  const host = await startWebHost({ home, migrationsFolder: MIGRATIONS, rendererFolder: path.join(REPO_ROOT, 'dist', 'renderer'), port: 0, dataFolder: ARKHAMDB_DATA });
  await host.ready;
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: VIEWPORT });
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  await page.goto(host.url);
  await page.getByTestId('card-count').waitFor();
  return {
    host,
    browser,
    page,
    problems,
    close: async () => {
      await browser.close();
      await host.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
