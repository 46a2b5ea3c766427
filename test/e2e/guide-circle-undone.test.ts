import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { answerGuideSteps } from '../../core/services/campaign-guide.ts';
import {
  AGNES,
  FIRST_DRAW,
  PROLOGUE_END,
  PROLOGUE_START,
  ROLAND,
  WITCHING_HOUR,
} from '../support/guide-scripts/circle-undone-script.ts';
import * as drownedCity from '../support/guide-scripts/drowned-city-script.ts';
import * as dunwich from '../support/guide-scripts/dunwich-script.ts';
import { describeRealData } from '../support/real-data.ts';
import { type AppSession, ARTIFACTS, callHost, openAppSession } from './support/app-session.ts';
import { focusRingClipping, measureOverflow, seriousAxeFindings } from './support/layout-checks.ts';

// The Circle Undone through the guide dialog as a new group would play it (Chromium, real web
// host and data): two players, Roland Banks and Agnes Baker, the prologue „Die Vermissten vom
// Anwesen der Dämmerung“ skipped by tarot cards, then „Hexenstunde“ and „Auf der Schwelle des
// Todes“. Every answer is given by its German label, with the mouse and the keyboard (Enter goes
// on, Enter writes), never by an engine id. What the dialog reads out and what it writes are
// checked against the printed guide (campaigns/tcu, German catalogues i18n/de/campaigns/tcu):
// the words are quoted below. Each step type met is checked with axe-core (WCAG 2.2 AA) in both
// themes at 1024×700 and photographed there and at 1920×1080 (test/artifacts/guide-tcu-*.png);
// so are the kinds the journey does not meet, each reached by its guide's scripted answers (the
// optional tarot reading's cards to reverse, Dunwich's random location, a Drowned City glyph).

vi.setConfig({ testTimeout: 120_000 });

const THEMES = ['dark', 'light'] as const;

