import { INVESTIGATORS } from '../scarlet-keys.ts';
import type { MapPlaceStatus, WorldMapView } from '../world-map-view.ts';
import type { GuideTranslator } from './guide-translator.ts';

// The Scarlet Keys' map (world-map-view.ts) as the screen shows it: place and key names in German
// from the campaign's catalogue, an enemy bearer by its German name (the campaign's own enemies from
// the catalogue, others by their card). Made in the main process.

export interface GermanMapPlace {
  id: string;
  name: string;
  x: number;
  y: number;
  status: MapPlaceStatus;
  side: boolean;
  time?: number;
  label: 'left' | 'right';
}

export interface GermanWorldMap {
  width: number;
  height: number;
  places: GermanMapPlace[];
  paths: [string, string][];
  timePassed: number;
  timeLimit: number;
  /** `bearer`: the German name of the enemy holding the key; absent: the investigators hold it. */
  keys: { id: string; name: string; bearer?: string }[];
}

export function germanWorldMap(
  view: WorldMapView,
  t: GuideTranslator,
  cardName: (code: string) => string,
): GermanWorldMap {
  return {
    ...view,
    places: view.places.map((place) => ({ ...place, name: t.german(place.name) })),
    keys: view.keys.map((key) => ({
      id: key.id,
      name: t.german(key.name),
      ...(key.bearer === INVESTIGATORS
        ? {}
        : { bearer: key.bearerName ? t.german(key.bearerName) : cardName(key.bearer) }),
    })),
  };
}
