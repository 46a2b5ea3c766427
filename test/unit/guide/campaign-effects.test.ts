import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { backup, campaignData, chaos } from '../../../shared/guide/campaign-effects.ts';
import type { AddRemoveChaosTokenEffect, CampaignDataEffect } from '../../../shared/guide/data/guide-data-types.ts';
import { list, type Raw } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { section } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The guide's effects on the campaign as a whole (shared/guide/campaign-effects.ts), from real
// steps: Night of the Zealot's „Choose difficulty level“ (the Standard bag of its campaign
// guide) and „The investigators have survived“ (The Devourer Below); The Dunwich Legacy's
// prologue choosing the scenario to play first; Blood on the Altar skipping an interlude;
// Consternation on the Constellation's custom chaos bag (the campaign bag kept and restored).

const ROLAND = '01001';
const STANDARD_BAG = [
  ...['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4'],
  ...['skull', 'skull', 'cultist', 'tablet', 'auto_fail', 'elder_sign'],
];

/** Every effect object inside `raw` that `pick` accepts, in the order of the data, as its schema types it (`T`). */
function effectsIn<T>(raw: unknown, pick: (effect: Raw) => boolean): T[] {
  const found: T[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (pick(value as Raw)) found.push(value as T);
      Object.values(value).forEach(walk);
    }
  };
  walk(raw);
  return found;
}

describeRealData('guide effects on the campaign', () => {
  let pool: CardPool;
  const guides: Record<string, GuideData> = {};
  beforeAll(async () => {
    pool = await realPool();
    for (const id of ['core', 'dwl']) guides[id] = await realGuide(id);
  });
  const walker = (guide: string, scenario?: string) => walkerWith(guides[guide]!, pool, [ROLAND], scenario);

  it('Night of the Zealot, Standard: the difficulty and the bag of the campaign guide', () => {
    const w = walker('core');
    const step = w.index.campaignSteps.get('difficulty_choice')!.raw;
    const standard = list(step.input as Raw, 'choices').find((choice) => choice.id === 'standard')!;
    for (const raw of list(standard, 'effects') as (CampaignDataEffect | AddRemoveChaosTokenEffect)[])
      raw.type === 'campaign_data' ? campaignData(w, raw) : chaos(w, raw);
    expect(w.state.difficulty).toBe('standard');
    expect(w.state.chaosBag).toEqual(STANDARD_BAG);
    expect(w.effects).toEqual([
      { type: 'difficulty', difficulty: 'standard' },
      { type: 'chaos_tokens', added: STANDARD_BAG, removed: [] },
    ]);
  });

  it('removing tokens takes out only those in the bag and records what it took', () => {
    const w = walker('core');
    chaos(w, { type: 'add_chaos_token', tokens: ['0', 'skull'] });
    chaos(w, { type: 'remove_chaos_token', tokens: ['skull', 'frost'] });
    expect(w.state.chaosBag).toEqual(['0']);
    expect(w.effects.at(-1)).toEqual({ type: 'chaos_tokens', added: [], removed: ['skull'] });
  });

  it('The Devourer Below: „The investigators have survived“ is the campaign’s result', () => {
    const w = walker('core', 'tentacles');
    for (const raw of effectsIn<CampaignDataEffect>(
      w.scenario!.steps.get('survived')!.raw,
      (e) => e.type === 'campaign_data',
    ))
      campaignData(w, raw);
    expect(w.state.result).toBe('survived');
    expect(w.effects).toEqual([{ type: 'campaign_result', result: 'survived' }]);
  });

  it('The Dunwich Legacy: the prologue names the scenario to play next', () => {
    const w = walker('dwl', 'dwl_prologue');
    const next = effectsIn<CampaignDataEffect>(
      w.scenario!.steps.get('scenario_choice')!.raw,
      (e) => e.setting === 'next_scenario',
    );
    campaignData(w, next[0]!);
    expect(w.next).toBe('extracurricular_activity');
    expect(w.effects).toEqual([{ type: 'next_scenario', scenario: 'extracurricular_activity', how: 'next' }]);
  });

  it('Blood on the Altar: skipping the interlude is recorded as a skip', () => {
    const w = walker('dwl', 'blood_on_the_altar');
    const skip = effectsIn<CampaignDataEffect>(
      w.scenario!.steps.get('skip_survivors')!.raw,
      (e) => e.setting === 'skip_scenario',
    );
    campaignData(w, skip[0]!);
    expect(w.effects).toEqual([{ type: 'next_scenario', scenario: 'dwl_interlude2', how: 'skip' }]);
  });

  it('a custom chaos bag keeps the campaign bag and gives it back afterwards', () => {
    const w = walker('core');
    chaos(w, { type: 'add_chaos_token', tokens: ['+1', 'elder_sign'] });
    campaignData(w, { type: 'campaign_data', setting: 'swap_chaos_bag', initialize: true });
    expect(w.state.chaosBag).toEqual([]);
    chaos(w, { type: 'add_chaos_token', tokens: ['-2'] });
    campaignData(w, { type: 'campaign_data', setting: 'swap_chaos_bag' });
    expect(w.state.chaosBag).toEqual(['+1', 'elder_sign']);
    expect(w.effects.at(-1)).toEqual({ type: 'chaos_tokens', added: ['+1', 'elder_sign'], removed: ['-2'] });
  });

  it('a saved state is restored whole (The Feast of Hemlock Vale: „backup_state“)', () => {
    const w = walker('core');
    section(w.state, 'campaign_notes').count = 1;
    backup(w, { type: 'backup_state', operation: 'save' });
    section(w.state, 'campaign_notes').count = 2;
    backup(w, { type: 'backup_state', operation: 'restore' });
    expect(section(w.state, 'campaign_notes').count).toBe(1);
    expect(w.effects).toEqual([{ type: 'state_saved' }, { type: 'state_restored' }]);
  });
});
