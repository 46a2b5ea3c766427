import { GUIDE_ICON_LABELS } from '../../shared/i18n/de/guide-icons.ts';

// Game symbols in card text, drawn as small styled glyphs (the game's own icon font is not ours
// to ship), titled with the German names the guide's symbols have (shared/i18n/de/guide-icons.ts:
// chaos tokens by their Grimoire names, skills, classes, action symbols). Skill glyphs are the
// German initials printed on the German cards' skill boxes.

export interface CardIcon {
  glyph: string;
  title: string;
}

const GLYPHS: Readonly<Record<string, string>> = {
  action: '➔',
  reaction: '↺',
  fast: '⚡',
  free: '⚡',
  willpower: 'W',
  intellect: 'I',
  combat: 'K',
  agility: 'G',
  wild: '?',
  elder_sign: '✶',
  skull: '☠',
  cultist: '☥',
  tablet: '▤',
  elder_thing: '❂',
  auto_fail: '✖',
  bless: '☼',
  curse: '☾',
  frost: '❄',
  guardian: '⚑',
  seeker: '◎',
  rogue: '◆',
  mystic: '✧',
  survivor: '❁',
  per_investigator: '♙',
};

export const CARD_ICONS: Readonly<Record<string, CardIcon>> = Object.fromEntries(
  Object.entries(GLYPHS).map(([code, glyph]) => [code, { glyph, title: GUIDE_ICON_LABELS[code] ?? code }]),
);

/** Skill boxes in the order the card prints them. */
export const SKILL_ICONS = ['willpower', 'intellect', 'combat', 'agility', 'wild'] as const;
