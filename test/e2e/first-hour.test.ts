import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findGlossaryEntry, glossarySchema } from '../../shared/rules/rule-glossary.ts';
import { ARKHAM_CARDS_DATA, describeRealData, hasRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';
import { focusRingClipping } from './support/layout-checks.ts';

// A new player's first hour in Chromium against the real web host and data: the keyboard in the
// investigator list, the theme toggle that says what it does, parallel investigators told apart.

const ROLAND = '01001';
const DAISY = '01002';
/** ‖Roland Banks, the parallel Fed (Barkham Horror / parallel pack 90024). */
const PARALLEL_ROLAND = '90024';
/** Vergrößerungsglas (Magnifying Glass), Daisy's tote bag (her signature asset), Medizinische Texte (Medical Texts). */
const MAGNIFYING_GLASS = '01030';
const DAISYS_TOTE_BAG = '01008';
const MEDICAL_TEXTS = '01035';
/** Ghulpriester (Ghoul Priest, an enemy of the core set) and Lita Chantler (a story asset). */
const GHOUL_PRIEST = '01116';
const LITA = '01117';
const GLOSSARY = hasRealData
  ? glossarySchema.parse(JSON.parse(readFileSync(path.join(ARKHAM_CARDS_DATA, 'rules', 'de', 'rules.json'), 'utf8')))
  : [];

describeRealData('Die erste Stunde (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, row, text, focused } = deckPage(() => page);
  let regularInvestigators = 0;
  const option = (code: string) => page.locator(`[data-testid="investigator-option"][data-code="${code}"]`);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('names the shown design and the one the toggle switches to', async () => {
    expect(await text('theme-toggle')).toContain('Dunkel');
    expect(await testId('theme-toggle').getAttribute('title')).toBe('Design: Dunkel · wechseln zu Hell');
    await testId('theme-toggle').click();
    expect(await testId('theme-toggle').getAttribute('title')).toBe('Design: Hell · wechseln zu Dunkel');
    await testId('theme-toggle').click();
  });

  it('tells the parallel Roland Banks from the original in the card browser: badge and pack', async () => {
    await testId('card-search').fill('Roland Banks');
    await row(PARALLEL_ROLAND).waitFor();
    expect(await row(PARALLEL_ROLAND).getByTestId('parallel-badge').textContent()).toBe('Parallel');
    expect(await row(ROLAND).getByTestId('parallel-badge').count()).toBe(0);
    const original = await row(ROLAND).getByTestId('card-row-pack').textContent();
    const parallel = await row(PARALLEL_ROLAND).getByTestId('card-row-pack').textContent();
    expect(original).toContain('Grundspiel');
    expect(parallel).not.toBe(original);
    await testId('card-search').fill('');
  });

  it('finds encounter and story cards behind the "Begegnung" switch: Ghulpriester and Lita Chantler', async () => {
    await testId('card-search').fill('Ghulpriester');
    await expect.poll(() => text('card-count')).toBe('0 Karten');
    await testId('encounter-toggle').check();
    await row(GHOUL_PRIEST).waitFor();
    await row(GHOUL_PRIEST).click();
    await expect.poll(() => testId('card-detail').getAttribute('data-code')).toBe(GHOUL_PRIEST);
    expect(await text('card-detail')).toContain('Gegner');
    await testId('card-search').fill('Lita Chantler');
    await row(LITA).waitFor();
    await testId('encounter-toggle').uncheck();
    await expect.poll(() => row(LITA).count()).toBe(0);
    await testId('card-search').fill('');
  });

  it('explains where the data dialog’s figures differ from the lists, and why there is no backup yet', async () => {
    await testId('card-search').fill('');
    const listed = Number(((await text('card-count')) ?? '').replace(/\D/g, ''));
    await testId('nav-data').click();
    const figures = (await text('card-data-status')) ?? '';
    const [, total, hidden] = /^([\d.]+) Karten \(davon (\d+) ausgeblendet, in keiner Liste\)/.exec(figures) ?? [];
    expect(Number(total?.replace('.', '')) - Number(hidden)).toBe(listed);
    const [, all, regular, parallel] = / · (\d+) Ermittler \((\d+) \+ (\d+) parallele\) · /.exec(figures) ?? [];
    expect(Number(regular) + Number(parallel)).toBe(Number(all));
    regularInvestigators = Number(regular);
    expect(await text('backups-empty')).toContain('der erste Kartenimport keine an');
    await page.keyboard.press('Escape');
  });

  it('moves through the investigator list with ↑/↓, picks with Enter and goes on to "Deck beginnen"', async () => {
    // A search left in "Karten" stays there (the new deck below opens on its own, empty search).
    await testId('card-search').fill('Ghulpriester');
    await testId('nav-deck').click();
    await testId('investigator-option').first().waitFor();
    // 78 rows and the parallel versions said apart, with "‖" explained.
    expect(await text('investigator-count')).toBe(`${regularInvestigators} Ermittler`);
    expect(await text('parallel-legend')).toMatch(/^\+ \d+ parallele \(‖: /);
    expect(await option(ROLAND).getByTestId('parallel-mark').getAttribute('title')).toBe('hat eine parallele Version');

    await testId('investigator-search').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate('document.activeElement?.dataset.code')).toBe(ROLAND);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate('document.activeElement?.dataset.code')).toBe(DAISY);
    expect((await focusRingClipping(page)).clippedBy).toBe(0);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await text('investigator-setup')).toContain('Daisy Walker');
    await expect.poll(focused).toBe('start-deck');
    expect((await focusRingClipping(page)).clippedBy).toBe(0);
  });

  it('opens the card beside the deck builder’s list on Enter in its search and on a click, and previews deck lines on hover', async () => {
    await page.keyboard.press('Enter'); // "Deck beginnen" for Daisy Walker
    await testId('deck-pane').waitFor();
    expect(await testId('card-detail').count()).toBe(0);
    expect(await testId('card-search').inputValue()).toBe('');
    expect(Number(((await text('card-count')) ?? '').replace(/\D/g, ''))).toBeGreaterThan(100);
    await testId('card-search').fill('Vergrößerungsglas');
    await page.keyboard.press('Enter');
    const detail = testId('card-detail');
    await expect.poll(() => detail.getAttribute('data-code')).toBe(MAGNIFYING_GLASS);
    const shown = (await detail.textContent()) ?? '';
    for (const part of ['Vergrößerungsglas', 'Gegenstand', 'Werkzeug', 'Erschienen in', 'Grundspiel', '+1']) {
      expect(shown).toContain(part);
    }
    expect(await detail.getByTestId('card-stats').textContent()).toContain('Kosten');

    await testId('card-search').fill('Medizinische Texte');
    await row(MEDICAL_TEXTS).click();
    await expect.poll(() => detail.getAttribute('data-code')).toBe(MEDICAL_TEXTS);

    // Daisy's signature card sits in the deck from the start: the mouse over its line previews it.
    await page.locator(`[data-testid="deck-line"][data-code="${DAISYS_TOTE_BAG}"]`).hover();
    await expect.poll(() => testId('card-preview').getAttribute('data-code')).toBe(DAISYS_TOTE_BAG);
    await testId('card-search').hover();
    await expect.poll(() => testId('card-preview').count()).toBe(0);
    // The keyboard gets the same preview: focus on the line's name.
    await page
      .locator(`[data-testid="deck-line"][data-code="${DAISYS_TOTE_BAG}"] [data-testid="deck-line-name"]`)
      .focus();
    await expect.poll(() => testId('card-preview').getAttribute('data-code')).toBe(DAISYS_TOTE_BAG);
    await testId('card-search').focus();
    await expect.poll(() => testId('card-preview').count()).toBe(0);

    await testId('card-detail-close').click();
    expect(await testId('card-detail').count()).toBe(0);
  });

  it('opens a rule reference’s German glossary text offline in a side panel, and follows its sub-rules', async () => {
    const deckbuilding = findGlossaryEntry(GLOSSARY, 'Deckbuilding')!;
    const problem = page.locator('[data-testid="deck-problem"][data-code="too_few_cards"]');
    expect(await problem.getByTestId('rule-ref').textContent()).toBe('§ Grimoire: „Regeln für den Deckbau“');
    await problem.getByTestId('rule-ref').click();
    await expect.poll(() => text('rule-title')).toBe('Regelglossar: Deckbau');
    expect(await text('rule-panel-ref')).toBe('Grimoire: „Regeln für den Deckbau“');
    // The text comes from the imported data folder (rules/de/rules.json), not from the app.
    expect(await text('rule-text')).toContain(deckbuilding.text.split('\n')[0]!.slice(0, 40));
    const classes = deckbuilding.rules![0]!;
    await testId('rule-panel').getByRole('button', { name: classes.title, exact: true }).click();
    await expect.poll(() => text('rule-title')).toBe(`Regelglossar: ${classes.title}`);
    await page.keyboard.press('Escape');
    expect(await testId('rule-panel').count()).toBe(0);
    expect(session.problems).toEqual([]);
  });

  it('brings back each screen’s own search when switching between "Karten" and "Deck bauen"', async () => {
    await testId('nav-cards').click();
    expect(await testId('card-search').inputValue()).toBe('Ghulpriester');
    await testId('nav-deck').click();
    expect(await testId('card-search').inputValue()).toBe('Medizinische Texte');
  });
});
