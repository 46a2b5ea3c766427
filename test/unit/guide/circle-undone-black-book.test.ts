import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import {
  AGNES,
  ROLAND,
  ROLAND_AND_AGNES,
  TO_THE_SECRET_NAME,
} from '../../support/guide-scripts/circle-undone-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Circle Undone, The Secret Name, Resolution 2: „Additionally, any one investigator may choose
// to add The Black Book story asset to their deck. This card does not count toward that
// investigator's deck size. If an investigator chooses to include The Black Book in their deck,
// add 1 [skull] token to the chaos bag“. One investigator takes The Black Book (05150), not each.

const BLACK_BOOK = '05150';

describeRealData('The Circle Undone: The Black Book goes to one investigator', () => {
  let tcu: GuideData;
  beforeAll(async () => {
    tcu = await realGuide('tcu');
  });
  const upToTheBook = () => engineAnswers(tcu, ROLAND_AND_AGNES, TO_THE_SECRET_NAME.slice(0, -1));
  const keep = {
    key: 'the_secret_name/choose_black_book',
    value: { kind: 'choose_one', choice: 'keep_book' },
  } as const;

  it('keeping the book asks which one investigator adds it', () => {
    const run = runGuide(tcu, [...upToTheBook(), keep], ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.prompt).toMatchObject({
      step: '$card_bearer',
      kind: 'investigator_choice',
      investigators: [ROLAND, AGNES],
      cards: [BLACK_BOOK],
      min: 1,
      max: 1,
    });
  });

  it('only the chosen investigator holds it, and one skull token is added', () => {
    const before = runGuide(tcu, upToTheBook(), ROLAND_AND_AGNES).state.chaosBag;
    const run = runGuide(
      tcu,
      [
        ...upToTheBook(),
        keep,
        {
          key: 'the_secret_name/$card_bearer',
          value: { kind: 'investigator_choice', choices: { [ROLAND]: 'chosen' } },
        },
      ],
      ROLAND_AND_AGNES,
    );
    expect(run.problem).toBeUndefined();
    const holders = run.state.investigators.filter((inv) => inv.cards.includes(BLACK_BOOK)).map((inv) => inv.code);
    expect(holders).toEqual([ROLAND]);
    expect(run.state.chaosBag.filter((token) => token === 'skull').length).toBe(
      before.filter((token) => token === 'skull').length + 1,
    );
  });
});
