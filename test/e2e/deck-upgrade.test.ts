import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { ROLAND_CORE_CARDS } from '../support/roland-core-deck.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';

// The saved decks in Chromium against the real web host and data: Roland Banks saved,
// upgraded with 5 XP, .45 Automatic bought up to level 2, priced live, saved, and in "Verlauf".

const ROLAND = '01001';
const AUTOMATIC = '01016';
/** .45 Automatic (2), the level-2 upgrade of the core set's .45 Automatic. */
const AUTOMATIC_2 = '03190';
/** Police Badge (Polizeimarke), level 2: more than the 1 XP left. */
const POLICE_BADGE = '01027';
/** Fifteen level-0 cards, .45 Automatic first (test/support/roland-core-deck.ts). */
const FILLERS = ROLAND_CORE_CARDS;

describeRealData('Decks speichern und verbessern (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let problems: string[];
  const { testId, line, text, screenshot, addCard } = deckPage(() => page);

  const upgradeLine = (code: string) =>
    page.locator(`[data-testid="upgrade-panel"] [data-testid="upgrade-line"][data-code="${code}"]`);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    problems = session.problems;
  });
  afterAll(() => session?.close());

  it('builds a legal Roland Banks deck with two .45 Automatic and saves it in the database', async () => {
    await testId('nav-deck').click();
    expect(await text('my-decks')).toContain('Noch keine gespeicherten Decks');
    await testId('investigator-search').fill('Roland');
    await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).click();
    await testId('start-deck').click();
    for (const code of FILLERS) await addCard(code, 2);
    await expect.poll(() => text('deck-count')).toBe('30 / 30 Karten');
    await testId('deck-valid').waitFor();
    expect(await text('saved-message')).toBe('Noch nicht gespeichert');
    expect(await testId('upgrade-deck').isDisabled()).toBe(true);

    await testId('deck-name').fill('Rolands Kampagne');
    await testId('save-deck').click();
    await expect.poll(() => text('saved-message')).toBe('Gespeichert');
    // Ctrl+S saves again (decks.save on the same version).
    await line(AUTOMATIC).getByTestId('remove-card').click();
    expect(await text('saved-message')).toBe('Ungespeicherte Änderungen');
    await line(AUTOMATIC).getByTestId('add-card').click();
    await page.keyboard.press('Control+s');
    await expect.poll(() => text('saved-message')).toBe('Gespeichert');
  });

  it('lists the saved deck under "Meine Decks" and opens it again', async () => {
    await page.getByRole('button', { name: 'Neues Deck …' }).click();
    const saved = page.locator('[data-testid="my-deck"]');
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.textContent()).toContain('Rolands Kampagne');
    expect(await saved.textContent()).toContain('Roland Banks');
    await screenshot('deck-my-decks.png');
    await saved.click();
    await expect.poll(() => text('deck-count')).toBe('30 / 30 Karten');
    expect(await line(AUTOMATIC).textContent()).toContain('2×');
  });

  it('upgrades with 5 XP and prices buying .45 Automatic (2) live', async () => {
    await testId('upgrade-deck').click();
    await testId('xp-granted').fill('5');
    await testId('exile-select').selectOption('01017');
    await testId('exile-add').click();
    expect(await testId('exiled-card').count()).toBe(1);
    await screenshot('deck-upgrade-dialog.png');
    await testId('exiled-card').getByRole('button').click();
    expect(await testId('exiled-card').count()).toBe(0);
    await testId('confirm-upgrade').click();
    await testId('upgrade-panel').waitFor();
    expect(await text('xp-available')).toBe('Verfügbar: 5 EP');
    expect(await text('xp-spent')).toBe('Ausgegeben: 0 EP');
    expect(await text('xp-remaining')).toBe('Übrig: 5 EP');

    await line(AUTOMATIC).getByTestId('remove-card').click();
    await addCard(AUTOMATIC_2);
    await upgradeLine(AUTOMATIC_2).waitFor();
    expect(await upgradeLine(AUTOMATIC_2).getAttribute('data-change')).toBe('upgrade');
    expect(await upgradeLine(AUTOMATIC_2).getByTestId('upgrade-line-xp').textContent()).toBe('2 EP');
    // Both carry the same German name: the level tells the upgrade from the card it replaces.
    expect(await upgradeLine(AUTOMATIC_2).getByTestId('upgrade-line-name').textContent()).toBe('1× 45er Automatik (2)');
    expect(await upgradeLine(AUTOMATIC_2).textContent()).toContain('Verbessert von 45er Automatik');
    expect(await text('xp-remaining')).toBe('Übrig: 3 EP');

    await line(AUTOMATIC).getByTestId('remove-card').click();
    await addCard(AUTOMATIC_2);
    await expect.poll(() => text('xp-spent')).toBe('Ausgegeben: 4 EP');
    expect(await text('xp-remaining')).toBe('Übrig: 1 EP');
    expect(await testId('save-deck').isDisabled()).toBe(false);
  });

  it('refuses to save a card costing more than is left, unless an adjustment with a reason is entered', async () => {
    await addCard(POLICE_BADGE);
    await expect.poll(() => text('xp-remaining')).toBe('Übrig: −1 EP');
    expect(await testId('save-deck').isDisabled()).toBe(true);
    expect(await text('xp-hint')).toContain('verfügbar sind 5 EP');
    await screenshot('deck-upgrade.png');

    await testId('adjustment-xp').fill('1');
    expect(await testId('save-deck').isDisabled()).toBe(true);
    expect(await text('xp-hint')).toContain('Begründung');
    await testId('adjustment-reason').fill('Bonus');
    await expect.poll(() => testId('save-deck').isDisabled()).toBe(false);
    await testId('adjustment-xp').fill('');
    await testId('adjustment-reason').fill('');

    await line(POLICE_BADGE).getByTestId('remove-card').click();
    await expect.poll(() => text('xp-remaining')).toBe('Übrig: 1 EP');
    await testId('deck-valid').waitFor();
    await testId('save-deck').click();
    await expect.poll(() => text('saved-message')).toBe('Gespeichert');
  });

  it('shows every version with its XP and changes under "Verlauf"', async () => {
    await testId('history-button').click();
    const versions = testId('history-version');
    await expect.poll(() => versions.count()).toBe(2);
    const second = page.locator('[data-testid="history-version"][data-version="2"]');
    expect(await second.textContent()).toContain('Erhalten: 5 EP');
    expect(await second.textContent()).toContain('Ausgegeben: 4 EP');
    const upgraded = second.locator(`[data-testid="upgrade-line"][data-code="${AUTOMATIC_2}"]`);
    expect(await upgraded.getAttribute('data-change')).toBe('upgrade');
    expect(await upgraded.textContent()).toContain('2× 45er Automatik');
    expect(await upgraded.getByTestId('upgrade-line-xp').textContent()).toBe('4 EP');
    const first = page.locator('[data-testid="history-version"][data-version="1"]');
    expect(await first.textContent()).toContain('abgeschlossen');
    await screenshot('deck-history.png');
    await page.keyboard.press('Escape');
    await expect.poll(() => versions.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
