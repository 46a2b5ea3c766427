import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonCard, listedPlayerCardsFromJson } from '../support/player-cards-json.ts';
import { ARKHAMDB_DATA, describeRealData } from '../support/real-data.ts';
import { type AppPage, ARTIFACTS, openAppPage, VIEWPORT } from './support/app-session.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeFindings } from './support/layout-checks.ts';

// The German card browser in Chromium against the real web host and the real ArkhamDB data.

// The import takes about a second; this records every text the progress view shows meanwhile.
// (A string, because the Node tsconfig of the tests has no DOM types.)
const RECORD_PROGRESS = `
  window.progressTexts = [];
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="import-progress"]')?.textContent;
    if (text && window.progressTexts.at(-1) !== text) window.progressTexts.push(text);
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
`;

const screenshot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, name) });

async function countOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('card-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function visibleCodes(page: Page): Promise<string[]> {
  return page.getByTestId('card-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code') ?? ''));
}

describeRealData('Kartenbrowser (Web-Host, Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('mit importierten Kartendaten', () => {
    let app: AppPage;
    const row = (code: string) => app.page.locator(`[data-testid="card-row"][data-code="${code}"]`);
    const search = (text: string) => app.page.getByTestId('card-search').fill(text);

    beforeAll(async () => {
      app = await openAppPage(browser, { dataFolder: ARKHAMDB_DATA });
      await app.page.getByTestId('card-count').waitFor();
    });
    afterAll(() => app?.close());

    it('lists about 1,800 player cards with German names, classes and types', async () => {
      expect(await countOf(app.page)).toBeGreaterThan(1500);
      await expect.poll(() => row('01001').textContent()).toContain('Roland Banks');
      expect(await row('01001').textContent()).toContain('Wächter');
      expect(await row('01001').textContent()).toContain('Ermittler');
      // Virtualized: far fewer rows in the DOM than cards in the list.
      expect((await visibleCodes(app.page)).length).toBeLessThan(80);
      // Guard Dog is „Wachhund“ in the German core set.
      await search('Wachhund');
      expect(await row('01021').textContent()).toContain('Wachhund');
      await search('');
    });

    it('finds Roland Banks by name', async () => {
      await search('Roland');
      await row('01001').waitFor();
      expect(await row('01001').textContent()).toContain('Roland Banks');
      await search('');
    });

    it('finds card text too ("Ziehe 1 Karte"), marking text hits apart from the name hits ranked first', async () => {
      await search('ziehe 1 Karte');
      await row('01046').waitFor(); // Taschendiebstahl: „… Ziehe 1 Karte.“
      expect(await row('01046').getByTestId('text-hit').count()).toBe(1);
      // Seen as „Text“, heard in the option's name: a screen reader tells the text hit too.
      const badge = row('01046').getByTestId('text-hit').locator('[aria-hidden="true"]');
      expect(await badge.textContent()).toBe('Text');
      expect(await badge.isVisible()).toBe(true);
      const option = app.page.getByRole('option', { name: /Taschendiebstahl.*Im Kartentext gefunden, nicht im Namen/ });
      expect(await option.getAttribute('data-code')).toBe('01046');
      // The English text of the same card: „Draw 1 card.“
      await search('draw 1 card');
      await row('01046').waitFor();
      expect(await row('01046').getByTestId('text-hit').count()).toBe(1);
      await search('Necronomicon');
      await row('01009').waitFor();
      expect(await row('01009').getByTestId('text-hit').count()).toBe(0);
      const codes = await visibleCodes(app.page);
      // Daisy Walker (01002) holds „Necronomicon“ in her text, after every card of that name.
      expect(codes.indexOf('01002')).toBeGreaterThan(codes.indexOf('01009'));
      expect(await row('01002').getByTestId('text-hit').getAttribute('title')).toBe(
        'Im Kartentext gefunden, nicht im Namen',
      );
      await screenshot(app.page, 'card-browser-text-hits.png');
      await search('');
    });

    it('narrows the list by class and then by level', async () => {
      const all = await countOf(app.page);
      await app.page.getByTestId('filter-faction-seeker').click();
      const seekers = await countOf(app.page);
      expect(seekers).toBeLessThan(all);
      expect(seekers).toBeGreaterThan(100);
      await row('01002').waitFor(); // Daisy Walker
      expect(await row('01001').count()).toBe(0);
      await app.page.getByTestId('filter-level-0').click();
      const seekersLevel0 = await countOf(app.page);
      expect(seekersLevel0).toBeLessThan(seekers);
      expect(seekersLevel0).toBeGreaterThan(0);
      await app.page.getByTestId('filter-type-asset').click();
      expect(await countOf(app.page)).toBeLessThan(seekersLevel0);
      await app.page.getByTestId('filter-type-asset').click();
      await app.page.getByTestId('filter-level-0').click();
      await app.page.getByTestId('filter-faction-seeker').click();
      expect(await countOf(app.page)).toBe(all);
    });

    it('narrows by cost (X and none too), trait and each skill icon to exactly the cards the data files print', async () => {
      // Expected sets from the pack files themselves (test/support/player-cards-json.ts), not from the app.
      const listed = listedPlayerCardsFromJson();
      expect(await countOf(app.page)).toBe(listed.length);
      const skill = (card: JsonCard, name: string) => ((card[`skill_${name}` as keyof JsonCard] as number) ?? 0) > 0;
      const filters: [string, (card: JsonCard) => boolean][] = [
        ['filter-cost-X', (card) => card.cost === -2], // ArkhamDB writes X as -2
        ['filter-cost-0', (card) => card.cost === 0],
        ['filter-cost-6+', (card) => (card.cost ?? -1) >= 6],
        ['filter-cost-none', (card) => card.cost === undefined || card.cost === null], // skills, Permanent cards
        ...['willpower', 'intellect', 'combat', 'agility', 'wild'].map(
          (name): [string, (card: JsonCard) => boolean] => [`filter-skill-${name}`, (card) => skill(card, name)],
        ),
      ];
      await app.page.getByTestId('more-filters').click();
      // The skills as the Grimoire names them (grimoire-de.md L749 „Fertigkeitssproben“: „Willenskraft,
      // Intellekt, Kampf oder Beweglichkeit“; L767 „Joker-Fertigkeitssymbol“), never „Geschick“.
      const skillChips = await app.page
        .getByTestId('extra-filters')
        .locator('[data-testid^="filter-skill-"]')
        .allTextContents();
      expect(skillChips.map((chip) => chip.replace(/^\S*\s/, ''))).toEqual([
        'Willenskraft',
        'Intellekt',
        'Kampf',
        'Beweglichkeit',
        'Joker',
      ]);
      const expectShown = async (what: string, expected: JsonCard[]) => {
        await expect.poll(() => countOf(app.page), { message: what }).toBe(expected.length);
        const codes = new Set(expected.map((card) => card.code));
        expect(
          (await visibleCodes(app.page)).filter((code) => !codes.has(code)),
          what,
        ).toEqual([]);
      };
      for (const [id, printed] of filters) {
        await app.page.getByTestId(id).click();
        await expectShown(id, listed.filter(printed));
        await app.page.getByTestId(id).click();
      }
      // Cost X: the nine cards of the data, each of them in the list.
      await app.page.getByTestId('filter-cost-X').click();
      expect((await visibleCodes(app.page)).sort()).toEqual(
        listed
          .filter((card) => card.cost === -2)
          .map((card) => card.code)
          .sort(),
      );
      await app.page.getByTestId('filter-cost-X').click();
      // Trait „Buch“ (Tome, as 01009 Das Necronomicon prints „Gegenstand. Buch.“), then with the intellect icon.
      const tome = listed.filter((card) =>
        (card.traits ?? '')
          .split('.')
          .map((t) => t.trim())
          .includes('Tome'),
      );
      await app.page.getByTestId('filter-trait').selectOption('Tome');
      expect(await app.page.getByTestId('filter-trait-chosen').textContent()).toContain('Buch');
      await expectShown('Tome', tome);
      await app.page.getByTestId('filter-skill-intellect').click();
      await expectShown(
        'Tome + intellect',
        tome.filter((card) => skill(card, 'intellect')),
      );
      await app.page.getByTestId('filter-skill-intellect').click();
      await app.page.getByTestId('filter-trait-chosen').click();
      await expect.poll(() => countOf(app.page)).toBe(listed.length);
    });

    it('treats "ue" like "ü" in the search', async () => {
      await search('Büchertasche');
      await row('01008').waitFor();
      const withUmlaut = await visibleCodes(app.page);
      await search('buechertasche');
      await row('01008').waitFor();
      expect(await visibleCodes(app.page)).toEqual(withUmlaut);
      await search('VERGRÖSSERUNGSGLAS');
      await row('01030').waitFor();
      await search('');
    });

    it('shows the selected card with its German text and symbols', async () => {
      await search('Machete');
      await row('01020').click();
      const detail = app.page.getByTestId('card-detail');
      await expect.poll(() => detail.getAttribute('data-code')).toBe('01020');
      const text = (await detail.textContent()) ?? '';
      expect(text).toContain('Machete');
      expect(text).toContain('Falls der angegriffene Gegner der einzige Gegner ist');
      expect(text).toContain('Gegenstand. Waffe. Nahkampf.');
      expect(text).toContain('Grundspiel');
      expect(text).not.toMatch(/<b>|\[combat\]|\[action\]/);
      expect(await detail.getByRole('img', { name: 'Kampf' }).count()).toBeGreaterThan(0);
      expect(await detail.getByRole('img', { name: 'Aktion' }).count()).toBe(1);
      expect(await detail.locator('b', { hasText: 'Kampf.' }).count()).toBe(1);
      await screenshot(app.page, 'card-detail.png');
    });

    it('Grimoire XIII Modifizierte Reprints: offers 12020 Machete beside 01020, in its English 2026 text with a note', async () => {
      await search('Machete');
      await row('12020').waitFor();
      // Both versions name their pack in the list.
      expect(await row('01020').getByTestId('card-row-pack').textContent()).toContain('Grundspiel');
      expect(await row('12020').getByTestId('card-row-pack').textContent()).toContain('Grundspiel (2026)');
      // At the smallest window (1024×700) the pack is never cut off: the traits give way, not the pack.
      await app.page.setViewportSize({ width: 1024, height: 700 });
      for (const code of ['01020', '12020']) {
        const fit = await row(code)
          .getByTestId('card-row-pack')
          .evaluate((pack) => {
            const own = pack.getBoundingClientRect();
            const line = pack.parentElement!.getBoundingClientRect();
            return { scroll: pack.scrollWidth, client: pack.clientWidth, inside: own.right <= line.right + 0.5 };
          });
        expect(fit.client, code).toBeGreaterThan(0);
        expect(fit.scroll, code).toBeLessThanOrEqual(fit.client);
        expect(fit.inside, `${code}: the pack sticks out of its line`).toBe(true);
      }
      await screenshot(app.page, 'card-browser-namesakes-1024.png');
      await app.page.setViewportSize(VIEWPORT);
      await row('12020').click();
      const detail = app.page.getByTestId('card-detail');
      await expect.poll(() => detail.getAttribute('data-code')).toBe('12020');
      const text = (await detail.textContent()) ?? '';
      expect(text).toContain('is the only enemy engaged with you, you may exhaust Machete');
      expect(text).not.toContain('Falls der angegriffene Gegner der einzige Gegner ist');
      expect(await detail.getByTestId('card-untranslated').textContent()).toBe(
        'Noch keine deutsche Übersetzung des Kapitel-2-Textes',
      );
      expect(await detail.getByTestId('card-version').textContent()).toBe('Grundspiel (2026) · Kapitel 2');
      await row('01020').click();
      await expect.poll(() => detail.getAttribute('data-code')).toBe('01020');
      expect(await detail.getByTestId('card-version').textContent()).toBe('Grundspiel · Kapitel 1');
      expect(await detail.getByTestId('card-untranslated').count()).toBe(0);
      await search('');
    });

    it('moves through the list with the keyboard', async () => {
      await app.page.locator('body').click({ position: { x: 5, y: 5 } });
      await app.page.keyboard.press('/');
      expect(
        await app.page.getByTestId('card-search').evaluate((input) => input === input.ownerDocument.activeElement),
      ).toBe(true);
      await app.page.keyboard.type('Wachhund');
      await row('01021').waitFor();
      await app.page.keyboard.press('ArrowDown');
      await app.page.keyboard.press('Enter');
      await expect.poll(() => app.page.getByTestId('card-detail').getAttribute('data-code')).toBe('01021');
      await search('');
    });

    it('switches to the light design and remembers it after a reload', async () => {
      await search('');
      await row('01001').click();
      await screenshot(app.page, 'card-browser.png');
      await app.page.getByTestId('theme-toggle').click();
      expect(await app.page.locator('html').getAttribute('data-theme')).toBe('light');
      await app.page.reload();
      await app.page.getByTestId('card-count').waitFor();
      expect(await app.page.locator('html').getAttribute('data-theme')).toBe('light');
      await row('01001').click();
      await screenshot(app.page, 'card-browser-light.png');
      await app.page.getByTestId('theme-toggle').click();
      expect(await app.page.locator('html').getAttribute('data-theme')).toBe('dark');
    });

    it('runs without console errors or CSP violations', () => {
      expect(app.problems).toEqual([]);
    });
  });

  describe('während des Imports beim Start', () => {
    let app: AppPage;
    afterAll(() => app?.close());

    it('shows the list once the host has imported the data folder', async () => {
      app = await openAppPage(browser, { dataFolder: ARKHAMDB_DATA, waitForImport: false });
      await app.page.getByTestId('card-count').waitFor({ timeout: 60_000 });
      expect(await countOf(app.page)).toBeGreaterThan(1500);
      expect(app.problems).toEqual([]);
    });
  });

  describe('beim ersten Start', () => {
    let app: AppPage;
    beforeAll(async () => {
      app = await openAppPage(browser);
    });
    afterAll(() => app?.close());

    it('asks for the data folder, explains a wrong one in German, then imports with progress', async () => {
      const { page } = app;
      await page.getByTestId('first-run').waitFor();
      expect(await page.getByTestId('import-button').isDisabled()).toBe(true);
      await screenshot(page, 'first-run.png');
      // WCAG AA from the first minute: no serious or critical axe-core finding, dark and light.
      for (const mode of ['dark', 'light']) {
        await page.locator('html').evaluate((html, next) => html.setAttribute('data-theme', next), mode);
        expect(await seriousAxeFindings(page), `first run (${mode})`).toEqual([]);
      }

      const missing = path.join(app.home, 'gibt-es-nicht');
      await page.getByTestId('data-folder-input').fill(missing);
      await page.getByTestId('import-button').click();
      const error = page.getByTestId('error-message');
      await error.waitFor();
      expect(await error.textContent()).toContain(`Der Ordner „${missing}“ existiert nicht`);
      await screenshot(page, 'first-run-error.png');
      expect(await seriousAxeFindings(page), 'first run with an error').toEqual([]);

      await page.evaluate(RECORD_PROGRESS);
      await page.getByTestId('data-folder-input').fill(ARKHAMDB_DATA);
      await page.getByTestId('import-button').click();
      await page.getByTestId('card-count').waitFor({ timeout: 60_000 });
      const progressTexts = await page.evaluate<string[]>('window.progressTexts');
      expect(progressTexts.join(' ')).toMatch(/Dateien lesen/);
      expect(progressTexts.join(' ')).toMatch(/\d+ von \d+/);
      expect(await countOf(page)).toBeGreaterThan(1500);
      expect(await page.getByTestId('first-run').count()).toBe(0);
      expect(app.problems).toEqual([]);
      // A whole import and three axe runs: more than the default minute on a busy machine.
    }, 120_000);
  });
});
