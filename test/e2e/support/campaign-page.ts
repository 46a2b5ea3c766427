import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { REPO_ROOT } from '../../support/real-data.ts';

/** Locators the campaign journeys share; `page` is read when they run (after beforeAll). */
export function campaignPage(page: () => Page) {
  const investigator = (code: string) => page().locator(`[data-testid="campaign-investigator"][data-code="${code}"]`);
  return {
    investigator,
    figure: (code: string, id: string) => investigator(code).getByTestId(id).textContent(),
    journalText: (type: string) =>
      page()
        .locator(`[data-testid="journal-line"][data-type="${type}"]`)
        .first()
        .getByTestId('journal-text')
        .textContent(),
  };
}

/** Roland's deck the campaign journeys play with (test/fixtures/campaign-notz/roland.json). */
export function rolandCampaignDeck(): DeckJson {
  // Sent as the file holds it (the host parses it); typed for the contract.
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'test', 'fixtures', 'campaign-notz', 'roland.json'), 'utf8'));
}