describeRealData('The Circle Undone: Prolog und zwei Szenarien im Leitfaden-Dialog (Chromium)', () => {
  let session: AppSession;
  let page: Page;
  const dialog = () => page.getByTestId('guide-dialog');
  const input = () => page.getByTestId('guide-input');
  const radio = (name: string | RegExp, scope: Locator = dialog()) => scope.getByRole('radio', { name });
  /** The step types already checked with axe and photographed. */
  const checked = new Set<string>();

  /** What the dialog shows, in one read: „summary“, the open step's kind, or null between the two. */
  const shown = () =>
    page.evaluate<string | null>(`(() => {
      if (document.querySelector('[data-testid="guide-summary"]')) return 'summary';
      return document.querySelector('[data-testid="guide-input"]')?.getAttribute('data-key') ?? null;
    })()`);

  /** axe (both themes, 1024×700), no sideways scrolling, and screenshots at 1024×700 and 1920×1080. */
  const checkScreen = async (type: string) => {
    if (checked.has(type)) return;
    checked.add(type);
    for (const size of [
      { width: 1024, height: 700 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      for (const theme of THEMES) {
        await page.locator('html').evaluate((html, next) => html.setAttribute('data-theme', next), theme);
        if (size.width === 1024) {
          const findings = await seriousAxeFindings(page);
          expect.soft(findings, `${type} (${theme}) axe-core`).toEqual([]);
          const overflow = await measureOverflow(page);
          expect.soft(overflow.offenders, `${type} (${theme}) sticks out`).toEqual([]);
        }
        await page.screenshot({ path: path.join(ARTIFACTS, `guide-tcu-${type}-${size.width}-${theme}.png`) });
      }
    }
    await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
    await page.setViewportSize({ width: 1024, height: 700 });
  };

  /** „Weiter“ (Enter), then the summary of what is written, then „Eintragen“ (Enter): returns the summary's lines. */
  const answer = async (): Promise<string[]> => {
    const before = await shown();
    await checkScreen(String(await input().getAttribute('data-kind')));
    await page.keyboard.press('Enter');
    await expect.poll(shown).toSatisfy((now: string | null) => now !== null && now !== before);
    if ((await shown()) !== 'summary') return [];
    const summary = page.getByTestId('guide-summary');
    const lines = await summary.locator('li').allInnerTexts();
    // German throughout: no engine id such as `$setup`, `05046` or `accepted_fate`.
    expect(await summary.textContent()).not.toMatch(/\$|_|\b0\d{4}\b/);
    await checkScreen('summary');
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('guide-write');
    await page.keyboard.press('Enter');
    await summary.waitFor({ state: 'detached' });
    return lines;
  };
  /** The text of the open step: what to read aloud and the question, as the dialog shows it. */
  const stepText = async () => (await page.getByTestId('guide-dialog-body').textContent()) ?? '';

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    await page.setViewportSize({ width: 1024, height: 700 });
    const { campaignId } = await callHost(session.host, 'campaigns.create', {
      name: 'Der Kreis schließt sich',
      definitionId: 'tcu',
    });
    await callHost(session.host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
    await callHost(session.host, 'campaigns.join', { campaignId, player: 'Ben', investigatorCode: AGNES });
    await page.getByTestId('nav-campaigns').click();
    await page.getByTestId('campaign-item').click();
    await page.getByTestId('guide-open').click();
    await input().waitFor();
  }, 120_000);
  afterAll(() => session?.close());

  it('the prologue skipped by tarot cards: two profiles chosen, the others crossed off', async () => {
    // campaign.json: „Choose difficulty:“ (de: „Schwierigkeitsgrad wählen:“), Standard = „Normal“.
    expect(await stepText()).toContain('Schwierigkeitsgrad wählen:');
    await radio(/^Normal/).check();
    const setup = await answer();
    // Standard: „+1, 0, 0, −1, −1, −2, −2, −3, −4, skull, skull, auto-fail, elder sign“.
    expect(setup).toContain(
      'Chaosbeutel – hinzufügen: +1, 0, 0, −1, −1, −2, −2, −3, −4, Totenschädel, Totenschädel, Automatischer Misserfolg, Älteres Zeichen',
    );
    // „Wie viele Spieler gibt es?“ – two.
    expect(await stepText()).toContain('Wie viele Spieler gibt es?');
    await radio('Zwei').check();
    await answer();
    // „Choose your prologue investigators:“ (de: „Wähle die Ermittler für den Prolog:“), exactly 2.
    expect(await stepText()).toContain('Wähle die Ermittler für den Prolog:');
    await dialog().getByRole('checkbox', { name: 'Gavriella Mizrah' }).check();
    await dialog().getByRole('checkbox', { name: 'Penny White' }).check();
    // „cross off the profiles of any of the neutral investigators who were not chosen“.
    expect(await answer()).toEqual([
      'Logbuch (Vermisste Personen - Jerome Davids): durchstreichen',
      'Logbuch (Vermisste Personen - Valentino Rivas): durchstreichen',
    ]);
    // „Cross off Valentino Rivas / Penny White …“: the German catalogue names Jerome Davids in
    // both; the app's correction names each (shared/i18n/de/guide-texts.ts).
    const crossed = await stepText();
    expect(crossed).toContain('Streiche Jerome Davids aus den Vermissten Personen');
    expect(crossed).toContain('Streiche Valentino Rivas aus den Vermissten Personen');
    // „Would you like to skip the prologue by drawing tarot cards?“
    await radio(/Prolog überspringen/).check();
    await answer();
  });

  it('the tarot cards decide the fates: The Empress and The Fool, 5 pieces of evidence', async () => {
    // „Draw tarot cards:“; the group draws at the table and sets the cards drawn.
    expect(await input().getAttribute('data-kind')).toBe('prologue_randomizer');
    await dialog().getByRole('combobox', { name: 'Gavriella Mizrah' }).selectOption({ label: 'Die Herrscherin · III' });
    await dialog().getByRole('combobox', { name: 'Penny White' }).selectOption({ label: 'Der Narr · 0' });
    // „#name# was claimed by specters.“, „#name# disappeared into the mist.“; 3 + 2 pieces of evidence.
    expect(await answer()).toEqual([
      'Logbuch (Vermisste Personen - Gavriella Mizrah): Gavriella Mizrah ist von Geistern beansprucht worden.',
      'Logbuch (Kampagnennotizen): Beweismittel = 3',
      'Logbuch (Vermisste Personen - Penny White): Penny White ist im Nebel verschwunden.',
      'Logbuch (Kampagnennotizen): Beweismittel = 5',
    ]);
    // The Empress · III: „3 pieces of evidence were left behind“; The Fool · 0: „2 pieces …“.
    const fates = await stepText();
    expect(fates).toContain('Die Herrscherin · III');
    expect(fates).toContain('3 Beweismittel wurden zurückgelassen.');
    expect(fates).toContain('2 Beweismittel wurden zurückgelassen.');
    // „Are you being hunted?“ – no.
    expect(fates).toContain('Werden die Ermittler gejagt?');
    await radio('Nein').check();
    await answer();
    // „Each player chooses an investigator from the standard pool of investigators“.
    expect(await stepText()).toContain('Jeder Spieler wählt einen Ermittler aus dem Standardvorrat');
    await dialog()
      .getByRole('checkbox', { name: /Roland Banks/ })
      .check();
    await dialog()
      .getByRole('checkbox', { name: /Agnes Baker/ })
      .check();
    await answer();
    // A random basic weakness each, drawn at the table: Roland Paranoia, Agnes Psychose.
    for (const [name, weakness] of [
      [/Roland Banks/, 'Paranoia'],
      [/Agnes Baker/, 'Psychose'],
    ] as const) {
      await dialog().getByRole('combobox', { name }).selectOption({ label: 'Zufällige Grundschwäche ziehen' });
      const row = dialog().getByTestId('guide-investigator-row').filter({ hasText: name });
      await row.getByRole('combobox', { name: 'Gezogene Grundschwäche' }).selectOption({ label: weakness });
    }
    expect(await answer()).toEqual([
      'Roland Banks (Der Bundesagent) erhält die Schwäche Paranoia',
      'Roland Banks (Der Bundesagent) entfernt Zufällige Grundschwäche',
      'Agnes Baker (Die Kellnerin) erhält die Schwäche Psychose',
      'Agnes Baker (Die Kellnerin) entfernt Zufällige Grundschwäche',
    ]);
    await answer();
    expect(session.problems).toEqual([]);
  });
  /** „Szenario abschließen“ in the dialog: the resolution, Roland leading, and how each left the scenario. */
  const played = async (resolution: string | RegExp, statuses: [RegExp, string][]) => {
    await radio(resolution).check();
    await radio(/Roland Banks/, page.getByTestId('guide-lead')).check();
    const left = dialog().getByRole('group', { name: 'Wie hat der Ermittler das Szenario verlassen?' });
    for (const [name, status] of statuses) await left.getByRole('combobox', { name }).selectOption({ label: status });
  };
  /** A counter (experience from the victory display): typed into the number field. */
  const count = async (value: number) => {
    const field = input().getByRole('spinbutton');
    await field.fill(String(value));
  };

  it('The Witching Hour: the fate accepted, every investigator defeated with act 4 in play (Resolution 4)', async () => {
    // the_witching_hour: „The lead investigator must decide (choose one):“ – „“What can I do to
    // avoid this fate?”“ (de: „Der Ermittlungsleiter muss entscheiden“, „„Wie kann ich dieses
    // Schicksal verhindern?““).
    expect(await stepText()).toContain('Der Ermittlungsleiter muss entscheiden');
    await radio(/Schicksal verhindern/).check();
    await answer();
    // „Record in your Campaign Log that you have accepted your fate. Add 2 [tablet] tokens“ and
    // „searches the collection for 1 copy of The Tower · XVI and 1 copy of Ace of Rods“.
    const intro = await stepText();
    expect(intro).toContain('Die Ermittler haben ihr Schicksal akzeptiert.');
    expect(intro).toContain('Der Turm · XVI');
    expect(intro).toContain('Ass der Stäbe');
    // The optional tarot reading (`$check_tarot_reading`, The Circle Undone's `tarot` list) is
    // offered beside the play, skipped unless taken: taken, its question; left, the play again.
    const optional = page.getByTestId('guide-optional');
    await expect.poll(() => optional.textContent()).toContain('Karten aus dem Tarotdeck für dieses Szenario legen?');
    await optional.click();
    await expect.poll(() => input().getAttribute('data-key')).toBe('the_witching_hour/$check_tarot_reading');
    expect(await radio(/„Bestimmung“/).count()).toBe(1);
    await optional.click();
    await expect.poll(() => input().getAttribute('data-key')).toBe('the_witching_hour/$play_scenario');
    await played(/keine Auflösung/, [
      [/Roland Banks/, 'Durch Horror besiegt'],
      [/Agnes Baker/, 'Durch Schaden besiegt'],
    ]);
    await answer();
    // „What act was in play when the scenario ended?“ – Act 4 → Resolution 4.
    await radio(/4/).check();
    await answer();
    // Resolution 4: „under “Mementos Discovered,” record Mesmerizing Flute. Each investigator
    // earns 1 bonus experience“ (de: „Hypnotisierende Flöte“, „1 zusätzlichen Erfahrungspunkt“).
    expect(await stepText()).toContain('Hypnotisierende Flöte');
    await count(2);
    await answer();
    await answer();
    expect(session.problems).toEqual([]);
  });

  it('At Death’s Doorstep: Interlude I read during play, then Resolution 1 with Agnes resigned', async () => {
    // „Scenario Interlude: A Record of Those Lost“ (de: „Zum Andenken an die Verstorbenen“).
    await radio(/Zwischenspiel/, page.getByTestId('guide-during-play')).check();
    await answer();
    // „Are there no clues on the Entry Hall?“ (de: „Liegen keine Hinweise in der Eingangshalle?“) – none left.
    expect(await stepText()).toContain('Liegen keine Hinweise in der Eingangshalle?');
    await radio(/Eingangshalle/).check();
    await answer();
    // „Are there no clues on the Balcony?“ – clues are still there: „Nein“.
    expect(await stepText()).toContain('Liegen keine Hinweise auf dem Balkon?');
    await radio('Nein').check();
    await answer();
    await played('Auflösung 1', [[/Agnes Baker/, 'Aufgegeben']]);
    const resolution = await answer();
    // Resolution 1 read aloud: „As you step into the courtyard …“ (de: „Als du in den Innenhof trittst“).
    expect(await stepText()).toContain('Als du in den Innenhof trittst');
    await count(3);
    const xp = await answer();
    // „In your Campaign Log, record that the investigators escaped the spectral realm.“
    expect([...resolution, ...xp].join('\n')).toContain('Die Ermittler sind dem Reich der Geister entkommen');
    expect(session.problems).toEqual([]);
  });

  it('the kinds the journey does not meet: cards to reverse, a random location, a glyph to translate', async () => {
    const { db } = session.host.services;
    const placed = [
      // The Witching Hour's optional reading, Destiny: „Choose and reverse four of the cards“.
      {
        definitionId: 'tcu',
        kind: 'checklist',
        answers: [
          ...PROLOGUE_START,
          FIRST_DRAW,
          ...PROLOGUE_END,
          ...WITCHING_HOUR.slice(0, 1),
          { step: '$check_tarot_reading', choice: 'destiny' },
          { step: '$tarot_draw' },
        ],
      },
      // Undimensioned and Unseen: one of six locations drawn at random.
      {
        definitionId: 'dwl',
        kind: 'random_location',
        answers: [
          ...dunwich.SETUP,
          ...dunwich.TO_THE_SURVIVORS,
          dunwich.AFTER_THE_SURVIVORS,
          ...dunwich.UNDIMENSIONED_OPENING,
          ...dunwich.UNDIMENSIONED_TO_WHERE_DOOM.slice(0, 2),
        ],
      },
      // The Western Wall, the Seafloor Frieze: „record "Parasite" under [tdc_rune_w]“.
      {
        definitionId: 'tdc',
        kind: 'text_box',
        answers: [
          ...drownedCity.SETUP,
          ...drownedCity.ONE_LAST_JOB_AND_OFFER,
          ...drownedCity.EXPEDITION_AND_WESTERN_WALL.slice(0, 6),
        ],
      },
    ];
    await page.getByTestId('guide-close').click();
    for (const { definitionId, kind, answers } of placed) {
      const { campaignId } = await callHost(session.host, 'campaigns.create', {
        name: `Leitfaden ${kind}`,
        definitionId,
      });
      await callHost(session.host, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: ROLAND });
      await callHost(session.host, 'campaigns.join', { campaignId, player: 'Ben', investigatorCode: AGNES });
      answerGuideSteps(db, campaignId, answers as Parameters<typeof answerGuideSteps>[2], session.host.services.pool());
      // Away and back: the list reads the campaigns anew.
      await page.getByTestId('nav-deck').click();
      await page.getByTestId('nav-campaigns').click();
      await page.locator(`[data-testid="campaign-item"][data-id="${campaignId}"]`).click();
      await page.getByTestId('guide-open').click();
      await input().waitFor();
      expect(await input().getAttribute('data-kind')).toBe(kind);
      // The step's first field has the focus, its ring whole (WCAG 2.2, 2.4.7 Focus Visible).
      expect(await page.evaluate('!!document.activeElement?.closest(\'[data-testid="guide-input"]\')')).toBe(true);
      expect.soft(await focusRingClipping(page), `${kind}: focus ring cut off`).toMatchObject({ clippedBy: 0 });
      await checkScreen(kind);
      await page.getByTestId('guide-close').click();
    }
    expect(session.problems).toEqual([]);
  });
});
