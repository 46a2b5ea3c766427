import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { applyAnswer } from '../../../shared/guide/input-answers.ts';
import { promptOf } from '../../../shared/guide/input-prompts.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import { investigatorNaming } from '../../../shared/guide/text/investigator-naming.ts';
import type { AnswerValue, GuideData } from '../../../shared/guide/types.ts';
import { findEntry, type Walker } from '../../../shared/guide/walk-state.ts';
import { guideAnswerLabel } from '../../../shared/i18n/de/guide-answer-label.ts';
import { realPool } from '../../support/card-data.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, Heart of the Elders, Part 1, record_jungle_watches: „In your Campaign Log,
// record that the jungle watches. Next to this, in parentheses, record the names of each card with
// Vengeance X in the victory display.“ (German: „Daneben werden in Klammern die Namen aller Karten
// mit Vergeltung X im Siegpunktestapel notiert.“) The data asks the cards with their copies
// (`include_counts`) and words the entry „the jungle watches (#name# x#X#).“: the entry reads each
// card with its copies, never `#X#`. Part 2 gathers those cards again („Search the collection for
// each card listed in parentheses … Add those cards to the victory display“), so the copies count.

const ROLAND = '01001';
const AGNES = '01004';
const PIT_VIPER = '04078'; // Grubenotter, Vengeance 1, three copies in „Serpents“
const BASILISK = '04220'; // Basilisk, Vengeance 2, two copies in „Pillars of Judgment“

describeRealData('The Forgotten Age: the jungle watches, with copies', () => {
  let pool: CardPool;
  let tfa: GuideData;
  let stored: ReturnType<typeof storedGuides>;
  beforeAll(async () => {
    pool = await realPool();
    stored = storedGuides(await realCampaignData());
    tfa = stored.guides.find((guide) => guide.campaignId === 'tfa') as GuideData;
  });

  const atStep = () => {
    const w = walkerWith(tfa, pool, [ROLAND, AGNES], 'heart_of_the_elders_part_1');
    const step = w.scenario?.steps.get('record_jungle_watches');
    if (!step) throw new Error('record_jungle_watches fehlt');
    return { w, step, prompt: promptOf(w, step, 'heart_of_the_elders_part_1/record_jungle_watches#0', 'x') };
  };
  const entryText = (w: Walker) => {
    const t = createGuideTranslator(buildGuideCatalog(stored.catalogs), investigatorNaming(pool, new Map()));
    const text = findEntry(w.state, 'campaign_notes', 'jungle_watches')?.text;
    return text ? t.german(text) : undefined;
  };

  it('the card choice asks for the copies of each card', () => {
    expect(atStep().prompt).toMatchObject({ kind: 'card_choice', copies: true });
  });

  it('two Pit Vipers and one Basilisk: „Der Dschungel beobachtet dich (Grubenotter ×2)“, then the Basilisk ×1', () => {
    const { w, step, prompt } = atStep();
    const value: AnswerValue = { kind: 'card_choice', cards: [PIT_VIPER, BASILISK], copies: { [PIT_VIPER]: 2 } };
    expect(applyAnswer(w, step, value, prompt)).not.toHaveProperty('reason');
    expect(findEntry(w.state, 'campaign_notes', 'jungle_watches')?.cards).toEqual([PIT_VIPER, BASILISK]);
    expect(entryText(w)).toBe(
      'Der Dschungel beobachtet dich (Grubenotter ×2). Der Dschungel beobachtet dich (Basilisk ×1).',
    );
    expect(
      guideAnswerLabel({ kind: 'card_choice' } as never, value, (code) => pool.card(code)?.de?.name ?? code).answer,
    ).toBe('Grubenotter ×2, Basilisk');
  });

  it('an answer without copies (stored before copies were asked) counts each card once', () => {
    const { w, step, prompt } = atStep();
    applyAnswer(w, step, { kind: 'card_choice', cards: [BASILISK] }, prompt);
    expect(entryText(w)).toBe('Der Dschungel beobachtet dich (Basilisk ×1).');
  });

  it('copies of a card not chosen are refused', () => {
    const { w, step, prompt } = atStep();
    const value: AnswerValue = { kind: 'card_choice', cards: [BASILISK], copies: { [PIT_VIPER]: 2 } };
    expect(applyAnswer(w, step, value, prompt)).toMatchObject({ reason: 'unknown_choice' });
  });
});
