import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ARKHAMDB_DATA, describeRealData } from '../support/real-data.ts';
import { type AppSession, ARTIFACTS, deckPage, openAppSession } from './support/app-session.ts';
import { campaignPage, startRolandCampaign } from './support/campaign-page.ts';

// The campaign journeys in Chromium against the real web host and data: "Die Nacht des
// Zeloten" with Roland Banks and his saved deck; "Die Zusammenkunft" recorded step by step with a
// log entry, Lita Chantler and an exiled Dynamitexplosion, checked in the summary; the chaos bag
// drawn from and edited; a log entry crossed out; an Erforscht card; "Stand nach Szenario 1";
// Roland's deck upgraded from the campaign (Streifenpolizist to level 2); the campaign exported
// and imported again, a bad file refused in German; the last screen and campaign kept over a
// reload; Kartendaten. "Das vergessene Zeitalter" with its count, supplies and printed sheet is
// campaign-supplies-sheet.test.ts.

const ROLAND = '01001';
const BEAT_COP = '01018';
/** Streifenpolizist (2): Beat Cop's level-2 upgrade. */
const BEAT_COP_2 = '01028';
const DYNAMITE = '01024';
/** Rolands 38er Spezial: his signature card. */
const ROLAND_38 = '01006';
const LITA = '01117';
/** Archaische Glyphen (Archaic Glyphs), a card with „Erforscht“. */
const GLYPHS = '03192';

