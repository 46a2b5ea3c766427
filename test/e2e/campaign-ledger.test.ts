import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, callHost as hostCall, openAppSession } from './support/app-session.ts';
import { campaignPage, rolandCampaignDeck } from './support/campaign-page.ts';

// The campaign XP ledger in Chromium (docs/kampagnen.md „Das Journal“): Roland's deck upgraded from the
// campaign, the upgrade undone in the history — the deck back at version 1 and the XP back — and
// redone, both returning; an entry whose undo would be refused offers a disabled button saying
// why; the success message goes with the state it described. Each investigator's upgrade keeps its
// own search, filters and open card.

const ROLAND = '01001';
const BEAT_COP = '01018';
/** Streifenpolizist (2): Beat Cop's level-2 upgrade, 2 XP. */
const BEAT_COP_2 = '01028';
const AGNES = '01004';
/** Wachhund (Guard Dog): a Guardian ally with a combat icon, in Roland's reach. */
const GUARD_DOG = '01021';

describeRealData('EP-Buchhaltung der Kampagne (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId: number;
  const { testId, text, line, bothThemes } = deckPage(() => page);
  const { investigator, figure } = campaignPage(() => page);
  const callHost = <M extends Method>(method: M, input: MethodInput<M>) => hostCall(session.host, method, input);
  const journalLine = (type: string) => page.locator(`[data-testid="journal-line"][data-type="${type}"]`).first();
  const deckVersion = () => investigator(ROLAND).getByTestId('investigator-deck-version').getAttribute('data-version');

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    const roland = await callHost('decks.create', {
      name: 'Rolands Kampagnendeck',
      deck: rolandCampaignDeck(),
    });
    ({ campaignId } = await callHost('campaigns.create', {
      name: 'Buchhaltungsrunde',
      definitionId: 'core',
      difficulty: 'standard',
    }));
    await callHost('campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND, deckId: roland.deckId });
    await callHost('campaigns.append', {
      campaignId,
      events: [
        {
          type: 'scenario_recorded',
          payload: {
            scenario: { id: 'torch', name: 'Die Zusammenkunft' },
            resolution: 'R1',
            investigators: [{ code: ROLAND, xp: { victory: 2, bonus: 4 } }],
          },
        },
      ],
    });
  });
  afterAll(() => session?.close());

  it('upgrades from the campaign: version 2 in force, 2 EP spent', async () => {
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await investigator(ROLAND).waitFor();
    await expect.poll(deckVersion).toBe('1');
    expect(await figure(ROLAND, 'xp-available')).toBe('6');

    await investigator(ROLAND).getByTestId('action-upgrade').click();
    await testId('campaign-upgrade-bar').waitFor();
    await line(BEAT_COP).getByTestId('remove-card').click();
    await testId('card-search').fill(BEAT_COP_2);
    await page.locator(`[data-testid="card-row"][data-code="${BEAT_COP_2}"]`).getByTestId('add-card').click();
    await expect.poll(() => text('xp-spent')).toBe('Ausgegeben: 2 EP');
    await testId('campaign-upgrade-save').click();

    await testId('upgrade-result').waitFor();
    await expect.poll(deckVersion).toBe('2');
    expect(await figure(ROLAND, 'xp-spent')).toBe('2');
    expect(await figure(ROLAND, 'xp-available')).toBe('4');
    // The scenario's XP paid for the upgrade: undoing the scenario would be refused, so it is not offered.
    const scenarioUndo = journalLine('scenario_recorded').getByTestId('journal-undo');
    expect(await scenarioUndo.isDisabled()).toBe(true);
    const reasonId = await scenarioUndo.getAttribute('aria-describedby');
    const reason = await page.locator(`#${reasonId}`).textContent();
    expect(reason).toContain('hängt davon ab');
    expect(await scenarioUndo.getAttribute('title')).toBe(reason);
    await bothThemes('ledger-upgraded');
  });

  it('undoes the upgrade in the history: the deck back at version 1 and the XP back, the message gone', async () => {
    await journalLine('deck_upgraded').getByTestId('journal-undo').click();
    await expect.poll(() => journalLine('deck_upgraded').getAttribute('data-undone')).toBe('true');
    await expect.poll(deckVersion).toBe('1');
    expect(await figure(ROLAND, 'xp-spent')).toBe('0');
    expect(await figure(ROLAND, 'xp-available')).toBe('6');
    expect(await testId('upgrade-result').count()).toBe(0);
    // The withdrawn version stays in the deck's history, marked; the deck is upgraded in its campaign only.
    await testId('nav-deck').click();
    expect(await testId('upgrade-deck').isDisabled()).toBe(true);
    expect(await testId('upgrade-deck').getAttribute('title')).toContain('Kampagne „Buchhaltungsrunde“');
    await testId('history-button').click();
    const withdrawn = page.locator('[data-testid="history-version"][data-withdrawn]');
    await expect.poll(() => withdrawn.getAttribute('data-version')).toBe('2');
    expect(await withdrawn.getByTestId('history-withdrawn').textContent()).toContain('rückgängig gemacht');
    await bothThemes('ledger-history-withdrawn');
    await testId('close-history').click();
    await testId('nav-campaigns').click();
    await investigator(ROLAND).getByTestId('investigator-deck').scrollIntoViewIfNeeded();
    await bothThemes('ledger-undone');
  });

  it('redoes it: version 2 and the 2 EP spent return', async () => {
    await journalLine('undo').getByTestId('journal-undo').click();
    await expect.poll(deckVersion).toBe('2');
    expect(await figure(ROLAND, 'xp-spent')).toBe('2');
    expect(await figure(ROLAND, 'xp-available')).toBe('4');
    expect(await journalLine('deck_upgraded').getAttribute('data-undone')).toBeNull();
    // The redo says what came back, not only that the undo was taken back.
    const upgradeSeq = await journalLine('deck_upgraded').getAttribute('data-seq');
    expect(await journalLine('undo').getByTestId('journal-text').textContent()).toMatch(
      new RegExp(`^Eintrag Nr. ${upgradeSeq} wiederhergestellt \\(Nr. \\d+ zurückgenommen\\)$`),
    );
    await investigator(ROLAND).getByTestId('investigator-deck').scrollIntoViewIfNeeded();
    await bothThemes('ledger-redone');
  });

  it('shows a write made elsewhere (another window, the command line) as main announces it', async () => {
    const before = await deckVersion();
    await callHost('campaigns.append', {
      campaignId,
      events: [{ type: 'note_added', payload: { text: 'Notiz aus einem anderen Fenster' } }],
    });
    await expect.poll(() => journalLine('note_added').textContent()).toContain('Notiz aus einem anderen Fenster');
    expect(await deckVersion()).toBe(before);
  });

  it('keeps search, filters and the open card with each investigator’s upgrade: Agnes never opens with Roland’s', async () => {
    // „Screens round 2“: „a campaign upgrade of one investigator no longer opens with another's search“.
    const agnes = await callHost('decks.create', {
      name: 'Agnes in der Runde',
      deck: { name: 'Agnes in der Runde', investigator_code: AGNES, slots: { '01008': 1, '01009': 1 } },
    });
    await callHost('campaigns.join', { campaignId, player: 'Ben', investigatorCode: AGNES, deckId: agnes.deckId });
    await investigator(AGNES).getByTestId('action-upgrade').waitFor();
    const combat = testId('filter-skill-combat');
    const showFilters = async () => {
      if ((await testId('more-filters').getAttribute('aria-expanded')) !== 'true') await testId('more-filters').click();
    };
    const upgrade = async (code: string) => {
      await investigator(code).getByTestId('action-upgrade').click();
      await testId('campaign-upgrade-bar').waitFor();
      await showFilters();
    };
    const cancel = async () => {
      await testId('campaign-upgrade-cancel').click();
      await investigator(ROLAND).waitFor();
    };

    await upgrade(ROLAND);
    await testId('card-search').fill('Wachhund');
    await combat.click();
    await page.locator(`[data-testid="card-row"][data-code="${GUARD_DOG}"]`).click();
    await expect.poll(() => testId('card-detail').getAttribute('data-code')).toBe(GUARD_DOG);
    await cancel();

    await upgrade(AGNES);
    expect(await testId('card-search').inputValue()).toBe('');
    expect(await combat.getAttribute('aria-pressed')).toBe('false');
    expect(await testId('card-detail').count()).toBe(0);
    expect(await testId('card-detail-idle').count()).toBe(1);
    await testId('card-search').fill('Lupe');
    await cancel();

    // Back to Roland's upgrade: his search, his filter and his open card return, not Agnes's search.
    await upgrade(ROLAND);
    expect(await testId('card-search').inputValue()).toBe('Wachhund');
    expect(await combat.getAttribute('aria-pressed')).toBe('true');
    expect(await testId('card-detail').getAttribute('data-code')).toBe(GUARD_DOG);
    await cancel();
    await upgrade(AGNES);
    expect(await testId('card-search').inputValue()).toBe('Lupe');
    expect(await combat.getAttribute('aria-pressed')).toBe('false');
    expect(await testId('card-detail').count()).toBe(0);
    await cancel();

    // The same decks opened under „Meine Decks“ keep the same views.
    const openSaved = async (name: string) => {
      await testId('nav-deck').click();
      await page.getByRole('button', { name: 'Neues Deck …' }).click();
      await page.locator('[data-testid="my-deck"]', { hasText: name }).click();
      await testId('deck-pane').waitFor();
      await showFilters();
    };
    await openSaved('Rolands Kampagnendeck');
    expect(await testId('card-search').inputValue()).toBe('Wachhund');
    expect(await combat.getAttribute('aria-pressed')).toBe('true');
    expect(await testId('card-detail').getAttribute('data-code')).toBe(GUARD_DOG);
    await openSaved('Agnes in der Runde');
    expect(await testId('card-search').inputValue()).toBe('Lupe');
    expect(await combat.getAttribute('aria-pressed')).toBe('false');
    expect(await testId('card-detail').count()).toBe(0);
  });
});
