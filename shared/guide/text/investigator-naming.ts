import type { CardPool } from '../../cards/card-pool.ts';
import { investigatorGender } from '../../cards/investigator-gender.ts';
import { guideCardName } from './guide-card-name.ts';
import type { InvestigatorNaming } from './guide-translator.ts';

// Who the guide's `#name#` is and which gendered variant of a sentence about them to read: the
// campaign's own name for its investigators, else the card's German and then English title; the
// gender from the card's English title (shared/cards/investigator-gender.ts).

export function investigatorNaming(pool: CardPool | undefined, names: ReadonlyMap<string, string>): InvestigatorNaming {
  return {
    name: (code) => names.get(code) ?? guideCardName(pool, code),
    gender: (code) => investigatorGender(pool?.card(code)?.name),
  };
}
