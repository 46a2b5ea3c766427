import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerGuideSteps, guideContext, guideOf } from '../../core/services/campaign-guide.ts';
import { previewGuideSteps } from '../../core/services/campaign-guide-preview.ts';
import { currentState } from '../../core/services/campaign-journal.ts';
import { startWebHost, type WebHost } from '../../core/web-host/server.ts';
import { runGuide } from '../../shared/guide/run-guide.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { callHost } from '../e2e/support/app-session.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { randomAnswer } from '../support/guide-random-answers.ts';
import { round } from './import-bench.ts';
import { type Figure, median } from './stats.ts';

// guide-answer: from the click on „Eintragen“ to the next prompt shown, in Chromium against the
// web host (in this process) with the real data: a The Forgotten Age campaign of four core
// investigators with 60 answers (seeded random answers, written through the guide service),
// standing on a step that needs no input. Each run writes that answer, then undoes it.

const ANSWERS = 60;
const GROUP = ['01001', '01002', '01003', '01004'];
/** Steps the bench answers by „Weiter“ alone, with a summary waiting on „Eintragen“. */
const NO_INPUT = new Set(['confirm', 'save_decks', 'upgrade_decks']);

/**
 * Writes seeded random answers until `ANSWERS` are in and the open step needs no input; returns
 * its key, or undefined when this seed's campaign ends first (every investigator lost).
 */
function answerUpTo(host: WebHost, campaignId: number, seed: number): string | undefined {
  const { db } = host.services;
  const pool = host.services.pool();
  const random = seededRandom(seed);
  for (let written = 0; written < 400; written++) {
    const state = currentState(db, campaignId);
    const stored = guideOf(db, state);
    const run = runGuide(stored.guide, state.guide?.answers ?? [], guideContext(db, campaignId, state, stored, pool));
    const prompt = run.prompt;
    if (run.problem) throw new Error(`guide-answer: nach ${written} Antworten ${JSON.stringify(run.problem)}`);
    if (!prompt) return undefined;
    const { kind: _kind, ...fields } = randomAnswer(prompt, run, random);
    const answer = { step: prompt.step, key: prompt.key, ...fields };
    const ready = written >= ANSWERS && NO_INPUT.has(prompt.kind);
    if (ready && previewGuideSteps(db, campaignId, [answer], pool).lines.length > 0) return prompt.key;
    answerGuideSteps(db, campaignId, [answer], pool);
  }
  throw new Error('guide-answer: kein Schritt ohne Eingabe nach 60 Antworten');
}

/** A campaign of the four core investigators standing `ANSWERS` answers in; the first seed that gets there. */
async function campaignAtAnswers(host: WebHost): Promise<{ campaignId: number; key: string; name: string }> {
  for (const seed of [3, 5, 7, 11, 13, 17]) {
    const name = `Messrunde (Saat ${seed})`;
    const { campaignId } = await callHost(host, 'campaigns.create', { name, definitionId: 'tfa' });
    for (const [at, code] of GROUP.entries())
      await callHost(host, 'campaigns.join', { campaignId, player: `Spieler ${at + 1}`, investigatorCode: code });
    const key = answerUpTo(host, campaignId, seed);
    // The answers block this process for seconds: the web host closes its idle keep-alive
    // connection as soon as it runs again, and a request sent on it first is reset.
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (key) return { campaignId, key, name };
  }
  throw new Error(`guide-answer: keine Kampagne erreicht ${ANSWERS} Antworten`);
}

export async function benchGuideAnswer(
  root: string,
  dataFolder: string,
  migrations: string,
  runs = 9,
): Promise<Figure> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const rendererFolder = path.join(root, 'dist', 'renderer');
  const host = await startWebHost({ home, migrationsFolder: migrations, rendererFolder, port: 0, dataFolder });
  const browser = await launchChromium();
  try {
    await host.ready;
    const { campaignId, key, name } = await campaignAtAnswers(host);
    const answers = currentState(host.services.db, campaignId).guide?.answers.length ?? 0;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(host.url);
    await page.getByTestId('nav-campaigns').click();
    await page.getByTestId('campaign-item').filter({ hasText: name }).click();
    const times: number[] = [];
    const requests: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.getByTestId('guide-open').click();
      await page.locator(`[data-testid="guide-input"][data-key="${key}"]`).waitFor();
      await page.getByTestId('guide-next').click();
      await page.getByTestId('guide-write').waitFor();
      const { total, request } = await clickToNextPrompt(page, key);
      if (total < 0) throw new Error('guide-answer: nach „Eintragen“ kam kein neuer Schritt (10 s)');
      times.push(total);
      requests.push(request);
      await page.getByTestId('guide-close').click();
      const { seq } = currentState(host.services.db, campaignId);
      await callHost(host, 'campaigns.undo', { campaignId, seq });
    }
    return {
      name: 'guide-answer',
      value: round(median(times), 1),
      unit: 'ms',
      request: round(median(requests), 1),
      answers,
      runs,
      from: 'Klick auf „Eintragen“ bis zum nächsten Schritt',
    };
  } finally {
    await browser.close();
    await host.close();
    rmSync(home, { recursive: true, force: true });
  }
}

/** In the page: clicks „Eintragen“, waits for a step other than `key` and the next frame drawn. */
function clickToNextPrompt(
  page: import('playwright-core').Page,
  key: string,
): Promise<{ total: number; request: number }> {
  return page.evaluate(async (answered: string) => {
    // The page's globals, typed here because this file compiles without the DOM library.
    type Element = { click(): void; getAttribute(name: string): string | null };
    type Timing = { name: string; duration: number };
    const page = globalThis as unknown as {
      performance: { getEntriesByType(type: string): Timing[] };
      document: { querySelector(selector: string): Element | null };
      requestAnimationFrame(callback: () => void): void;
    };
    const start = performance.now();
    page.document.querySelector('[data-testid="guide-write"]')?.click();
    // No named inner functions: tsx would wrap them in a helper the page does not have.
    while (performance.now() - start < 10_000) {
      const shown = page.document.querySelector('[data-testid="guide-input"]')?.getAttribute('data-key');
      if ((shown && shown !== answered) || page.document.querySelector('[data-testid="guide-finished"]')) {
        await new Promise<void>((resolve) => page.requestAnimationFrame(resolve));
        const total = performance.now() - start;
        const requests = page.performance.getEntriesByType('resource');
        const answer = requests.filter((entry) => entry.name.endsWith('/campaigns.guideAnswer')).at(-1);
        return { total, request: answer?.duration ?? -1 };
      }
      await new Promise<void>((resolve) => page.requestAnimationFrame(resolve));
    }
    return { total: -1, request: -1 };
  }, key);
}
