import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import { germanShownSteps } from '../../../shared/guide/text/german-prompt.ts';
import type { GuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import type { AnswerValue, GuideAnswer, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Edge of the Earth, „Tekeli-li!“ (`$tekelili_rule`): „This campaign includes an encounter set
// of 16 weaknesses, each with the title "Tekeli-li!" … shuffled together to form a special
// Tekeli-li deck during the setup of each scenario“; later setups' `setup_tekeli_li`: „Shuffle
// each Tekeli-li! weakness card that is not already part of an investigator's deck together to
// form the Tekeli-li deck.“ (Ice and Death, Part 1: „Shuffle each Tekeli-li! weakness card
// together to form the Tekeli-li deck.“) The 16 are 08723 ×3, 08724 ×3, 08725–08729 ×2 (eoec.json).

const ROLAND = '01001';
const DAISY = '01002';
const a = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const UNTIL_PART_1: GuideAnswer[] = [
  a('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, DAISY] }),
  a('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  a('$setup/draw_weakness', { kind: 'investigator_choice', choices: {} }),
  a('$setup/save_decks', { kind: 'save_decks' }),
  a('eoe_prologue/choose_believe', { kind: 'choose_one', choice: 'p2' }),
  a('ice_and_death_part_1/choose_plane_crash', { kind: 'card_choice', cards: ['08719'] }),
  a('ice_and_death_part_1/choose_partners', { kind: 'investigator_choice', choices: {} }),
];

describeRealData('The Edge of the Earth: the Tekeli-li deck', () => {
  let eoe: GuideData;
  beforeAll(async () => {
    eoe = await realGuide('eoe');
  });

  it('„Shuffle each Tekeli-li! weakness …“: with none in a deck, all 16 form the Tekeli-li deck', () => {
    const run = runGuide(eoe, UNTIL_PART_1, CORE_INVESTIGATORS);
    expect(run.problem).toBeUndefined();
    const shuffle = run.prompt?.shown.find((step) => step.step === 'setup_tekeli_li');
    expect(shuffle?.scenario).toBe('ice_and_death_part_1');
    expect(shuffle?.tekeliLi).toEqual({ size: 16, inDecks: 0 });
    // Only that step counts the deck.
    expect(run.prompt?.shown.filter((step) => step.tekeliLi)).toHaveLength(1);
  });

  it("the German setup text ends with the deck size: 16 less those „already part of an investigator's deck“", () => {
    const t: GuideTranslator = { german: (text) => text.en, plain: (text) => text, isTranslated: () => true };
    const [step] = germanShownSteps(
      [
        {
          scenario: 'ice_and_death_part_1',
          step: 'setup_tekeli_li',
          type: 'generic',
          text: { en: 'Shuffle.', catalogue: 'x' },
          tekeliLi: { size: 14, inDecks: 2 },
        },
      ],
      t,
      (code) => code,
    );
    expect(step?.text).toBe('Shuffle.\nTekeli-li-Stapel: 14 Karten (2 in Ermittlerdecks)');
  });
});
