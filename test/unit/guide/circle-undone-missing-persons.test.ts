import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Circle Undone, Prologue „Disappearance at the Twilight Estate“: the Campaign Log prints the
// four „Missing Persons“ profiles (Gavriella Mizrah 05046, Jerome Davids 05047, Valentino Rivas
// 05048, Penny White 05049). „In the “Missing Persons” section of your Campaign Log, cross off the
// profiles of any of the neutral investigators who were not chosen.“ Then „each player must
// proceed to the intro for their chosen character“ – and, skipping the prologue, „have each
// character draw a random tarot card to determine their fate“: the chosen ones, not crossed off.

const GAVRIELLA = '05046';
const JEROME = '05047';
const VALENTINO = '05048';
const PENNY = '05049';
const GROUP: GuideContext = {
  investigators: { '01001': { health: 9, sanity: 5 }, '01004': { health: 6, sanity: 8 } },
};
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const PROLOGUE = 'disappearance_at_the_twilight_estate';
const twoChosen: GuideAnswer[] = [
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  answer(`${PROLOGUE}/ask_player_count`, { kind: 'choose_one', choice: 'two' }),
  answer(`${PROLOGUE}/new_missing_investigators_2`, { kind: 'card_choice', cards: [GAVRIELLA, PENNY] }),
];

describeRealData('The Circle Undone: the Missing Persons profiles of the prologue', () => {
  let tcu: GuideData;
  beforeAll(async () => {
    tcu = await realGuide('tcu');
  });

  it('the choice of the prologue investigators asks its question: „Choose your prologue investigators:“', () => {
    const run = runGuide(tcu, twoChosen.slice(0, 2), GROUP);
    expect(run.prompt).toMatchObject({
      step: 'new_missing_investigators_2',
      kind: 'card_choice',
      text: { en: 'Choose your prologue investigators:' },
      cards: [GAVRIELLA, JEROME, VALENTINO, PENNY],
      min: 2,
      max: 2,
    });
  });

  it('the profiles not chosen are crossed off, the chosen ones stay', () => {
    const run = runGuide(tcu, twoChosen, GROUP);
    expect(run.problem).toBeUndefined();
    const profile = (code: string) =>
      run.state.sections.find((section) => section.id === code)?.entries.find((entry) => entry.id === code);
    expect([GAVRIELLA, JEROME, VALENTINO, PENNY].map((code) => profile(code)?.crossedOut)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('playing the prologue, each chosen character’s intro is read', () => {
    const run = runGuide(
      tcu,
      [...twoChosen, answer(`${PROLOGUE}/ask_skip_prologue_new`, { kind: 'choose_one', choice: '$no' })],
      GROUP,
    );
    expect(run.problem).toBeUndefined();
    const shown = run.prompt?.shown.map((step) => step.step) ?? [];
    expect(shown).toEqual(expect.arrayContaining(['gavriella_intro', 'penny_intro']));
    expect(shown).not.toContain('jerome_intro');
    expect(shown).not.toContain('valentino_intro');
  });

  it('skipping it, the tarot cards are drawn for the chosen characters', () => {
    const run = runGuide(
      tcu,
      [...twoChosen, answer(`${PROLOGUE}/ask_skip_prologue_new`, { kind: 'choose_one', choice: 'yes' })],
      GROUP,
    );
    expect(run.prompt).toMatchObject({ step: 'randomizer_new', investigators: [GAVRIELLA, PENNY] });
  });

  it('a drawn fate is written in the character’s own section, naming them', () => {
    // The Fool: „#name# disappeared into the mist.“ – in Penny White's section, of Penny White.
    const run = runGuide(
      tcu,
      [
        ...twoChosen,
        answer(`${PROLOGUE}/ask_skip_prologue_new`, { kind: 'choose_one', choice: 'yes' }),
        answer(`${PROLOGUE}/randomizer_new`, {
          kind: 'prologue_randomizer',
          draws: { [GAVRIELLA]: '3', [PENNY]: '0' },
        }),
      ],
      GROUP,
    );
    const fate = run.state.sections
      .find((section) => section.id === PENNY)
      ?.entries.find((entry) => entry.id === 'disappeared_into_the_mist');
    expect(fate?.text).toMatchObject({ en: '#name# disappeared into the mist.', investigator: PENNY });
  });
});
