import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Method, MethodInput } from '../../shared/api/contract.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, callHost as hostCall, openAppSession } from './support/app-session.ts';

// „Ab hier neu beantworten“ in Chromium against the real web host and data (docs/kampagnen.md
// „Kampagnenleitfaden“): Night of the Zealot with Roland Banks (01001) and Agnes Baker (01004),
// answered through The Midnight Masks; the group notices the victory points of The Gathering were
// wrong three answers back. By keyboard in the guide dialog, then from the campaign history;
// screenshots of the question in both themes at 1024×700 and 1920×1080.

vi.setConfig({ testTimeout: 180_000 });

const ROLAND = '01001';
const AGNES = '01004';

describeRealData('„Ab hier neu beantworten“ (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let campaignId = 0;
  const { testId, bothThemes, focused } = deckPage(() => page);
  const callHost = <M extends Method>(method: M, input: MethodInput<M>) => hostCall(session.host, method, input);
  const journal = () => callHost('campaigns.journal', { campaignId });
  const answerSeq = async (index: number) =>
    (await journal()).find(
      (line) => line.type === 'guide_answered' && !line.undone && (line.payload as { index: number }).index === index,
    )?.seq;
  const step = (seq: number | undefined) => page.locator(`[data-testid="guide-answered-step"][data-seq="${seq}"]`);
  const historyLine = (seq: number | undefined) => page.locator(`[data-testid="journal-line"][data-seq="${seq}"]`);

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize({ width: 1024, height: 700 });
    ({ campaignId } = await callHost('campaigns.create', { name: 'Zurückspul-Runde', definitionId: 'core' }));
    await callHost('campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost('campaigns.join', { campaignId, player: 'Ben', investigatorCode: AGNES });
    await callHost('campaigns.guideAnswer', {
      campaignId,
      answers: [
        { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
        { step: 'difficulty_choice', choice: 'standard' },
        {
          step: 'draw_weakness',
          choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
          weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
        },
        { step: 'save_decks' },
        { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
        { step: 'earn_xp', value: 2 },
        { step: '$upgrade_decks' },
        { step: '$play_scenario', lead: AGNES, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
      ],
    });
  });
  afterAll(() => session?.close());

  it('lists the answers given in the guide dialog, newest first, each with „Ab hier neu beantworten“', async () => {
    await testId('nav-campaigns').click();
    await testId('campaign-item').click();
    await testId('guide-open').click();
    await testId('guide-input').waitFor();
    expect(await testId('guide-input').getAttribute('data-key')).toBe('arkham/cultists_interrogated');
    const answered = testId('guide-answered');
    expect(await answered.locator('summary').textContent()).toBe('Bisherige Antworten (8)');
    const steps = testId('guide-answered-step');
    // Closed, the list is not drawn; opened, it lists every answer.
    expect(await steps.count()).toBe(0);
    await answered.locator('summary').click();
    await expect.poll(() => steps.count()).toBe(8);
    expect(Number(await steps.first().getAttribute('data-seq'))).toBe(await answerSeq(7));
    // Closed again for the keyboard below.
    await answered.locator('summary').click();
    await expect.poll(() => steps.count()).toBe(0);
  });

  it('by keyboard: opens the list, reaches the XP answer three back and asks, naming three answers (screenshots)', async () => {
    const earnXp = await answerSeq(5);
    await testId('guide-answered').locator('summary').focus();
    await page.keyboard.press('Enter');
    // The list is drawn once the details report being open (its toggle event comes a task later).
    await expect.poll(() => testId('guide-answered-step').count()).toBe(8);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-rewind-seq')")).toBe(String(earnXp));
    expect(await step(earnXp).textContent()).toContain('2');
    await page.keyboard.press('Enter');
    const question = step(earnXp).getByTestId('guide-rewind-confirm');
    await question.waitFor();
    expect(await question.textContent()).toMatch(/3 Antworten zurücknehmen: „[^“]+“ und 2 spätere\?/);
    expect(await focused()).toBe('guide-rewind-yes');
    expect(await testId('guide-rewind-yes').textContent()).toBe('3 Antworten zurücknehmen');
    // Abbrechen writes nothing and puts focus back on the button.
    const before = (await journal()).length;
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate("document.activeElement?.getAttribute('data-rewind-seq')"))
      .toBe(String(earnXp));
    expect(await journal()).toHaveLength(before);
    await page.keyboard.press('Enter');
    await question.scrollIntoViewIfNeeded();
    await bothThemes('guide-rewind-question');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await bothThemes('guide-rewind-question-1920');
    await page.setViewportSize({ width: 1024, height: 700 });
    expect(session.problems).toEqual([]);
  });

  it('takes back the three answers as one journal entry; the guide asks the victory points again', async () => {
    const earnXp = await answerSeq(5);
    await page.keyboard.press('Enter');
    await expect.poll(() => testId('guide-input').getAttribute('data-key')).toBe('torch/earn_xp');
    expect(await testId('guide-answered').locator('summary').textContent()).toBe('Bisherige Antworten (5)');
    // The question's buttons are gone: focus stays in the dialog (Shift+Tab once reached
    // „Ab hier neu beantworten“ of the history behind the overlay); the screen behind is inert.
    const inDialog = '!!document.activeElement?.closest(\'[data-testid="guide-dialog"]\')';
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(inDialog)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(inDialog)).toBe(true);
    expect(await page.evaluate("!!document.querySelector('[data-testid=\"journal-undo\"]')?.closest('[inert]')")).toBe(
      true,
    );
    const last = (await journal()).at(-1);
    expect(last).toMatchObject({ type: 'undo', payload: { seq: earnXp, later: [earnXp! + 1, earnXp! + 2] } });
    // Answered anew: one victory point this time.
    await testId('guide-counter').fill('1');
    await page.keyboard.press('Enter');
    await testId('guide-summary').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => testId('guide-input').getAttribute('data-kind')).toBe('upgrade_decks');
    const state = await callHost('campaigns.state', { campaignId });
    expect(state.investigators.find((item) => item.code === ROLAND)?.xp.earned).toBe(3);
  });

  it('the history names the rewind; there „Ab hier neu beantworten“ asks too and opens the guide on that step (screenshots)', async () => {
    await testId('guide-close').click();
    const rewind = page.locator('[data-testid="journal-line"][data-type="undo"]').first();
    expect(await rewind.getByTestId('journal-text').textContent()).toMatch(
      /^Ab Eintrag Nr\. (\d+) neu beantworten: 3 Leitfaden-Antworten zurückgenommen \(Nr\. \1, \d+, \d+\)$/,
    );
    const saveDecks = await answerSeq(3);
    const button = historyLine(saveDecks).getByTestId('journal-undo');
    expect(await button.textContent()).toBe('Ab hier neu beantworten');
    await button.focus();
    await page.keyboard.press('Enter');
    const question = historyLine(saveDecks).getByTestId('guide-rewind-confirm');
    await question.waitFor();
    expect(await question.textContent()).toContain('3 Antworten zurücknehmen');
    await question.scrollIntoViewIfNeeded();
    await bothThemes('guide-rewind-history');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await bothThemes('guide-rewind-history-1920');
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.keyboard.press('Enter');
    await testId('guide-dialog').waitFor();
    await expect.poll(() => testId('guide-input').getAttribute('data-key')).toBe('$setup/save_decks');
    expect(session.problems).toEqual([]);
  });
});
