import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { germanGuideProblem } from '../../../shared/i18n/de/guide-problems.ts';
import { AGNES, answer, ROLAND, ROLAND_AND_AGNES } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Deckbau“ (line 2407): „Jeder Ermittler muss seinem Deck beim Deckbau 1 zufällige
// Grundschwäche hinzufügen.“ – one. The campaign setup of The Forgotten Age
// (`$setup/draw_weakness`, „Draw Random Basic Weakness“, replacing the Random Basic Weakness
// placeholder 01000) asks each investigator; one whose deck already holds the weakness drawn in
// the deck editor draws no second: the answer leaves them out, or leaves out everyone.

const TO_DRAW: GuideAnswer[] = [
  answer('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] }),
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
];
const weaknessesOf = (run: GuideRun, code: string) =>
  run.state.investigators.find((item) => item.code === code)?.cards.filter((card) => card.startsWith('010')) ?? [];

describeRealData('The Forgotten Age setup: no second random basic weakness', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });
  const draw = (choices: Record<string, string>, weaknesses: Record<string, string>) =>
    runGuide(
      tfa,
      [...TO_DRAW, answer('$setup/draw_weakness', { kind: 'investigator_choice', choices, weaknesses })],
      ROLAND_AND_AGNES,
    );

  it('Roland draws Paranoia (01097); Agnes, whose deck holds hers from the editor, draws none', () => {
    const run = draw({ [ROLAND]: 'rbw' }, { [ROLAND]: '01097' });
    expect(run.problem).toBeUndefined();
    expect(weaknessesOf(run, ROLAND)).toEqual(['01097']);
    expect(weaknessesOf(run, AGNES)).toEqual([]);
    expect(run.prompt?.step).toBe('save_decks');
  });

  it('nobody drawing („keine Wahl“) is an answer where both decks hold theirs', () => {
    const run = draw({}, {});
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.step).toBe('save_decks');
  });

  it('the prompt says the draw may be left out (min 0)', () => {
    expect(runGuide(tfa, TO_DRAW, ROLAND_AND_AGNES).prompt).toMatchObject({ key: '$setup/draw_weakness', min: 0 });
  });

  it('a refused answer names no engine id in German', () => {
    const run = draw({ [ROLAND]: 'rbw' }, {});
    expect(run.problem).toMatchObject({ code: 'answer_invalid', reason: 'missing_weakness' });
    if (!run.problem) return;
    expect(germanGuideProblem(run.problem)).not.toMatch(/\$|draw_weakness/);
  });
});
