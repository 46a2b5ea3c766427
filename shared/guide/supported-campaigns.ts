// The campaigns whose guide the engine runs from setup to epilogue. The others (The Dream-Eaters'
// two linked campaigns, Edge of the Earth's partners, The Scarlet Keys' map and keys, the
// incomplete upstream Brethren of Ash, fan-made campaigns) stay hand-recorded for now.

export const GUIDED_CAMPAIGNS = [
  'core',
  'dwl',
  'ptc',
  'tfa',
  'tcu',
  'tic',
  'fhv',
  'tdc',
  'rtnotz',
  'rtdwl',
  'rtptc',
  'rttfa',
  'rttcu',
] as const;

export const isGuided = (id: string | undefined): boolean =>
  id !== undefined && (GUIDED_CAMPAIGNS as readonly string[]).includes(id);
