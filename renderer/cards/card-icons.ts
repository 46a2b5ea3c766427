import { CHAOS_TOKEN_NAMES } from '../../shared/i18n/de/chaos-token-names.ts';
import { FACTION_LABELS } from '../../shared/i18n/de/labels.ts';

// Game symbols in card text, drawn as small styled glyphs (the game's own icon font is not ours
// to ship); chaos tokens by their Grimoire names (chaos-token-names.ts). Skill symbols use the German initials printed on the German cards' skill boxes.

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
  agility: { glyph: 'G', title: 'Beweglichkeit' },
  wild: { glyph: '?', title: 'Joker' },
  elder_sign: { glyph: '✶', title: CHAOS_TOKEN_NAMES.elder_sign },
  skull: { glyph: '☠', title: CHAOS_TOKEN_NAMES.skull },
  cultist: { glyph: '☥', title: CHAOS_TOKEN_NAMES.cultist },
  tablet: { glyph: '▤', title: CHAOS_TOKEN_NAMES.tablet },
  elder_thing: { glyph: '❂', title: CHAOS_TOKEN_NAMES.elder_thing },
  auto_fail: { glyph: '✖', title: CHAOS_TOKEN_NAMES.auto_fail },
  bless: { glyph: '☼', title: CHAOS_TOKEN_NAMES.bless },
  curse: { glyph: '☾', title: CHAOS_TOKEN_NAMES.curse },
  frost: { glyph: '❄', title: CHAOS_TOKEN_NAMES.frost },
  guardian: { glyph: '⚑', title: FACTION_LABELS.guardian! },
  seeker: { glyph: '◎', title: FACTION_LABELS.seeker! },
  rogue: { glyph: '◆', title: FACTION_LABELS.rogue! },
  mystic: { glyph: '✧', title: FACTION_LABELS.mystic! },
  survivor: { glyph: '❁', title: FACTION_LABELS.survivor! },
  per_investigator: { glyph: '♙', title: 'pro Ermittler' },
};

/** Skill boxes in the order the card prints them. */
export const SKILL_ICONS = ['willpower', 'intellect', 'combat', 'agility', 'wild'] as const;
