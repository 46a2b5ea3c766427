// The card model: ArkhamDB's record shape (English fields are the source for rules) plus a
// German display overlay. Field names stay as in the data so deck_options can match them.

export const PLAYER_FACTIONS = ['guardian', 'seeker', 'rogue', 'mystic', 'survivor', 'neutral'] as const;
export type PlayerFaction = (typeof PLAYER_FACTIONS)[number];
export type FactionCode = PlayerFaction | 'mythos';

export interface DeckOptionLevel {
  min: number;
  max: number;
}

/** One entry of an investigator's `deck_options` (first match wins). */
export interface DeckOption {
  faction?: string[];
  faction_select?: string[];
  level?: DeckOptionLevel;
  trait?: string[];
  type?: string[];
  tag?: string[];
  uses?: string[];
  text?: string[];
  slot?: string[];
  not?: boolean;
  limit?: number;
  atleast?: { factions?: number; types?: number; min: number };
  ignore_match?: boolean;
  base_level?: DeckOptionLevel;
  permanent?: boolean;
  option_select?: (DeckOption & { id: string; name: string; size?: number })[];
  deck_size_select?: string[] | string;
  size?: number;
  error?: string;
  id?: string;
  name?: string;
  [key: string]: unknown;
}

export interface CustomizationOption {
  xp: number;
  text_change?: string;
  position?: number;
  cost?: number;
  health?: number;
  sanity?: number;
  deck_limit?: number;
  real_text?: string;
  real_traits?: string;
  real_slot?: string;
  tags?: string;
  choice?: string;
  quantity?: number;
  card?: { type?: string[]; trait?: string[] };
  [key: string]: unknown;
}

/** German display fields (never used for rules). */
export interface GermanText {
  name?: string;
  subname?: string;
  text?: string;
  traits?: string;
  flavor?: string;
  back_name?: string;
  back_text?: string;
  back_flavor?: string;
  slot?: string;
  customization_text?: string;
  customization_change?: string;
}

export const GERMAN_TEXT_FIELDS = [
  'name',
  'subname',
  'text',
  'traits',
  'flavor',
  'back_name',
  'back_text',
  'back_flavor',
  'slot',
  'customization_text',
  'customization_change',
] as const satisfies readonly (keyof GermanText)[];

/** A card with reprints resolved: every rules field is present as on the original printing. */
export interface Card {
  code: string;
  pack_code: string;
  position: number;
  quantity: number;
  name: string;
  subname?: string;
  faction_code: FactionCode;
  faction2_code?: string;
  faction3_code?: string;
  type_code: string;
  subtype_code?: 'basicweakness' | 'weakness';
  xp?: number;
  cost?: number | null;
  text?: string;
  traits?: string;
  flavor?: string;
  illustrator?: string;
  skill_willpower?: number;
  skill_intellect?: number;
  skill_combat?: number;
  skill_agility?: number;
  skill_wild?: number;
  health?: number;
  sanity?: number;
  slot?: string;
  is_unique?: boolean;
  deck_limit?: number;
  double_sided?: boolean;
  back_text?: string;
  back_flavor?: string;
  back_link?: string;
  hidden?: boolean;
  deck_requirements?: string;
  deck_options?: DeckOption[];
  side_deck_requirements?: string;
  side_deck_options?: DeckOption[];
  restrictions?: string;
  bonded_to?: string;
  bonded_count?: number;
  myriad?: boolean;
  exceptional?: boolean;
  permanent?: boolean;
  exile?: boolean;
  customization_options?: CustomizationOption[];
  customization_text?: string;
  customization_change?: string;
  alternate_of?: string;
  /** Code of the original printing (chains resolved to the root); absent on originals. */
  duplicate_of?: string;
  /**
   * On a modified reprint (Grimoire „Modifizierte Reprints“, shared/cards/modified-reprints.ts):
   * the code of the card it changes. Such a printing is a card of its own, never folded.
   */
  modified_reprint_of?: string;
  tags?: string;
  encounter_code?: string;
  victory?: number;
  /** German display overlay. */
  de?: GermanText;
  [key: string]: unknown;
}

export interface Pack {
  code: string;
  cycle_code: string;
  name: string;
  name_de?: string;
  position: number;
  date_release?: string | null;
  size?: number | null;
  /** 1: before the 2026 core set, 2: from it on (Grimoire „Modifizierte Reprints“, Legacy-Umgebung). */
  chapter?: number;
}

export interface Cycle {
  code: string;
  name: string;
  name_de?: string;
  position: number;
}

/** One card entry of a taboo list (see shared/data README "Taboo lists"). */
export interface TabooEntry {
  code: string;
  xp?: number;
  text?: string;
  deck_limit?: number;
  exceptional?: boolean | number;
  deck_options?: DeckOption[];
  deck_requirements?: unknown;
  customization_options?: CustomizationOption[];
  customization_text?: string;
  customization_change?: string;
  replacement_text?: string;
}

export interface TabooList {
  /** The number a deck's `taboo_id` names (list "001" is 1). */
  id: number;
  code: string;
  name: string;
  date_start: string;
  active: boolean;
  cards: TabooEntry[];
}

/** Lookup tables of German names for codes (factions, types, subtypes). */
export interface GermanLabels {
  factions: Record<string, string>;
  types: Record<string, string>;
  subtypes: Record<string, string>;
}
