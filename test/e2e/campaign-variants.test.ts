import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, callHost as hostCall, openAppSession } from './support/app-session.ts';
import { campaignPage } from './support/campaign-page.ts';

// „Neue Kampagne“ with the Grimoire's Epischer Kampagnenmodus (lines 2330–2343) and Ultimaten und
// Gaben (lines 2560–2682): Roland Banks (01001) goes on from „Erste Runde“ with his total
// experience, and the chosen variants are listed in the new campaign's overview.

const ROLAND = '01001';

describeRealData('Neue Kampagne: Ermittler übertragen, Ultimaten und Gaben (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const { testId, text } = deckPage(() => page);
  const { investigator } = campaignPage(() => page);
  const callHost = <M extends Method>(method: M, input: MethodInput<M>) => hostCall(session.host, method, input);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('carries Roland Banks with 6 XP in total and lists Highlander and Scheitern', async () => {
    const { campaignId } = await callHost('campaigns.create', { name: 'Erste Runde' });
    await callHost('campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost('campaigns.append', {
      campaignId,
      events: [
        {
          type: 'scenario_recorded',
          payload: {
            scenario: { id: 'torch', name: 'Die Zusammenkunft' },
            resolution: 'R1',
            investigators: [{ code: ROLAND, xp: { victory: 6 }, trauma: { mental: 1 } }],
          },
        },
      ],
    });
    await testId('nav-campaigns').click();
    await testId('new-campaign').click();
    await testId('campaign-name-input').fill('Zweite Runde');
    await expect.poll(() => testId('campaign-carry-over-select').locator('option').count()).toBe(2);
    await testId('campaign-carry-over-select').selectOption({ label: 'Erste Runde' });
    const carried = page.locator(`[data-testid="carry-over-investigators"] label[data-code="${ROLAND}"]`);
    expect(await carried.getByTestId('carry-over-investigator').isChecked()).toBe(true);
    await testId('campaign-variants').locator('summary').click();
    await page.locator('[data-variant="highlander"]').getByTestId('campaign-variant').check();
    await page.locator('[data-variant="scheitern"]').getByTestId('campaign-variant').check();
    expect(await testId('campaign-variants').locator('summary').textContent()).toBe('Ultimaten und Gaben (2 gewählt)');
    await testId('create-campaign').click();

    await expect.poll(() => text('campaign-name')).toBe('Zweite Runde');
    expect(await text('campaign-variant-list')).toBe(
      'Ultimaten und Gaben: Ultimatum des Highlanders (Deckbau) · Ultimatum des Scheiterns (Chaosbeutel)',
    );
    await testId('tab-investigators').click();
    await investigator(ROLAND).waitFor();
    expect(await investigator(ROLAND).getByTestId('carried-total-xp').textContent()).toBe(
      'Die Gesamt-Erfahrung von Roland Banks (Der Bundesagent) beträgt 6 · übertragen aus „Erste Runde“ · Gesamtwertung: 6',
    );
    expect(await investigator(ROLAND).getByTestId('trauma-mental').textContent()).toContain('1');
  });

  it('prints the total experience and the variants on the log sheet', async () => {
    await testId('print-campaign').click();
    await testId('campaign-sheet').waitFor();
    expect(await text('sheet-carried')).toBe(
      'Die Gesamt-Erfahrung von Roland Banks (Der Bundesagent) beträgt 6 · Gesamtwertung: 6',
    );
    expect(await text('sheet-variants')).toBe(
      'Ultimaten und Gaben: Ultimatum des Highlanders, Ultimatum des Scheiterns',
    );
  });
});
