import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';
import { campaignPage } from './support/campaign-page.ts';

// A new player who owns only the 2026 core set (Chromium, real web host and data): the collection
// is „Grundspiel (2026)“ alone; Daniela Reyes gets an „Aktuell“ deck of 2026 cards (Grimoire XII
// „Aktuelle Umgebung“, grimoire-de.md L2529–2536); Machete 12020 shows its 2026 text (Grimoire
// XIII „Modifizierte Reprints“, L2684–2701); „Die Nacht des Zeloten“ starts with the deck; the
// reward card Sammler/Collector 12181 is unlocked by hand (Grimoire „Belohnungskarten“, L2364–2379);
// a scenario brings 5 XP, and the deck is upgraded from the campaign. Collector's own text says
// „Purchase only at deck creation.“, so the upgrade may not buy it: the editor names that problem,
// and the player upgrades Leibwächter (Bodyguard) to level 2 instead (Grimoire „Erfahrungspunkte
// verdienen und ausgeben“, L2297: the difference, 2 − 0 = 2 XP). Screenshots at 1024×700 and
// 1920×1080 in both themes.

const DANIELA = '12001';
/** Leibwächter (Bodyguard) level 0 and its level-2 version, both core set 2026. */
const BODYGUARD = '12016';
const BODYGUARD_2 = '12027';
/** Machete of the 2026 core set, a modified reprint of 01020. */
const MACHETE = '12020';
/** Collector: „Permanent. Reward. Limit 1 per deck. Purchase only at deck creation.“ */
const COLLECTOR = '12181';
/**
 * Fifteen level-0 cards of the 2026 core set Daniela may take, two copies each: Guardian
 * („Wächter“ 0–5) and neutral cards, and Survivor cards („Überlebender“ 0–2).
 */
const DECK = [
  BODYGUARD,
  '12017',
  '12018',
  '12019',
  MACHETE,
  '12021',
  '12022',
  '12023',
  '12086',
  '12087',
  '12088',
  '12072',
  '12074',
  '12075',
  '12076',
];
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
];

