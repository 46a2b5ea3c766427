import type { Card } from '../cards/card-types.ts';
import { isRewardCard } from '../cards/reward-cards.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { isResearched, isSignatureCard, isWeakness } from './card-restrictions.ts';
import { purchaseCost } from './card-xp-cost.ts';
import { factionsOf } from './deck-options.ts';
import { type TextLimit, textLimitOf } from './text-limits.ts';

// The fields the deck rules read for every card of every deck, copied once per card object into
// objects of one shape. Cards come in well over a thousand shapes (each has only the fields its
// JSON has), so every field read on a card is a slow generic lookup; on CardFacts it is not.
// Values are copied as they are (undefined stays undefined), so the rules decide exactly as they
// would on the card. Cards are not changed once built, so the copy stays right for its object; a
// taboo list's or a customization sheet's version of a card is another object with its own facts.

export class CardFacts {
  readonly code: string;
  readonly duplicateOf: string | undefined;
  /** The original printing's code (`duplicate_of ?? code`): copies and requirements count by it. */
  readonly canonical: string;
  /** On a modified reprint: the code of the card it changes (Grimoire „Modifizierte Reprints“). */
  readonly modifiedReprintOf: string | undefined;
  readonly name: string;
  readonly subname: string | undefined;
  readonly typeCode: string;
  readonly subtypeCode: Card['subtype_code'];
  readonly xp: number | undefined;
  readonly deckLimit: number | undefined;
  readonly exceptional: boolean | undefined;
  readonly myriad: boolean | undefined;
  readonly permanent: boolean | undefined;
  readonly bondedTo: string | undefined;
  readonly bondedCount: number | undefined;
  readonly restrictions: string | undefined;
  /** Grimoire „Belohnungskarten“: a campaign reward card (a player card despite its encounter set). */
  readonly reward: boolean;
  /** Handed out by a scenario from its encounter set (isScenarioCard): no deck slot, no access check. */
  readonly scenarioCard: boolean;
  readonly tabooText: string | undefined;
  readonly customizable: boolean;
  readonly weakness: boolean;
  readonly signature: boolean;
  readonly researched: boolean;
  /** factionsOf(card); must not be changed. */
  readonly factions: string[];
  /** A per-deck limit the text writes ("Limit 1 [[Covenant]] per deck", one per subtitle). */
  readonly textLimit: TextLimit | undefined;
  /** purchaseCost(card). */
  readonly purchaseCost: number;

  constructor(card: TabooedCard) {
    this.code = card.code;
    this.duplicateOf = card.duplicate_of;
    this.canonical = card.duplicate_of ?? card.code;
    this.modifiedReprintOf = card.modified_reprint_of;
    this.name = card.name;
    this.subname = card.subname;
    this.typeCode = card.type_code;
    this.subtypeCode = card.subtype_code;
    this.xp = card.xp;
    this.deckLimit = card.deck_limit;
    this.exceptional = card.exceptional;
    this.myriad = card.myriad;
    this.permanent = card.permanent;
    this.bondedTo = card.bonded_to;
    this.bondedCount = card.bonded_count;
    this.restrictions = card.restrictions;
    this.reward = isRewardCard(card);
    this.scenarioCard = Boolean(card.encounter_code) && !this.reward;
    this.tabooText = card.taboo_text;
    this.customizable = Boolean(card.customization_options);
    this.weakness = isWeakness(card);
    this.signature = isSignatureCard(card);
    this.researched = isResearched(card);
    this.factions = factionsOf(card);
    this.textLimit = textLimitOf(card);
    this.purchaseCost = purchaseCost(card);
  }
}

const factsOfCard = new WeakMap<Card, CardFacts>();

/** The card's facts, made on first use. */
export function factsOf(card: TabooedCard): CardFacts {
  let facts = factsOfCard.get(card);
  if (!facts) {
    facts = new CardFacts(card);
    factsOfCard.set(card, facts);
  }
  return facts;
}
