import type { Campaign } from './data/guide-data-types.ts';
import type { GuideState } from './guide-state.ts';
import { guideText } from './guide-text.ts';
import type { GuideText } from './types.ts';
import { isOpen, mapLocations, travelTimes } from './world-map.ts';

// What The Scarlet Keys' map shows the group (read-only, from the guide's state): each location
// where campaign.json `map` draws it, whether the group stands there, stopped there („Once you
// have stopped at a location, you cannot stop there again“, `$embark_rule_2`), may travel there
// or may not yet (a red border „once you are permitted to do so by a Campaign Log entry“), the
// time the journey costs, the time marked under „Time Passed“ against the calendar's last mark,
// and each bound key with its bearer (`$keys_rule`).

/** `here`: the group stands there; `visited`: stopped there; `open`: may travel there; `closed`: may not. */
export type MapPlaceStatus = 'here' | 'visited' | 'open' | 'closed';

export interface MapPlace {
  id: string;
  name: GuideText;
  x: number;
  y: number;
  status: MapPlaceStatus;
  /** A green-bordered location (side stories are played there). */
  side: boolean;
  /** The time the journey there costs now (open locations only). */
  time?: number;
  /** Which side of its mark the place's name is printed (campaign.json `direction`). */
  label: 'left' | 'right';
}

export interface WorldMapView {
  width: number;
  height: number;
  places: MapPlace[];
  /** Paths between two places shown, each once. */
  paths: [string, string][];
  timePassed: number;
  /** The calendar's last time mark (Ω): the campaign's time is up. */
  timeLimit: number;
  /**
   * Bound keys: the bearer is `investigators` or an enemy's card code; `bearerName` names a
   * campaign's own enemy (campaign.json `cards`, such as „The Red-Gloved Man“).
   */
  keys: { id: string; name: GuideText; bearer: string; bearerName?: GuideText }[];
}

const TIME_SECTION = 'time';

function placeStatus(state: GuideState, id: string, open: boolean): MapPlaceStatus {
  if (state.map?.current === id) return 'here';
  if (state.map?.visited.includes(id)) return 'visited';
  return open ? 'open' : 'closed';
}

/** The map as the group sees it, once The Foundation has handed it out (none before or without a map). */
export function worldMapView(
  campaign: Pick<Campaign, 'map' | 'campaign_log' | 'cards'>,
  catalogue: string,
  state: GuideState,
): WorldMapView | undefined {
  const map = campaign.map;
  if (!map || !state.map?.open) return undefined;
  const locations = mapLocations(campaign);
  const times = travelTimes(locations, state.map, state.map.current ?? '');
  const shown = locations.filter((item) => !item.hidden || state.map?.unlocked.includes(item.id));
  const drawn = new Map(map.locations.map((item) => [item.id, item]));
  const places = shown.map((item): MapPlace => {
    const status = placeStatus(state, item.id, isOpen(state.map, item) && times.has(item.id));
    const time = status === 'open' ? times.get(item.id) : undefined;
    const at = drawn.get(item.id);
    return {
      id: item.id,
      name: guideText(item.name, catalogue) ?? { en: item.id, catalogue },
      x: at?.x ?? 0,
      y: at?.y ?? 0,
      status,
      side: item.status === 'side',
      label: at?.direction === 'left' ? 'left' : 'right',
      ...(time === undefined ? {} : { time }),
    };
  });
  const ids = new Set(shown.map((item) => item.id));
  const paths = new Map<string, [string, string]>();
  for (const item of shown)
    for (const other of item.connections)
      if (ids.has(other)) paths.set([item.id, other].sort().join(' '), [item.id, other].sort() as [string, string]);
  const logSections = campaign.campaign_log;
  const calendar = logSections.find((item) => item.id === TIME_SECTION)?.calendar ?? [];
  const keysSection = logSections.find((item) => item.type === 'scarlet_keys');
  const keyNames = new Map((keysSection?.scarlet_keys ?? []).map((item) => [item.id, item.name]));
  const cardNames = new Map((campaign.cards ?? []).map((item) => [item.code, item.name]));
  return {
    width: map.width,
    height: map.height,
    places,
    paths: [...paths.values()],
    timePassed: state.sections.find((item) => item.id === TIME_SECTION)?.count ?? 0,
    timeLimit: Math.max(0, ...calendar.map((item) => item.time ?? 0)),
    keys: Object.entries(state.keys ?? {}).map(([id, bearer]) => {
      const bearerName = guideText(cardNames.get(bearer), catalogue);
      return {
        id,
        name: guideText(keyNames.get(id) ?? id, catalogue) ?? { en: id, catalogue },
        bearer,
        ...(bearerName ? { bearerName } : {}),
      };
    }),
  };
}
