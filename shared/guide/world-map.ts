import type {
  Campaign,
  CampaignDataEmbarkEffect,
  CampaignDataUnlockMapEffect,
  CampaignDataUpdateLocationEffect,
  LocationCondition,
} from './data/guide-data-types.ts';
import type { WorldMapState } from './guide-state.ts';
import type { Walker } from './walk-state.ts';

// The Scarlet Keys' world map (campaign.json `map`): the group's place, where it stopped, which
// red-bordered locations a Campaign Log entry permits, and the travel time between two spaces.
// Printed rules (core.json `$embark_rule`, „Embarking and Travel“): „For each path you use to
// reach your destination, you must mark 1 time in your Campaign Log (to a minimum of 1).“ –
// „Some locations are marked by a red border … You can only travel to such a location once you
// are permitted to do so by a Campaign Log entry.“ (`$embark_rule_1`): a green-bordered location
// passed without stopping counts „as one contiguous path, not as two separate paths.“
// (`$embark_rule_2`): „Once you have stopped at a location, you cannot stop there again“.

export interface MapLocation {
  id: string;
  name: string;
  /** `standard` (a letter on the map), `locked` (red border), `side` (green border: side stories). */
  status: string;
  hidden: boolean;
  /** The scenario or interlude read on stopping there (`$side_scenario` at a green location). */
  scenario: string;
  connections: string[];
}

export const SIDE_SCENARIO = '$side_scenario';

/** The map's locations from the campaign data (none for a campaign without a map). */
export function mapLocations(campaign: Pick<Campaign, 'map'>): MapLocation[] {
  return (campaign.map?.locations ?? []).map((raw) => ({
    id: raw.id,
    name: raw.name,
    status: raw.status,
    hidden: raw.hidden === true,
    scenario: raw.scenario,
    connections: raw.connections,
  }));
}

export function mapState(w: Walker): WorldMapState {
  w.state.map ??= { open: false, visited: [], unlocked: [], locked: [], dossiers: [] };
  return w.state.map;
}

const without = (items: string[], id: string) => items.filter((item) => item !== id);
const adding = (items: string[], id: string) => (items.includes(id) ? items : [...items, id]);

/** May the group travel to (or through) the location now? */
export function isOpen(map: WorldMapState | undefined, location: MapLocation): boolean {
  if (map?.locked.includes(location.id)) return false;
  if (map?.unlocked.includes(location.id)) return true;
  return location.status !== 'locked' && !location.hidden;
}

/** The map's effects (`campaign_data` unlock_map, unlock/lock_location, unlock/hide_dossier, embark). */
export function mapEffect(
  w: Walker,
  raw: CampaignDataUnlockMapEffect | CampaignDataUpdateLocationEffect | CampaignDataEmbarkEffect,
): void {
  const map = mapState(w);
  switch (raw.setting) {
    case 'unlock_map':
      map.open = true;
      return;
    case 'unlock_location':
      map.unlocked = adding(map.unlocked, raw.value);
      map.locked = without(map.locked, raw.value);
      return;
    case 'lock_location':
      map.locked = adding(map.locked, raw.value);
      map.unlocked = without(map.unlocked, raw.value);
      return;
    case 'unlock_dossier':
      map.dossiers = adding(map.dossiers, raw.value);
      return;
    case 'hide_dossier':
      map.dossiers = without(map.dossiers, raw.value);
      return;
    default: {
      // `embark`: the group is there; `may_return` leaves it open to stop at again.
      const here = String(raw.location);
      map.current = here;
      map.visited = raw.may_return === true ? without(map.visited, here) : adding(map.visited, here);
    }
  }
}

/** The `location` condition: the group stopped there (`visited`) or stands there (`current`). */
export function atLocation(w: Walker, raw: LocationCondition): boolean {
  const id = raw.location;
  return raw.status === 'current' ? w.state.map?.current === id : (w.state.map?.visited.includes(id) ?? false);
}

/**
 * The time the shortest journey from `from` to each open location costs: 1 per path, a green
 * location passed through joins its two paths into one, a closed location cannot be passed,
 * and at least 1 (Dijkstra over the map, which has 36 spaces).
 */
export function travelTimes(
  locations: MapLocation[],
  map: WorldMapState | undefined,
  from: string,
): Map<string, number> {
  const byId = new Map(locations.map((item) => [item.id, item]));
  const neighbours = new Map<string, Set<string>>();
  for (const item of locations)
    for (const other of item.connections) {
      if (!byId.has(other)) continue;
      neighbours.set(item.id, (neighbours.get(item.id) ?? new Set()).add(other));
      neighbours.set(other, (neighbours.get(other) ?? new Set()).add(item.id));
    }
  const cost = new Map<string, number>([[from, 0]]);
  const open = new Set([from]);
  while (open.size) {
    const at = [...open].reduce((best, id) => ((cost.get(id) ?? 0) < (cost.get(best) ?? 0) ? id : best));
    open.delete(at);
    const here = byId.get(at);
    // Leaving a green location the group only passes through continues the same path.
    const step = at !== from && here?.status === 'side' ? 0 : 1;
    for (const next of neighbours.get(at) ?? []) {
      const location = byId.get(next);
      if (!location || !isOpen(map, location)) continue;
      const total = (cost.get(at) ?? 0) + step;
      if (total < (cost.get(next) ?? Number.POSITIVE_INFINITY)) {
        cost.set(next, total);
        open.add(next);
      }
    }
  }
  cost.delete(from);
  return new Map([...cost].map(([id, value]) => [id, Math.max(1, value)]));
}
