import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';

// The deck editor in Chromium against the real web host and the real ArkhamDB data:
// Roland Banks from the investigator picker to a legal 30-card deck, with live problems.

const ROLAND = '01001';
const MACHETE = '01020';
/** The 2026 core set's Machete, a modified reprint of 01020 (Grimoire „Modifizierte Reprints“). */
const MACHETE_2026 = '12020';
/** Kryptische Forschung (Cryptic Research), Seeker level 4: Roland may take Seekers up to level 2. */
const CRYPTIC_RESEARCH = '01043';
/** Vergrößerungsglas (Magnifying Glass), Seeker 0: Roland may take it. */
const MAGNIFYING_GLASS = '01030';
/** Feierliches Versprechen (Solemn Vow), Guardian 0 with „Unzählig“ (Myriad). */
const SOLEMN_VOW = '06020';
/** Die Rabenfeder (The Raven Quill), Seeker 0, customizable: names an asset when bought. */
const RAVEN_QUILL = '09042';
/** Core set level-0 Guardian and Neutral cards, two of each make 30. */
const FILLERS = [
  '01016',
  '01017',
  '01018',
  '01019',
  MACHETE,
  '01021',
  '01022',
  '01023',
  '01024',
  '01025',
  '01086',
  '01087',
  '01088',
  '01089',
  '01090',
];

