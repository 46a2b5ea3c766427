import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, callHost as hostCall, openAppSession } from './support/app-session.ts';
import { campaignPage } from './support/campaign-page.ts';

// "Das vergessene Zeitalter" (Hard) by hand in Chromium against the real web host and data: Ursula
// Downs (04002) for Clara; the count „Yigs Zorn“ set, supplies chosen and used, what each one
// holds under „Ausrüstung“ and on the printed log sheet, and Ursula leaving the campaign. The
// campaign is made over the host's API, so no other journey's clicks are replayed.

const URSULA = '04002';

describeRealData('Kampagne: Zähler, Ausrüstung und Logbuchblatt (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let expeditionId = 0;
  const { testId, text, bothThemes } = deckPage(() => page);
  const { investigator, journalText } = campaignPage(() => page);
  const ursula = () => investigator(URSULA);

  const callHost = <M extends Method>(method: M, input: MethodInput<M>) => hostCall(session.host, method, input);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    const expedition = await callHost('campaigns.create', {
      name: 'Expedition',
      definitionId: 'tfa',
      difficulty: 'hard',
    });
    expeditionId = expedition.campaignId;
    await callHost('campaigns.join', { campaignId: expeditionId, player: 'Clara', investigatorCode: URSULA });
  });
  afterAll(() => session?.close());

  it('sets a count and chooses and uses supplies in "Das vergessene Zeitalter"', async () => {
    await testId('nav-campaigns').click();
    await page.locator(`[data-testid="campaign-item"][data-id="${expeditionId}"]`).click();
    await expect.poll(() => text('campaign-name')).toBe('Expedition');

    await testId('tab-log').click();
    const fury = page.locator('[data-testid="log-section"][data-section="yigs_fury"]');
    expect(await fury.getByTestId('log-count-value').textContent()).toBe('0');
    await fury.getByTestId('log-count-input').fill('3');
    await fury.getByTestId('log-count-set').click();
    await expect.poll(() => fury.getByTestId('log-count-value').textContent()).toBe('3');
    expect(await journalText('log_updated')).toBe('Kampagnenlogbuch – Yigs Zorn: Zähler auf 3');
    expect(
      await page
        .locator('[data-testid="log-section"][data-section="supplies"]')
        .getByTestId('log-supply-list')
        .textContent(),
    ).toContain('Proviant');
    await bothThemes('journey-log-count');

    await testId('tab-investigators').click();
    await ursula().getByTestId('action-supplies').click();
    const provisions = page.locator('[data-testid="supply-choices"] li[data-supply="provisions"]');
    await provisions.getByTestId('supply-count').fill('2');
    await page.locator('[data-testid="supply-choices"] li[data-supply="rope"]').getByTestId('supply-check').check();
    expect(await text('supply-total')).toMatch(/^Zusammen: \d+ Punkte$/);
    await bothThemes('journey-supplies');
    await testId('confirm-event').click();
    const held = ursula().locator('[data-testid="investigator-supplies"] li[data-supply="provisions"]');
    await expect.poll(() => held.getAttribute('data-count')).toBe('2');
    await held.getByTestId('supply-use').click();
    await expect.poll(() => held.getAttribute('data-count')).toBe('1');
    expect(await journalText('supplies_chosen')).toBe(
      'Ursula Downs (Die Entdeckerin) wählt Ausrüstung: 2× Proviant, Seil',
    );
    expect(await journalText('supply_used')).toBe('Ursula Downs (Die Entdeckerin) verbraucht Proviant');
  });

  it('lists the supplies each one holds and counts per investigator by name, in the log and on the sheet', async () => {
    // „Die von den Ermittlern gewählte Ausrüstung wird im Kampagnenlogbuch im Abschnitt „Ausrüstung“
    // jedes Ermittlers notiert“ (tfa, Threads of Fate): the log section and the printed sheet list
    // what Ursula holds, by name; the sheet shows no data id (`yigs_fury`) nor a code as a label.
    const heldLine = 'Ursula Downs (Die Entdeckerin): Proviant, Seil';
    await testId('tab-log').click();
    const supplies = page.locator('[data-testid="log-section"][data-section="supplies"]');
    expect(await supplies.locator('h3').textContent()).toBe('Ausrüstung');
    expect(await supplies.getByTestId('log-supplies-held').textContent()).toBe(heldLine);
    // A count kept per investigator, as the guide keeps „Nicht ausgegebene EP“ (The Innsmouth
    // Conspiracy): printed with the investigator's name, not the card code.
    await callHost('campaigns.append', {
      campaignId: expeditionId,
      events: [{ type: 'log_updated', payload: { changes: [{ section: 'campaign_notes', count: 2, name: URSULA }] } }],
    });
    await testId('print-campaign').click();
    await testId('campaign-sheet').waitFor();
    expect(await text('sheet-supplies')).toBe(heldLine);
    expect(await text('campaign-sheet')).toContain('Ursula Downs (Die Entdeckerin): 2');
    expect(await text('campaign-sheet')).not.toMatch(/[a-z]+_[a-z]+|\b0\d{4}:/);
    await testId('print-close').click();
    await testId('print-view').waitFor({ state: 'detached' });
  });

  it('lets an investigator leave, naming the Grimoire section, and offers no more corrections', async () => {
    await testId('tab-investigators').click();
    await ursula().getByTestId('action-leave').click();
    expect(await text('leave-dialog')).toContain('kann später wieder beitreten');
    expect(await testId('leave-dialog').getByTestId('rule-ref').textContent()).toBe(
      '§ Grimoire: „Einer Kampagne beitreten oder sie verlassen“',
    );
    await testId('confirm-event').click();
    await expect.poll(() => ursula().getByTestId('investigator-status').textContent()).toBe('ausgestiegen');
    expect(await ursula().getByTestId('action-correct').count()).toBe(0);
    expect(session.problems).toEqual([]);
  });
});
