import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCardDataFolder } from '../../core/services/card-data-folder.ts';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { apiAnswersFrom, type FakeArkhamDb, startFakeArkhamDb } from '../support/arkhamdb-api-server.ts';
import { FIXTURE_DATA } from '../support/real-data.ts';
import { ROLAND_CORE } from '../support/roland-core-deck.ts';
import { type AppPage, deckPage, callHost as hostCall, openAppPage } from './support/app-session.ts';
import { launchChromium } from './support/browser.ts';

// The "Daten & Sicherungen" in Chromium against the web host with the fixture data: the
// card data status; a folder re-import with progress and its change report; the online update
// from a stand-in ArkhamDB on 127.0.0.1 that changes Machete, making Roland's deck illegal (link
// into the editor, badge in "Meine Decks"); a backup made, a note written, the backup restored
// (the note is gone, the state before kept as a backup); the whole database downloaded and
// uploaded again; a foreign file refused; "Über Arkham Logbuch" with the data attribution.

const ROLAND = { ...ROLAND_CORE, name: 'Rolands Deck', slots: { ...ROLAND_CORE.slots, '01000': 1 } };
const MACHETE = '01020';
const GUARD_DOG = '01021';

/** The fixture with a new pack and card, a changed rules text and a new taboo list. */
function changedDataFolder(base: string): string {
  const folder = path.join(base, 'changed', 'arkhamdb-mini');
  cpSync(FIXTURE_DATA, folder, { recursive: true });
  const json = (file: string) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>[];
  const write = (file: string, value: unknown) =>
    writeFileSync(path.join(folder, file), JSON.stringify(value, null, 2));
  write('packs.json', [
    ...json('packs.json'),
    { code: 'zlt', cycle_code: 'core', name: 'Zealot Test Pack', position: 9, date_release: '2026-11-01', size: 1 },
  ]);
  const core = json('pack/core/core.json');
  const machete = core.find((card) => card.code === MACHETE)!;
  write('pack/core/zlt.json', [
    {
      ...machete,
      code: '99001',
      pack_code: 'zlt',
      position: 1,
      name: 'Test Lantern',
      traits: 'Item. Tool.',
      text: 'A test card.',
    },
  ]);
  write(
    'pack/core/core.json',
    core.map((card) => (card.code === GUARD_DOG ? { ...card, text: `${String(card.text)} (Errata)` } : card)),
  );
  const taboos = json('taboos.json');
  write('taboos.json', [...taboos, { ...taboos.at(-1)!, id: 11, code: '011', date_start: '2026-11-01' }]);
  return folder;
}

