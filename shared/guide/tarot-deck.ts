// The Tarot Deck of The Circle Undone: its 22 Major Arcana, by the ids and titles the data gives
// them in the prologue (campaigns/tcu/disappearance_at_the_twilight_estate.json, steps `the_fool`
// … `the_world`). The cards' own texts – what each does upright or reversed – are in no data the
// app reads (docs/guide-gaps.md).

export const TAROT_CARDS = [
  ['the_fool', 'The Fool · 0'],
  ['the_magician', 'The Magician · I'],
  ['the_high_priestess', 'The High Priestess · II'],
  ['the_empress', 'The Empress · III'],
  ['the_emperor', 'The Emperor · IV'],
  ['the_hierophant', 'The Hierophant · V'],
  ['the_lovers', 'The Lovers · VI'],
  ['the_chariot', 'The Chariot · VII'],
  ['strength', 'Strength · VIII'],
  ['the_hermit', 'The Hermit · IX'],
  ['wheel_of_fortune', 'Wheel of Fortune · X'],
  ['justice', 'Justice · XI'],
  ['the_hanged_man', 'The Hanged Man · XII'],
  ['death', 'Death · XIII'],
  ['temperance', 'Temperance · XIV'],
  ['the_devil', 'The Devil · XV'],
  ['the_tower', 'The Tower · XVI'],
  ['the_star', 'The Star · XVII'],
  ['the_moon', 'The Moon · XVIII'],
  ['the_sun', 'The Sun · XIX'],
  ['judgement', 'Judgement · XX'],
  ['the_world', 'The World · XXI'],
] as const;

export type TarotCard = (typeof TAROT_CARDS)[number][0];
export const TAROT_ORIENTATIONS = ['upright', 'reversed'] as const;
export type TarotOrientation = (typeof TAROT_ORIENTATIONS)[number];

const TITLES: ReadonlyMap<string, string> = new Map(TAROT_CARDS);

export const isTarotCard = (id: string): id is TarotCard => TITLES.has(id);
/** The card's English title as the data prints it („Temperance · XIV“). */
export const tarotTitle = (card: TarotCard): string => TITLES.get(card) ?? card;
/** The English text of a card laid in a position („Temperance · XIV (reversed)“): the log's entry. */
export const placedCardText = (card: TarotCard, orientation: TarotOrientation) =>
  `${tarotTitle(card)} (${orientation})`;
