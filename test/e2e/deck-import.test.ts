import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { pdfPageCount, readPdf } from '../support/pdf-text.ts';
import { describeRealData, REPO_ROOT } from '../support/real-data.ts';
import { DAISY_STARTER, ROLAND_STARTER } from '../support/starter-decks.ts';
import { type AppSession, ARTIFACTS, callHost, deckPage, openAppSession } from './support/app-session.ts';

// Deck import and printing in Chromium against the web host with the real data: paste a
// deck and see its problems, drop a file, pick a chain, load one from a stand-in ArkhamDB, save —
// it opens in the editor; then print the deck list to PDF with print media and check its pages.

const fixture = (folder: string, file: string) => path.join(REPO_ROOT, 'test/fixtures', folder, file);
const read = (folder: string, file: string) => readFileSync(fixture(folder, file), 'utf8');

describeRealData('Deck importieren und drucken (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let problems: string[];
  let arkhamDb: Server;
  const { testId, text, screenshot } = deckPage(() => page);
  const dialog = () => testId('deck-import-dialog');
  const inDialog = (id: string) => dialog().getByTestId(id);
  const savedEnv = process.env.ARKHAMDB_URL;

  /** A drop of one file with `content` on the element with `id`. */
  const dropFile = async (id: string, name: string, content: string) => {
    // A string, so this file needs no DOM types: it runs in the page.
    const transfer = await page.evaluateHandle(`(() => {
      const data = new DataTransfer();
      data.items.add(new File([${JSON.stringify(content)}], ${JSON.stringify(name)}, { type: 'application/json' }));
      return data;
    })()`);
    await testId(id).dispatchEvent('dragover', { dataTransfer: transfer });
    await testId(id).dispatchEvent('drop', { dataTransfer: transfer });
  };

  /** A print of the open view as PDF with print media, kept in test/artifacts. */
  const printPdf = async (name: string) => {
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-media.png`), fullPage: true });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    writeFileSync(path.join(ARTIFACTS, `${name}.pdf`), pdf);
    return { pages: pdfPageCount(pdf), text: readPdf(pdf).map((p) => p.text) };
  };

  beforeAll(async () => {
    // A stand-in for ArkhamDB's public API: the four Roland versions as decks.
    const chain = JSON.parse(read('chains', 'roland_four_versions.json')) as { id: number }[];
    arkhamDb = createServer((request, response) => {
      const deck = chain.find((entry) => request.url === `/api/public/deck/${entry.id}`);
      response
        .writeHead(deck ? 200 : 404, { 'content-type': 'application/json' })
        .end(deck ? JSON.stringify(deck) : '{"error":"not found"}');
    });
    await new Promise<void>((resolve) => arkhamDb.listen(0, '127.0.0.1', resolve));
    // The web host runs in this process and reads ARKHAMDB_URL when it loads a deck.
    process.env.ARKHAMDB_URL = `http://127.0.0.1:${(arkhamDb.address() as AddressInfo).port}`;
    session = await openAppSession();
    page = session.page;
    problems = session.problems;
  });
  afterAll(async () => {
    if (savedEnv === undefined) delete process.env.ARKHAMDB_URL;
    else process.env.ARKHAMDB_URL = savedEnv;
    await session?.close();
    arkhamDb?.close();
  });

  it('refuses malformed JSON and unknown cards in German, naming where and what', async () => {
    await testId('nav-deck').click();
    await testId('my-decks').getByTestId('import-deck').click();
    await dialog().waitFor();
    await inDialog('import-text').fill(read('imports', 'malformed_missing_comma.json'));
    await expect
      .poll(() => inDialog('import-refusal').textContent())
      .toContain('Der Fehler steht in Zeile 4, Spalte 3');
    expect(await inDialog('import-save').isDisabled()).toBe(true);
    await screenshot('deck-import-malformed.png');

    await inDialog('import-text').fill(read('imports', 'unknown_cards_roland.json'));
    await expect
      .poll(() => inDialog('import-refusal').textContent())
      .toBe(
        'Unbekannte Kartennummer(n): 99999, 01999. Diese Karten kennen die Kartendaten nicht – aktualisiere die Kartendaten und versuche es noch einmal. Es wurde nichts importiert.',
      );
    expect(await inDialog('import-save').isDisabled()).toBe(true);
  });

  it('previews a pasted arkham.build deck: investigator, count, XP, parallel back, no problems', async () => {
    await inDialog('import-text').fill(read('imports', 'arkham_build_parallel_roland.json'));
    await inDialog('import-preview').waitFor();
    expect(await inDialog('import-investigator').textContent()).toContain('Roland Banks');
    expect(await inDialog('import-facts').textContent()).toBe(
      '30 / 30 Karten (33 insgesamt) · 5 EP in Karten · mit paralleler Seite · 1 Version · arkham.build-Export',
    );
    expect(await inDialog('deck-valid').count()).toBe(1);
    expect(await inDialog('import-name').getAttribute('placeholder')).toBe('Runenaxt-Roland');
    await screenshot('deck-import-preview.png');
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'light'));
    await screenshot('deck-import-preview-light.png');
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
  });

  it('previews a deck with "01000": -1 (weakness drawn): legal, the dropped line told as a warning, nothing refused', async () => {
    await inDialog('import-text').fill(read('decks', 'import_negative_slot_dropped_valid.json'));
    await inDialog('import-preview').waitFor();
    expect(await inDialog('deck-valid').count()).toBe(1);
    const warning = inDialog('deck-warning');
    await warning.waitFor();
    expect(await warning.getAttribute('data-code')).toBe('slot_count_dropped');
    expect(await warning.textContent()).toContain('stand mit der Anzahl -1 in der Datei (Deck) und wurde weggelassen');
    expect(await inDialog('import-save').isDisabled()).toBe(false);
    await screenshot('deck-import-dropped-slot.png');
  });

  it('drops an illegal deck on the dialog, shows its problem, saves it and opens it in the editor', async () => {
    await dropFile('import-drop', 'roland-mystisch.json', read('decks', 'access_roland_mystic_invalid.json'));
    await expect.poll(() => inDialog('import-file-name').textContent()).toBe('Aus der Datei „roland-mystisch.json“');
    await inDialog('deck-problems').waitFor();
    expect(await inDialog('deck-problem').getAttribute('data-code')).toBe('invalid_cards');
    expect(await text('deck-import-dialog')).toContain('Das Deck wird trotzdem importiert und markiert');
    await screenshot('deck-import-problems.png');
    await inDialog('import-name').fill('Roland mit Mystik');
    await inDialog('import-save').click();
    await dialog().waitFor({ state: 'detached' });
    await testId('deck-pane').waitFor();
    expect(await testId('deck-name').inputValue()).toBe('Roland mit Mystik');
    expect(await testId('deck-problem').getAttribute('data-code')).toBe('invalid_cards');
    expect(await text('saved-message')).toBe('');
    await screenshot('deck-import-editor.png');
  });

  it('picks a chain file from the editor: four versions, the last one open with its XP', async () => {
    await testId('tool-import').click();
    await inDialog('import-file').setInputFiles(fixture('chains', 'roland_four_versions.json'));
    await expect.poll(() => inDialog('import-facts').textContent()).toContain('4 Versionen (eine Deckkette)');
    expect(await inDialog('import-facts').textContent()).toContain('Tabuliste 8');
    await inDialog('import-save').click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => testId('deck-name').inputValue()).toBe('Roland – Die Nacht der Zelotin');
    await testId('history-button').click();
    await expect.poll(() => testId('history-version').count()).toBe(4);
    await page.keyboard.press('Escape');
  });

  it('opens the import with the preview when a deck file is dropped anywhere on the deck screen', async () => {
    await dropFile('deck-drop-zone', 'agnes.json', read('decks', 'multiclass_agnes_valid.json'));
    await dialog().waitFor();
    await expect.poll(() => inDialog('import-investigator').textContent()).toContain('Agnes Baker');
    await inDialog('import-cancel').click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('loads a deck online by its ArkhamDB address (marked as needing internet), and says so when there is none', async () => {
    await testId('tool-import').click();
    expect(await inDialog('import-needs-internet').textContent()).toBe('braucht Internet');
    await inDialog('import-url').fill('https://arkhamdb.com/deck/view/4711');
    await inDialog('import-fetch').click();
    await expect
      .poll(() => inDialog('import-error').textContent())
      .toContain('kein öffentliches Deck und keine Deckliste Nr. 4711');
    // The web host answers a typed refusal with 422; the browser logs that, and only that.
    expect(problems.splice(0).every((line) => /422/.test(line))).toBe(true);
    await inDialog('import-url').fill('https://arkhamdb.com/deck/view/7103');
    await inDialog('import-fetch').click();
    await expect.poll(() => inDialog('import-facts').textContent()).toContain('4 Versionen (eine Deckkette)');
    expect(await inDialog('import-facts').textContent()).toContain('online von ArkhamDB');
    await screenshot('deck-import-online.png');
    await inDialog('import-cancel').click();
  });

  it('prints the deck list: a print view on screen, one A4 page as PDF with the investigator and the cards', async () => {
    await testId('tool-print').click();
    await testId('deck-sheet').waitFor();
    expect(await testId('print-pdf').count()).toBe(0); // a browser saves PDFs from its own print dialog
    expect(await text('sheet-investigator')).toBe('Ermittler: Roland Banks – Der Bundesagent');
    await screenshot('print-deck-view.png');
    const printed = await printPdf('print-deck');
    expect(printed.pages).toBe(1);
    expect(printed.text[0]).toContain('Ermittler: Roland Banks – Der Bundesagent');
    expect(printed.text[0]).toContain('Roland – Die Nacht der Zelotin');
    expect(printed.text[0]).toContain('Karten im Deck: 30 / 30 (insgesamt 33)');
    expect(printed.text[0]).toContain('Vorteile (17)Hand (9)1× 45er Automatik');
    expect(printed.text[0]).not.toContain('Druckansicht');
    await testId('print-close').click();
    await testId('print-view').waitFor({ state: 'detached' });
  });

  it('prints a campaign log sheet opened by its address: investigators with XP, trauma and story assets, scenario, log, chaos bag', async () => {
    const call = <M extends Method>(method: M, input: MethodInput<M>) => callHost(session.host, method, input);
    const { campaignId, state } = await call('campaigns.create', {
      name: 'Dienstagsrunde',
      definitionId: 'core',
      difficulty: 'standard',
    });
    // Starting decks of level-0 cards: a campaign begins at 0 XP (Grimoire „Regeln für den Deckbau“);
    // the imported decks above are worth 13 and 6 XP and would be refused.
    const daisy = await call('decks.create', { name: 'Daisys Bücher', deck: DAISY_STARTER });
    const roland = await call('decks.create', { name: 'Rolands Kampagnendeck', deck: ROLAND_STARTER });
    await call('campaigns.join', { campaignId, player: 'Anna', investigatorCode: '01001', deckId: roland.deckId });
    await call('campaigns.join', { campaignId, player: 'Ben', investigatorCode: '01002', deckId: daisy.deckId });
    const section = state.logSections.find((entry) => entry.type !== 'supplies')!;
    const scenario = state.scenarios[0]!;
    await call('campaigns.append', {
      campaignId,
      events: [
        {
          type: 'scenario_recorded',
          payload: {
            scenario: { id: scenario.id, name: scenario.name },
            resolution: 'R1',
            investigators: [
              { code: '01001', xp: { victory: 2, bonus: 2 }, trauma: { mental: 1 }, cardsEarned: ['01117'] },
              { code: '01002', xp: { victory: 2 }, trauma: { physical: 1 } },
            ],
            log: [
              { section: section.id, entry: 'Das Haus steht noch.' },
              { section: section.id, entry: 'Lita wurde gezwungen, euch zu helfen.', crossedOut: true },
            ],
            chaosTokensAdded: ['cultist'],
          },
        },
        { type: 'card_exiled', payload: { code: '01001', card: '01093' } },
        { type: 'note_added', payload: { text: 'Anna bringt nächstes Mal Kekse mit.' } },
      ],
    });

    await page.evaluate(`window.location.hash = '#drucken/kampagne/${campaignId}'`);
    await testId('campaign-sheet').waitFor();
    const investigators = testId('sheet-investigator');
    await expect.poll(() => investigators.count()).toBe(2);
    expect(await investigators.first().textContent()).toContain(
      'verdient 4 · angepasst 0 · ausgegeben 0 · verfügbar 4',
    );
    expect(await investigators.first().textContent()).toContain('Lita Chantler');
    expect(await investigators.first().textContent()).toContain('körperlich 0 von 9 · seelisch 1 von 5');
    expect(await text('sheet-scenarios')).toContain(scenario.name);
    expect(await text('sheet-chaos-bag')).toContain('Kultist');
    await screenshot('print-campaign-view.png');
    const printed = await printPdf('print-campaign');
    expect(printed.pages).toBe(1);
    expect(printed.text[0]).toContain('Dienstagsrunde');
    expect(printed.text[0]).toContain('Roland Banks');
    expect(printed.text[0]).toContain('Daisy Walker');
    expect(printed.text[0]).toContain('Das Haus steht noch.');
    expect(printed.text[0]).toContain('Anna bringt nächstes Mal Kekse mit.');
    await testId('print-close').click();
    expect(await page.evaluate('window.location.hash')).toBe('');

    // A long campaign runs onto a second page; the sheet starts on the first and ends on the last.
    const notes = Array.from({ length: 45 }, (_, i) => ({
      type: 'note_added' as const,
      payload: { text: `Notiz ${i + 1}: Die Nacht war lang, und das Haus knarrte bei jedem Schritt.` },
    }));
    await call('campaigns.append', { campaignId, events: notes });
    await page.evaluate(`window.location.hash = '#drucken/kampagne/${campaignId}'`);
    await expect.poll(() => page.getByText('Notiz 45:').count()).toBe(1);
    const long = await printPdf('print-campaign-long');
    expect(long.pages).toBe(2);
    expect(long.text[0]).toContain('Dienstagsrunde');
    expect(long.text[1]).toContain('Notiz 45:');
    expect(long.text[1]).toContain('Arkham Logbuch · gedruckt am');
    await testId('print-close').click();
    expect(problems).toEqual([]);
  });
});
