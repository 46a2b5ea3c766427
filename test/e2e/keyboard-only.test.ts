import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { ROLAND_CORE_CARDS } from '../support/roland-core-deck.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';
import { campaignPage } from './support/campaign-page.ts';

// A whole evening with the keyboard alone (WCAG 2.1.1 Keyboard): Tab, Shift+Tab, Enter, Space,
// the arrows, "/", "+" and "−" — no mouse click anywhere. Roland Banks gets a new 30-card deck,
// joins a new campaign with it, earns 5 XP in „Szenario abschließen“ and upgrades Streifenpolizist to its level-2
// version, then exports the deck as text. Grimoire „Erfahrungspunkte verdienen und ausgeben“
// (grimoire-de.md line 2297): a higher-level version of a card with the same name is bought by paying „nur die Differenz der
// Erfahrung zwischen den beiden Karten“ — 2 − 0 = 2 XP — and the lower version leaves the deck.

const ROLAND = '01001';
/** Streifenpolizist (Beat Cop, level 0) and its level-2 version. */
const BEAT_COP = '01018';
const BEAT_COP_2 = '01028';
/** Fifteen level-0 cards Roland may take, two copies each: the 30 cards of his deck size. */
const DECK = ROLAND_CORE_CARDS;

describeRealData('Nur mit der Tastatur: Deck bauen und in der Kampagne verbessern (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, line, text } = deckPage(() => page);
  const { investigator, figure } = campaignPage(() => page);
  const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
  const press = (key: string) => page.keyboard.press(key);
  /** After a dialog closes or a save, the focus stays on a control of the page, never on <body>. */
  const focusKept = () =>
    page.evaluate<boolean>('document.activeElement !== null && document.activeElement !== document.body');

  /** Tab (or Shift+Tab) until the element with `id` has the focus; fails after `max` steps. */
  const tabTo = async (id: string, { back = false, max = 150 } = {}) => {
    for (let step = 0; step <= max; step++) {
      if ((await focused()) === id) return;
      await press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${id} not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} steps`);
  };
  /** Enter on the element with `id`, reached by Tab. */
  const activate = async (id: string, options?: { back?: boolean; max?: number }) => {
    await tabTo(id, options);
    await press('Enter');
  };
  /** "/" into the card search (or Ctrl+A where it has the focus already), the code typed, ↓ into the list on its row, then "+" or "−" `times`. */
  const changeCopies = async (code: string, key: '+' | '-', times: number) => {
    await press((await focused()) === 'card-search' ? 'Control+A' : '/');
    expect(await focused()).toBe('card-search');
    await page.keyboard.type(code);
    await page.locator(`[data-testid="card-row"][data-code="${code}"]`).waitFor();
    await press('ArrowDown');
    expect(await focused()).toBe('card-list');
    for (let i = 0; i < times; i++) await page.keyboard.type(key);
  };
  const deckSlots = () =>
    page
      .getByTestId('deck-line')
      .evaluateAll((lines) =>
        Object.fromEntries(
          lines.map((entry) => [
            entry.getAttribute('data-code'),
            Number.parseInt(entry.querySelector('[data-testid="deck-line-count"]')?.textContent ?? '', 10),
          ]),
        ),
      );

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    // Nothing the test does below may use the mouse.
    await page.evaluate(`document.addEventListener('click', (event) => {
      if (event.detail > 0) window.__mouseClicks = (window.__mouseClicks ?? 0) + 1;
    }, true)`);
  });
  afterAll(() => session?.close());

  it('builds Roland Banks a 30-card deck and saves it under its own name', async () => {
    await activate('nav-deck');
    await testId('investigator-search').waitFor();
    expect(await focused()).toBe('investigator-search');
    await page.keyboard.type('Roland Banks Bundesagent');
    // ↓ into the list, Enter picks the row and moves on to "Deck beginnen", a second Enter starts it.
    await press('ArrowDown');
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('data-code')")).toBe(ROLAND);
    await press('Enter');
    await expect.poll(focused).toBe('start-deck');
    await press('Enter');
    await testId('deck-pane').waitFor();

    for (const code of DECK) await changeCopies(code, '+', 2);
    await expect.poll(() => text('deck-count')).toBe('30 / 30 Karten');
    await tabTo('deck-name');
    await press('Control+A');
    await page.keyboard.type('Rolands Tastaturdeck');
    await press('Control+S');
    await testId('saved-message').waitFor();
    expect(await focusKept()).toBe(true);

    const slots = await deckSlots();
    for (const code of DECK) expect(slots[code], code).toBe(2);
    // His signature cards and the random basic weakness come with him.
    expect(slots['01006']).toBe(1);
    expect(slots['01007']).toBe(1);
  });

  it('starts a campaign, joins Roland with the deck and records a scenario worth 5 XP', async () => {
    await activate('nav-campaigns', { back: true });
    await activate('new-campaign');
    await testId('campaign-name-input').waitFor();
    await page.keyboard.type('Tastaturrunde');
    await press('Enter');
    await testId('campaign-detail').waitFor();

    await activate('join-investigator');
    await testId('join-player').waitFor();
    await page.keyboard.type('Anna');
    await tabTo('join-investigator-search');
    await page.keyboard.type('Roland Banks');
    await press('ArrowDown');
    await press('Enter');
    // His saved decks are offered once he is picked; typing in the closed list picks the one it begins with.
    await tabTo('join-deck', { back: true });
    await page.keyboard.type('Rolands');
    expect(await page.locator('[data-testid="join-deck"] option:checked').textContent()).toBe('Rolands Tastaturdeck');
    await activate('confirm-join');
    await investigator(ROLAND).waitFor();
    await expect.poll(focusKept).toBe(true);

    // „Szenario abschließen“: Enter goes on from each step; 2 victory points and a bonus of 3 make 5 XP.
    await activate('record-scenario');
    await testId('record-dialog').waitFor();
    expect(await focused()).toBe('record-scenario-select');
    await tabTo('record-resolution');
    await page.keyboard.type('Auflösung 1');
    await press('Enter');
    await expect.poll(focused).toBe('record-victory');
    await page.keyboard.type('2');
    await tabTo('record-bonus');
    await press('Control+A');
    await page.keyboard.type('3');
    expect(await text('record-xp')).toBe('5');
    await press('Enter');
    await expect.poll(focused).toBe('record-physical');
    await press('Enter');
    await expect.poll(focused).toBe('record-log-text');
    await press('Enter');
    await expect.poll(focused).toBe('card-pick-search');
    await activate('record-next');
    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('tokens');
    await activate('record-next');
    await expect.poll(focused).toBe('confirm-record');
    expect(await text('record-summary')).toContain('Roland Banks (Der Bundesagent) +5 EP');
    await press('Enter');
    await testId('record-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => figure(ROLAND, 'xp-available')).toBe('5');
    expect(await focusKept()).toBe(true);
  });

  it('upgrades Streifenpolizist to level 2 from the campaign: 2 XP spent, the journal says so; exports the deck', async () => {
    await activate('action-upgrade', { back: true });
    await testId('campaign-upgrade-bar').waitFor();
    await changeCopies(BEAT_COP, '-', 1);
    await changeCopies(BEAT_COP_2, '+', 1);
    await expect.poll(() => text('xp-spent')).toBe('Ausgegeben: 2 EP');
    await press('Control+S');
    await testId('upgrade-result').waitFor();
    // The saved upgrade's message takes the focus the closed editor had, so Tab goes on from there, not from the page's top.
    await expect.poll(focused).toBe('upgrade-result');

    expect(await figure(ROLAND, 'xp-spent')).toBe('2');
    expect(await figure(ROLAND, 'xp-available')).toBe('3');
    const upgraded = page.locator('[data-testid="journal-line"][data-type="deck_upgraded"]').first();
    expect(await upgraded.getByTestId('journal-text').textContent()).toBe(
      'Roland Banks (Der Bundesagent) verbessert das Deck (2 EP ausgegeben)',
    );
    // The deck in force: one of each Streifenpolizist, everything else as built.
    await activate('nav-deck', { back: true });
    await line(BEAT_COP_2).waitFor();
    const slots = await deckSlots();
    expect(slots[BEAT_COP]).toBe(1);
    expect(slots[BEAT_COP_2]).toBe(1);
    // Exported as text for the table; Escape closes the export and the focus goes back to its button.
    await activate('tool-export', { max: 300 });
    await testId('export-output').waitFor();
    expect(await testId('export-output').inputValue()).toContain('Streifenpolizist');
    await press('Escape');
    await testId('export-dialog').waitFor({ state: 'detached' });
    expect(await focused()).toBe('tool-export');
    expect(await page.evaluate<number | undefined>('window.__mouseClicks')).toBeUndefined();
  });
});
