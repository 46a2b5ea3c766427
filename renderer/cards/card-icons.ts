import { FACTION_LABELS } from '../../shared/i18n/de/labels.ts';

// Game symbols in card text, drawn as small styled glyphs (the game's own icon font is not ours
// to ship). Skill symbols use the German initials printed on the German cards' skill boxes.

export interface CardIcon {
  glyph: string;
  title: string;
}

export const CARD_ICONS: Record<string, CardIcon> = {
  action: { glyph: '➔', title: 'Aktion' },
  reaction: { glyph: '↺', title: 'Reaktion' },
  fast: { glyph: '⚡', title: 'Schnell' },
  free: { glyph: '⚡', title: 'Freie Fähigkeit' },
  willpower: { glyph: 'W', title: 'Willenskraft' },
  intellect: { glyph: 'I', title: 'Intellekt' },
  combat: { glyph: 'K', title: 'Kampf' },
  agility: { glyph: 'G', title: 'Geschick' },
  wild: { glyph: '?', title: 'Joker' },
  elder_sign: { glyph: '✶', title: 'Ältestes Zeichen' },
  skull: { glyph: '☠', title: 'Schädel' },
  cultist: { glyph: '☥', title: 'Kultist' },
  tablet: { glyph: '▤', title: 'Steintafel' },
  elder_thing: { glyph: '❂', title: 'Älteres Wesen' },
  auto_fail: { glyph: '✖', title: 'Automatischer Fehlschlag' },
  bless: { glyph: '☼', title: 'Segen' },
  curse: { glyph: '☾', title: 'Fluch' },
  frost: { glyph: '❄', title: 'Frost' },
  guardian: { glyph: '⚑', title: FACTION_LABELS.guardian! },
  seeker: { glyph: '◎', title: FACTION_LABELS.seeker! },
  rogue: { glyph: '◆', title: FACTION_LABELS.rogue! },
  mystic: { glyph: '✧', title: FACTION_LABELS.mystic! },
  survivor: { glyph: '❁', title: FACTION_LABELS.survivor! },
  per_investigator: { glyph: '♙', title: 'pro Ermittler' },
};

/** Skill boxes in the order the card prints them. */
export const SKILL_ICONS = ['willpower', 'intellect', 'combat', 'agility', 'wild'] as const;
