import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { evaluate } from '../../../shared/guide/conditions.ts';
import type { Effect } from '../../../shared/guide/data/guide-data-types.ts';
import { applyEffects } from '../../../shared/guide/effects.ts';
import { applyAnswer } from '../../../shared/guide/input-answers.ts';
import { promptOf } from '../../../shared/guide/input-prompts.ts';
import { list, obj, strings } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { findEntry, investigator, section, type Walker } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// Steps of the second half of The Path to Carcosa, each against the printed guide's words:
// - Dim Carcosa, setup: the tally marks under „Chasing the Stranger“ decide the doom on agenda 1a
//   (0–2: 3 doom, 3–5: 2, 6–8: 1, more: none); A Phantom of Truth, Dream 8 likewise (4 or more
//   marks: Dream 10). The data names the section's tally `$count`.
// - The Pallid Mask, Resolution „no resolution“: whoever reads Act II draws „a random basic
//   Madness or Pact weakness“.
// - A Phantom of Truth, setup: „Each investigator has earned the Lost Soul weakness“ – a weakness.
// - Black Stars Rise: „under "VIPs Slain", record Ashleigh Clarke“ – her name, not her code.
// - Dim Carcosa, Resolution 1: „record the names of each investigator who ended the game with at
//   least 1 copy of the Possession treachery in their hand“ – only those, so one may be named; the
//   campaign setup's „Draw Random Basic Weakness“ stays a draw for each investigator.

const ROLAND = '01001';
const AGNES = '01004';

describeRealData('The Path to Carcosa, second half: the engine against the printed guide', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('ptc'), realPool()]);
  });

  const walker = (scenario: string) => walkerWith(guide, pool, [ROLAND, AGNES], scenario);
  const stepOf = (w: Walker, id: string) => {
    const step = w.scenario?.steps.get(id);
    if (!step) throw new Error(`${w.scenario?.id}/${id} fehlt`);
    return step;
  };
  const withTally = (w: Walker, marks: number) => {
    section(w.state, 'chasing_the_stranger').count = marks;
    return w;
  };
  const branch = (w: Walker, id: string) =>
    strings(evaluate(w, obj(stepOf(w, id).raw, 'condition') ?? {}) ?? {}, 'steps');

  it('Dim Carcosa, setup: 6 tally marks under Chasing the Stranger add 1 doom, 3 add 2, 9 none', () => {
    expect(branch(withTally(walker('dim_carcosa'), 6), 'add_doom')).toEqual(['add_1_doom']);
    expect(branch(withTally(walker('dim_carcosa'), 3), 'add_doom')).toEqual(['add_2_doom']);
    expect(branch(withTally(walker('dim_carcosa'), 9), 'add_doom')).toEqual(['add_no_doom']);
  });

  it('A Phantom of Truth, Dream 8: with 4 tally marks the Stranger is chased to Dream 10, with 3 to Dream 9', () => {
    expect(branch(withTally(walker('a_phantom_of_truth'), 4), 'dream_8_test')).toEqual(['dream_10', 'dream_10_choice']);
    expect(branch(withTally(walker('a_phantom_of_truth'), 3), 'dream_8_test')).toEqual(['dream_9']);
  });

  it('The Pallid Mask, Act II read: the weakness drawn is a basic Madness or Pact weakness', () => {
    const w = walker('the_pallid_mask');
    const prompt = promptOf(w, stepOf(w, 'read_act_2_choice'), 'the_pallid_mask/read_act_2_choice', 'the_pallid_mask');
    expect(prompt.needsWeakness).toEqual({ traits: ['Madness', 'Pact'] });
  });

  it('A Phantom of Truth, setup: the Lost Soul (03227) each investigator earns is a weakness', () => {
    const w = walker('a_phantom_of_truth');
    const step = stepOf(w, 'earn_lost_soul');
    applyEffects(w, list(step.raw, 'effects') as Effect[], {}, step.file);
    expect(w.effects).toEqual([
      { type: 'card_added', investigator: ROLAND, card: '03227', weakness: true },
      { type: 'card_added', investigator: AGNES, card: '03227', weakness: true },
    ]);
  });

  it('Black Stars Rise: Ashleigh Clarke (03069b) recorded under VIPs Slain reads her name', () => {
    const w = walker('black_stars_rise');
    const step = stepOf(w, 'kill_ashleigh');
    applyEffects(w, list(step.raw, 'effects') as Effect[], {}, step.file);
    expect(findEntry(w.state, 'vips_slain', '03069b')?.text).toMatchObject({ en: '#name#', investigator: '03069b' });
  });

  it('Dim Carcosa, Resolution 1: only the possessed investigator is named', () => {
    const w = walker('dim_carcosa');
    const step = stepOf(w, 'record_possessed_investigators');
    const prompt = promptOf(w, step, 'dim_carcosa/record_possessed_investigators', 'dim_carcosa');
    const outcome = applyAnswer(w, step, { kind: 'investigator_choice', choices: { [ROLAND]: 'possessed' } }, prompt);
    expect(outcome).not.toHaveProperty('reason');
    expect(findEntry(w.state, 'campaign_notes', 'possessed')?.cards).toEqual([ROLAND]);
    expect(findEntry(w.state, 'hidden', 'possessed')).toBeDefined();
  });

  // Grimoire „Deckbau“ (line 2407): „1 zufällige Grundschwäche“ – an investigator left out holds
  // the one drawn in the deck editor already and draws no second (setup-weakness-drawn-in-deck).
  it('the campaign setup: a draw left out is the investigator whose deck holds the weakness already', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES]);
    const step = w.index.campaignSteps.get('draw_weakness');
    if (!step) throw new Error('draw_weakness fehlt');
    const prompt = promptOf(w, step, '$setup/draw_weakness', '$setup');
    const value = {
      kind: 'investigator_choice' as const,
      choices: { [ROLAND]: 'rbw' },
      weaknesses: { [ROLAND]: '01097' },
    };
    expect(applyAnswer(w, step, value, prompt)).not.toHaveProperty('reason');
    expect(investigator(w.state, ROLAND).cards).toContain('01097');
    expect(investigator(w.state, AGNES).cards).toEqual([]);
  });
});