describeRealData('Kampagnen-Abläufe (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, text, screenshot, line, bothThemes, focused } = deckPage(() => page);
  const { investigator, figure, journalText } = campaignPage(() => page);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    campaignId = await startRolandCampaign(session.host, 'Arkham-Runde');
  });
  afterAll(() => session?.close());

  it('shows the campaign with its investigator, and the decks outside any campaign', async () => {
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await investigator(ROLAND).waitFor();
    const free = page.getByTestId('free-deck');
    await expect.poll(() => free.count()).toBe(1);
    expect(await free.textContent()).toContain('Agnes für später');
    expect(await figure(ROLAND, 'investigator-deck')).toBe('Rolands Kampagnendeck · Version 1');
  });

  it('records "Die Zusammenkunft" step by step: Enter goes on, each step starts in its first field', async () => {
    await testId('record-scenario').click();
    expect(await focused()).toBe('record-scenario-select');
    expect(await testId('record-scenario-select').inputValue()).toBe('torch');
    await testId('record-resolution').fill('Auflösung 1');
    await page.keyboard.press('Enter');

    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('xp');
    expect(await focused()).toBe('record-victory');
    await page.keyboard.type('2');
    await testId('record-bonus').fill('3');
    expect(await testId('record-xp').textContent()).toBe('5');
    await page.keyboard.press('Enter');

    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('trauma');
    expect(await focused()).toBe('record-physical');
    await testId('record-mental').fill('1');
    await page.keyboard.press('Enter');

    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('log');
    // The step starts in its entry field, so typing and Enter work at once.
    expect(await focused()).toBe('record-log-text');
    await testId('record-log-section').selectOption({ label: 'Verhörte Kultisten' });
    await testId('record-log-text').fill('Wolf-Man Drew');
    // Enter in the entry field adds it; on an empty field it moves on.
    await testId('record-log-text').press('Enter');
    expect(await testId('record-log-change').textContent()).toContain(
      'Verhörte Kultisten: „Wolf-Man Drew“ eingetragen',
    );
    await screenshot('journey-record-log.png');
    // „Eingabe: weiter“ holds on a closed drop-down too: Enter on „Abschnitt“ goes on to the cards.
    await testId('record-log-section').focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('cards');
    expect(await focused()).toBe('card-pick-search');
    await page.keyboard.type('Lita');
    await page.locator(`[data-testid="card-pick-option"][data-code="${LITA}"]`).waitFor();
    await page.keyboard.press('Enter');
    expect(await testId('record-chips-earned').textContent()).toContain('Lita Chantler');
    await testId('record-pick-exiled').getByTestId('card-pick-search').fill('Dynamitexplosion');
    await page
      .locator(`[data-testid="record-pick-exiled"] [data-testid="card-pick-option"][data-code="${DYNAMITE}"]`)
      .click();
    expect(await testId('record-chips-exiled').textContent()).toContain('Dynamitexplosion');
    await screenshot('journey-record-cards.png');
    await testId('record-next').click();

    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('tokens');
    await testId('record-tokens')
      .locator('[data-testid="token-counter-cell"][data-token="cultist"]')
      .getByTestId('token-add')
      .click();
    await testId('record-tokens-removed')
      .locator('[data-testid="token-counter-cell"][data-token="-4"]')
      .getByTestId('token-add')
      .click();
    await testId('record-next').click();

    await expect.poll(() => testId('record-step').getAttribute('data-step')).toBe('summary');
    expect(await focused()).toBe('confirm-record');
    const summary = await text('record-summary');
    expect(summary).toContain('„Die Zusammenkunft“ abgeschlossen: Auflösung 1');
    expect(summary).toContain('Roland Banks (Der Bundesagent) +5 EP, 1 seelisches Trauma, erhält Lita Chantler');
    expect(summary).toContain('Chaosbeutel: + Kultist');
    expect(summary).toContain('Chaosbeutel: −4 entfernt');
    expect(summary).toContain('Verhörte Kultisten: „Wolf-Man Drew“ eingetragen');
    expect(summary).toContain('Roland Banks (Der Bundesagent) schickt Dynamitexplosion ins Exil');
    await bothThemes('journey-record-summary');
    await page.keyboard.press('Enter');

    await expect.poll(() => figure(ROLAND, 'xp-available')).toBe('5');
    expect(await figure(ROLAND, 'story-assets')).toBe('Lita Chantler');
    expect(await figure(ROLAND, 'exiled-cards')).toContain('Dynamitexplosion');
    expect(await text('next-scenario')).toBe('Die Mitternachtsmasken');
    expect(await journalText('card_exiled')).toBe('Roland Banks (Der Bundesagent) schickt Dynamitexplosion ins Exil');
    expect(await journalText('scenario_recorded')).toContain('Verhörte Kultisten: „Wolf-Man Drew“ eingetragen');
    await bothThemes('journey-after-scenario');
  });

  it('draws a token from the chaos bag and shows it big; editing the bag writes added and removed tokens', async () => {
    await testId('tab-bag').click();
    expect(await testId('panel-bag').getByTestId('bag-panel-tokens').getAttribute('aria-label')).toBe('16 Marker');
    await testId('bag-draw').click();
    const drawn = await testId('bag-drawn').getAttribute('data-token');
    expect(await testId('bag-panel-tokens').locator(`li[data-token="${drawn}"]`).count()).toBe(1);
    expect((await text('bag-drawn-name'))?.length).toBeGreaterThan(0);
    await bothThemes('journey-bag-draw');

    await testId('bag-edit').click();
    const editor = testId('bag-edit-tokens');
    await editor.locator('[data-testid="token-counter-cell"][data-token="bless"]').getByTestId('token-add').click();
    await editor.locator('[data-testid="token-counter-cell"][data-token="bless"]').getByTestId('token-add').click();
    await editor.locator('[data-testid="token-counter-cell"][data-token="+1"]').getByTestId('token-remove').click();
    expect(await text('bag-edit-changes')).toBe('2 hinzugefügt · 1 entfernt');
    await screenshot('journey-bag-edit.png');
    await testId('confirm-event').click();
    await expect.poll(() => testId('bag-panel-tokens').getAttribute('aria-label')).toBe('17 Marker');
    expect(await journalText('chaos_token_added')).toBe('Chaosbeutel: + 2× Segen');
    expect(await journalText('chaos_token_removed')).toBe('Chaosbeutel: +1 entfernt');
  });

  it('records and crosses out entries in the Kampagnenlogbuch', async () => {
    await testId('tab-log').click();
    const interrogated = page.locator('[data-testid="log-section"][data-section="cultists_interrogated"]');
    expect(await interrogated.getByTestId('log-entry').textContent()).toContain('Wolf-Man Drew');
    const escaped = page.locator('[data-testid="log-section"][data-section="cultists_escaped"]');
    await escaped.getByTestId('log-entry-input').fill('Herman Collins');
    await escaped.getByTestId('log-entry-input').press('Enter');
    await expect.poll(() => escaped.getByTestId('log-entry').count()).toBe(1);
    await interrogated.getByTestId('log-cross-out').click();
    await expect.poll(() => interrogated.getByTestId('log-entry').getAttribute('data-crossed')).toBe('true');
    // "Geheim" is the definition's hidden section.
    expect(await page.locator('[data-testid="log-section"][data-section="hidden"]').count()).toBe(0);
    await bothThemes('journey-log');
  });

  it('adds an Erforscht card and a note', async () => {
    await testId('tab-notes').click();
    await testId('research-pick').getByTestId('card-pick-search').fill(GLYPHS);
    await page.locator(`[data-testid="research-pick"] [data-testid="card-pick-option"][data-code="${GLYPHS}"]`).click();
    await expect.poll(() => testId('researched-card').getAttribute('data-code')).toBe(GLYPHS);
    await testId('note-input').fill('Lita will nach Süden.');
    await testId('note-add').click();
    await expect.poll(() => testId('note').textContent()).toContain('Lita will nach Süden.');
    expect(await journalText('card_researched')).toMatch(/ist erforscht$/);
    await bothThemes('journey-notes');
  });

  it('corrects XP with a reason in a dialog that keeps Tab inside and gives focus back', async () => {
    await testId('tab-investigators').click();
    const opener = investigator(ROLAND).getByTestId('action-correct');
    await opener.click();
    expect(await focused()).toBe('correct-xp');
    // Shift+Tab from the first field wraps round to the dialog's last button ("Eintragen" waits for a reason).
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('cancel-event');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('correct-xp');
    await page.keyboard.press('Escape');
    await testId('correction-dialog').waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);

    await opener.click();
    await testId('correct-xp').fill('1');
    expect(await testId('confirm-event').isDisabled()).toBe(true);
    await testId('correct-reason').fill('Nebengeschichte „Blutiges Brachland“ vergessen');
    await screenshot('journey-correction.png');
    await testId('confirm-event').click();
    await expect.poll(() => figure(ROLAND, 'xp-available')).toBe('6');
    expect(await journalText('xp_adjusted')).toBe(
      'Roland Banks (Der Bundesagent): +1 EP (Nebengeschichte „Blutiges Brachland“ vergessen)',
    );
  });

  it('shows "Stand nach Szenario 1" read-only and clearly marked, then the current state again', async () => {
    const scenarioOption = await testId('history-select')
      .locator('option', { hasText: 'nach Szenario 1' })
      .getAttribute('value');
    await testId('history-select').selectOption(scenarioOption!);
    await testId('history-banner').waitFor();
    expect(await text('history-banner')).toContain('Stand nach Eintrag Nr. 4 (nach Szenario 1)');
    expect(await figure(ROLAND, 'xp-available')).toBe('5');
    expect(await testId('record-scenario').count()).toBe(0);
    expect(await investigator(ROLAND).getByTestId('action-correct').count()).toBe(0);
    expect(await testId('journal-undo').count()).toBe(0);
    expect(await page.locator('[data-testid="journal-line"][data-later]').count()).toBeGreaterThan(0);
    await bothThemes('journey-history');
    await testId('history-back').click();
    await expect.poll(() => figure(ROLAND, 'xp-available')).toBe('6');
    expect(await testId('history-banner').count()).toBe(0);
  });

  it("upgrades Roland's deck from the campaign: Streifenpolizist to level 2 with the campaign's XP", async () => {
    await investigator(ROLAND).getByTestId('action-upgrade').click();
    await testId('campaign-upgrade-bar').waitFor();
    expect(await text('campaign-upgrade-xp')).toBe('6 EP verfügbar');
    expect(await text('campaign-upgrade-bar')).toContain('Dynamitexplosion');
    expect(await text('xp-available')).toBe('Verfügbar: 6 EP');
    await line(BEAT_COP).getByTestId('remove-card').click();
    await testId('card-search').fill(BEAT_COP_2);
    await page.locator(`[data-testid="card-row"][data-code="${BEAT_COP_2}"]`).getByTestId('add-card').click();
    await expect.poll(() => text('xp-spent')).toBe('Ausgegeben: 2 EP');
    expect(await text('xp-remaining')).toBe('Übrig: 4 EP');
    // Breaks a purchase rule (Grimoire „Erfahrung“, line 621): shown while editing, refused when saved.
    await line(ROLAND_38).getByTestId('remove-card').click();
    await testId('upgrade-problems').waitFor();
    expect(await testId('adjustment-xp').isVisible()).toBe(false);
    await bothThemes('journey-upgrade');
    await testId('campaign-upgrade-save').click();
    await expect.poll(() => text('saved-message')).toContain('darf in der Kampagne so nicht gespeichert werden');
    expect(await text('saved-message')).toContain('„Rolands 38er Spezial“ darf beim Verbessern nicht entfernt werden');
    // The .38 back in: the upgrade follows the rules and is written.
    await testId('card-search').fill(ROLAND_38);
    await page.locator(`[data-testid="card-row"][data-code="${ROLAND_38}"]`).getByTestId('add-card').click();
    await testId('campaign-upgrade-save').click();

    await testId('upgrade-result').waitFor();
    expect(await text('upgrade-result')).toContain(
      'Roland Banks (Der Bundesagent) hat das Deck verbessert: 2 EP ausgegeben, 4 EP übrig.',
    );
    expect(await testId('upgrade-result-problem').count()).toBe(0);
    expect(await figure(ROLAND, 'xp-spent')).toBe('2');
    expect(await figure(ROLAND, 'xp-available')).toBe('4');
    expect(await figure(ROLAND, 'exiled-cards')).not.toContain('beim nächsten Verbessern');
    expect(await journalText('deck_upgraded')).toBe(
      'Roland Banks (Der Bundesagent) verbessert das Deck (2 EP ausgegeben)',
    );
    await bothThemes('journey-upgrade-done');
  });

  it('exports the campaign to a JSON file and imports it again as a new campaign', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), testId('export-campaign').click()]);
    expect(download.suggestedFilename()).toBe('arkham-runde.kampagne.json');
    const file = path.join(ARTIFACTS, 'journey-arkham-runde.kampagne.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string;
      events: { type: string }[];
      decks: { versions: unknown[] }[];
    };
    expect(exported.format).toBe('arkham-logbuch-kampagne');
    expect(exported.events.map((event) => event.type)).toContain('deck_upgraded');
    expect(exported.decks[0]!.versions).toHaveLength(2);
    await expect.poll(() => text('export-campaign-status')).toBe('Gespeichert als „arkham-runde.kampagne.json“.');

    await testId('import-campaign-file').setInputFiles(file);
    // The list has an "Arkham-Runde" already: the import asks for another name first.
    await testId('import-name-dialog').waitFor();
    expect(await testId('import-name-input').inputValue()).toBe('Arkham-Runde (importiert)');
    await page.keyboard.press('Enter');
    await expect.poll(() => testId('campaign-item').count()).toBe(2);
    await expect
      .poll(() => page.locator('[data-testid="campaign-item"][aria-current="true"]').getAttribute('data-id'))
      .not.toBe(String(campaignId));
    expect(await text('campaign-name')).toBe('Arkham-Runde (importiert)');
    expect(await figure(ROLAND, 'xp-available')).toBe('4');
    expect(await figure(ROLAND, 'story-assets')).toBe('Lita Chantler');
    expect(await page.locator('[data-testid="journal-line"]').count()).toBe(exported.events.length);
  });

  it('refuses a bad file in German, picked or dropped, and imports nothing', async () => {
    writeFileSync(path.join(ARTIFACTS, 'journey-kaputt.json'), '{ kein json');
    await testId('import-campaign-file').setInputFiles(path.join(ARTIFACTS, 'journey-kaputt.json'));
    await expect
      .poll(() => testId('campaign-error').locator('p').textContent())
      .toBe('Die Datei ist keine gültige Kampagnen-Datei von Arkham Logbuch (kein JSON). Es wurde nichts importiert.');
    await testId('campaign-error').getByRole('button').click();

    const dropped = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['{"format":"eine Einkaufsliste"}'], 'einkauf.json', { type: 'application/json' }));
      return transfer;
    })()`);
    await testId('campaign-drop-zone').dispatchEvent('dragover', { dataTransfer: dropped });
    await testId('campaign-drop-zone').getByTestId('campaign-drop-hint').waitFor();
    await screenshot('journey-drop.png');
    await testId('campaign-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => testId('campaign-error').getAttribute('data-code')).toBe('campaign_file_invalid');
    expect(await text('campaign-error')).toContain('Die Datei ist keine gültige Kampagnen-Datei von Arkham Logbuch');
    await bothThemes('journey-import-refused');
    expect(await testId('campaign-item').count()).toBe(2);
    await testId('campaign-error').getByRole('button').click();
  });

  it('imports a campaign file whose deck holds "01000": -1, telling the dropped line in German beside the import', async () => {
    const exported = JSON.parse(readFileSync(path.join(ARTIFACTS, 'journey-arkham-runde.kampagne.json'), 'utf8'));
    // ArkhamDB writes "01000": -1 once the random basic weakness was drawn; a new name needs no name dialog.
    exported.events[0].payload.name = 'Arkham-Runde mit Lücke';
    exported.decks[0].versions[0].deck.slots['01000'] = -1;
    const file = path.join(ARTIFACTS, 'journey-luecke.kampagne.json');
    writeFileSync(file, JSON.stringify(exported));
    await testId('import-campaign-file').setInputFiles(file);
    await expect.poll(() => text('campaign-name')).toBe('Arkham-Runde mit Lücke');
    expect(await text('import-campaign-warnings')).toMatch(
      /^Deck „[^“]+“: „Zufällige Grundschwäche“ stand mit der Anzahl -1 in der Datei \(Deck\) und wurde weggelassen/,
    );
    expect(await testId('campaign-error').count()).toBe(0);
  });

  it('opens the same screen and campaign after a reload', async () => {
    await page.reload();
    await expect.poll(() => text('campaign-name')).toBe('Arkham-Runde mit Lücke');
    expect(await testId('nav-campaigns').getAttribute('aria-current')).toBe('page');
  });

  it('shows the card data and imports them again with progress while the campaign stays open', async () => {
    await testId('card-data').click();
    await expect.poll(() => text('card-data-status')).toMatch(/Karten.* · \d+ Ermittler.* · \d+ Packs/);
    expect(await focused()).toBe('data-folder-input');
    await bothThemes('journey-card-data');
    await testId('data-folder-input').fill(ARKHAMDB_DATA);
    await testId('import-button').click();
    await testId('import-progress').waitFor();
    expect(await testId('campaign-detail').count()).toBe(1);
    await screenshot('journey-card-data-importing.png');
    await testId('card-data-done').waitFor({ timeout: 120_000 });
    expect(await testId('campaign-detail').count()).toBe(1);
    await testId('card-data-close').click();
    // The refused imports answered 422 on purpose; nothing else failed.
    expect(session.problems.filter((problem) => !/422/.test(problem))).toEqual([]);
  });
});
