import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { germanCampaignNames } from '../support/german-names-json.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, callHost as hostCall, openAppSession } from './support/app-session.ts';
import { campaignPage } from './support/campaign-page.ts';

// The campaign screen in Chromium against the real web host and data: "Die Nacht des
// Zeloten" on "Schwer" from the imported definition, Roland Banks and Daisy Walker join, one
// scenario with XP and trauma kills Daisy (5 physical trauma = her health), Agnes Baker replaces
// her, Ctrl+Z takes that back, and after a reload SQLite gives the same state.

const ROLAND = '01001';
const DAISY = '01002';
const AGNES = '01004';

describeRealData('Kampagnen (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, text, screenshot } = deckPage(() => page);
  const { investigator, figure } = campaignPage(() => page);
  const journalLine = (seq: number) => page.locator(`[data-testid="journal-line"][data-seq="${seq}"]`);
  const recordRow = (code: string) => page.locator(`[data-testid="record-row"][data-code="${code}"]`);

  const callHost = <M extends Method>(method: M, input: MethodInput<M>) => hostCall(session.host, method, input);

  const join = async (player: string, search: string, code: string, deck?: string) => {
    await testId('join-investigator').click();
    await testId('join-player').fill(player);
    await testId('join-investigator-search').fill(search);
    await page.locator(`[data-testid="join-dialog"] [data-testid="investigator-option"][data-code="${code}"]`).click();
    if (deck) await testId('join-deck').selectOption({ label: deck });
    await testId('confirm-join').click();
    await investigator(code).waitFor();
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('creates "Die Nacht des Zeloten" on "Schwer" from its definition, with the chaos bag preset', async () => {
    await testId('nav-campaigns').click();
    expect(await text('campaigns-empty')).toContain('Noch keine Kampagnen');
    await testId('new-campaign').click();
    // Every official campaign under the name of the German catalogues (arkham-cards-data i18n/de).
    const catalogued = germanCampaignNames();
    const offered = await testId('campaign-definition-select')
      .locator('optgroup')
      .first()
      .locator('option')
      .evaluateAll((options) => options.map((option) => [option.getAttribute('value')!, option.textContent!]));
    const named = offered.filter(([id]) => catalogued.has(id!));
    expect(named.length).toBeGreaterThan(12);
    for (const [id, label] of named) expect(label, id).toBe(catalogued.get(id!));
    expect(named).toContainEqual(['tfa', 'Das vergessene Zeitalter']);
    await testId('campaign-definition-select').selectOption('core');
    await expect
      .poll(() => text('definition-scenarios'))
      .toBe('3 Szenarien: Die Zusammenkunft · Die Mitternachtsmasken · Der Verschlinger aus der Tiefe');
    expect(await testId('campaign-name-input').getAttribute('placeholder')).toBe('Die Nacht des Zeloten');
    const bag = testId('campaign-bag-editor');
    expect(await bag.locator('legend').textContent()).toContain('16 Marker');
    await testId('campaign-difficulty-select').selectOption('hard');
    expect(await bag.locator('legend').textContent()).toContain('17 Marker');
    expect(await bag.locator('[data-testid="token-counter-cell"][data-token="-5"]').getAttribute('data-count')).toBe(
      '1',
    );
    await bag.locator('[data-testid="token-counter-cell"][data-token="elder_thing"]').getByTestId('token-add').click();
    expect(await bag.locator('legend').textContent()).toContain('18 Marker');
    await bag
      .locator('[data-testid="token-counter-cell"][data-token="elder_thing"]')
      .getByTestId('token-remove')
      .click();
    await testId('campaign-name-input').fill('Dienstagsrunde');
    await screenshot('campaign-create.png');
    await testId('create-campaign').click();

    await testId('campaign-detail').waitFor();
    expect(await text('campaign-name')).toBe('Dienstagsrunde');
    await expect.poll(() => text('campaign-definition')).toContain('Die Nacht des Zeloten');
    expect(await text('campaign-difficulty')).toBe('Schwer');
    expect(await text('next-scenario')).toBe('Die Zusammenkunft');
    expect(await testId('campaign-chaos-bag').getAttribute('aria-label')).toBe('17 Marker');
    const item = testId('campaign-item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByTestId('campaign-item-difficulty').textContent()).toContain('Schwer');
    expect(await text('journal-text')).toBe('Kampagne „Dienstagsrunde“ angelegt (Schwer)');
  });

  it('adds Roland Banks with his saved deck and Daisy Walker, each with a player', async () => {
    await callHost('decks.create', {
      name: 'Rolands Kampagnendeck',
      deck: { investigator_code: ROLAND, slots: { '01006': 1, '01007': 1 } },
    });
    await join('Anna', 'Roland', ROLAND, 'Rolands Kampagnendeck');
    expect(await figure(ROLAND, 'investigator-deck')).toBe('Rolands Kampagnendeck · Version 1');
    await join('Ben', 'Daisy', DAISY);
    expect(await investigator(DAISY).getByTestId('investigator-status').textContent()).toBe('aktiv');
    expect(await figure(DAISY, 'trauma-physical')).toBe('0 / 5');
    await expect.poll(() => testId('campaign-item-investigators').textContent()).toContain('Daisy Walker');
    expect(await testId('campaign-item-investigators').textContent()).toContain('– Ben');
    expect(await journalLine(3).getByTestId('journal-text').textContent()).toBe(
      'Ben spielt Daisy Walker (Die Bibliothekarin)',
    );
  });

  it('records a scenario: XP for both, 5 physical trauma kill Daisy, a cultist token is added', async () => {
    await testId('record-scenario').click();
    expect(await testId('record-scenario-select').inputValue()).toBe('torch');
    // The definition's resolutions are offered.
    expect(
      await page
        .locator('[data-testid="record-dialog"] datalist option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('value'))),
    ).toContain('Es wurde keine Auflösung erreicht');
    await testId('record-resolution').fill('Auflösung 1');
    await testId('record-next').click();
    await recordRow(ROLAND).getByTestId('record-victory').fill('2');
    await recordRow(ROLAND).getByTestId('record-bonus').fill('3');
    await recordRow(DAISY).getByTestId('record-victory').fill('2');
    expect(await recordRow(ROLAND).getByTestId('record-xp').textContent()).toBe('5');
    await testId('record-next').click();
    await recordRow(ROLAND).getByTestId('record-mental').fill('1');
    await recordRow(DAISY).getByTestId('record-physical').fill('5');
    expect(await recordRow(DAISY).getByTestId('record-outcome').textContent()).toBe('wird getötet');
    await screenshot('campaign-record.png');
    // Nothing for the log and no cards: on to the chaos bag.
    await testId('record-next').click();
    await testId('record-next').click();
    await testId('record-next').click();
    await testId('record-tokens')
      .locator('[data-testid="token-counter-cell"][data-token="cultist"]')
      .getByTestId('token-add')
      .click();
    await testId('record-next').click();
    await testId('confirm-record').click();

    await expect.poll(() => figure(DAISY, 'investigator-status')).toBe('getötet');
    expect(await figure(ROLAND, 'xp-earned')).toBe('5');
    expect(await figure(ROLAND, 'xp-spent')).toBe('0');
    expect(await figure(ROLAND, 'xp-available')).toBe('5');
    expect(await figure(ROLAND, 'trauma-mental')).toBe('1 / 5');
    expect(await figure(DAISY, 'xp-available')).toBe('2');
    expect(await figure(DAISY, 'trauma-physical')).toBe('5 / 5');
    expect(await text('next-scenario')).toBe('Die Mitternachtsmasken');
    expect(await testId('campaign-chaos-bag').locator('li[data-token="cultist"]').getAttribute('data-count')).toBe('2');
    const recorded = await journalLine(4).getByTestId('journal-text').textContent();
    expect(recorded).toContain('„Die Zusammenkunft“ abgeschlossen: Auflösung 1');
    expect(recorded).toContain('Roland Banks (Der Bundesagent) +5 EP, 1 seelisches Trauma');
    expect(recorded).toContain('Daisy Walker (Die Bibliothekarin) +2 EP, 5 körperliches Trauma');
    expect(recorded).toContain('Chaosbeutel: + Kultist');
    await screenshot('campaign-after-scenario.png');
  });

  it('replaces the killed Daisy Walker with Agnes Baker for the same player', async () => {
    await testId('join-investigator').click();
    await testId('join-replaces').selectOption(DAISY);
    expect(await testId('join-player').inputValue()).toBe('Ben');
    // Daisy is out for good: the list does not offer her again.
    await testId('join-investigator-search').fill('Daisy');
    expect(
      await page
        .locator(`[data-testid="join-dialog"] [data-testid="investigator-option"][data-code="${DAISY}"]`)
        .count(),
    ).toBe(0);
    await testId('join-investigator-search').fill('Agnes');
    await page.locator(`[data-testid="join-dialog"] [data-testid="investigator-option"][data-code="${AGNES}"]`).click();
    expect(await text('join-picked')).toBe('Gewählt: Agnes Baker');
    await screenshot('campaign-join-replace.png');
    await testId('confirm-join').click();
    await investigator(AGNES).waitFor();
    expect(await investigator(AGNES).textContent()).toContain('ersetzt Daisy Walker');
    expect(await investigator(DAISY).textContent()).toContain('ersetzt durch Agnes Baker');
    expect(await journalLine(5).getByTestId('journal-text').textContent()).toBe(
      'Ben spielt Agnes Baker (Die Kellnerin) und ersetzt Daisy Walker (Die Bibliothekarin)',
    );
  });

  it('does not offer to undo the scenario the replacement depends on, and says why in German', async () => {
    const button = journalLine(4).getByTestId('journal-undo');
    expect(await button.isDisabled()).toBe(true);
    const reason = 'Eintrag Nr. 4 kann nicht rückgängig gemacht werden: der spätere Eintrag Nr. 5 hängt davon ab';
    expect(await button.getAttribute('title')).toContain(reason);
    const described = await button.getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toContain(reason);
    expect(await journalLine(4).getAttribute('data-undone')).toBeNull();
    await screenshot('campaign-undo-refused.png');
  });

  it('undoes the last entry with Ctrl+Z: Agnes leaves, the entry is struck through', async () => {
    await page.getByTestId('campaign-main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => journalLine(5).getAttribute('data-undone')).toBe('true');
    expect(await journalLine(6).getByTestId('journal-text').textContent()).toBe('Eintrag Nr. 5 rückgängig gemacht');
    expect(await investigator(AGNES).count()).toBe(0);
    expect(await figure(DAISY, 'investigator-status')).toBe('getötet');
    expect(await testId('campaign-error').count()).toBe(0);
    await screenshot('campaign-undone.png');
  });

  it('shows the same state after a reload: it is in SQLite', async () => {
    await page.reload();
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('campaign-detail').waitFor();
    await expect.poll(() => figure(DAISY, 'investigator-status')).toBe('getötet');
    expect(await figure(ROLAND, 'xp-available')).toBe('5');
    expect(await figure(ROLAND, 'trauma-mental')).toBe('1 / 5');
    expect(await figure(DAISY, 'trauma-physical')).toBe('5 / 5');
    expect(await investigator(AGNES).count()).toBe(0);
    expect(await journalLine(5).getAttribute('data-undone')).toBe('true');
    expect(await text('next-scenario')).toBe('Die Mitternachtsmasken');
    expect(await testId('campaign-chaos-bag').getAttribute('aria-label')).toBe('18 Marker');
    await screenshot('campaign-reloaded.png');
  });

  it('follows a change made elsewhere (campaign:changed)', async () => {
    const campaignId = Number(await testId('campaign-item').getAttribute('data-id'));
    await callHost('campaigns.append', {
      campaignId,
      events: [{ type: 'note_added', payload: { text: 'Aus einem anderen Fenster' } }],
    });
    await expect
      .poll(() => journalLine(7).getByTestId('journal-text').textContent())
      .toBe('Notiz: Aus einem anderen Fenster');
  });

  it('undoes the scenario with its own button: Daisy lives again, the XP is gone', async () => {
    await journalLine(4).getByTestId('journal-undo').click();
    await expect.poll(() => journalLine(4).getAttribute('data-undone')).toBe('true');
    expect(await figure(DAISY, 'investigator-status')).toBe('aktiv');
    expect(await figure(ROLAND, 'xp-available')).toBe('0');
    expect(await text('next-scenario')).toBe('Die Zusammenkunft');
    await screenshot('campaign-scenario-undone.png');
    // A refused undo is not offered, so no call failed.
    expect(session.problems).toEqual([]);
  });

  it('creates a free campaign with its own scenarios beside it', async () => {
    await testId('new-campaign').click();
    await testId('campaign-name-input').fill('Freie Runde');
    await testId('campaign-definition-select').selectOption('');
    await testId('campaign-difficulty-select').selectOption('easy');
    await testId('campaign-scenarios-input').fill('Im Nebel\nDas Haus am Fluss');
    await testId('create-campaign').click();
    await expect.poll(() => text('campaign-name')).toBe('Freie Runde');
    expect(await text('campaign-difficulty')).toBe('Einfach');
    expect(await text('next-scenario')).toBe('Im Nebel');
    expect(await testId('campaign-chaos-bag').getAttribute('aria-label')).toBe('16 Marker');
    await expect.poll(() => testId('campaign-item').count()).toBe(2);
  });

  it('creates a standalone play (Einzelszenario) with its scenario select, and The Dream-Eaters linked', async () => {
    await testId('new-campaign').click();
    await testId('campaign-definition-select').selectOption('$standalone');
    await testId('standalone-scenario-select').selectOption('curse_of_the_rougarou');
    // The scenario's own bags: its standalone setup prints Standard and Hard only (curse_of_the_rougarou.json).
    await expect
      .poll(async () => testId('campaign-difficulty-select').locator('option').allTextContents())
      .toEqual(['Normal', 'Schwer']);
    expect(await testId('campaign-name-input').getAttribute('placeholder')).toBe('Der Fluch des Rougarou');
    expect(await testId('campaign-bag-editor').locator('legend').textContent()).toContain('24 Marker');
    await testId('create-campaign').click();
    await expect.poll(() => text('campaign-name')).toBe('Der Fluch des Rougarou');
    expect(await text('next-scenario')).toBe('Der Fluch des Rougarou');

    await testId('new-campaign').click();
    const linked = testId('campaign-definition-select').locator('option[value="tde"]');
    expect(await linked.textContent()).toBe('Die Traumfresser (verbunden: Kampagne A und B)');
    await testId('campaign-definition-select').selectOption('tde');
    await expect
      .poll(() => text('definition-scenarios'))
      .toContain('17 Szenarien: Prolog · Hinter den Toren des Schlafes · Erwachter Albtraum');
    await testId('create-campaign').click();
    await expect.poll(() => text('campaign-name')).toBe('Die Traumfresser');
    await expect.poll(() => testId('campaign-item').count()).toBe(4);
    expect(session.problems).toEqual([]);
  });

  it('starts „Neue Kampagne“ on Die Nacht des Zeloten: Enter on the defaults creates it, ready for its first scenario', async () => {
    await testId('new-campaign').click();
    expect(await testId('campaign-definition-select').inputValue()).toBe('core');
    expect(await testId('campaign-name-input').getAttribute('placeholder')).toBe('Die Nacht des Zeloten');
    await page.keyboard.press('Enter');
    await expect.poll(() => text('campaign-name')).toBe('Die Nacht des Zeloten');
    expect(await text('next-scenario')).toBe('Die Zusammenkunft');

    // A free campaign left empty: no next scenario set yet, not „alle Szenarien gespielt“ after none.
    await testId('new-campaign').click();
    await testId('campaign-definition-select').selectOption('');
    const scenarios = testId('campaign-scenarios-input');
    // The placeholder reads as a hint, not as scenarios already entered.
    expect(await scenarios.getAttribute('placeholder')).toBe('Je Zeile ein Szenario, z. B. „Im Nebel“');
    expect(await scenarios.inputValue()).toBe('');
    await testId('campaign-name-input').fill('Leere Runde');
    await page.keyboard.press('Enter');
    await expect.poll(() => text('campaign-name')).toBe('Leere Runde');
    expect(await text('next-scenario')).toBe('keins festgelegt');
    const item = page.locator('[data-testid="campaign-item"]', { hasText: 'Leere Runde' });
    expect(await item.textContent()).toContain('Nächstes Szenario: keins festgelegt');
  });

  it('looks right in the light theme too', async () => {
    await page.locator('[data-testid="campaign-item"]', { hasText: 'Dienstagsrunde' }).click();
    await expect.poll(() => text('campaign-name')).toBe('Dienstagsrunde');
    await testId('theme-toggle').click();
    await screenshot('campaign-light.png');
    await testId('record-scenario').click();
    await screenshot('campaign-record-light.png');
    await page.keyboard.press('Escape');
    await testId('join-investigator').click();
    await testId('join-investigator-search').fill('Wendy');
    await screenshot('campaign-join-light.png');
    await page.keyboard.press('Escape');
    await testId('theme-toggle').click();
  });

  it('opens the printable log sheet from the campaign screen', async () => {
    await testId('print-campaign').click();
    await testId('campaign-sheet').waitFor();
    expect(await testId('campaign-sheet').textContent()).toContain('Dienstagsrunde');
    await screenshot('campaign-print-sheet.png');
  });
});
