import { beforeAll, expect, it } from 'vitest';
import { mapWords, markerShape } from '../../../renderer/guide/scarlet-keys-map-labels.ts';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { campaignData } from '../../../shared/guide/campaign-effects.ts';
import { logCount } from '../../../shared/guide/log-effects.ts';
import { scarletKey } from '../../../shared/guide/scarlet-keys.ts';
import type { GermanWorldMap } from '../../../shared/guide/text/german-world-map.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { worldMapView } from '../../../shared/guide/world-map-view.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// What The Scarlet Keys' map shows in the guide dialog (shared/guide/world-map-view.ts and the
// dialog's words, renderer/guide/scarlet-keys-map-labels.ts), on the real campaign data: the
// group „embark[s] from London“ (The Foundation), „For each path you use to reach your
// destination, you must mark 1 time“ (`$embark_rule`), a red-bordered location waits „until you
// are permitted to do so by a Campaign Log entry“, „Once you have stopped at a location, you cannot
// stop there again“ (`$embark_rule_2`), the calendar of „Time Passed“ ends at Ω = 35, and „a key
// may become bound to a single bearer … an investigator, a story asset, or an enemy“ (`$keys_rule`).

const ROLAND = '01001';

describeRealData('The Scarlet Keys: the map the dialog shows', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    guide = await realGuide('tskc');
    pool = await realPool();
  });
  const view = (w: ReturnType<typeof walkerWith>) => worldMapView(guide.campaign.data, guide.campaign.file, w.state);

  it('no map before The Foundation hands it out', () => {
    expect(view(walkerWith(guide, pool, [ROLAND]))).toBeUndefined();
  });

  it('in London after Riddles and Rain: Rome 1 time away, Kabul closed, 4 of 35 time, the Red-Gloved Man holds the Eye of Ravens', () => {
    const w = walkerWith(guide, pool, [ROLAND]);
    campaignData(w, { type: 'campaign_data', setting: 'unlock_map' });
    campaignData(w, { type: 'campaign_data', setting: 'embark', location: 'london', may_return: true });
    logCount(w, { type: 'campaign_log_count', section: 'time', operation: 'add', value: 4 }, {}, guide.campaign.file);
    scarletKey(w, {
      type: 'scarlet_key',
      section: 'keys',
      scarlet_key: 'eye_of_ravens',
      bearer_type: 'enemy',
      enemy_code: 'ztsk_rgm',
    });
    const map = view(w);
    const place = (id: string) => map?.places.find((item) => item.id === id);
    expect(place('london')).toMatchObject({ status: 'here', name: { en: 'London' } });
    expect(place('rome')).toMatchObject({ status: 'open', time: 1, side: false });
    expect(place('monte_carlo')).toMatchObject({ status: 'open', side: true });
    expect(place('kabul')).toMatchObject({ status: 'closed' });
    expect(place('kabul')?.time).toBeUndefined();
    // The Bermuda Triangle is hidden on the map until a Campaign Log entry opens it.
    expect(place('bermuda_triangle')).toBeUndefined();
    expect([map?.timePassed, map?.timeLimit]).toEqual([4, 35]);
    expect(map?.keys).toEqual([
      {
        id: 'eye_of_ravens',
        name: { en: 'The Eye of Ravens', catalogue: guide.campaign.file },
        bearer: 'ztsk_rgm',
        bearerName: { en: 'The Red-Gloved Man', catalogue: guide.campaign.file },
      },
    ]);
    // Rome by way of green-bordered Monte Carlo: „one contiguous path, not as two“ (`$embark_rule_1`).
    // Each path is drawn once: London – Monte Carlo, never Monte Carlo – London as well.
    const paths = (map?.paths ?? []).map((pair) => pair.join(' '));
    expect(paths).toEqual(expect.arrayContaining(['london monte_carlo', 'monte_carlo rome']));
    expect(paths).not.toContain('monte_carlo london');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('after stopping in Rome: London is left and closed again (red border), Rome is where the group is', () => {
    const w = walkerWith(guide, pool, [ROLAND]);
    campaignData(w, { type: 'campaign_data', setting: 'unlock_map' });
    campaignData(w, { type: 'campaign_data', setting: 'embark', location: 'london', may_return: true });
    campaignData(w, { type: 'campaign_data', setting: 'embark', location: 'rome' });
    campaignData(w, { type: 'campaign_data', setting: 'embark', location: 'alexandria' });
    const map = view(w);
    const status = (id: string) => map?.places.find((item) => item.id === id)?.status;
    expect([status('alexandria'), status('rome'), status('london')]).toEqual(['here', 'visited', 'closed']);
  });
});

/** The German map as the main process sends it (names from the German catalogue of campaigns/tskc). */
const GERMAN: GermanWorldMap = {
  width: 1893,
  height: 988,
  places: [
    { id: 'london', name: 'London', x: 874, y: 170, status: 'here', side: false, label: 'left' },
    { id: 'rome', name: 'Rom', x: 939, y: 227, status: 'open', side: false, time: 1, label: 'right' },
    { id: 'istanbul', name: 'Konstantinopel', x: 1013, y: 230, status: 'open', side: false, time: 1, label: 'right' },
    { id: 'lagos', name: 'Lagos', x: 879, y: 447, status: 'open', side: false, time: 2, label: 'right' },
    { id: 'monte_carlo', name: 'Monte Carlo', x: 906, y: 214, status: 'open', side: true, time: 1, label: 'left' },
    { id: 'marrakesh', name: 'Marrakesch', x: 823, y: 289, status: 'visited', side: false, label: 'right' },
    { id: 'kabul', name: 'Kabul', x: 1228, y: 264, status: 'closed', side: false, label: 'right' },
    { id: 'quito', name: 'Quito', x: 431, y: 484, status: 'closed', side: false, label: 'right' },
  ],
  paths: [],
  timePassed: 4,
  timeLimit: 35,
  keys: [
    { id: 'eye_of_ravens', name: 'Das Rabenauge', bearer: 'Der Mann mit den roten Handschuhen' },
    { id: 'last_blossom', name: 'Die letzte Blüte' },
  ],
};

it('the map in words: where the group is, „Verstrichene Zeit“ of the calendar, the places by state, the keys', () => {
  expect(mapWords(GERMAN)).toEqual({
    here: 'Aufenthaltsort: London',
    time: 'Verstrichene Zeit: 4 von 35',
    // Nearest first, then by name; a green place is only for side stories.
    open: ['Konstantinopel – 1 Zeit', 'Monte Carlo (Nebengeschichten) – 1 Zeit', 'Rom – 1 Zeit', 'Lagos – 2 Zeit'],
    visited: ['Marrakesch'],
    closed: ['Kabul', 'Quito'],
    keys: ['Das Rabenauge – Träger: Der Mann mit den roten Handschuhen', 'Die letzte Blüte – Träger: die Ermittler'],
  });
  expect(mapWords({ ...GERMAN, places: [] }).here).toBe('Aufenthaltsort: noch keiner');
});

it('each state has its own mark on the drawing (not colour alone, WCAG 1.4.1); the chosen destination is filled', () => {
  const shape = (id: string, chosen?: string) =>
    markerShape(GERMAN.places.find((place) => place.id === id) ?? GERMAN.places[0]!, chosen);
  expect([shape('london'), shape('rome'), shape('marrakesh'), shape('kabul')]).toEqual([
    'here',
    'open',
    'visited',
    'closed',
  ]);
  expect(shape('rome', 'rome')).toBe('chosen');
  // Only a place the group may travel to can be the chosen destination.
  expect(shape('kabul', 'kabul')).toBe('closed');
});
