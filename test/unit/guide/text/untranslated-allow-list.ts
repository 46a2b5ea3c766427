// The guide strings of the supported campaigns that may reach the screen in English: no German
// catalog of arkham-cards-data and no entry of the app's catalogue (shared/i18n/de/guide-texts.ts)
// translates them (or the catalog only repeats the English). Each names its file (data path without `.json`), its JSON path and why.

export interface AllowedEnglish {
  file: string;
  path: string;
  reason: string;
}

const CHAOS_BAG_CARD_REASON =
  'Text of the second scenario reference card (extra_chaos_bag_card 10502); no catalog holds it — the German ' +
  'wording is the card text in the card data, shown from there.';

const SONG_TITLE_REASON =
  'Achievement title quoting an English song; the German catalog keeps it in English on purpose.';

const SAME_NAME_REASON =
  'The German edition keeps the place name „Rio de Janeiro“ (its lower-case „de“ makes it look like an English sentence).';

export const UNTRANSLATED_ALLOW_LIST: readonly AllowedEnglish[] = [
  { file: 'campaigns/fhv/02_written_in_rock', path: 'extra_chaos_bag_card_text', reason: CHAOS_BAG_CARD_REASON },
  { file: 'campaigns/fhv/02_written_in_rock', path: 'extra_chaos_bag_card_back_text', reason: CHAOS_BAG_CARD_REASON },
  { file: 'campaigns/fhv/campaign', path: 'achievements.14.title', reason: SONG_TITLE_REASON },
  {
    file: 'campaigns/tfa/threads_of_fate',
    path: 'steps.63.effects.0.text',
    reason: 'Log entry whose German catalog entry repeats the English sentence (a gap upstream).',
  },
  { file: 'campaigns/tskc/campaign', path: 'map.locations.11.name', reason: SAME_NAME_REASON },
  { file: 'campaigns/tskc/16_theory_of_annihilation', path: 'header', reason: SAME_NAME_REASON },
];
