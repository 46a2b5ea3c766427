import { afterAll, beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideContext } from '../../shared/guide/types.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { cliGuideSession } from '../support/cli-guide-session.ts';
import { realGuide } from '../support/guide-data.ts';
import { randomAnswer } from '../support/guide-random-answers.ts';
import { describeRealData } from '../support/real-data.ts';

// The Forgotten Age, Heart of the Elders, Part 1, record_jungle_watches, on the command line: „record
// that the jungle watches. Next to this, in parentheses, record the names of each card with Vengeance
// X in the victory display.“ The data asks the cards with their copies; the answer gives them
// (`copies`) and `campaign show` lists the entry with each card's copies, never the data's `#X#`.
// A seeded group (Roland Banks 01001, Agnes Baker 01004) answers up to that step.

const ROLAND = '01001';
const AGNES = '01004';
const PIT_VIPER = '04078'; // Grubenotter, Vengeance 1
const BASILISK = '04220'; // Basilisk, Vengeance 2
const GROUP: GuideContext = {
  investigators: {
    [ROLAND]: { health: 9, sanity: 5, faction: 'guardian', traits: ['Agency', 'Detective'] },
    [AGNES]: { health: 6, sanity: 8, faction: 'mystic', traits: ['Sorcerer'] },
  },
};

/** A seeded group's answers up to record_jungle_watches (the first seed whose walk reaches it). */
async function answersUpToJungleWatches(): Promise<GuideAnswer[]> {
  const guide = await realGuide('tfa');
  for (let seed = 1; seed < 40; seed += 1) {
    const random = seededRandom(seed);
    const answers: GuideAnswer[] = [];
    let run = runGuide(guide, answers, GROUP);
    while (run.prompt && !run.problem && answers.length < 500) {
      if (run.prompt.step === 'record_jungle_watches') return answers;
      answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
      run = runGuide(guide, answers, GROUP);
    }
  }
  throw new Error('no seeded walk reaches record_jungle_watches');
}

const cliAnswer = ({ key, value }: GuideAnswer) => {
  const { kind: _kind, ...fields } = value;
  return { step: key.slice(key.indexOf('/') + 1).replace(/#\d+$/, ''), key, ...fields };
};

describeRealData('The Forgotten Age: the jungle watches, with copies, on the command line', () => {
  const session = cliGuideSession('logbuch-jungle-watches-');
  afterAll(() => session.dispose());
  beforeAll(() => session.start('tfa', [ROLAND, AGNES]), 120_000);

  it('two Pit Vipers and a Basilisk are listed with their copies', async () => {
    const open = session.answer((await answersUpToJungleWatches()).map(cliAnswer));
    expect(open).toMatchObject({ step: 'record_jungle_watches', input: 'card_choice', copies: true });
    session.answer([{ step: 'record_jungle_watches', cards: [PIT_VIPER, BASILISK], copies: { [PIT_VIPER]: 2 } }]);
    const entry = session.entries(session.show(), 'campaign_notes').find((item) => item.id === 'jungle_watches');
    expect(entry?.text).toBe(
      'Der Dschungel beobachtet dich (Grubenotter ×2). Der Dschungel beobachtet dich (Basilisk ×1).',
    );
  }, 120_000);

  it('copies of a card not chosen are refused, nothing written', () => {
    const before = session.show().seq;
    const file = session.answersFile([
      { step: 'record_jungle_watches', cards: [BASILISK], copies: { [PIT_VIPER]: 1 } },
    ]);
    expect(session.run('campaign', 'guide', '1', '--answers', file).status).toBe(1);
    expect(session.show().seq).toBe(before);
  });
});
