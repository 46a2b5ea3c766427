import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData, REPO_ROOT } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { measureOverflow } from './support/layout-checks.ts';

// How the screens use the window from the smallest size the app supports (1024×700) to the
// largest (2560×1440): on large windows the deck column grows and shows a long deck name in full,
// the card list stops at a width its rows fill with the card beside it, and the campaign's
// investigators spread over the width; on the smallest one the open filters leave room for the
// list, „Schließen“ never covers a card's title, and the sample hand breaks only between words.

const SMALL = { width: 1024, height: 700 };
const LARGE = { width: 1920, height: 1080 };
const HUGE = { width: 2560, height: 1440 };
const ROLAND = '01001';
const LONG_NAME = 'Rolands Deck für die Nacht des Zeloten mit einem sehr langen Namen';
/** Roland's cards with long German one-word names: Dynamitexplosion, Vergrößerungsglas, Forschungsbibliothekar, Streifenpolizist, Notfallausrüstung. */
const LONG_WORDS = ['01024', '01030', '01032', '01018', '01088'];
/**
 * A list row's right end and the mostly empty strip beyond its text stop here: `--list-max`, the
 * width the theme gives every card list's column on large windows, read from the file so the test
 * and the design cannot drift apart.
 */
const LIST_MAX = listColumnMax();

function listColumnMax(): number {
  const css = readFileSync(path.join(REPO_ROOT, 'renderer', 'styles', 'theme.css'), 'utf8');
  const width = /--list-max: (\d+)px;/.exec(css)?.[1];
  if (!width) throw new Error('theme.css: no --list-max');
  return Number(width);
}

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };

