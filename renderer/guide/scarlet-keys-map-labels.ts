import type { GermanMapPlace, GermanWorldMap } from '../../shared/guide/text/german-world-map.ts';
import { t } from '../i18n/messages.ts';

// The words of The Scarlet Keys' map (scarlet-keys-map.tsx), the drawing's text equivalent: where
// the group is, the time marked against the calendar's last mark, the places it may travel to
// with their travel time, the places it stopped at, the places still closed, and each bound key.

export interface MapWords {
  here: string;
  time: string;
  /** „Rom – 1 Zeit“, nearest first. */
  open: string[];
  visited: string[];
  closed: string[];
  keys: string[];
}

const byName = (a: GermanMapPlace, b: GermanMapPlace) => a.name.localeCompare(b.name, 'de');

export function mapWords(map: GermanWorldMap): MapWords {
  const here = map.places.find((place) => place.status === 'here');
  const named = (status: GermanMapPlace['status']) =>
    map.places
      .filter((place) => place.status === status)
      .sort(byName)
      .map((place) => place.name);
  return {
    here: here ? t.guideMapHere(here.name) : t.guideMapNowhere,
    time: t.guideMapTime(map.timePassed, map.timeLimit),
    open: map.places
      .filter((place) => place.status === 'open')
      .sort((a, b) => (a.time ?? 0) - (b.time ?? 0) || byName(a, b))
      .map((place) => `${place.side ? t.guideMapSide(place.name) : place.name} – ${t.guideMapTravel(place.time ?? 0)}`),
    visited: named('visited'),
    closed: named('closed'),
    keys: map.keys
      .map((key) => (key.bearer ? t.guideMapKeyEnemy(key.name, key.bearer) : t.guideMapKeyInvestigators(key.name)))
      .sort((a, b) => a.localeCompare(b, 'de')),
  };
}

/** The shape a place gets on the drawing (its state told by shape as well as colour, WCAG 1.4.1). */
export type MarkerShape = 'here' | 'chosen' | 'open' | 'visited' | 'closed';

export function markerShape(place: GermanMapPlace, chosen: string | undefined): MarkerShape {
  if (place.status === 'open' && place.id === chosen) return 'chosen';
  return place.status;
}
