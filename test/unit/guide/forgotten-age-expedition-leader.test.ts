import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { answer, ROLAND, ROLAND_AND_AGNES, TFA_SETUP } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, Prologue (tfa_prologue/expedition_leader): „If Ursula Downs, Leo Anderson, or
// Monterey Jack was chosen as an investigator for this campaign: Choose one of those investigators
// to be the expedition leader. That investigator begins Scenarios I and II as the lead
// investigator.“ Read, and asked, only where it holds; the choice is recorded.

const URSULA = '04002';
const WITH_URSULA: GuideContext = {
  investigators: { ...ROLAND_AND_AGNES.investigators, [URSULA]: { health: 7, sanity: 7 } },
};
const setupWith = (codes: string[]): GuideAnswer[] => [
  answer('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: codes }),
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  answer('$setup/draw_weakness', { kind: 'investigator_choice', choices: {} }),
  answer('$setup/save_decks', { kind: 'save_decks' }),
  answer('tfa_prologue/choose_investigators', { kind: 'scenario_investigators', investigators: codes }),
];

describeRealData('The Forgotten Age: the expedition leader', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });

  it('without Ursula, Leo or Monterey Jack the instruction is neither read nor asked', () => {
    const run = runGuide(tfa, TFA_SETUP, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.step).toBe('supplies');
    expect(run.prompt?.shown.map((step) => step.text?.en ?? '').join(' ')).not.toMatch(/If Ursula Downs/);
  });

  it('with Ursula Downs the group is asked, and only she may be the expedition leader', () => {
    const run = runGuide(tfa, setupWith([ROLAND, URSULA]), WITH_URSULA);
    expect(run.problem).toBeUndefined();
    expect(run.prompt).toMatchObject({
      key: 'tfa_prologue/$expedition_leader',
      kind: 'investigator_choice',
      choicesFor: { [ROLAND]: [], [URSULA]: ['leader'] },
      min: 1,
      max: 1,
    });
    expect(run.prompt?.text?.en).toMatch(/^If Ursula Downs, Leo Anderson, or Monterey Jack was chosen/);
  });

  it('the chosen expedition leader is recorded, then supplies are chosen', () => {
    const leader = answer('tfa_prologue/$expedition_leader', {
      kind: 'investigator_choice',
      choices: { [URSULA]: 'leader' },
    });
    const run = runGuide(tfa, [...setupWith([ROLAND, URSULA]), leader], WITH_URSULA);
    expect(run.problem).toBeUndefined();
    const hidden = run.state.sections.find((section) => section.id === 'hidden');
    expect(hidden?.entries.find((entry) => entry.id === 'expedition_leader')?.cards).toEqual([URSULA]);
    expect(run.prompt?.step).toBe('supplies');
    const roland = answer('tfa_prologue/$expedition_leader', {
      kind: 'investigator_choice',
      choices: { [ROLAND]: 'leader' },
    });
    expect(runGuide(tfa, [...setupWith([ROLAND, URSULA]), roland], WITH_URSULA).problem).toMatchObject({
      code: 'answer_invalid',
      reason: 'unknown_choice',
    });
  });
});
