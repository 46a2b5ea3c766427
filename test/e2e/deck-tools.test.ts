import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, deckPage, openAppSession } from './support/app-session.ts';

// The deck tools in Chromium against the real web host and data: more browser filters,
// Dauerhaft and bonded cards apart, Runenaxt customized, charts, opening-hand odds, export, and
// the upgrade rules a saved version breaks.

const ROLAND = '01001';
const MACHETE = '01020';
const KNIFE = '01086';
/** Runenaxt (Runic Axe), The Scarlet Keys: customizable Guardian weapon. */
const RUNIC_AXE = '09022';
/** Heiliger Spiegel (Hallowed Mirror) and its bonded Soothing Melody. */
const HALLOWED_MIRROR = '05313';
const SOOTHING_MELODY = '05314';
/** Geared Up: Permanent. */
const GEARED_UP = '08019';
const COVER_UP = '01007';
const FILLERS = [
  '01016',
  '01017',
  '01018',
  '01019',
  '01021',
  '01022',
  '01023',
  '01024',
  '01025',
  '01087',
  '01088',
  '01089',
  '01090',
];

describeRealData('Deck-Werkzeuge (Web-Host, Chromium)', () => {
  let session: AppSession;
  let page: Page;
  let problems: string[];
  const { testId, line, text, screenshot, addCard } = deckPage(() => page);
  const rowCodes = () =>
    page.getByTestId('card-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code')));

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    problems = session.problems;
  });
  afterAll(() => session?.close());

  it('starts a Roland Banks deck and narrows the card list by cost, trait and slot', async () => {
    await testId('nav-deck').click();
    await testId('investigator-search').fill('Roland');
    await page.locator(`[data-testid="investigator-option"][data-code="${ROLAND}"]`).click();
    await testId('start-deck').click();
    await testId('deck-pane').waitFor();

    await testId('more-filters').click();
    await testId('filter-cost-3').click();
    await testId('filter-trait').selectOption('Melee');
    await testId('filter-slot-hand').click();
    await expect.poll(rowCodes).toContain(MACHETE);
    const shown = await rowCodes();
    expect(shown).not.toContain(KNIFE); // costs 1
    expect(shown).not.toContain('01016'); // .45 Automatic: a Firearm costing 4
    expect(await text('filter-trait-chosen')).toContain('Nahkampf');
    expect(await testId('more-filters').textContent()).toContain('(3)');
    await screenshot('deck-tools-filters.png');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect.poll(() => testId('filter-trait-chosen').count()).toBe(0);
  });

  it('shows Dauerhaft and bonded cards apart from the deck, and assets by slot', async () => {
    for (const code of FILLERS) await addCard(code, 2);
    await addCard(RUNIC_AXE, 2);
    await addCard(KNIFE);
    await addCard(HALLOWED_MIRROR);
    await addCard(GEARED_UP);
    await expect.poll(() => text('deck-count')).toBe('30 / 30 Karten');
    await testId('deck-valid').waitFor();

    const group = (kind: string) => page.locator(`[data-testid="deck-group"][data-group="${kind}"]`);
    expect(await group('permanent').locator(`[data-code="${GEARED_UP}"]`).count()).toBe(1);
    expect(await group('permanent').locator('h3').textContent()).toContain('Dauerhaft');
    // rules.json "Bonded": Hallowed Mirror brings its 3 Soothing Melody, set aside beside it, never in the slots.
    const melody = group('bonded').locator(`[data-code="${SOOTHING_MELODY}"]`);
    expect(await melody.count()).toBe(1);
    expect(await melody.getAttribute('data-set-aside')).toBe('true');
    expect(await melody.getByTestId('deck-line-count').textContent()).toBe('3×');
    expect(await melody.getByTestId('add-card').count()).toBe(0);
    expect(await group('bonded').locator('h3').textContent()).toContain('Gebunden');
    expect(await group('asset').locator(`[data-slot="hand"] [data-code="${RUNIC_AXE}"]`).count()).toBe(1);
    expect(await group('asset').locator(`[data-slot="accessory"] [data-code="${HALLOWED_MIRROR}"]`).count()).toBe(1);
  });

  it('customizes Runenaxt: Erbstück and Saga cost 4 XP and make it level 2', async () => {
    await line(RUNIC_AXE).getByTestId('customize-card').click();
    const sheet = testId('customization-sheet');
    await sheet.waitFor();
    expect(await text('customization-summary')).toBe('0 EP angekreuzt · Stufe 0');
    await testId('customization-box-0').click();
    expect(await text('customization-summary')).toBe('1 EP angekreuzt · Stufe 1');
    await testId('customization-box-6').nth(2).click();
    expect(await text('customization-summary')).toBe('4 EP angekreuzt · Stufe 2');
    expect(await Promise.all([0, 1, 2].map((i) => testId('customization-box-6').nth(i).isChecked()))).toEqual([
      true,
      true,
      true,
    ]);
    expect(await sheet.textContent()).toContain('Erbstück');
    await screenshot('deck-tools-customize.png');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('deck-xp').textContent()).toBe('Kartenwert: 4 EP');
    expect(await line(RUNIC_AXE).getByTestId('level-pips').textContent()).toBe('●●');
    expect(await line(RUNIC_AXE).getByTestId('deck-line-customizations').textContent()).toBe('Erbstück · Saga');
    await testId('deck-valid').waitFor();
    // One click checked Saga's three boxes, so one undo takes all three back.
    await testId('undo').click();
    await expect.poll(() => page.getByTestId('deck-xp').textContent()).toBe('Kartenwert: 1 EP');
    await testId('redo').click();
    await expect.poll(() => page.getByTestId('deck-xp').textContent()).toBe('Kartenwert: 4 EP');
  });

  it('charts the cost curve, skill icons and classes in both designs', async () => {
    await testId('tool-charts').click();
    await testId('chart-costs').locator('svg').first().waitFor();
    expect(await testId('chart-costs').getAttribute('data-values')).toMatch(/^\d+(,\d+){6}$/);
    expect(await text('chart-costs')).toMatch(/Durchschnitt \d,\d+ Ressourcen/);
    // 30 cards, his .38 Special and Geared Up (Permanent); no weaknesses, no bonded cards.
    const classes = await testId('chart-classes').getAttribute('data-values');
    expect(
      classes!
        .split(',')
        .map(Number)
        .reduce((a, b) => a + b, 0),
    ).toBe(32);
    await page.mouse.move(1, 1); // no tooltip in the picture
    await screenshot('deck-tools-charts.png');
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'light'));
    await screenshot('deck-tools-charts-light.png');
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
    await testId('close-charts').click();
  });

  it('gives the exact chance of Runenaxt in the opening hand, higher with a mulligan', async () => {
    await testId('tool-draw').click();
    await testId('draw-card').selectOption('Runic Axe');
    // 31 cards shuffled (Geared Up, Soothing Melody and the weaknesses are not): 1 − (26·25)/(31·30).
    expect(await text('draw-chance')).toBe('30,1 %');
    expect(await text('draw-detail')).toContain('2 von 31 Karten');
    await testId('draw-mulligan').check();
    // 1 − (21·20)/(31·30)
    expect(await text('draw-chance')).toBe('54,8 %');
    await testId('draw-target').locator('[data-choice="trait"] input').check();
    await testId('draw-trait').selectOption('Weapon');
    const chance = Number(await testId('draw-chance').getAttribute('data-chance'));
    expect(chance).toBeGreaterThan(0.548);
    expect(chance).toBeLessThan(1);
    await screenshot('deck-tools-draw.png');
    await testId('close-draw-odds').click();
  });

  it('exports the deck as German text, copies it and saves it as a file', async () => {
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.host.url).origin });
    await testId('tool-export').click();
    const output = testId('export-output');
    await expect.poll(() => output.inputValue()).toContain('Runenaxt');
    const german = await output.inputValue();
    for (const word of ['Vorteile', 'Dauerhaft', 'Gebunden', 'Schwächen', 'Erbstück']) expect(german).toContain(word);
    await screenshot('deck-tools-export.png');

    await testId('export-copy').click();
    await expect.poll(() => testId('export-status').getAttribute('data-kind')).toBe('copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(german);

    const [download] = await Promise.all([page.waitForEvent('download'), testId('export-save').click()]);
    expect(download.suggestedFilename()).toBe('Neues Deck (de).txt');

    await testId('export-lang').locator('[data-choice="en"] input').check();
    await expect.poll(() => output.inputValue()).toContain('Runic Axe');
    await testId('export-format').locator('[data-choice="arkhamdb"] input').check();
    // ArkhamDB JSON names cards by code: no language to choose.
    expect(await testId('export-lang').locator('[data-choice="de"] input').isDisabled()).toBe(true);
    const json = JSON.parse(await output.inputValue()) as { investigator_code: string; meta: string };
    expect(json.investigator_code).toBe(ROLAND);
    expect(JSON.parse(json.meta)).toMatchObject({ [`cus_${RUNIC_AXE}`]: '0|1,6|3' });
    // Keyboard: Escape closes.
    await page.keyboard.press('Escape');
    await expect.poll(() => testId('export-dialog').count()).toBe(0);
  });

  it('names the upgrade rules a version breaks in the upgrade panel, and still saves', async () => {
    await testId('save-deck').click();
    await expect.poll(() => text('saved-message')).toBe('Gespeichert');
    await testId('upgrade-deck').click();
    await testId('xp-granted').fill('0');
    await testId('confirm-upgrade').click();
    await testId('upgrade-panel').waitFor();
    expect(await testId('upgrade-problems').count()).toBe(0);

    await line(COVER_UP).getByTestId('remove-card').click();
    const problem = page.locator('[data-testid="upgrade-problem"][data-code="required_removed"]');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('Vertuschen');
    await testId('save-deck').click();
    await expect.poll(() => text('saved-message')).toBe('Gespeichert');
    expect(await problem.count()).toBe(1);
    expect(await problem.textContent()).toContain('Grimoire');
    await screenshot('deck-tools-upgrade-problems.png');
    expect(problems).toEqual([]);
  });
});
