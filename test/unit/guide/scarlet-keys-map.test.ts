import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { campaignData } from '../../../shared/guide/campaign-effects.ts';
import { evaluate } from '../../../shared/guide/conditions.ts';
import type { CampaignDataEffect, ScarletKeyEffect } from '../../../shared/guide/data/guide-data-types.ts';
import { list, type Raw } from '../../../shared/guide/raw-guide.ts';
import { ENEMY_KEYS, scarletKey } from '../../../shared/guide/scarlet-keys.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { entry } from '../../../shared/guide/walk-state.ts';
import { mapLocations, travelTimes } from '../../../shared/guide/world-map.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Scarlet Keys' map and keys (shared/guide/world-map.ts, shared/guide/scarlet-keys.ts) on the
// real campaign data. The expected values are the printed rules' words: „Embarking and Travel“
// (core.json `$embark_rule`, `$embark_rule_1`) and „New Cardtype: Keys“ (`$keys_rule`).

const ROLAND = '01001';

function stepOf(guide: GuideData, scenario: string | undefined, id: string): Raw {
  const file = scenario ? guide.scenarios.find((item) => item.data.id === scenario)?.data : guide.campaign.data;
  const found = list(file ?? {}, 'steps').find((step) => step.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
}

describeRealData('The Scarlet Keys: map and keys', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    guide = await realGuide('tskc');
    pool = await realPool();
  });

  it('„For each path you use … mark 1 time“: Alexandria to Marrakesh by way of Rome costs 2', () => {
    // $embark_rule: „Shelley … marks 1 time to use the path to Rome, but chooses not to stop there,
    // and marks 1 more time to travel to Marrakesh, where she stops.“
    const times = travelTimes(mapLocations(guide.campaign.data), undefined, 'alexandria');
    expect(times.get('rome')).toBe(1);
    expect(times.get('marrakesh')).toBe(2);
  });

  it('a green location passed without stopping counts „as one contiguous path, not as two“', () => {
    // $embark_rule_1: London – Monte Carlo (green) – Marrakesh is one path; San Juan is red-bordered.
    const times = travelTimes(mapLocations(guide.campaign.data), undefined, 'london');
    expect(times.get('monte_carlo')).toBe(1);
    expect(times.get('marrakesh')).toBe(1);
    expect(times.get('rome')).toBe(1);
  });

  it('a red-bordered location is reached only „once you are permitted to do so by a Campaign Log entry“', () => {
    const w = walkerWith(guide, pool, [ROLAND]);
    const locations = mapLocations(guide.campaign.data);
    expect(travelTimes(locations, w.state.map, 'istanbul').has('kabul')).toBe(false);
    campaignData(w, { type: 'campaign_data', setting: 'unlock_location', value: 'kabul' });
    expect(travelTimes(locations, w.state.map, 'istanbul').get('kabul')).toBe(1);
    campaignData(w, { type: 'campaign_data', setting: 'lock_location', value: 'kabul' });
    expect(travelTimes(locations, w.state.map, 'istanbul').has('kabul')).toBe(false);
  });

  it('the campaign setup moves the group to London, which it may stop at again, and opens the Anchorage dossier', () => {
    const w = walkerWith(guide, pool, [ROLAND]);
    for (const effect of list(stepOf(guide, undefined, 'move_to_london'), 'effects'))
      campaignData(w, effect as CampaignDataEffect);
    expect(w.state.map).toMatchObject({ current: 'london', visited: [], dossiers: ['anchorage'] });
    const current = { type: 'location', status: 'current', location: 'london', options: [{ boolCondition: true }] };
    expect(evaluate(w, current)).toEqual({ boolCondition: true });
  });

  it('Ruses and Reclamations in Kabul closes Quito when the group has not stopped there', () => {
    const w = walkerWith(guide, pool, [ROLAND], 'kabul');
    const branch = stepOf(guide, 'kabul', 'maybe_lock_quito').condition as Raw;
    expect(evaluate(w, branch)).toMatchObject({ boolCondition: false });
    campaignData(w, { type: 'campaign_data', setting: 'embark', location: 'quito' });
    expect(evaluate(w, branch)).toBeUndefined();
  });

  it('„a key may become bound to a single bearer … an investigator, a story asset, or an enemy“', () => {
    const w = walkerWith(guide, pool, [ROLAND]);
    const key = (
      bearer_type: ScarletKeyEffect['bearer_type'],
      extra: Partial<ScarletKeyEffect> = {},
    ): ScarletKeyEffect => ({
      type: 'scarlet_key',
      section: 'keys',
      scarlet_key: 'eye_of_ravens',
      bearer_type,
      ...extra,
    });
    const held = (status: string) =>
      evaluate(w, { type: 'scarlet_key', scarlet_key: 'eye_of_ravens', status, options: [{ boolCondition: true }] });
    const count = () =>
      evaluate(w, { type: 'scarlet_key_count', status: 'investigator', options: [], default_option: { steps: ['x'] } });
    expect(count()).toEqual({ steps: ['x'] });
    scarletKey(w, key('investigator'));
    expect(held('investigator')).toEqual({ boolCondition: true });
    expect(w.state.sections.find((item) => item.id === 'keys')?.entries[0]?.text?.en).toBe('The Eye of Ravens');
    // $give_thorne_key: „Choose the Key to give to Thorne.“
    scarletKey(w, key('enemy', { enemy_code: 'ztsk_thorne' }));
    expect(w.state.keys).toEqual({ eye_of_ravens: 'ztsk_thorne' });
    expect(held('enemy')).toEqual({ boolCondition: true });
    expect(w.state.sections.find((item) => item.id === 'keys')?.entries).toEqual([]);
    expect(w.state.sections.find((item) => item.id === ENEMY_KEYS)?.entries.map((item) => item.id)).toEqual([
      'eye_of_ravens',
    ]);
    scarletKey(w, key('investigator'));
    // Status Report Zeta: „Choose 1 at random. That Key has been stolen.“ – by the character „who
    // stole your Key(s)“, recorded as `key_thief` (here The Red-Gloved Man).
    entry(w.state, 'hidden', 'key_thief').cards = ['ztsk_rgm'];
    scarletKey(w, key('steal'));
    expect(w.state.keys).toEqual({ eye_of_ravens: 'ztsk_rgm' });
    expect(held('enemy')).toEqual({ boolCondition: true });
    scarletKey(w, key('return'));
    expect(w.state.keys).toEqual({});
    expect(held('investigator')).toBeUndefined();
  });
});