describeRealData(
  'Neu mit dem Grundspiel 2026: Aktuell-Deck, Kampagne, Belohnungskarte, Verbesserung (Web-Host, Chromium)',
  () => {
    let session: AppSession;
    let page: Page;
    const { testId, row, line, text, screenshot, addCard } = deckPage(() => page);
    const { investigator, figure, journalText } = campaignPage(() => page);
    const problem = (code: string) => page.locator(`[data-testid="deck-problem"][data-code="${code}"]`);
    const upgradeProblem = (code: string) => page.locator(`[data-testid="upgrade-problem"][data-code="${code}"]`);

    /** Both sizes, both themes, the element `shown` scrolled into view; the page never scrolls sideways. */
    const shoot = async (name: string, shown?: string) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        if (shown) await testId(shown).scrollIntoViewIfNeeded();
        const sideways = await page.locator('html').evaluate((html) => html.scrollWidth > html.clientWidth + 1);
        expect(sideways, `${name} at ${size.width}×${size.height}`).toBe(false);
        for (const theme of ['dark', 'light']) {
          await page.locator('html').evaluate((html, value) => html.setAttribute('data-theme', value), theme);
          await screenshot(`new-player-2026-${name}-${size.width}-${theme}.png`);
        }
      }
      await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
      await page.setViewportSize({ width: 1280, height: 800 });
    };

    beforeAll(async () => {
      session = await openAppSession();
      page = session.page;
    });
    afterAll(() => session?.close());

    it('marks the collection as the 2026 core set alone', async () => {
      await testId('nav-collection').click();
      await testId('collection-dialog').waitFor();
      await testId('collection-none').click();
      await testId('collection-pack-core_2026').check();
      expect(await testId('collection-pack-core').isChecked()).toBe(false);
      await testId('collection-save').click();
      await testId('collection-dialog').waitFor({ state: 'detached' });
    });

    it('builds Daniela Reyes an „Aktuell“ deck of 2026 cards and sees Machete’s 2026 text', async () => {
      await testId('nav-deck').click();
      await testId('investigator-search').fill('Daniela');
      await page.locator(`[data-testid="investigator-option"][data-code="${DANIELA}"]`).click();
      await testId('start-deck').click();
      await testId('deck-pane').waitFor();
      for (const code of DECK) await addCard(code, 2);
      await expect.poll(() => text('deck-count')).toBe('30 / 30 Karten');
      await testId('deck-name').fill('Daniela 2026');
      await testId('save-deck').click();
      await expect.poll(() => text('saved-message')).toBe('Gespeichert');
      await testId('environment-select').selectOption('aktuell');
      await testId('deck-valid').waitFor();
      expect(await problem('environment').count()).toBe(0);
      expect(await testId('outside-collection').count()).toBe(0);

      await testId('card-search').fill(MACHETE);
      await row(MACHETE).click();
      const detail = testId('card-detail');
      await expect.poll(() => detail.getAttribute('data-code')).toBe(MACHETE);
      expect(await detail.textContent()).toContain('is the only enemy engaged with you, you may exhaust Machete');
      expect(await detail.getByTestId('card-version').textContent()).toBe('Grundspiel (2026) · Kapitel 2');
      await shoot('deck');
      await testId('card-detail-close').click();
    });

    it('starts „Die Nacht des Zeloten“ in „Aktuell“ with Daniela and her deck', async () => {
      await testId('nav-campaigns').click();
      await testId('new-campaign').click();
      await testId('campaign-definition-select').selectOption('core');
      await testId('campaign-name-input').fill('Erste Runde 2026');
      await testId('campaign-environment-select').selectOption('aktuell');
      await testId('create-campaign').click();
      await testId('campaign-detail').waitFor();

      await testId('join-investigator').click();
      await testId('join-player').fill('Mia');
      await testId('join-investigator-search').fill('Daniela');
      await page
        .locator(`[data-testid="join-dialog"] [data-testid="investigator-option"][data-code="${DANIELA}"]`)
        .click();
      await testId('join-deck').selectOption({ label: 'Daniela 2026' });
      await testId('confirm-join').click();
      await investigator(DANIELA).waitFor();
      expect(await figure(DANIELA, 'investigator-deck')).toBe('Daniela 2026 · Version 1');
    });

    it('unlocks Collector by hand in „Notizen & Erforscht“; the journal says so', async () => {
      await testId('tab-notes').click();
      await testId('reward-pick').getByTestId('card-pick-search').fill('Collector');
      await page
        .locator(`[data-testid="reward-pick"] [data-testid="card-pick-option"][data-code="${COLLECTOR}"]`)
        .click();
      await expect.poll(() => testId('reward-card').getAttribute('data-code')).toBe(COLLECTOR);
      expect(await journalText('reward_unlocked')).toContain('Collector');
      await shoot('reward', 'rewards');
    });

    it('records „Die Zusammenkunft“ with 5 XP', async () => {
      await testId('tab-investigators').click();
      await testId('record-scenario').click();
      await testId('record-resolution').fill('Auflösung 1');
      await testId('record-next').click();
      await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('xp');
      await testId('record-victory').fill('2');
      await testId('record-bonus').fill('3');
      expect(await testId('record-xp').textContent()).toBe('5');
      while ((await testId('record-step').getAttribute('data-step')) !== 'summary') await testId('record-next').click();
      await testId('confirm-record').click();
      await expect.poll(() => figure(DANIELA, 'xp-available')).toBe('5');
    });

    it('may not buy Collector in the upgrade („Purchase only at deck creation“), upgrades Leibwächter for 2 XP', async () => {
      await investigator(DANIELA).getByTestId('action-upgrade').click();
      await testId('campaign-upgrade-bar').waitFor();
      await addCard(COLLECTOR);
      await upgradeProblem('purchase_at_creation').waitFor();
      expect(await upgradeProblem('purchase_at_creation').textContent()).toContain(
        'kann nur beim Deckbau erworben werden, nicht beim Verbessern des Decks',
      );
      // The campaign unlocked Collector: only the card's own purchase rule stands against it.
      expect(await page.getByTestId('upgrade-problem').count()).toBe(1);
      expect(await page.locator('[data-code="reward_locked"], [data-code="reward_unknown"]').count()).toBe(0);
      expect(await text('upgrade-problems-note')).toBe(
        'Die Kampagne speichert diese Verbesserung so nicht (Grimoire „Erfahrung“): Nimm die genannten Karten wieder heraus.',
      );
      await shoot('upgrade-collector', 'upgrade-problems');
      await line(COLLECTOR).getByTestId('remove-card').click();
      await expect.poll(() => upgradeProblem('purchase_at_creation').count()).toBe(0);

      await line(BODYGUARD).getByTestId('remove-card').click();
      await addCard(BODYGUARD_2);
      await expect.poll(() => text('xp-spent')).toBe('Ausgegeben: 2 EP');
      await testId('campaign-upgrade-save').click();
      await testId('upgrade-result').waitFor();
      expect(await figure(DANIELA, 'xp-spent')).toBe('2');
      expect(await figure(DANIELA, 'xp-available')).toBe('3');
      expect(await journalText('deck_upgraded')).toBe(
        'Daniela Reyes (Die Mechanikerin) verbessert das Deck (2 EP ausgegeben)',
      );
      await shoot('campaign');

      await testId('nav-deck').click();
      await line(BODYGUARD_2).waitFor();
      expect(await line(BODYGUARD).textContent()).toContain('1×');
      expect(await line(BODYGUARD_2).textContent()).toContain('1×');
      expect(await line(COLLECTOR).count()).toBe(0);
      expect(session.problems).toEqual([]);
    });
  },
);