describe('Daten & Sicherungen (Web-Host, Chromium)', () => {
  let browser: Browser;
  let app: AppPage;
  let page: Page;
  let work: string;
  let changedFolder: string;
  let api: FakeArkhamDb;
  let campaignId = 0;
  let deckId = 0;
  const savedUrl = process.env.ARKHAMDB_URL;
  const { testId, text, screenshot, bothThemes, focused } = deckPage(() => page);
  const callHost = <M extends Method>(method: M, input: MethodInput<M>) => hostCall(app.host, method, input);
  const openData = async () => {
    await testId('nav-data').click();
    await testId('data-dialog').waitFor();
  };
  const closeData = async () => {
    await testId('card-data-close').click();
    await testId('data-dialog').waitFor({ state: 'detached' });
  };
  const section = (id: string) => page.locator(`[data-testid="report-section"][data-section="${id}"]`);
  const notes = () => page.getByTestId('note').allTextContents();
  const addNote = (note: string) =>
    callHost('campaigns.append', { campaignId, events: [{ type: 'note_added', payload: { text: note } }] });
  const showNotes = async () => {
    await testId('nav-campaigns').click();
    await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
    await testId('tab-notes').click();
    await testId('notes').waitFor();
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'logbuch-e2e-data-'));
    const base = path.join(work, 'arkhamdb-mini');
    cpSync(FIXTURE_DATA, base, { recursive: true });
    changedFolder = changedDataFolder(work);
    // ArkhamDB as it would answer after the folder's changes, but with Machete limited to one copy.
    const online = buildCardPool(await readCardDataFolder(changedFolder));
    online.cards.find((card) => card.code === MACHETE)!.deck_limit = 1;
    api = await startFakeArkhamDb(apiAnswersFrom(online));
    process.env.ARKHAMDB_URL = api.url;

    browser = await launchChromium();
    app = await openAppPage(browser, { dataFolder: base });
    page = app.page;
    await testId('card-count').waitFor();
    ({ deckId } = await callHost('decks.create', { name: 'Rolands Deck', deck: ROLAND }));
    ({ campaignId } = await callHost('campaigns.create', {
      name: 'Die Nacht des Zeloten',
      chaosBag: ['0', 'skull'],
    }));
    await addNote('Ghul-Priester besiegt');
  });
  afterAll(async () => {
    if (savedUrl === undefined) delete process.env.ARKHAMDB_URL;
    else process.env.ARKHAMDB_URL = savedUrl;
    await app?.close();
    await browser?.close();
    await api?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('opens from the header with the card data status: counts, source and date', async () => {
    expect((await callHost('decks.list', {}))[0]?.problems).toBe(0);
    await openData();
    expect(await text('card-data-status')).toMatch(
      // 66: the fixture's 2026 Machete 12020 is a modified reprint (Grimoire XIII), a card of its own.
      /^66 Karten \(davon 1 ausgeblendet, in keiner Liste\) · 7 Ermittler \(5 \+ 2 parallele\) · 6 Packs · 2 Tabulisten/,
    );
    expect(await text('card-data-source')).toBe(path.join(work, 'arkhamdb-mini'));
    expect(await text('card-data-date')).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(await focused()).toBe('data-folder-input');
    expect(
      await testId('data-dialog')
        .getByRole('heading', { name: 'Online aktualisieren (ArkhamDB) Braucht eine Internetverbindung' })
        .count(),
    ).toBe(1);
    await bothThemes('data-status');
  });

  it('imports a changed folder again with progress, then reports what changed', async () => {
    // Progress may pass quickly: record every phase the dialog shows.
    // Written as page source: the e2e tests compile without DOM types.
    await page.evaluate(`(() => {
      const seen = (window.seenPhases = []);
      new MutationObserver(() => {
        const phase = document.querySelector('[data-testid="import-phase"]')?.textContent;
        if (phase && seen.at(-1) !== phase) seen.push(phase);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    await testId('data-folder-input').fill(changedFolder);
    await page.getByRole('button', { name: 'Aus Ordner importieren' }).click();
    await expect.poll(() => text('card-data-done'), { timeout: 30_000 }).toBe('Import abgeschlossen.');
    const phases = await page.evaluate<string[]>('window.seenPhases');
    expect(phases.length).toBeGreaterThan(0);

    expect(await text('card-data-status')).toMatch(
      /^67 Karten \(davon 1 ausgeblendet, in keiner Liste\) · 7 Ermittler \(5 \+ 2 parallele\) · 7 Packs · 3 Tabulisten/,
    );
    expect(await section('added-packs').textContent()).toBe('Neue Packs (1)Zealot Test Pack');
    expect(await section('added-cards').textContent()).toBe('Neue Karten (1)Test Lantern (99001)');
    expect(await section('changed-cards').textContent()).toMatch(
      /^Geänderte Karten \(1\)Wachhund \(01021\): Regeltext \(englisch\)$/,
    );
    expect(await section('taboos').textContent()).toBe('Tabulisten (1)Neu: 011 (gültig ab 01.11.2026)');
    expect(await text('illegal-decks')).toContain('sind es weiterhin');
    expect(await text('report-backup')).toMatch(/Sicherung „logbuch-.*-vor-kartenimport\.sqlite“/);
    await bothThemes('data-folder-report');
  });

  it('updates online from ArkhamDB (here a stand-in on 127.0.0.1) and names the deck it made illegal', async () => {
    api.misbehave.set('/api/public/cards/', { delayMs: 1500 });
    await testId('update-online').click();
    await expect.poll(() => text('import-progress')).toContain('Von ArkhamDB laden');
    await screenshot('data-online-progress.png');
    await expect.poll(() => text('card-data-done'), { timeout: 30_000 }).toBe('Online-Aktualisierung abgeschlossen.');
    api.misbehave.clear();
    expect(api.requests.some((request) => request.startsWith('/api/public/cards/'))).toBe(true);

    expect(await section('changed-cards').textContent()).toMatch(/Machete \(01020\): Deckbegrenzung/);
    const illegal = page.getByTestId('illegal-deck');
    expect(await illegal.allTextContents()).toEqual(['Rolands Deck']);
    expect(await text('illegal-decks')).toContain('zu viele Exemplare einer Karte');
    await bothThemes('data-online-report');

    await illegal.click();
    await testId('data-dialog').waitFor({ state: 'detached' });
    expect(await testId('deck-name').inputValue()).toBe('Rolands Deck');
    expect(await text('deck-problems')).toMatch(/Machete/);
    await page.getByRole('button', { name: 'Neues Deck …' }).click();
    const mine = page.locator(`[data-testid="my-deck"][data-id="${deckId}"]`);
    await expect.poll(() => mine.getByTestId('deck-badge-update').textContent()).toBe('seit dem Update ungültig');
    expect(await mine.getByTestId('deck-badge-problems').textContent()).toBe('1 Problem');
    await bothThemes('data-my-decks-badge');
  });

  it('backs up now and restores that backup: the later note is gone, the state before is kept', async () => {
    await showNotes();
    await testId('nav-data').focus();
    await page.keyboard.press('Enter');
    await testId('data-dialog').waitFor();
    await testId('backup-create').click();
    await expect.poll(() => text('backup-notice')).toMatch(/^Gesichert am /);
    expect(await focused()).toBe('backup-notice');
    const manual = page.locator('[data-testid="backup-row"][data-reason="manuell"]').first();
    expect(await manual.getByTestId('backup-reason').textContent()).toBe('manuell');
    expect(await page.locator('[data-testid="backup-row"]').first().getAttribute('data-reason')).toBe('manuell');
    expect(
      await page
        .locator('[data-testid="backup-row"][data-reason="vor-kartenimport"]')
        .getByTestId('backup-reason')
        .first()
        .textContent(),
    ).toBe('vor Kartenimport');
    await closeData();

    await addNote('Später geschrieben');
    await expect
      .poll(notes)
      .toEqual([expect.stringContaining('Ghul-Priester besiegt'), expect.stringContaining('Später geschrieben')]);

    await openData();
    await manual.getByTestId('backup-restore').click();
    await testId('restore-confirm').waitFor();
    expect(await text('restore-confirm')).toContain(
      'Der aktuelle Stand wird vorher als Sicherung „vor Wiederherstellung“ aufgehoben',
    );
    expect(await focused()).toBe('confirm-restore');
    await bothThemes('data-restore-confirm');
    await testId('confirm-restore').click();
    await expect
      .poll(() => text('backup-notice'))
      .toMatch(
        /^Sicherung vom .* wiederhergestellt\. Der Stand davor ist als Sicherung „logbuch-.*-vor-wiederherstellung\.sqlite“ aufgehoben\.$/,
      );
    const safety = page.locator('[data-testid="backup-row"][data-reason="vor-wiederherstellung"]');
    expect(await safety.getByTestId('backup-reason').textContent()).toBe('vor Wiederherstellung');
    await bothThemes('data-restored');
    await closeData();
    await expect.poll(notes).toEqual([expect.stringContaining('Ghul-Priester besiegt')]);
  });

  it('downloads the whole database and restores it from the file again; a foreign file is refused', async () => {
    await openData();
    const [download] = await Promise.all([page.waitForEvent('download'), testId('backup-export').click()]);
    const file = path.join(work, download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^arkham-logbuch-\d{4}-\d{2}-\d{2}\.sqlite$/);
    expect(await text('backup-notice')).toBe(`Heruntergeladen als „${download.suggestedFilename()}“.`);
    await closeData();
    await addNote('Nach dem Export');
    await expect.poll(async () => (await notes()).length).toBe(2);

    await openData();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), testId('backup-restore-file').click()]);
    await chooser.setFiles(file);
    expect(await text('restore-confirm')).toContain(`Datei „${download.suggestedFilename()}“ wiederherstellen?`);
    await testId('confirm-restore').click();
    await expect.poll(() => text('backup-notice')).toMatch(/wiederhergestellt\. Der Stand davor ist als Sicherung/);
    await closeData();
    await expect.poll(notes).toEqual([expect.stringContaining('Ghul-Priester besiegt')]);

    await openData();
    await testId('backup-file-input').setInputFiles({
      name: 'notizen.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Keine Datenbank, nur Notizen.'),
    });
    await testId('confirm-restore').click();
    await expect
      .poll(() => text('backup-error'))
      .toBe(
        'Die Sicherung „notizen.txt“ kann nicht wiederhergestellt werden (keine SQLite-Datenbank; wähle eine Sicherung von Arkham Logbuch, eine .sqlite-Datei). Die Datenbank bleibt unverändert.',
      );
    expect(await focused()).toBe('backup-error');
    expect(await testId('restore-confirm').count()).toBe(0);
    await bothThemes('data-restore-refused');
    await closeData();
    expect(await notes()).toEqual([expect.stringContaining('Ghul-Priester besiegt')]);
  });

  it('shows "Über Arkham Logbuch" with the data attribution; Escape gives focus back', async () => {
    await testId('nav-about').click();
    await testId('about-dialog').waitFor();
    expect(await page.getByTestId('about-attribution').locator('li').allTextContents()).toEqual([
      'Kartendaten: ArkhamDB (arkhamdb-json-data).',
      'Kampagnendaten: Arkham Cards (arkham-cards-data).',
      'Karten- und Kampagnentexte © Fantasy Flight Games.',
    ]);
    await expect.poll(() => text('about-version')).toBe('Version 0.0.0');
    await bothThemes('data-about');
    await page.keyboard.press('Escape');
    await testId('about-dialog').waitFor({ state: 'detached' });
    expect(await focused()).toBe('nav-about');
    // The refused upload answered 422 on purpose; nothing else failed.
    expect(app.problems.filter((problem) => !/422/.test(problem))).toEqual([]);
  });
});
