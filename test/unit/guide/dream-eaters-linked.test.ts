import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import {
  INTERLUDE_I,
  INTERLUDE_II,
  INTERLUDE_III,
  LUKE,
  MANDY,
  PATRICE,
  SCENARIOS_I,
  SCENARIOS_II,
  SCENARIOS_III,
  SETUP,
  TOMMY,
} from '../../support/guide-scripts/dream-eaters-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Dream-Eaters as one linked campaign (`tde`, shared/guide/linked-guide.ts, linked-walk.ts,
// campaign-link.ts): „If you are playing both The Dream-Quest and The Web of Dreams as an
// interconnected campaign“ holds; each half plays with its own investigators and chaos bag; what
// one half tells the other („Record in Campaign A’s Campaign Log the dreamers grow weaker.“) is
// read where the other half asks for it; an interlude turns to the other half where it says „This
// interlude continues in The Web of Dreams (Campaign B).“

/** The Dream-Eaters' investigators with their printed health, sanity, class and traits (06001–06005). */
const GROUP: GuideContext = {
  investigators: {
    [MANDY]: { health: 6, sanity: 8, faction: 'seeker', traits: ['assistant', 'scholar'] },
    [LUKE]: { health: 5, sanity: 9, faction: 'mystic', traits: ['dreamer', 'drifter', 'wayfarer'] },
    [TOMMY]: { health: 8, sanity: 6, faction: 'guardian', traits: ['police', 'warden'] },
    [PATRICE]: { health: 7, sanity: 7, faction: 'survivor', traits: ['performer', 'cursed'] },
  },
};

describeRealData('The Dream-Eaters linked: one guide, two halves', () => {
  let tde: GuideData;
  const walk = (...chunks: object[][]) => runGuide(tde, engineAnswers(tde, GROUP, chunks.flat()), GROUP);
  beforeAll(async () => {
    tde = await realGuide('tde');
  });

  it('reads the interconnected setup and asks Campaign B for investigators Campaign A did not take', () => {
    const run = walk(SETUP.slice(0, 4));
    // campaign.json check_campaign_link: linked, „Each player should build a different investigator deck …“.
    expect(run.state.sections.find((section) => section.id === 'hidden')?.entries[0]?.id).toBe(
      'interconnected_campaign',
    );
    expect(run.prompt).toMatchObject({ key: '$setup/choose_investigators#2', candidates: [TOMMY, PATRICE] });
    expect(run.state.halfInvestigators).toEqual({ tdea: [MANDY, LUKE] });
  });

  it('keeps a chaos bag per half and plays each scenario with its half’s investigators', () => {
    const run = walk(SETUP, SCENARIOS_I.slice(0, 5));
    // I–B Waking Nightmare is Campaign B's: Tommy and Patrice, with Campaign B's Standard bag.
    expect(run.prompt).toMatchObject({ scenario: 'waking_nightmare', step: 'choose_doctor' });
    expect(run.state.half).toBe('tdeb');
    expect(run.state.chaosBag.filter((token) => token === 'elder_thing')).toHaveLength(2);
    // Campaign A's bag, kept: „the chaos bag has been adjusted to have three [skull] tokens.“
    expect(run.state.otherHalfBag?.filter((token) => token === 'skull')).toHaveLength(3);
    const played = walk(SETUP, SCENARIOS_I.slice(0, 6));
    expect(played.prompt?.investigators).toEqual([TOMMY, PATRICE]);
  });

  it('reads what the other half sent instead of asking („the dreamers grow weaker“)', () => {
    const run = walk(SETUP, SCENARIOS_I);
    expect(run.prompt).toMatchObject({ scenario: 'a_black_cat', step: 'black_cat_choice' });
    expect(run.state.links).toMatchObject({ dreamers_grow_weaker: 'dreamers_grow_weaker', waking_nightmare: 'done' });
    const notes = run.state.sections.find((section) => section.id === 'campaign_notes');
    expect(notes?.entries.map((entry) => entry.id)).toContain('dreamers_grow_weaker');
    // Nobody is asked for it, and „Do not read this interlude until …“ is not said: it was completed.
    expect(run.prompt?.shown.map((step) => step.step)).not.toContain('check_dreamers_grow_weaker');
  });

  it('turns to Campaign B’s part of Interlude I and back to Campaign A to end it', () => {
    const run = walk(SETUP, SCENARIOS_I, INTERLUDE_I);
    const shown = run.prompt?.shown.map((step) => `${step.scenario}/${step.step}`) ?? [];
    // Campaign A: „Tell your companions that you are safe.“ → Campaign B reads „The black cat warned
    // the others“ → Campaign A: „Add 1 [tablet] token to the chaos bag.“
    expect(shown.indexOf('b_black_cat/black_cat_warned_the_others')).toBeLessThan(
      shown.indexOf('a_black_cat/add_tablet_token'),
    );
    expect(run.state.scenarios.filter((item) => item.id.endsWith('black_cat')).map((item) => item.status)).toEqual([
      'completed',
      'completed',
    ]);
    // Campaign B's notes are its own: the cat is at its side, not at Campaign A's.
    const ids = (id: string) => run.state.sections.find((section) => section.id === id)?.entries.map((e) => e.id);
    expect(ids('tdeb_campaign_notes')).toContain('black_cat_at_your_side');
    expect(ids('campaign_notes')).not.toContain('black_cat_at_your_side');
  });

  it('Interlude II begins with Campaign B, which waits for Campaign A to end it', () => {
    const run = walk(SETUP, SCENARIOS_I, INTERLUDE_I, SCENARIOS_II, INTERLUDE_II);
    expect(run.prompt).toMatchObject({ scenario: 'dark_side_of_the_moon', step: '$play_scenario' });
    const order = run.state.scenarios.map((item) => item.id);
    expect(order.indexOf('b_oneironauts')).toBeLessThan(order.indexOf('a_oneironauts'));
    expect(run.state.links).toMatchObject({
      oneironauts_decision: 'black_cat_requested_aid',
      oneironauts_done: 'proceed',
    });
  });

  it('Interlude III: the Silver Key leaves Campaign B and one of Campaign A may take it', () => {
    const run = walk(
      SETUP,
      SCENARIOS_I,
      INTERLUDE_I,
      SCENARIOS_II,
      INTERLUDE_II,
      SCENARIOS_III,
      INTERLUDE_III.slice(0, 2),
    );
    expect(run.prompt).toMatchObject({
      scenario: 'a_great_ones',
      step: 'gain_silver_key',
      investigators: [MANDY, LUKE],
    });
    expect(run.state.links?.great_ones_silver_key).toBe('transfer_key');
    expect(run.state.investigators.find((item) => item.code === PATRICE)?.cards).not.toContain('06189');
  });
});
