import { beforeAll, expect, it } from 'vitest';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideData, Prompt } from '../../../shared/guide/types.ts';
import { drawWeaknesses, unfitWeakness } from '../../../shared/guide/weakness-answer.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Zufällige Grundschwächen“ in the guide: the app draws for the group from a seed and
// stores the drawn cards in the answer, so a replay is exact.

const ROLAND = '01001';
const AGNES = '01004';
const campaign = { investigators: [] } as unknown as CampaignState;

describeRealData('weakness draws the app makes for a guide answer', () => {
  let guide: GuideData;
  let pool: CardPool;
  let prompt: Prompt;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('core'), realPool()]);
    const answers: GuideAnswer[] = [
      { key: '$setup/choose_investigators', value: { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] } },
      { key: '$setup/difficulty_choice', value: { kind: 'choose_one', choice: 'standard' } },
    ];
    prompt = runGuide(guide, answers, CORE_INVESTIGATORS).prompt as Prompt;
  });

  it('draws one basic weakness per investigator, the same for the same seed, and stores the seed', () => {
    const value = { kind: 'investigator_choice' as const, choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' } };
    expect(prompt.needsWeakness).toEqual({ traits: [] });
    const drawn = drawWeaknesses(prompt, value, pool, campaign, 42);
    expect(Object.keys(drawn.weaknesses ?? {})).toEqual([ROLAND, AGNES]);
    for (const code of Object.values(drawn.weaknesses ?? {}))
      expect(pool.card(code)?.subtype_code).toBe('basicweakness');
    expect(drawn.seed).toBe(42);
    expect(drawWeaknesses(prompt, value, pool, campaign, 42)).toEqual(drawn);
  });

  it('draws only from the collection when one is set (Grimoire „Sammlung“): a core set alone gives core weaknesses', () => {
    const value = { kind: 'investigator_choice' as const, choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' } };
    const coreWeaknesses = new Set(
      pool.data.cards
        .filter((card) => card.pack_code === 'core' && card.subtype_code === 'basicweakness')
        .map((card) => card.code),
    );
    const drawnFrom = (owned: string[] | null) =>
      new Set(
        Array.from({ length: 40 }, (_, seed) =>
          Object.values(drawWeaknesses(prompt, value, pool, campaign, seed, owned).weaknesses ?? {}),
        ).flat(),
      );
    for (const code of drawnFrom(['core'])) expect(coreWeaknesses).toContain(code);
    expect([...drawnFrom(null)].some((code) => !coreWeaknesses.has(code))).toBe(true);
  });

  it('keeps a weakness the group drew itself and draws only the missing one', () => {
    const value = {
      kind: 'investigator_choice' as const,
      choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
      weaknesses: { [ROLAND]: '01097' },
    };
    const drawn = drawWeaknesses(prompt, value, pool, campaign, 7);
    expect(drawn.weaknesses?.[ROLAND]).toBe('01097');
    expect(drawn.weaknesses?.[AGNES]).toMatch(/^\d{5}$/);
  });

  it('The Devourer Below, Resolution 3: the drawn weakness has the Madness trait', () => {
    const value = { kind: 'investigator_choice' as const, choices: { [ROLAND]: 'draw' } };
    const madness: Prompt = { ...prompt, investigators: [ROLAND], needsWeakness: { traits: ['Madness'] } };
    for (const seed of [1, 2, 3, 4, 5]) {
      const code = drawWeaknesses(madness, value, pool, campaign, seed).weaknesses?.[ROLAND] ?? '';
      expect(pool.card(code)?.traits).toMatch(/Madness/);
    }
  });

  it('Undimensioned and Unseen, add_weakness: a given card must be a basic Madness, Injury or Pact weakness', () => {
    const traits = {
      ...prompt,
      investigators: [ROLAND, AGNES],
      needsWeakness: { traits: ['Madness', 'Injury', 'Pact'] },
    };
    const given = (roland: string, agnes: string) => ({
      kind: 'investigator_choice' as const,
      choices: { [ROLAND]: 'draw', [AGNES]: 'draw' },
      weaknesses: { [ROLAND]: roland, [AGNES]: agnes },
    });
    // Internal Injury (Injury), Chronophobia (Madness): both fit.
    expect(unfitWeakness(traits, given('02038', '02039'), pool)).toBeUndefined();
    // Haunted (01098) is a Curse, Indebted (02037) a Flaw: the draw could not give them.
    expect(unfitWeakness(traits, given('02038', '01098'), pool)).toBe(AGNES);
    expect(unfitWeakness(traits, given('02037', '02039'), pool)).toBe(ROLAND);
    // Not basic weaknesses at all: an investigator card, the „Random Basic Weakness“ placeholder,
    // Across Space and Time (02178, a story weakness), an unknown number.
    for (const code of ['01001', '01000', '02178', '99999'])
      expect(unfitWeakness(traits, given(code, '02039'), pool)).toBe(ROLAND);
  });

  it('Setup, draw_weakness without traits: any basic weakness may be given', () => {
    const value = {
      kind: 'investigator_choice' as const,
      choices: { [ROLAND]: 'rbw' },
      weaknesses: { [ROLAND]: '01098' },
    };
    expect(unfitWeakness(prompt, value, pool)).toBeUndefined();
    expect(unfitWeakness(prompt, { ...value, weaknesses: { [ROLAND]: '01006' } }, pool)).toBe(ROLAND);
  });
});