describeRealData('Fenstergrößen von 1024×700 bis 2560×1440 (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, addCard, row, screenshot, bothThemes } = deckPage(() => page);

  /** The bounding box of the first element matching `selector`, or undefined. */
  const box = (selector: string) =>
    page.evaluate<Box | undefined>(`(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element) return undefined;
      const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
      return { left, right, top, bottom, width, height };
    })()`);
  const overlap = (a: Box, b: Box) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const noSidewaysScroll = async (name: string) => {
    const overflow = await measureOverflow(page);
    expect.soft(overflow.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
    expect.soft(overflow.offenders, `${name} sticks out`).toEqual([]);
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize(SMALL);
    ({ campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Dienstagsrunde',
      definitionId: 'core',
      difficulty: 'standard',
    }));
    for (const [player, code] of [
      ['Anna', ROLAND],
      ['Ben', '01002'],
    ] as const) {
      await callHost(session.host, 'campaigns.join', { campaignId, player, investigatorCode: code });
    }
  });
  afterAll(() => session?.close());

  it('card browser: on large windows the list stops at a width its rows fill and the card takes the rest', async () => {
    await testId('card-search').fill('Roland');
    await row(ROLAND).click();
    for (const size of [LARGE, HUGE]) {
      await page.setViewportSize(size);
      const list = (await box('[data-testid="card-list"]')) as Box;
      const detail = (await box('[data-testid="card-detail"]')) as Box;
      expect(list.width, `list at ${size.width} px`).toBeLessThanOrEqual(LIST_MAX);
      expect(detail.left, `card beside the list at ${size.width} px`).toBeGreaterThanOrEqual(list.right);
      expect(detail.right, `card column reaches the window's edge at ${size.width} px`).toBeGreaterThan(size.width - 2);
      await noSidewaysScroll(`card browser ${size.width}`);
    }
    await page.setViewportSize(SMALL);
    await testId('card-search').fill('');
  });

  it('investigator picker: on large windows the list stops at a width its rows fill, the saved decks take the rest', async () => {
    await testId('nav-deck').click();
    await testId('investigator-option').first().waitFor();
    for (const size of [LARGE, HUGE]) {
      await page.setViewportSize(size);
      const list = (await box('[data-testid="investigator-list"]')) as Box;
      const decks = (await box('[data-testid="my-decks"]')) as Box;
      expect(list.width, `list at ${size.width} px`).toBeLessThanOrEqual(LIST_MAX);
      expect(decks.left).toBeGreaterThanOrEqual(list.right);
      await noSidewaysScroll(`investigator picker ${size.width}`);
    }
    await page.setViewportSize(SMALL);
  });

  it('deck editor: the deck column grows, shows the long name in full, the card column waits beside the list', async () => {
    await testId('investigator-search').fill('Roland');
    await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).first().click();
    await testId('start-deck').click();
    await testId('deck-name').fill(LONG_NAME);
    for (const code of LONG_WORDS) await addCard(code, 2);
    const widths: Record<number, number> = {};
    for (const size of [SMALL, LARGE, HUGE]) {
      await page.setViewportSize(size);
      const deck = (await box('[data-testid="deck-pane"]')) as Box;
      const list = (await box('[data-testid="card-list"]')) as Box;
      widths[size.width] = deck.width;
      // The whole name is on screen: the field is as tall as its text, nothing scrolls or ends in "…".
      const name = await page.evaluate<{ scroll: number; client: number; value: string }>(`(() => {
        const field = document.querySelector('[data-testid="deck-name"]');
        return { scroll: field.scrollHeight, client: field.clientHeight, value: field.value };
      })()`);
      expect(name.value).toBe(LONG_NAME);
      expect(name.scroll, `deck name cut off at ${size.width} px`).toBeLessThanOrEqual(name.client + 1);
      expect(list.width, `list at ${size.width} px`).toBeLessThanOrEqual(LIST_MAX);
      await noSidewaysScroll(`deck editor ${size.width}`);
      await bothThemes(`sizes-deck-editor-${size.width}`);
      if (size === SMALL) continue;
      // 1600 px up: the card column stands between list and deck before any card is chosen.
      const idle = (await box('[data-testid="card-detail-idle"]')) as Box;
      expect(idle.left, `card column after the list at ${size.width} px`).toBeGreaterThanOrEqual(list.right);
      expect(idle.right, `card column before the deck at ${size.width} px`).toBeLessThanOrEqual(deck.left + 1);
    }
    expect(widths[LARGE.width]).toBeGreaterThan(widths[SMALL.width] as number);
    expect(widths[HUGE.width]).toBeGreaterThan(widths[LARGE.width] as number);
    // At 1920 px the long name takes at most three lines (20 px type, 1.25 line height) of the deck column.
    await page.setViewportSize(LARGE);
    const field = (await box('[data-testid="deck-name"]')) as Box;
    expect(field.height).toBeLessThan(3 * 20 * 1.25 + 10);
    await page.setViewportSize(SMALL);
  });

  it('deck editor at 1024×700: the open filters leave room for the list', async () => {
    await testId('card-search').fill('');
    await testId('more-filters').click();
    await testId('extra-filters').waitFor();
    await screenshot('sizes-deck-filters-1024.png');
    const list = (await box('[data-testid="card-list"]')) as Box;
    // At least four of the list's 58-px rows stay in view under the open filters.
    expect(list.height).toBeGreaterThanOrEqual(4 * 58);
    expect(list.bottom).toBeLessThanOrEqual(SMALL.height + 1);
    await noSidewaysScroll('deck editor with filters at 1024');
    await testId('more-filters').click();
  });

  it('„Schließen“ sits beside a long card title, never over it, at every size', async () => {
    // Gesteigerte Aufmerksamkeit (01034), a title that wraps in the narrow card drawer, and the two
    // longest German titles Roland may take: „Ich erschlag dich mit meinem Wissen!“ (10049) and
    // „Wir sehen uns in der Hölle wieder!“ (03189).
    for (const code of ['01034', '10049', '03189']) {
      await page.setViewportSize(SMALL);
      await testId('card-search').fill(code);
      await row(code).click();
      for (const size of [SMALL, LARGE, HUGE]) {
        await page.setViewportSize(size);
        const close = (await box('[data-testid="card-detail-close"]')) as Box;
        const title = (await box('[data-testid="card-detail"] h2')) as Box;
        expect(overlap(close, title), `„Schließen“ over the title of ${code} at ${size.width} px`).toBe(0);
        expect(close.left).toBeGreaterThanOrEqual(title.right);
      }
      await page.setViewportSize(SMALL);
      await testId('card-detail-close').click();
    }
  });

  it('sample hand: tiles break lines only between words, at 1024, 1920 and 2560 px', async () => {
    await testId('tool-draw').click();
    await testId('sample-hand-draw').click();
    await testId('sample-hand-cards').waitFor();
    for (const size of [SMALL, LARGE, HUGE]) {
      await page.setViewportSize(size);
      // Every word of every tile's name lies on one line (one client rectangle).
      const broken = await page.evaluate<string[]>(`(() => {
        const broken = [];
        for (const name of document.querySelectorAll('.sample-hand-name')) {
          const text = name.firstChild;
          let start = 0;
          for (const word of text.textContent.split(' ')) {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            if (range.getClientRects().length > 1) broken.push(word);
            start += word.length + 1;
          }
        }
        return broken;
      })()`);
      expect(broken, `words broken at ${size.width} px`).toEqual([]);
      expect(await page.locator('.sample-hand-name').count()).toBe(5);
    }
    await page.setViewportSize(SMALL);
    await page.keyboard.press('Escape');
  });

  it('campaign: the investigators spread over a large window', async () => {
    await testId('nav-campaigns').click();
    await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
    await testId('campaign-detail').waitFor();
    await bothThemes('sizes-campaign-1024');
    for (const size of [LARGE, HUGE]) {
      await page.setViewportSize(size);
      await bothThemes(`sizes-campaign-${size.width}`);
      const cards = await page.evaluate<Box[]>(
        `[...document.querySelectorAll('[data-testid="campaign-investigator"]')].map((card) => card.getBoundingClientRect().toJSON())`,
      );
      const column = (await box('[data-testid="campaign-investigators"]')) as Box;
      expect(cards).toHaveLength(2);
      // Two investigators fill the row between them: the second ends where the column ends.
      expect((cards[1] as Box).right, `investigators at ${size.width} px`).toBeGreaterThan(column.right - 2);
      expect((cards[0] as Box).left).toBeLessThan(column.left + 2);
      expect((cards[1] as Box).top).toBe((cards[0] as Box).top);
      await noSidewaysScroll(`campaign ${size.width}`);
    }
    await page.setViewportSize(SMALL);
  });
});
