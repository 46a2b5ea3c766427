// The German names of the chaos bag's symbol tokens, as the German rules reference names them
// (Grimoire „Chaosmarker“ and its glossary entries „Totenschädel“, „Schrifttafel“, „Älteres
// Zeichen“, „Automatischer Misserfolg“). One set for card icons, chaos-bag chips and guide texts.

export const CHAOS_TOKEN_NAMES = {
  skull: 'Totenschädel',
  cultist: 'Kultist',
  tablet: 'Schrifttafel',
  elder_thing: 'Älteres Wesen',
  elder_sign: 'Älteres Zeichen',
  auto_fail: 'Automatischer Misserfolg',
  bless: 'Segen',
  curse: 'Fluch',
  frost: 'Frost',
} as const;
