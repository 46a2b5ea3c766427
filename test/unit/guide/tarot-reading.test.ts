import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { germanPrompt } from '../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import type { AnswerValue, GuideAnswer, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import {
  FIRST_DRAW,
  PROLOGUE_END,
  PROLOGUE_START,
  ROLAND_AND_AGNES,
  WITCHING_HOUR,
} from '../../support/guide-scripts/circle-undone-script.ts';
import { SETUP as DROWNED_CITY_SETUP } from '../../support/guide-scripts/drowned-city-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The optional tarot reading. The data names `$check_tarot_reading` in the setup of every scenario
// of a campaign with a `tarot` list (Night of the Zealot: „tarot“: the_gathering's torch, arkham,
// tentacles; The Circle Undone: its eight scenarios from The Witching Hour) and defines it nowhere;
// its input schema (`tarotReadingInput`) names the readings chaos, balance, choice and destiny.
// Destiny is worded by Return to The Witching Hour: „perform an 8-card Campaign Reading“, „Place
// each card in a horizontal line, in the upright position“, „Each of these cards applies to one
// scenario in the campaign, with the leftmost card corresponding to the first scenario“, „Choose
// and reverse four of the cards“. German: „auf dem Kopf stehend“, „aufrecht“, „Bestimmung“ (its
// catalogue); the cards' names: the catalogue of The Circle Undone's prologue („Der Turm · XVI“).

const SETUP: GuideAnswer[] = [
  { key: '$setup/choose_investigators', value: { kind: 'scenario_investigators', investigators: ['01001'] } },
  { key: '$setup/difficulty_choice', value: { kind: 'choose_one', choice: 'standard' } },
  {
    key: '$setup/draw_weakness',
    value: { kind: 'investigator_choice', choices: { '01001': 'rbw' }, weaknesses: { '01001': '01097' } },
  },
  { key: '$setup/save_decks', value: { kind: 'save_decks' } },
];
const at = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const READING = 'torch/$check_tarot_reading';
const reading = (choice: string) => at(READING, { kind: 'choose_one', choice });
const draw = (draws: Record<string, string>) => at('torch/$tarot_draw', { kind: 'prologue_randomizer', draws });
const tarotEntries = (run: GuideRun) =>
  run.state.sections
    .find((section) => section.id === 'tarot_reading')
    ?.entries.map((entry) => [entry.id, entry.text?.en]);

