import { beforeAll, expect, it } from 'vitest';
import { journalText } from '../../../../renderer/campaign/journal-text.ts';
import { runGuide } from '../../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { type GermanPrompt, germanPrompt } from '../../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { AnswerValue, GuideAnswer, GuideData } from '../../../../shared/guide/types.ts';
import { guideAnswerLabel } from '../../../../shared/i18n/de/guide-answer-label.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../../support/guide-random-answers.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The campaign history names a guide answer as the group saw it: the German title of the step
// and the option chosen (Night of the Zealot, real catalogs) – never the data's `$…` step ids.

const NAMES: Record<string, string> = { '01001': 'Roland Banks', '01004': 'Agnes Baker' };
const name = (code: string) => NAMES[code] ?? code;
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

const SETUP: GuideAnswer[] = [
  answer('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: ['01001', '01004'] }),
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  answer('$setup/draw_weakness', {
    kind: 'investigator_choice',
    choices: { '01001': 'rbw', '01004': 'rbw' },
    weaknesses: { '01001': '01097', '01004': '01099' },
  }),
  answer('$setup/save_decks', { kind: 'save_decks' }),
  answer('torch/$play_scenario', { kind: 'play_scenario', lead: '01001', resolution: 'R1' }),
];

describeRealData('guide answers in the campaign history', () => {
  let core: GuideData;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    core = stored.guides.find((guide) => guide.campaignId === 'core') as GuideData;
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), { name, gender: () => 'masculine' });
  });

  /** The label of answer `at` of SETUP, from the German prompt it answered. */
  const labelOf = (at: number) => {
    const prompt = runGuide(core, SETUP.slice(0, at), CORE_INVESTIGATORS).prompt;
    if (!prompt) throw new Error('kein offener Schritt');
    expect(prompt.key).toBe(SETUP[at]?.key);
    return guideAnswerLabel(
      germanPrompt(prompt, t, (code) => code),
      (SETUP[at] as GuideAnswer).value,
      name,
    );
  };

  it('the difficulty is named by its German title and the chosen German option', () => {
    // Grimoire „Schwierigkeitsgrade“: Einfach, Normal, Schwer, Experte.
    expect(labelOf(1)).toEqual({ step: 'Schwierigkeitsgrad wählen', answer: 'Normal' });
  });

  it('investigators, a resolution and the deck step read in German', () => {
    expect(labelOf(0)).toEqual({ step: 'Ermittler für das Szenario', answer: 'Roland Banks, Agnes Baker' });
    // The drawn weaknesses by name (Paranoia 01097, Psychosis 01099 as the caller names them).
    expect(labelOf(2).answer).toBe('Roland Banks: 01097, Agnes Baker: 01099');
    expect(labelOf(3)).toEqual({ step: 'Decks gespeichert' });
    expect(labelOf(4)).toEqual({ step: 'Szenario gespielt', answer: 'Auflösung 1' });
  });

  it('the history line uses the stored label; an entry written before labels existed is named by its kind', () => {
    const names = { investigator: name, card: (code: string) => code };
    const payload = {
      guide: { id: 'core', version: 1 },
      index: 1,
      answer: SETUP[1],
      effects: [],
      german: {},
    };
    const labelled = journalText(
      { type: 'guide_answered', payload: { ...payload, label: { step: 'Schwierigkeitsgrad', answer: 'Standard' } } },
      names,
    );
    expect(labelled[0]).toBe('Kampagnenleitfaden: Schwierigkeitsgrad – Standard (0 Änderungen)');
    const old = journalText({ type: 'guide_answered', payload }, names);
    expect(old[0]).toBe('Kampagnenleitfaden: Auswahl (0 Änderungen)');
    expect(old[0]).not.toContain('$setup');
  });
  it('a step that only asks its question reads as that question and „Ja“ or „Nein“', () => {
    // The Circle Undone, prologue: „Are you being hunted?“ (de: „Werden die Ermittler gejagt?“),
    // and „Would you like to skip the prologue by drawing tarot cards?“ – not „Auswahl – Nein“.
    const hunted = {
      kind: 'choose_one',
      choices: [
        { id: 'being_hunted', text: 'Werden die Ermittler gejagt?' },
        { id: '$no', text: 'Nein' },
      ],
    } as GermanPrompt;
    expect(guideAnswerLabel(hunted, { kind: 'choose_one', choice: '$no' }, name)).toEqual({
      step: 'Werden die Ermittler gejagt?',
      answer: 'Nein',
    });
    expect(guideAnswerLabel(hunted, { kind: 'choose_one', choice: 'being_hunted' }, name)).toEqual({
      step: 'Werden die Ermittler gejagt?',
      answer: 'Ja',
    });
    // A step with words of its own keeps them, and its answer is the option chosen.
    const titled = { ...hunted, text: 'Der Ermittlungsleiter muss entscheiden' } as GermanPrompt;
    expect(guideAnswerLabel(titled, { kind: 'choose_one', choice: 'being_hunted' }, name)).toEqual({
      step: 'Der Ermittlungsleiter muss entscheiden',
      answer: 'Werden die Ermittler gejagt?',
    });
  });
});
