import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';

// Grimoire XII „Deckbau-Umgebungen“ in the deck editor (web host, Chromium, real data): the
// saved deck's environment select, the live `environment` problem and the card list toggle.

/** Daniela Reyes, core set 2026. */
const DANIELA = '12001';
/** Blackjack, The Dunwich Legacy level 0: outside Aktuell, inside Limitiert with Dunwich picked. */
const BLACKJACK = '02016';
/** Machete of the 2026 core set (a modified reprint, Grimoire XIII), so Aktuell allows it. */
const MACHETE = '12020';
/** Bandages of The Edge of the Earth, reprinted in the 2026 core set (12073) with slightly changed text. */
const BANDAGES = '08073';

describeRealData('Deckbau-Umgebung im Deck-Editor (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, row, line, addCard, showCard } = deckPage(() => page);
  const problem = (code: string) => page.locator(`[data-testid="deck-problem"][data-code="${code}"]`);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('offers the environment after the first save; Aktuell names Blackjack live, Keine forgets it', async () => {
    await testId('nav-deck').click();
    await testId('investigator-option').first().waitFor();
    await testId('investigator-search').fill('Daniela');
    await page.locator(`[data-testid="investigator-option"][data-code="${DANIELA}"]`).click();
    await testId('start-deck').click();
    await problem('too_few_cards').waitFor();
    await addCard(BLACKJACK);
    await addCard(MACHETE);
    expect(await testId('environment-select').count()).toBe(0);
    await testId('save-deck').click();

    await testId('environment-select').selectOption('aktuell');
    await problem('environment').waitFor();
    expect(await problem('environment').textContent()).toContain('„Aktuell“');
    // The card list shows only the environment's cards: Blackjack no longer, Machete still.
    expect(await testId('only-environment').isChecked()).toBe(true);
    await testId('card-search').fill(BLACKJACK);
    await expect.poll(() => row(BLACKJACK).count()).toBe(0);
    await showCard(MACHETE);
    await testId('only-environment').uncheck();
    await showCard(BLACKJACK);

    await testId('environment-select').selectOption('');
    await expect.poll(() => problem('environment').count()).toBe(0);
  });

  it('Limitiert with The Dunwich Legacy among three expansions accepts Blackjack', async () => {
    await testId('environment-select').selectOption('aktuell');
    await problem('environment').waitFor();
    // Aktuell stays in force until three different expansions are picked.
    await testId('environment-select').selectOption('limitiert');
    await testId('environment-select-pick-1').selectOption('dwlp');
    await testId('environment-select-pick-2').selectOption('ptcp');
    expect(await problem('environment').count()).toBe(1);
    await testId('environment-select-pick-3').selectOption('ptcp');
    await page.getByText('Limitiert wählt 3 verschiedene Spielerkarten-Erweiterungen.').waitFor();
    expect(await problem('environment').count()).toBe(1);
    await testId('environment-select-pick-3').selectOption('tfap');
    await expect.poll(() => problem('environment').count()).toBe(0);
    expect(session.problems).toEqual([]);
  });

  it('L2542: in Legacy the group chooses the wording; Bandages (08073, reprinted as 12073) shows it', async () => {
    await testId('environment-select').selectOption('');
    await testId('only-allowed').uncheck();
    await addCard(BANDAGES);
    const wording = line(BANDAGES).getByTestId('deck-line-wording');
    await expect.poll(() => wording.textContent()).toContain('Wortlaut Kapitel 2');
    // Kapitel 2's text is not yet translated: the card detail shows it in English with a note.
    await line(BANDAGES).getByTestId('deck-line-name').click();
    await testId('card-untranslated').waitFor();
    await testId('environment-select-wording').check();
    await expect.poll(() => wording.textContent()).toContain('Wortlaut Kapitel 1');
    await expect.poll(() => testId('card-untranslated').count()).toBe(0);
    // Aktuell reads Kapitel 2 whatever Legacy chose, and offers the agreement on parallel, promo and story cards.
    await testId('environment-select').selectOption('aktuell');
    await expect.poll(() => wording.textContent()).toContain('Wortlaut Kapitel 2');
    expect(await testId('environment-select-agreed').isChecked()).toBe(true);
    expect(session.problems).toEqual([]);
  });

  it('„Neue Kampagne“ takes an environment for all its decks and shows it', async () => {
    await testId('nav-campaigns').click();
    await testId('new-campaign').click();
    await testId('campaign-name-input').fill('Runde 2026');
    await testId('campaign-definition-select').selectOption('');
    await testId('campaign-scenarios-input').fill('Im Nebel');
    await testId('campaign-environment-select').selectOption('aktuell');
    // „nach Absprache in der Gruppe“: this group plays without parallel, promo and story cards.
    await testId('campaign-environment-select-agreed').uncheck();
    await testId('create-campaign').click();
    await expect
      .poll(() => testId('campaign-environment').textContent())
      .toContain('Deckbau-Umgebung der Kampagne: Aktuell; ohne parallele Ermittler, Promo- und Storyvorteilskarten');
    expect(session.problems).toEqual([]);
  });
});