describeRealData('Deck-Editor (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let problems: string[];
  const { testId, row, line, screenshot, showCard, addCard } = deckPage(() => page);

  const problem = (code: string) => page.locator(`[data-testid="deck-problem"][data-code="${code}"]`);
  const problemCodes = () =>
    page.getByTestId('deck-problem').evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    problems = session.problems;
  });
  afterAll(() => session?.close());

  it('picks Roland Banks from the searchable investigator list and starts a deck with his signature cards', async () => {
    await testId('nav-deck').click();
    // The deck screen is loaded when first shown.
    await testId('investigator-option').first().waitFor();
    expect(await testId('investigator-option').count()).toBeGreaterThan(70);
    // Carolyn Fern, „Die Psychologin“, three times: each with its pack.
    await testId('investigator-search').fill('Carolyn');
    await expect.poll(() => testId('investigator-option').count()).toBe(3);
    const packs = await testId('investigator-pack').allTextContents();
    expect(packs).toHaveLength(3);
    expect(packs).toContain('Der gebrochene Kreis');
    expect(new Set(packs).size).toBe(3);
    await testId('investigator-search').fill('Roland');
    await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).click();
    const setup = testId('investigator-setup');
    expect(await setup.textContent()).toContain('Roland Banks');
    expect(await setup.textContent()).toContain('Deckgröße');
    // Roland has a parallel version: both sides can be chosen.
    expect(await testId('alternate-front').inputValue()).toBe('original');
    expect(await testId('alternate-back').locator('option').allTextContents()).toEqual(['Original', 'Parallel']);
    await testId('investigator-search').fill('');
    await screenshot('deck-investigators.png');

    await testId('start-deck').click();
    await problem('too_few_cards').waitFor();
    expect(await testId('deck-name').inputValue()).toBe('Neues Deck');
    expect(await testId('deck-count').textContent()).toBe('0 / 30 Karten');
    for (const code of ['01006', '01007', '01000']) expect(await line(code).count()).toBe(1);
  });

  it('fills the deck to 30 with allowed level-0 Guardian and Neutral cards', async () => {
    expect(await testId('only-allowed').isChecked()).toBe(true);
    await testId('card-search').fill(CRYPTIC_RESEARCH);
    await expect.poll(() => row(CRYPTIC_RESEARCH).count()).toBe(0);
    for (const code of FILLERS.slice(0, -1)) await addCard(code, 2);
    // The last one by keyboard: "+" adds the highlighted card.
    await showCard(FILLERS.at(-1)!);
    await row(FILLERS.at(-1)!).getByTestId('card-row-name').click();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(() => testId('deck-count').textContent()).toBe('30 / 30 Karten');
    await testId('deck-valid').waitFor();
  });

  it('Grimoire „Regeln für den Deckbau“ (2 copies by title): "+" stops at the second Machete and says why', async () => {
    await showCard(MACHETE);
    const plus = row(MACHETE).getByTestId('add-card');
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    const reason = 'Kein weiteres Exemplar von „Machete“: höchstens 2 je Deck (Grimoire: „Regeln für den Deckbau“).';
    // On hover the title; to a screen reader the button's description.
    expect(await plus.getAttribute('title')).toBe(reason);
    const describedBy = await plus.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    expect(await line(MACHETE).getByTestId('add-card').getAttribute('aria-disabled')).toBe('true');
    // Still focusable, so the reason reaches the keyboard, shown beside "+" while it has the focus;
    // Enter and the "+" key add nothing.
    const shown = row(MACHETE).getByTestId('add-card-reason');
    expect(await shown.isVisible()).toBe(false);
    await plus.focus();
    await page.keyboard.press('Enter');
    expect(await shown.isVisible()).toBe(true);
    await screenshot('deck-editor-copy-limit-focus.png');
    await row(MACHETE).getByTestId('card-row-name').click();
    await page.keyboard.press('+');
    expect(await line(MACHETE).getByTestId('deck-line-count').textContent()).toBe('2×');
    expect(await testId('deck-count').textContent()).toBe('30 / 30 Karten');
    await screenshot('deck-editor-copy-limit.png');
    await line(MACHETE).getByTestId('remove-card').click();
    expect(await plus.getAttribute('aria-disabled')).toBeNull();
    await plus.click();
    await testId('deck-valid').waitFor();
  });

  it('Grimoire „Unzählig“ (L1611, 3 copies by name): "+" stops at the third Feierliches Versprechen and cites Unzählig', async () => {
    await addCard(SOLEMN_VOW, 3);
    const plus = row(SOLEMN_VOW).getByTestId('add-card');
    await expect.poll(() => plus.getAttribute('aria-disabled')).toBe('true');
    expect(await plus.getAttribute('title')).toBe(
      'Kein weiteres Exemplar von „Feierliches Versprechen“: höchstens 3 je Deck (Grimoire: „Unzählig“).',
    );
    await line(SOLEMN_VOW).getByTestId('remove-card').click();
    await line(SOLEMN_VOW).getByTestId('remove-card').click();
    await line(SOLEMN_VOW).getByTestId('remove-card').click();
    await testId('deck-valid').waitFor();
  });

  it('tells the list keys, goes into the list with ↓ and reaches the first "+" from the search in three Tab stops', async () => {
    const keys =
      '↓ aus der Suche in die Liste · ↑/↓ wählen · + / − ändern die Anzahl im Deck · Eingabe öffnet die Karte';
    expect(await testId('list-keys').textContent()).toBe(keys);
    // Seen above the list, and heard as the list's description when it takes the focus.
    const describedBy = await testId('card-list').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(keys);
    await showCard(MAGNIFYING_GLASS);
    const focused = () => page.evaluate('document.activeElement?.dataset.testid ?? document.activeElement?.className');
    // ↓ in the search moves the focus into the list on its first row, as ↓ in the investigator search does.
    await testId('card-search').focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('card-list');
    expect(await page.locator('[data-testid="card-row"][data-highlighted]').getAttribute('data-code')).toBe(
      await page.locator('[data-testid="card-row"]').first().getAttribute('data-code'),
    );
    await testId('card-search').focus();
    // Three key presses from the search to the first "+" (Tab, Enter on the skip link, Tab): the
    // class, type and level filters between them are jumped. Bound: at most 5, one hand's reach.
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };
    await press('Tab');
    expect(await focused()).toBe('skip-to-list');
    expect(await testId('skip-to-list').isVisible()).toBe(true);
    await press('Enter');
    expect(await focused()).toBe('card-list');
    await press('Tab');
    expect(await focused()).toBe('add-card');
    expect(presses).toBeLessThanOrEqual(5);
    expect(
      await page.evaluate('document.activeElement?.closest("[data-testid=card-row]")?.getAttribute("data-code")'),
    ).toBe(MAGNIFYING_GLASS);
    // The open card covers the list at 1024 px: Escape from the search closes it and the focus goes
    // back to the list on the card's row.
    await row(MAGNIFYING_GLASS).getByTestId('card-row-name').click();
    await testId('card-detail').waitFor();
    await testId('card-search').focus();
    await page.keyboard.press('Escape');
    await testId('card-detail').waitFor({ state: 'detached' });
    expect(await focused()).toBe('card-list');
    expect(await page.locator('[data-testid="card-row"][data-highlighted]').getAttribute('data-code')).toBe(
      MAGNIFYING_GLASS,
    );
  });

  it('Grimoire XIII Modifizierte Reprints: names 12020 Machete (2026) beside 01020 as mixed versions, its line saying Kapitel 2', async () => {
    // Two copies by title in all: one 01020 makes room for the 2026 version.
    await line(MACHETE).getByTestId('remove-card').click();
    await addCard(MACHETE_2026);
    await problem('card_versions_mixed').waitFor();
    expect(await problem('card_versions_mixed').textContent()).toContain('nur eine Version');
    expect(await line(MACHETE_2026).getByTestId('deck-line-version').textContent()).toBe(' (Kapitel 2)');
    expect(await line(MACHETE).getByTestId('deck-line-version').count()).toBe(0);
    await line(MACHETE_2026).getByTestId('remove-card').click();
    await expect.poll(problemCodes).not.toContain('card_versions_mixed');
    await addCard(MACHETE);
    await testId('deck-valid').waitFor();
  });

  it('flags a Seeker level-4 card Roland may not take, and is legal again without it', async () => {
    await testId('only-allowed').uncheck();
    await addCard(CRYPTIC_RESEARCH);
    await problem('invalid_cards').waitFor();
    expect(await line(CRYPTIC_RESEARCH).getAttribute('data-problem')).toBe('true');
    expect(await problem('invalid_cards').textContent()).toContain('Grimoire');
    await row(CRYPTIC_RESEARCH).getByTestId('remove-card').click();
    await testId('deck-valid').waitFor();
    expect(await testId('deck-valid').textContent()).toContain('regelkonform');
    await screenshot('deck-editor-valid.png');
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    await testId('undo').click();
    await problem('invalid_cards').waitFor();
    expect(await line(CRYPTIC_RESEARCH).count()).toBe(1);
    await testId('redo').click();
    await testId('deck-valid').waitFor();
    await page.getByTestId('deck-count').click();
    await page.keyboard.press('Control+z');
    await problem('invalid_cards').waitFor();
    await page.keyboard.press('Control+y');
    await testId('deck-valid').waitFor();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+Shift+z');
    await testId('deck-valid').waitFor();
  });

  it('shows a warning apart from the problems: The Raven Quill without its named asset leaves the deck legal', async () => {
    // rules.json "Customizable": The Raven Quill (Seeker 0, Roland takes Seekers 0–2) names a Tome or
    // Spell asset when bought; not recorded yet, it is a warning, not a problem.
    await line(MACHETE).getByTestId('remove-card').click();
    await addCard(RAVEN_QUILL);
    const warning = page.locator(`[data-testid="deck-warning"][data-code="customization_choice_missing"]`);
    await warning.waitFor();
    await testId('deck-valid').waitFor();
    expect(await testId('deck-warnings').locator('h3').textContent()).toContain('bleibt regelkonform');
    expect(await warning.textContent()).toContain('Individualisierbar');
    expect(await line(RAVEN_QUILL).getAttribute('data-problem')).toBeNull();
    // Its own colour: not the red of the problem list, in both themes.
    await addCard(MACHETE);
    await addCard(MAGNIFYING_GLASS);
    await problem('too_many_cards').waitFor();
    const background = (id: string) =>
      testId(id).evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor);
    const chosen = await page.evaluate("document.documentElement.dataset.theme ?? 'dark'");
    for (const theme of ['dark', 'light']) {
      await page.evaluate(`document.documentElement.dataset.theme = '${theme}'`);
      expect(await background('deck-warnings'), theme).not.toBe(await background('deck-problems'));
    }
    await page.evaluate(`document.documentElement.dataset.theme = '${chosen}'`);
    await screenshot('deck-editor-warnings.png');
    await line(MACHETE).getByTestId('remove-card').click();
    await line(MAGNIFYING_GLASS).getByTestId('remove-card').click();
    await testId('deck-valid').waitFor();
    // The print view shows the same warning apart from the (absent) problems.
    await testId('tool-print').click();
    await testId('deck-sheet').waitFor();
    expect(await testId('deck-sheet').getByTestId('sheet-problems').locator('h2').textContent()).toBe('Regelkonform');
    const printed = testId('sheet-warnings');
    expect(await printed.locator('h2').textContent()).toContain('bleibt regelkonform');
    expect(await printed.locator('li[data-code="customization_choice_missing"]').textContent()).toContain(
      'Individualisierbar',
    );
    await testId('print-close').click();
    await testId('print-view').waitFor({ state: 'detached' });
    await line(RAVEN_QUILL).getByTestId('remove-card').click();
    await addCard(MACHETE);
    await testId('deck-valid').waitFor();
    expect(await testId('deck-warnings').count()).toBe(0);
  });

  it('draws a random basic weakness in place of the placeholder and offers the taboo lists', async () => {
    await testId('draw-weakness').click();
    await expect.poll(() => line('01000').count()).toBe(0);
    const weaknesses = await page.locator('[data-group="weakness"] [data-testid="deck-line"]').count();
    expect(weaknesses).toBe(2); // Cover Up and the drawn one
    expect(await testId('draw-weakness').isDisabled()).toBe(true);
    await testId('deck-valid').waitFor();
    const taboos = await testId('taboo-select').locator('option').allTextContents();
    expect(taboos[0]).toBe('Keine');
    expect(taboos.length).toBeGreaterThan(5);
    expect(taboos[1]).toMatch(/^vom \d\d\.\d\d\.\d{4}$/);
    await testId('taboo-select').selectOption({ index: 1 });
    expect(await testId('taboo-select').inputValue()).not.toBe('');
  });

  it('keeps the deck after a reload and runs without console errors', async () => {
    await page.reload();
    await testId('card-count').waitFor();
    await testId('nav-deck').click();
    expect(await testId('deck-count').textContent()).toBe('30 / 30 Karten');
    expect(problems).toEqual([]);
  });
});
