import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type {
  CampaignLogCardsEffect,
  CampaignLogCountEffect,
  CampaignLogEffect,
} from '../../../shared/guide/data/guide-data-types.ts';
import { logCards, logCount, logEffect } from '../../../shared/guide/log-effects.ts';
import type { Raw } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { findEntry, section, type Walker } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The guide's Kampagnenlogbuch effects (shared/guide/log-effects.ts), each taken from the real
// guide step that prints it:
// - The Gathering: „record that your house has burned to the ground“;
// - The Midnight Masks: „Is the Ghoul Priest in the victory display?“ crosses out „the Ghoul
//   Priest is still alive“;
// - Undimensioned and Unseen: „record that X brood escaped into the wild“ (a counter);
// - Curtain Call: tally marks under „Chasing the Stranger“;
// - Blood on the Altar: „under Sacrificed to Yog-Sothoth, record the names of each unique card …“;
// - Dawn of the Final Day: „Mark 1 tally next to The plan is underway“ (the entry becomes a count).

const ROLAND = '01001';
const AGNES = '01004';

/**
 * The effects of `scenario`'s step `id` (also those inside its input) that `pick` accepts, as the
 * data's schema types them (`T`), with the step's file.
 */
function effectsOf<T>(w: Walker, id: string, pick: (raw: Raw) => boolean): { raws: T[]; file: string } {
  const step = w.scenario?.steps.get(id);
  if (!step) throw new Error(`${w.scenario?.id}/${id} fehlt`);
  const raws: T[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (pick(value as Raw)) raws.push(value as T);
      Object.values(value).forEach(walk);
    }
  };
  walk(step.raw);
  return { raws, file: step.file };
}

describeRealData('guide effects on the campaign log', () => {
  let pool: CardPool;
  const guides: Record<string, GuideData> = {};
  beforeAll(async () => {
    pool = await realPool();
    for (const id of ['core', 'dwl', 'ptc', 'fhv']) guides[id] = await realGuide(id);
  });
  const walker = (guide: string, scenario: string) => walkerWith(guides[guide]!, pool, [ROLAND, AGNES], scenario);

  it('The Gathering: an entry with its English text and catalogue, recorded as a log_entry effect', () => {
    const w = walker('core', 'torch');
    const { raws, file } = effectsOf<CampaignLogEffect>(w, 'house_burned', (raw) => raw.type === 'campaign_log');
    logEffect(w, raws[0]!, {}, file);
    const text = { en: 'your house has burned to the ground.', catalogue: file };
    expect(findEntry(w.state, 'campaign_notes', 'house_burned')).toMatchObject({ text, crossedOut: false });
    expect(w.effects).toEqual([{ type: 'log_entry', section: 'campaign_notes', id: 'house_burned', text }]);
  });

  it('The Midnight Masks: the Ghoul Priest in the victory display crosses out „still alive“, keeping its text', () => {
    const w = walker('core', 'arkham');
    const alive: CampaignLogEffect = { type: 'campaign_log', section: 'campaign_notes', id: 'ghoul_priest_alive' };
    logEffect(w, { ...alive, text: 'the Ghoul Priest is still alive.' }, {}, 'campaigns/notz/torch');
    const { raws, file } = effectsOf<CampaignLogEffect>(
      w,
      'ask_ghoul_priest_defeated',
      (raw) => raw.cross_out === true,
    );
    logEffect(w, raws[0]!, {}, file);
    expect(findEntry(w.state, 'campaign_notes', 'ghoul_priest_alive')).toMatchObject({
      crossedOut: true,
      text: { en: 'the Ghoul Priest is still alive.' },
    });
    expect(w.effects.at(-1)).toMatchObject({ type: 'log_entry', id: 'ghoul_priest_alive', crossedOut: true });
  });

  it('Undimensioned and Unseen: the counter sets „X brood escaped into the wild“', () => {
    const w = walker('dwl', 'undimensioned_and_unseen');
    const { raws, file } = effectsOf<CampaignLogCountEffect>(
      w,
      'brood_escaped',
      (raw) => raw.type === 'campaign_log_count',
    );
    logCount(w, raws[0]!, { value: 3 }, file);
    expect(findEntry(w.state, 'campaign_notes', 'brood_escaped')).toMatchObject({
      count: 3,
      text: { en: '#X# brood escaped into the wild.' },
    });
    expect(w.effects).toEqual([
      expect.objectContaining({ type: 'log_count', section: 'campaign_notes', id: 'brood_escaped', value: 3 }),
    ]);
  });

  it('Curtain Call: tally marks under „Chasing the Stranger“ add up on the section', () => {
    const w = walker('ptc', 'curtain_call');
    const { raws, file } = effectsOf<CampaignLogCountEffect>(
      w,
      'chasing_the_stranger',
      (raw) => raw.operation === 'add_input',
    );
    logCount(w, raws[0]!, { value: 2 }, file);
    logCount(w, raws[0]!, { value: 1 }, file);
    expect(section(w.state, 'chasing_the_stranger').count).toBe(3);
    expect(w.effects.map((effect) => effect.type === 'log_count' && effect.value)).toEqual([2, 3]);
  });

  it('Blood on the Altar: each chosen card is its own entry under „Sacrificed to Yog-Sothoth“, named by the card', () => {
    const w = walker('dwl', 'blood_on_the_altar');
    const { raws, file } = effectsOf<CampaignLogCardsEffect>(
      w,
      'record_sacrificed',
      (raw) => raw.type === 'campaign_log_cards',
    );
    // Dr. Milan Christopher and Leo De Luca: unique Allies underneath the agenda deck.
    logCards(w, raws[0]!, { cards: ['01033', '01048'] }, file);
    expect(findEntry(w.state, 'sacrificed', '01033')).toMatchObject({
      cards: ['01033'],
      text: { en: '#name#', investigator: '01033' },
    });
    expect(w.effects.map((effect) => effect.type === 'log_cards' && [effect.id, effect.cards])).toEqual([
      ['01033', ['01033']],
      ['01048', ['01048']],
    ]);
  });

  it('Dawn of the Final Day: „The plan is underway“ leaves the list and becomes a tally, 1 more each time', () => {
    const w = walker('fhv', 'dawn_of_the_final_day');
    const { raws, file } = effectsOf<CampaignLogEffect | CampaignLogCountEffect>(w, 'firework_hid_success', (raw) =>
      String(raw.type).startsWith('campaign_log'),
    );
    logEffect(
      w,
      { type: 'campaign_log', section: 'simeon', id: 'plan_is_underway', text: 'the plan is underway.' },
      {},
      file,
    );
    for (const raw of raws) raw.type === 'campaign_log' ? logEffect(w, raw, {}, file) : logCount(w, raw, {}, file);
    for (const raw of raws) if (raw.type === 'campaign_log_count') logCount(w, raw, {}, file);
    expect(findEntry(w.state, 'simeon', 'plan_is_underway')).toBeUndefined();
    expect(findEntry(w.state, 'simeon', 'plan_is_underway_count')?.count).toBe(2);
    // The removal carries the entry's words, so the preview reads „the plan is underway“ removed.
    expect(w.effects).toContainEqual({
      type: 'log_entry',
      section: 'simeon',
      id: 'plan_is_underway',
      text: { en: 'the plan is underway.', catalogue: file },
      removed: true,
    });
  });
});
