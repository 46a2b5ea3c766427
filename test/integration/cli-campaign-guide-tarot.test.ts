import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession } from '../support/cli-guide-session.ts';
import {
  AGNES,
  FIRST_DRAW,
  PROLOGUE_END,
  PROLOGUE_START,
  ROLAND,
  WITCHING_HOUR,
} from '../support/guide-scripts/circle-undone-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The optional tarot reading on the command line (docs/command-line/guide.md, „The optional tarot
// reading“): The Circle Undone lists its eight scenarios under `tarot`; its Destiny reading –
// worded by Return to The Witching Hour: „perform an 8-card Campaign Reading“, „Place each card …
// in the upright position“, „Each of these cards applies to one scenario in the campaign, with the
// leftmost card corresponding to the first scenario“, „Choose and reverse four of the cards“ – is
// laid in The Witching Hour with cards the app draws, and shown again at At Death's Doorstep.
// Return to The Circle Undone's own Destiny reading with its fixed cards is data the guide walks
// as printed: test/integration/cli-campaign-guide-rttcu.test.ts („the campaign reading instead
// of The Tower“, Temperance reversed and Justice upright at the next scenario).

interface Offer {
  step: string;
  input: string;
  text: string;
  choices: { id: string; text: string; description?: string }[];
}

describeRealData('the optional tarot reading through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-tarot-');
  afterAll(() => session.dispose());
  beforeAll(() => session.start('tcu', [ROLAND, AGNES]), 120_000);

  it('The Witching Hour offers the reading beside its play; Destiny drawn by the app holds for two scenarios', () => {
    const open = session.answer([...PROLOGUE_START, FIRST_DRAW, ...PROLOGUE_END, ...WITCHING_HOUR.slice(0, 1)]);
    // Skipped by default: the open step is still the play, the reading is offered beside it.
    expect(open).toMatchObject({ step: '$play_scenario', scenario: 'the_witching_hour' });
    const [offer] = open.optional as Offer[];
    expect(offer).toMatchObject({ step: '$check_tarot_reading', input: 'choose_one' });
    expect(offer?.choices.map((choice) => choice.id)).toEqual(['none', 'chaos', 'balance', 'choice', 'destiny']);

    // Destiny, the cards left to the app: one for each of the 8 scenarios, all upright, then 4 reversed.
    const reverse = session.answer([{ step: '$check_tarot_reading', choice: 'destiny' }, { step: '$tarot_draw' }]);
    expect(reverse).toMatchObject({ step: '$tarot_reverse', input: 'checklist', min: 4, max: 4 });
    const laid = (reverse.choices as Offer['choices']).map((choice) => choice.id);
    expect(laid).toHaveLength(8);
    expect(new Set(laid).size).toBe(8);
    expect((reverse.choices as Offer['choices']).map((choice) => choice.description).slice(0, 2)).toEqual([
      'Hexenstunde',
      'Auf der Schwelle des Todes',
    ]);
    const reversed = [laid[0], laid[2], laid[4], laid[6]];
    const first = (reverse.choices as Offer['choices'])[0]?.text ?? '';
    const second = (reverse.choices as Offer['choices'])[1]?.text ?? '';

    const doorstep = session.answer([{ step: '$tarot_reverse', choices: reversed }, ...WITCHING_HOUR.slice(1)]);
    expect(doorstep).toMatchObject({ step: '$play_scenario', scenario: 'at_deaths_doorstep' });
    // Laid once: nothing offered again, the scenario's own card shown with its setup.
    expect(doorstep.optional).toBeUndefined();
    const shown = (doorstep.shown as { step: string; text?: string }[]).filter(
      (step) => step.step === '$check_tarot_reading',
    );
    expect(shown.map((step) => step.text)).toEqual([
      `${second}, aufrecht`,
      expect.stringMatching(/bitte von der Tarotkarte ablesen/),
    ]);

    const state = session.show();
    const entries = session.entries(state, 'tarot_reading');
    expect(entries).toHaveLength(8);
    expect(entries.slice(0, 2).map((entry) => [entry.id, entry.text])).toEqual([
      ['destiny:the_witching_hour', `${first}, auf dem Kopf stehend`],
      ['destiny:at_deaths_doorstep', `${second}, aufrecht`],
    ]);
    expect(entries.filter((entry) => entry.text.endsWith('auf dem Kopf stehend'))).toHaveLength(4);
  });
});
