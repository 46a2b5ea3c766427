import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeArkhamDb, startFakeArkhamDb } from '../support/arkhamdb-api-server.ts';
import { germanCycleNames, germanPackNames } from '../support/german-names-json.ts';
import { describeRealData } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { type AppSession, callHost, deckPage, openAppSession } from './support/app-session.ts';
import { campaignPage } from './support/campaign-page.ts';

// The player's tools in Chromium against the real web host and data: the collection (packs by
// cycle, the list narrowed, the weakness drawn from it, cards outside it named), deck notes and
// tags (rendered, filtered in "Meine Decks"), the sample hand with a mulligan, the campaign's
// story cards at "Deck verbessern", and card images from a stand-in ArkhamDB on 127.0.0.1.
// New screens at 1024×700 and 1920×1080 in both themes, without horizontal scrolling.

const ROLAND = '01001';
const BLACKJACK = '02016';
const CORE_WEAKNESSES = ['01096', '01097', '01098', '01099', '01100', '01101', '01102', '01103', '01104'];
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;
/** A 1×1 PNG standing in for Roland's card image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeRealData('Sammlung, Notizen, Beispielhand, Kampagnenkarten und Kartenbilder (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let fake: FakeArkhamDb;
  const before = process.env.ARKHAMDB_URL;
  const { testId, row, line, text, screenshot, addCard } = deckPage(() => page);
  const { investigator } = campaignPage(() => page);

  /**
   * Both sizes, both themes; at each size the open dialog and the deck pane fit without
   * horizontal scrolling (the page as a whole at 1024 px is the layout work of its own).
   */
  const shoot = async (name: string) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const overflow = await page
        .locator(
          '[role="dialog"], [role="dialog"] > *, [data-testid="deck-pane"], [data-testid="my-decks"], [data-testid="card-detail"]',
        )
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.className || element.tagName),
        );
      expect(overflow, `${name} at ${size.width}×${size.height}`).toEqual([]);
      for (const theme of ['dark', 'light']) {
        await page.locator('html').evaluate((html, value) => html.setAttribute('data-theme', value), theme);
        await screenshot(`player-tools-${name}-${size.width}-${theme}.png`);
      }
    }
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  beforeAll(async () => {
    fake = await startFakeArkhamDb(
      { packs: [], germanPacks: [], taboos: [], cards: [] },
      new Map([[`${ROLAND}.png`, PNG]]),
    );
    // Card images come from here, never from the internet.
    process.env.ARKHAMDB_URL = fake.url;
    session = await openAppSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
    await fake?.close();
    if (before === undefined) delete process.env.ARKHAMDB_URL;
    else process.env.ARKHAMDB_URL = before;
  });

  it('marks the collection "nur Grundspiel" and narrows the card browser to it', async () => {
    const all = await text('card-count');
    await testId('nav-collection').click();
    await testId('collection-dialog').waitFor();
    expect(await text('collection-count')).toContain('Keine Sammlung');
    expect(await testId('collection-dialog').textContent()).toContain('Das Vermächtnis von Dunwich');
    // Every pack and cycle the dialog lists under the name of the German data (translations/de
    // packs.json, cycles.json), English only where it has none, and no name in two spellings.
    const packNames = germanPackNames();
    const cycleNames = germanCycleNames();
    const shownNames = (prefix: string) =>
      testId('collection-dialog')
        .locator(`input[data-testid^="${prefix}"]`)
        .evaluateAll(
          (inputs, cut) =>
            inputs.map((input) => [
              input.getAttribute('data-testid')!.slice(cut),
              input.closest('label')?.textContent?.trim() ?? '',
            ]),
          prefix.length,
        );
    const packs = await shownNames('collection-pack-');
    expect(packs.length).toBeGreaterThan(80);
    for (const [code, shown] of packs) expect(shown, code).toBe(packNames.get(code!));
    expect(packs.find(([code]) => code === 'tfa')?.[1]).toBe('Das vergessene Zeitalter');
    const cycles = await shownNames('collection-cycle-');
    expect(cycles.length).toBeGreaterThan(10);
    for (const [code, shown] of cycles) if (cycleNames.has(code!)) expect(shown, code).toBe(cycleNames.get(code!));
    const spellings = new Map<string, Set<string>>();
    for (const [, shown] of [...packs, ...cycles])
      spellings.set(
        shown!.toLocaleLowerCase('de'),
        (spellings.get(shown!.toLocaleLowerCase('de')) ?? new Set()).add(shown!),
      );
    expect([...spellings.values()].filter((set) => set.size > 1).map((set) => [...set])).toEqual([]);
    await testId('collection-core').click();
    expect(await testId('collection-pack-core').isChecked()).toBe(true);
    expect(await testId('collection-pack-dwl').isChecked()).toBe(false);
    await shoot('collection');
    await testId('collection-save').click();
    await testId('collection-dialog').waitFor({ state: 'detached' });

    await testId('only-owned').check();
    await expect.poll(() => text('card-count')).not.toBe(all);
    await testId('card-search').fill('Blackjack');
    await expect.poll(() => row(BLACKJACK).count()).toBe(0);
    await testId('only-owned').uncheck();
    await row(BLACKJACK).waitFor();
    await testId('card-search').fill('');
  });

  it('draws the random basic weakness from the core set and names cards outside the collection', async () => {
    await testId('nav-deck').click();
    await testId('investigator-search').fill('Roland');
    await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).click();
    await testId('start-deck').click();
    await testId('deck-pane').waitFor();
    // The deck screen keeps its own choice: all cards here.
    expect(await testId('only-owned').isChecked()).toBe(false);
    await addCard(BLACKJACK);
    expect(await text('outside-collection')).toBe('Nicht in deiner Sammlung: Totschläger');
    await testId('draw-weakness').click();
    await expect.poll(() => line('01000').count()).toBe(0);
    const weakness = await page
      .locator('[data-testid="deck-group"][data-group="weakness"] [data-testid="deck-line"]')
      .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-code')));
    expect(weakness.filter((code) => code !== '01007').every((code) => CORE_WEAKNESSES.includes(code!))).toBe(true);
  });

  it('draws the standalone table’s extra weakness from the core set once the deck is worth 10 XP (Grimoire "Einzelspielszenario")', async () => {
    const standalone = testId('draw-standalone-weaknesses');
    expect(await standalone.isDisabled()).toBe(true);
    // Shotgun (01029, level 4) ×2 and Beat Cop (01028, level 2): 10 XP, one extra random basic weakness.
    await addCard('01029', 2);
    await addCard('01028');
    await expect.poll(() => standalone.getAttribute('data-missing')).toBe('1');
    expect(await standalone.textContent()).toBe('Einzelspiel: 1 Grundschwäche ziehen');
    const weaknesses = () =>
      page
        .locator('[data-testid="deck-group"][data-group="weakness"] [data-testid="deck-line"]')
        .evaluateAll((lines) => lines.map((l) => [l.getAttribute('data-code'), l.textContent]));
    const before = await weaknesses();
    await shoot('standalone-weaknesses');
    await standalone.click();
    await expect.poll(() => standalone.getAttribute('data-missing')).toBe('0');
    const drawn = (await weaknesses()).filter(([code, label]) => !before.some((b) => b[0] === code && b[1] === label));
    expect(drawn).toHaveLength(1);
    expect(CORE_WEAKNESSES).toContain(drawn[0]![0]);
  });

  it('says when the deck wants more copies than the collection holds, and counts a second core set', async () => {
    // The first core set prints one Schrotflinte (01029, quantity 1); the deck holds two.
    await expect
      .poll(() => text('short-of-copies'))
      .toBe('Mehr Exemplare als in deiner Sammlung: Schrotflinte (2 im Deck, 1 vorhanden)');
    await testId('nav-collection').click();
    await testId('collection-dialog').waitFor();
    await testId('collection-copies-core').fill('2');
    await testId('collection-save').click();
    await testId('collection-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => testId('short-of-copies').count()).toBe(0);
    // Kept: the dialog shows the two core sets when opened again.
    await testId('nav-collection').click();
    expect(await testId('collection-copies-core').inputValue()).toBe('2');
    await page.keyboard.press('Escape');
    await testId('collection-dialog').waitFor({ state: 'detached' });
  });

  it('writes notes and tags: rendered Markdown, tags in the deck pane and in the export', async () => {
    await testId('tool-notes').click();
    await testId('notes-dialog').waitFor();
    await testId('notes-input').fill('# Plan\n**Hinweise** zuerst, dann *kämpfen*.\n\n- Machete\n- <b>kein HTML</b>');
    await testId('tags-input').fill('solo, kampf');
    await expect.poll(() => testId('notes-preview').locator('strong').textContent()).toBe('Hinweise');
    expect(await testId('notes-preview').locator('b').count()).toBe(0);
    expect(await testId('notes-preview').textContent()).toContain('<b>kein HTML</b>');
    await shoot('notes');
    await testId('close-notes').click();
    expect(await testId('deck-tags').textContent()).toBe('solokampf');
    await testId('save-deck').click();
    await expect.poll(() => testId('saved-message').getAttribute('data-unsaved')).not.toBe('true');

    await testId('tool-export').click();
    await testId('export-format').locator('[data-choice="arkhamdb"] input').click();
    const exported = JSON.parse(await testId('export-output').inputValue()) as Record<string, unknown>;
    expect(exported).toMatchObject({ tags: 'solo kampf', version: '1.0' });
    expect(exported.description_md).toContain('**Hinweise**');
    await testId('close-export').click();
  });

  it('filters "Meine Decks" by tag', async () => {
    await callHost(session.host, 'decks.create', { name: 'Ohne Schlagwort', deck: ROLAND_STARTER });
    await page.getByRole('button', { name: 'Neues Deck' }).click();
    await testId('my-decks').waitFor();
    await expect.poll(() => testId('my-deck').count()).toBe(2);
    await testId('deck-tag-filter').locator('[data-tag="solo"]').click();
    await expect.poll(() => testId('my-deck').count()).toBe(1);
    await shoot('my-decks-tags');
    await testId('deck-tag-filter').getByRole('button', { name: 'alle' }).click();
    await testId('my-deck').filter({ hasText: 'Ohne Schlagwort' }).click();
    await expect.poll(() => text('deck-count')).toBe('30 / 30 Karten');
  });

  it('draws a sample opening hand and takes a mulligan', async () => {
    await testId('tool-draw').click();
    await testId('sample-hand-draw').click();
    const cards = testId('sample-hand-cards').locator('button');
    await expect.poll(() => cards.count()).toBe(5);
    const codes = await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-code')));
    expect(codes).not.toContain('01007');
    await cards.nth(0).click();
    await cards.nth(1).click();
    expect(await text('sample-hand-mulligan')).toBe('Mulligan: 2 Karten neu ziehen');
    await shoot('sample-hand');
    await testId('sample-hand-mulligan').click();
    await expect.poll(() => text('sample-hand-status')).toContain('Mulligan genommen');
    // What is left to draw, not the deck size ("Karten im Deck: 30"): 33 cards in all, 5 in the hand.
    expect(await text('sample-hand-status')).toContain('Noch 28 Karten zum Ziehen (Schwächen mitgezählt)');
    expect(await cards.count()).toBe(5);
    expect(await testId('sample-hand-mulligan').isDisabled()).toBe(true);
    await testId('close-draw-odds').click();
  });

  it('puts Lita Chantler and Amnesia, which the campaign gave, into the next "Deck verbessern"', async () => {
    const deck = await callHost(session.host, 'decks.create', {
      name: 'Roland Kampagne',
      deck: ROLAND_STARTER,
    });
    const { campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Dienstagsrunde',
      scenarios: [{ id: 'torch', name: 'Die Zusammenkunft' }],
    });
    await callHost(session.host, 'campaigns.join', {
      campaignId,
      player: 'Anna',
      investigatorCode: ROLAND,
      deckId: deck.deckId,
    });
    await callHost(session.host, 'campaigns.append', {
      campaignId,
      events: [
        {
          type: 'scenario_recorded',
          payload: {
            scenario: { id: 'torch', name: 'Die Zusammenkunft' },
            resolution: 'R1',
            investigators: [{ code: ROLAND, xp: { victory: 2 }, cardsEarned: ['01117'], weaknessesEarned: ['01096'] }],
          },
        },
      ],
    });
    await testId('nav-campaigns').click();
    await testId('campaign-item').filter({ hasText: 'Dienstagsrunde' }).click();
    await investigator(ROLAND).getByTestId('action-upgrade').click();
    const replace = testId('replace-draft-discard');
    if (await replace.isVisible().catch(() => false)) await replace.click();
    await testId('campaign-cards').waitFor();
    expect(await testId('campaign-cards').textContent()).toContain('Lita Chantler');
    expect(await line('01117').count()).toBe(1);
    expect(await line('01096').count()).toBe(1);
    expect(await text('deck-count')).toBe('30 / 30 Karten');
    await shoot('campaign-cards');
    await testId('campaign-upgrade-save').click();
    await testId('upgrade-result').waitFor();
  });

  it('shows a card image only once images are turned on, from the stand-in ArkhamDB', async () => {
    await testId('nav-cards').click();
    await testId('card-search').fill('Roland Banks');
    await row(ROLAND).click();
    await testId('card-detail').waitFor();
    expect(await testId('card-image').count()).toBe(0);
    expect(fake.requests.filter((request) => request.startsWith('/bundles/'))).toEqual([]);

    await testId('nav-data').click();
    await testId('card-image-panel').waitFor();
    expect(await testId('card-image-panel').textContent()).toContain('braucht Internet');
    await testId('card-images-enabled').click();
    await expect.poll(() => testId('card-images-enabled').isChecked()).toBe(true);
    await shoot('card-images-setting');
    await testId('card-data-close').click();

    await testId('card-image').waitFor();
    expect(await testId('card-image').getAttribute('src')).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(await testId('card-detail').textContent()).toContain('Roland Banks');
    expect(fake.requests).toContain(`/bundles/cards/${ROLAND}.png`);
    await shoot('card-image');

    await testId('nav-data').click();
    await expect.poll(() => text('card-images-usage')).toContain('1 Bild');
    await testId('card-images-clear').click();
    await expect.poll(() => text('card-images-usage')).toContain('0 Bilder');
    await testId('card-data-close').click();
    expect(session.problems).toEqual([]);
  });
});
