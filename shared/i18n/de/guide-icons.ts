// German names of the symbols in campaign-guide texts ([skull], [willpower], [day] …), read out
// as accessible labels and tooltips. Chaos tokens as the German rules reference names them
// (Grimoire „Chaosmarker“, chaos-token-names.ts), the codex as in „Der Kodex“.

import { CHAOS_TOKEN_NAMES } from './chaos-token-names.ts';
import { FACTION_LABELS, SKILL_ICON_LABELS } from './labels.ts';

const RUNE_PREFIX = 'tdc_rune_';
const SEAL_PREFIX = 'seal_';

export const GUIDE_ICON_LABELS: Readonly<Record<string, string>> = {
  ...CHAOS_TOKEN_NAMES,
  ...SKILL_ICON_LABELS,
  action: 'Aktion',
  reaction: 'Reaktion',
  fast: 'Schnell',
  free: 'Freie Fähigkeit',
  per_investigator: 'pro Ermittler',
  ...FACTION_LABELS,
  codex: 'Kodex',
  day: 'Tag',
  night: 'Nacht',
};

/** The German label of a symbol; seals and glyphs by their letter; undefined when unknown. */
export function guideIconLabel(icon: string): string | undefined {
  const known = GUIDE_ICON_LABELS[icon];
  if (known) return known;
  if (icon.startsWith(SEAL_PREFIX)) return `Siegel ${icon.slice(SEAL_PREFIX.length).toUpperCase()}`;
  if (icon.startsWith(RUNE_PREFIX)) return `Glyphe ${icon.slice(RUNE_PREFIX.length).toUpperCase()}`;
  return undefined;
}
