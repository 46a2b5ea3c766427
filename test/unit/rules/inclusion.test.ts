import { expect, it } from 'vitest';
import { inclusionPredicate } from '../../../shared/rules/deck-access.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { startingSlots } from '../../../shared/rules/starting-deck.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The card browser's "nur erlaubte Karten" and a new deck's first cards come from the rules
// engine itself (docs/architecture.md, decision 1), so they can never disagree with validation.

const pool = await realPool().catch(() => undefined);
const context = (code: string, meta: Record<string, string> = {}) =>
  investigatorContext(pool!.card(code)!, meta, pool!.withTaboo(null), pool!.byName);

describeRealData('inclusion predicate and starting deck', () => {
  it('lets Roland Banks (01001) see his own signature cards and replacements, not Daisy’s (01008)', () => {
    const may = inclusionPredicate(context('01001'));
    for (const code of ['01006', '98005', '90030', '01007']) expect(may(pool!.card(code)!), code).toBe(true);
    expect(may(pool!.card('01008')!)).toBe(false);
    expect(may(pool!.card('01030')!)).toBe(true);
  });

  it('never offers a bonded card (rules.json "Bonded"): Soothing Melody 05314 stays beside Hallowed Mirror 05313', () => {
    const may = inclusionPredicate(context('01001'));
    expect(may(pool!.card('05313')!)).toBe(true);
    expect(may(pool!.card('05314')!)).toBe(false);
  });

  it('shows ‖Roland’s Directives (90025) only with the parallel front', () => {
    expect(inclusionPredicate(context('01001', { alternate_front: '90024' }))(pool!.card('90025')!)).toBe(true);
    expect(inclusionPredicate(context('01001'))(pool!.card('90025')!)).toBe(false);
    const deck = {
      investigator_code: '01001',
      slots: { ...startingSlots(context('01001'), pool!.card), '90025': 1 },
      sideSlots: {},
      ignoreDeckLimitSlots: {},
      taboo_id: null,
      meta: '',
    };
    expect(validateDeck(deck, pool!).problems.map((p) => p.details?.requirement)).toContain('parallel_front');
  });

  it('starts Lily Chen (08010) with a Discipline and one Burden of Destiny, and ‖Wendy with Tidal Memento', () => {
    expect(startingSlots(context('08010'), pool!.card)).toMatchObject({ '08011a': 1, '08015': 1, '01000': 1 });
    expect(startingSlots(context('01005', { alternate_front: '90037' }), pool!.card)).toMatchObject({
      '90038': 1,
      '01014': 1,
      '01015': 1,
    });
    expect(startingSlots(context('06002', { deck_size_selected: '50' }), pool!.card)).toMatchObject({ '06008': 3 });
  });
});
