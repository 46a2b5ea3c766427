import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { REPO_ROOT } from '../../support/real-data.ts';
import { type AppSession, callHost } from './app-session.ts';

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

/**
 * The campaign journeys' start: Roland's saved deck, a deck for Agnes kept for later, and a
 * Night of the Zealot campaign (Normal) that Anna plays with Roland and his deck.
 */
export async function startRolandCampaign(host: AppSession['host'], name: string): Promise<number> {
  const roland = await callHost(host, 'decks.create', { name: 'Rolands Kampagnendeck', deck: rolandCampaignDeck() });
  await callHost(host, 'decks.create', {
    name: 'Agnes für später',
    deck: { name: 'Agnes für später', investigator_code: '01004', slots: { '01008': 1, '01009': 1 } },
  });
  const { campaignId } = await callHost(host, 'campaigns.create', {
    name,
    definitionId: 'core',
    difficulty: 'standard',
  });
  await callHost(host, 'campaigns.join', {
    campaignId,
    player: 'Anna',
    investigatorCode: '01001',
    deckId: roland.deckId,
  });
  return campaignId;
}
