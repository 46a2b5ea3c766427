import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DeckJson, parseDeckMeta } from '../../shared/decks/deck-json.ts';
import { describeRealData, REPO_ROOT } from '../support/real-data.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';

// Journey 4: export a saved deck as German text and as ArkhamDB JSON from the
// "Exportieren" dialog, save both as files, and compare them with the expected files.

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures');
// Sent as the file holds it (the host parses it); typed for the contract.
const DECK: DeckJson = JSON.parse(readFileSync(path.join(FIXTURES, 'campaign-notz', 'roland.json'), 'utf8'));
const DECK_NAME = DECK.name ?? '';

describeRealData('Exportieren (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, screenshot } = deckPage(() => page);

  /** Clicks "Als Datei speichern" and returns the saved file's name and content. */
  const saveFile = async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), testId('export-save').click()]);
    const file = await download.path();
    return { name: download.suggestedFilename(), content: readFileSync(file, 'utf8') };
  };

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await callHost(session.host, 'decks.create', { name: DECK_NAME, deck: DECK });
  });
  afterAll(() => session?.close());

  it('opens the saved deck and writes the German text the expectation holds', async () => {
    await testId('nav-deck').click();
    await page.getByTestId('my-deck').first().click();
    await testId('tool-export').click();
    await expect.poll(() => testId('export-output').inputValue()).toContain('Streifenpolizist');
    const saved = await saveFile();
    expect(saved.name).toBe(`${DECK_NAME} (de).txt`);
    expect(saved.content).toBe(readFileSync(path.join(FIXTURES, 'exports', 'roland-starter.de.txt'), 'utf8'));
    await screenshot('export-journey-text.png');
  });

  it('writes the ArkhamDB JSON the expectation holds', async () => {
    await testId('export-format').locator('[data-choice="arkhamdb"] input').check();
    await expect.poll(() => testId('export-output').inputValue()).toContain('"investigator_code"');
    const saved = await saveFile();
    expect(saved.name).toMatch(/\.json$/);
    // The editor writes an empty meta as "{}", the file as "": the same choices, compared as such.
    const read = (text: string) => {
      const deck = JSON.parse(text) as { meta: string };
      return { ...deck, meta: parseDeckMeta(deck.meta) };
    };
    expect(read(saved.content)).toEqual(
      read(readFileSync(path.join(FIXTURES, 'exports', 'roland-starter.arkhamdb.json'), 'utf8')),
    );
    await screenshot('export-journey-json.png');
    expect(session.problems).toEqual([]);
  });
});
