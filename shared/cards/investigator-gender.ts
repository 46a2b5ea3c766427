// The grammatical gender of an investigator, for texts that speak of one: the campaign guide's
// sentences about an investigator have masculine, feminine and nonbinary variants (their German
// catalogues mark them with msgctxt). The ArkhamDB card data has no gender field, so this is a
// fact about the cards written down here: every official investigator whose own English card
// texts speak of them as "she", and the one who is "they". Everyone else is "he".
//
// Listed by English card title, because every printing of an investigator carries the same
// title: reprints (`duplicate_of`), parallel versions (`alternate_of`), the novella and promo
// printings, the investigator starter decks and the 2026 Core Set. The test
// `test/unit/cards/investigator-gender.test.ts` checks every investigator card of the data
// against the pronouns of its own texts.

export type InvestigatorGender = 'masculine' | 'feminine' | 'nonbinary';

const FEMININE: ReadonlySet<string> = new Set([
  // Core Set
  'Daisy Walker',
  'Agnes Baker',
  'Wendy Adams',
  // The Dunwich Legacy
  'Zoey Samaras',
  'Jenny Barnes',
  // The Path to Carcosa
  'Minh Thi Phan',
  'Sefina Rousseau',
  'Akachi Onyele',
  'Lola Hayes',
  // The Forgotten Age
  'Ursula Downs',
  // The Circle Undone, with two of the prologue's investigators
  'Carolyn Fern',
  'Diana Stanley',
  'Rita Young',
  'Marie Lambeau',
  'Gavriella Mizrah',
  'Penny White',
  // The Dream-Eaters
  'Mandy Thompson',
  'Patrice Hathaway',
  // The Innsmouth Conspiracy
  'Sister Mary',
  'Amanda Sharpe',
  'Trish Scarborough',
  // Edge of the Earth
  'Daniela Reyes',
  'Lily Chen',
  // The Scarlet Keys
  'Amina Zidane',
  // The Feast of Hemlock Vale
  'Kate Winthrop',
  'Alessandra Zorzi',
  // The Drowned City (Gloria Goldberg also in the novella Dark Revelations)
  'Marion Tavares',
  'Agatha Crane',
  'Gloria Goldberg',
  // Investigator starter decks
  'Stella Clark',
  'Jacqueline Fine',
  'Winifred Habbamock',
  // Core Set (2026)
  'Isabelle Barnes',
]);

/** Kymani Jones (The Scarlet Keys): the card's story speaks of them as "they". */
const NONBINARY: ReadonlySet<string> = new Set(['Kymani Jones']);

/** Gender of the investigator with this English card title; undefined for no title (an unknown card). */
export function investigatorGender(englishName: string | undefined): InvestigatorGender | undefined {
  if (englishName === undefined) return undefined;
  if (FEMININE.has(englishName)) return 'feminine';
  return NONBINARY.has(englishName) ? 'nonbinary' : 'masculine';
}