describeRealData('the optional tarot reading of the campaign guide', () => {
  let core: GuideData;
  let tcu: GuideData;
  let tdc: GuideData;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    core = stored.guides.find((guide) => guide.campaignId === 'core') as GuideData;
    tcu = stored.guides.find((guide) => guide.campaignId === 'tcu') as GuideData;
    tdc = stored.guides.find((guide) => guide.campaignId === 'tdc') as GuideData;
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), { name: () => '', gender: () => undefined });
  });
  const german = (run: GuideRun) => germanPrompt(run.prompt as NonNullable<GuideRun['prompt']>, t, (code) => code);

  it('is skipped by default: The Gathering still opens its play, offering the reading beside it', () => {
    const run = runGuide(core, SETUP, CORE_INVESTIGATORS);
    expect(run.prompt?.key).toBe('torch/$play_scenario');
    const offer = german(run).optional?.[0];
    expect(offer).toMatchObject({ key: READING, step: '$check_tarot_reading', kind: 'choose_one' });
    expect(offer?.text).toBe('Karten aus dem Tarotdeck für dieses Szenario legen? (optionale Variante)');
    expect(offer?.choices?.map((choice) => choice.id)).toEqual(['none', 'chaos', 'balance', 'choice', 'destiny']);
    expect(offer?.choices?.[4]?.text).toMatch(/^„Bestimmung“: 1 Karte für jedes Szenario der Kampagne/);
    // Answers without a reading read on as before: the play of The Gathering follows directly.
    const played = runGuide(
      core,
      [...SETUP, at('torch/$play_scenario', { kind: 'play_scenario', resolution: 'no_resolution' })],
      CORE_INVESTIGATORS,
    );
    expect(played.problem).toBeUndefined();
    expect(tarotEntries(played)).toBeUndefined();
  });

  it('Chaos: one card of the 22 Major Arcana, upright or reversed at random, recorded and shown with the setup', () => {
    const asked = runGuide(core, [...SETUP, reading('chaos')], CORE_INVESTIGATORS);
    expect(asked.prompt).toMatchObject({ step: '$tarot_draw', kind: 'prologue_randomizer', investigators: ['card'] });
    expect(asked.prompt?.choices).toHaveLength(22);
    expect(german(asked).cardNames).toEqual({ card: 'Karte' });
    const fallen = runGuide(core, [...SETUP, reading('chaos'), draw({ card: 'the_tower' })], CORE_INVESTIGATORS);
    expect(fallen.prompt).toMatchObject({ step: '$tarot_orientation', investigators: ['the_tower'] });
    expect(german(fallen).choices?.map((choice) => choice.text)).toEqual(['Aufrecht', 'Auf dem Kopf stehend']);
    const run = runGuide(
      core,
      [
        ...SETUP,
        reading('chaos'),
        draw({ card: 'the_tower' }),
        at('torch/$tarot_orientation', { kind: 'prologue_randomizer', draws: { the_tower: 'reversed' } }),
      ],
      CORE_INVESTIGATORS,
    );
    expect(run.prompt?.key).toBe('torch/$play_scenario');
    expect(tarotEntries(run)).toEqual([['torch:the_tower', 'The Tower · XVI (reversed)']]);
    const shown = german(run)
      .shown.filter((step) => step.step === '$check_tarot_reading')
      .map((step) => step.text);
    expect(shown[0]).toBe('Der Turm · XVI, auf dem Kopf stehend');
    // What the card does is printed on it, in no data the app reads: the guide says so.
    expect(shown[1]).toMatch(/von der Tarotkarte ablesen: Die Daten der App enthalten die Texte der Tarotkarten nicht/);
  });

  it('Balance: two cards, the first upright, the second reversed; a card drawn twice is refused', () => {
    const run = runGuide(
      core,
      [...SETUP, reading('balance'), draw({ upright: 'the_sun', reversed: 'the_moon' })],
      CORE_INVESTIGATORS,
    );
    expect(tarotEntries(run)).toEqual([
      ['torch:the_sun', 'The Sun · XIX (upright)'],
      ['torch:the_moon', 'The Moon · XVIII (reversed)'],
    ]);
    const twice = runGuide(
      core,
      [...SETUP, reading('balance'), draw({ upright: 'the_sun', reversed: 'the_sun' })],
      CORE_INVESTIGATORS,
    );
    expect(twice.problem).toEqual({ code: 'answer_invalid', key: 'torch/$tarot_draw', reason: 'too_many' });
  });

  it('Choice: three cards laid upright, the group chooses and reverses exactly two of them', () => {
    const drawn = [...SETUP, reading('choice'), draw({ first: 'death', second: 'strength', third: 'justice' })];
    const asked = runGuide(core, drawn, CORE_INVESTIGATORS);
    expect(asked.prompt).toMatchObject({ step: '$tarot_reverse', kind: 'checklist', min: 2, max: 2 });
    expect(german(asked).choices?.map((choice) => choice.text)).toEqual([
      'Der Tod · XIII',
      'Die Stärke · VIII',
      'Die Gerechtigkeit · XI',
    ]);
    const reverse = (choices: string[]) => at('torch/$tarot_reverse', { kind: 'checklist', choices });
    expect(runGuide(core, [...drawn, reverse(['death'])], CORE_INVESTIGATORS).problem).toMatchObject({
      reason: 'too_few',
    });
    const run = runGuide(core, [...drawn, reverse(['death', 'justice'])], CORE_INVESTIGATORS);
    expect(tarotEntries(run)).toEqual([
      ['torch:death', 'Death · XIII (reversed)'],
      ['torch:strength', 'Strength · VIII (upright)'],
      ['torch:justice', 'Justice · XI (reversed)'],
    ]);
  });

  it('a campaign without a `tarot` list (The Drowned City, One Last Job) keeps the notice, offers nothing', () => {
    const run = runGuide(tdc, engineAnswers(tdc, ROLAND_AND_AGNES, DROWNED_CITY_SETUP), ROLAND_AND_AGNES);
    expect(run.prompt?.optional).toBeUndefined();
    const notice = german(run).shown.find((step) => step.step === '$check_tarot_reading');
    expect(notice?.text).toMatch(/^Für das Kartenlegen mit dem Tarotdeck \(optionale Variante\) nennen die Daten/);
  });

  it('Destiny in The Circle Undone: 8 cards for its 8 scenarios, half reversed, each shown at its own scenario', () => {
    const prologue = engineAnswers(tcu, ROLAND_AND_AGNES, [...PROLOGUE_START, FIRST_DRAW, ...PROLOGUE_END]);
    const fate = WITCHING_HOUR.slice(0, 1);
    const afterFate = WITCHING_HOUR.slice(1);
    const toReading = engineAnswers(tcu, ROLAND_AND_AGNES, [...PROLOGUE_START, FIRST_DRAW, ...PROLOGUE_END, ...fate]);
    expect(toReading.length).toBe(prologue.length + 1);
    const places = [
      'the_witching_hour',
      'at_deaths_doorstep',
      'the_secret_name',
      'the_wages_of_sin',
      'for_the_greater_good',
      'union_and_disillusion',
      'in_the_clutches_of_chaos',
      'before_the_black_throne',
    ];
    const cards = [
      'temperance',
      'justice',
      'the_hermit',
      'the_hanged_man',
      'the_hierophant',
      'the_lovers',
      'the_chariot',
      'wheel_of_fortune',
    ];
    const destiny = [
      ...toReading,
      at('the_witching_hour/$check_tarot_reading', { kind: 'choose_one', choice: 'destiny' }),
    ];
    const asked = runGuide(tcu, destiny, ROLAND_AND_AGNES);
    expect(asked.prompt?.investigators).toEqual(places);
    expect(german(asked).cardNames?.the_witching_hour).toBe('Hexenstunde');
    const drawn = [
      ...destiny,
      at('the_witching_hour/$tarot_draw', {
        kind: 'prologue_randomizer',
        draws: Object.fromEntries(places.map((place, index) => [place, cards[index] as string])),
      }),
    ];
    const reverse = runGuide(tcu, drawn, ROLAND_AND_AGNES);
    // „Choose and reverse four of the cards“: half of 8.
    expect(reverse.prompt).toMatchObject({ step: '$tarot_reverse', min: 4, max: 4 });
    const laid = [
      ...drawn,
      at('the_witching_hour/$tarot_reverse', {
        kind: 'checklist',
        choices: ['temperance', 'the_hermit', 'the_lovers', 'wheel_of_fortune'],
      }),
    ];
    const run = runGuide(tcu, laid, ROLAND_AND_AGNES);
    expect(run.prompt?.key).toBe('the_witching_hour/$play_scenario');
    expect(tarotEntries(run)?.slice(0, 2)).toEqual([
      ['destiny:the_witching_hour', 'Temperance · XIV (reversed)'],
      ['destiny:at_deaths_doorstep', 'Justice · XI (upright)'],
    ]);
    expect(german(run).shown.find((step) => step.step === '$check_tarot_reading')?.text).toBe(
      'Die Mäßigkeit · XIV, auf dem Kopf stehend',
    );
    // At Death's Doorstep: its card is shown, nothing asked again.
    const next = runGuide(tcu, [...laid, ...engineAnswers(tcu, ROLAND_AND_AGNES, afterFate, laid)], ROLAND_AND_AGNES);
    expect(next.problem).toBeUndefined();
    expect(next.prompt?.scenario).toBe('at_deaths_doorstep');
    expect(next.prompt?.optional).toBeUndefined();
    expect(german(next).shown.find((step) => step.step === '$check_tarot_reading')?.text).toBe(
      'Die Gerechtigkeit · XI, aufrecht',
    );
  });
});
