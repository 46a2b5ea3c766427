// The campaigns whose guide the engine runs from setup to epilogue. Brethren of Ash (`boa`, the
// 2026 core set) is guided as far as the data holds it, Guardians of the Abyss (`gob`) as the
// data's two-scenario mini-campaign (docs/guide-gaps.md). The Dream-Eaters' halves (`tdea`,
// `tdeb`) are guided each alone and linked as one campaign (`tde`, linked-guide.ts); The Edge of
// the Earth runs its expedition team (partners.ts), The Scarlet Keys its map, clock and keys
// (world-map.ts, embark-step.ts, scarlet-keys.ts); Fortune and Folly (`fof`) is its two parts with
// the checkpoint between them. The fan-made Return to The Innsmouth Conspiracy (`rttic`) is guided
// with the app's own German for its additions (shared/i18n/de/return-innsmouth.ts); the other
// fan-made campaigns stay hand-recorded for now.

export const GUIDED_CAMPAIGNS = [
  'core',
  'dwl',
  'ptc',
  'tfa',
  'tcu',
  'tic',
  'fhv',
  'tdc',
  'tdea',
  'tdeb',
  'tde',
  'rtnotz',
  'rtdwl',
  'rtptc',
  'rttfa',
  'rttcu',
  'boa',
  'gob',
  'eoe',
  'fof',
  'tskc',
  'rttic',
] as const;

export const isGuided = (id: string | undefined): boolean =>
  id !== undefined && (GUIDED_CAMPAIGNS as readonly string[]).includes(id);
