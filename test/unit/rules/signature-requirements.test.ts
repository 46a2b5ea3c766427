import { expect, it } from 'vitest';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { packCycles } from '../../../shared/rules/signature-alternatives.ts';
import {
  basicWeaknessCount,
  requiredCodes,
  requirementGroups,
  signatureProblems,
} from '../../../shared/rules/signature-requirements.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Signaturkarten eines Ermittlers“ and „Zufällige Grundschwächen“, read from the
// investigators' printed deckbuilding requirements (shared/rules/signature-requirements.ts):
// Roland Banks (01001) needs Roland's .38 Special (01006), Cover Up (01007) and 1 random basic
// weakness; the novella Replacements Mysteries Remain (98005) and The Dirge of Reason (98006) and
// the Advanced versions (90030, 90031) stand in for them.

const pool = await realPool().catch(() => undefined);
const lookup = (code: string) => pool!.card(code);
const context = (code: string) => investigatorContext(pool!.card(code)!, parseDeckMeta(''), lookup, pool!.byName);

const ROLAND = '01001';
const SPECIAL_38 = '01006';
const COVER_UP = '01007';
const MYSTERIES_REMAIN = '98005'; // "Replacement." (novella)
const DIRGE_OF_REASON = '98006'; // "Replacement." (novella)
const SPECIAL_38_ADVANCED = '90030'; // "Advanced."
const COVER_UP_ADVANCED = '90031';
const RANDOM_BASIC_WEAKNESS = '01000';
const AMNESIA = '01096'; // a basic weakness

/** The problems of Roland's signature cards for these slots (deck size 30). */
function rolandProblems(slots: Record<string, number>) {
  const counts = new Map(Object.entries(slots));
  return signatureProblems(context(ROLAND), counts, lookup, 30, undefined, packCycles(pool!));
}
const requirements = (problems: ReturnType<typeof rolandProblems>) =>
  problems.map((p) => [p.details?.requirement, p.cards]);

describeRealData('signature requirements', () => {
  it('reads Roland’s requirement groups: the original, the novella Replacement, the Advanced version', () => {
    expect(requirementGroups(context(ROLAND))).toEqual([
      [[SPECIAL_38], [MYSTERIES_REMAIN], [SPECIAL_38_ADVANCED]],
      [[COVER_UP], [DIRGE_OF_REASON], [COVER_UP_ADVANCED]],
    ]);
    expect(requiredCodes(context(ROLAND))).toEqual(
      new Set([SPECIAL_38, MYSTERIES_REMAIN, SPECIAL_38_ADVANCED, COVER_UP, DIRGE_OF_REASON, COVER_UP_ADVANCED]),
    );
  });

  it('the printed signature cards and a random basic weakness: no problem', () => {
    expect(rolandProblems({ [SPECIAL_38]: 1, [COVER_UP]: 1, [RANDOM_BASIC_WEAKNESS]: 1 })).toEqual([]);
  });

  it('a missing signature card is named (signature_missing, Grimoire „Signaturkarten eines Ermittlers“)', () => {
    const problems = rolandProblems({ [SPECIAL_38]: 1, [RANDOM_BASIC_WEAKNESS]: 1 });
    expect(requirements(problems)).toEqual([['signature_missing', [COVER_UP]]]);
    expect(problems[0]!.rule).toEqual({ source: 'grimoire', section: 'Signaturkarten eines Ermittlers' });
  });

  it('a second copy of a signature card printed once is too many (signature_count)', () => {
    const problems = rolandProblems({ [SPECIAL_38]: 2, [COVER_UP]: 1, [RANDOM_BASIC_WEAKNESS]: 1 });
    expect(requirements(problems)).toEqual([['signature_count', [SPECIAL_38]]]);
  });

  it('the Advanced versions replace the originals as a whole set, not one of them', () => {
    expect(rolandProblems({ [SPECIAL_38_ADVANCED]: 1, [COVER_UP_ADVANCED]: 1, [RANDOM_BASIC_WEAKNESS]: 1 })).toEqual(
      [],
    );
    const partial = rolandProblems({ [SPECIAL_38_ADVANCED]: 1, [COVER_UP]: 1, [RANDOM_BASIC_WEAKNESS]: 1 });
    expect(requirements(partial)).toEqual([['advanced_partial', [COVER_UP]]]);
  });

  it('a novella Replacement may go in besides the original, never with the Advanced version', () => {
    expect(
      rolandProblems({ [SPECIAL_38]: 1, [MYSTERIES_REMAIN]: 1, [COVER_UP]: 1, [RANDOM_BASIC_WEAKNESS]: 1 }),
    ).toEqual([]);
    const mixed = rolandProblems({
      [SPECIAL_38_ADVANCED]: 1,
      [MYSTERIES_REMAIN]: 1,
      [COVER_UP]: 1,
      [RANDOM_BASIC_WEAKNESS]: 1,
    });
    expect(requirements(mixed)).toEqual([['signature_mixed', [MYSTERIES_REMAIN, SPECIAL_38_ADVANCED]]]);
  });

  it('a deck without its random basic weakness lacks one (Grimoire „Zufällige Grundschwächen“)', () => {
    const problems = rolandProblems({ [SPECIAL_38]: 1, [COVER_UP]: 1 });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: { source: 'grimoire', section: 'Zufällige Grundschwächen' },
        details: { requirement: 'random_basic_weakness', needed: 1, count: 0 },
      }),
    ]);
    expect(rolandProblems({ [SPECIAL_38]: 1, [COVER_UP]: 1, [AMNESIA]: 1 })).toEqual([]);
  });

  it('counts the random basic weakness placeholder and drawn basic weaknesses alike', () => {
    const counts = new Map([
      [RANDOM_BASIC_WEAKNESS, 1],
      [AMNESIA, 1],
      [COVER_UP, 1],
    ]);
    expect(basicWeaknessCount(counts, lookup)).toBe(2);
  });

  it('Mandy Thompson (06002): 1 Occult Evidence at 30 cards, 2 at 40, 3 at 50', () => {
    const mandy = (evidence: number, size: number) =>
      requirements(
        signatureProblems(
          context('06002'),
          new Map([
            ['06008', evidence],
            ['06009', 1],
            [RANDOM_BASIC_WEAKNESS, 1],
          ]),
          lookup,
          size,
        ),
      );
    expect(mandy(1, 30)).toEqual([]);
    expect(mandy(2, 40)).toEqual([]);
    expect(mandy(3, 50)).toEqual([]);
    expect(mandy(1, 50)).toEqual([['signature_count', ['06008']]]);
  });

  it('Lily Chen (08010): 1 Burden of Destiny for each Discipline asset', () => {
    const lily = (burdens: number, disciplines: string[]) =>
      requirements(
        signatureProblems(
          context('08010'),
          new Map([
            ['08015', burdens],
            [RANDOM_BASIC_WEAKNESS, 1],
            ...disciplines.map((d) => [d, 1] as [string, number]),
          ]),
          lookup,
          30,
        ),
      );
    expect(lily(1, ['08011a'])).toEqual([]);
    expect(lily(2, ['08011a', '08013a'])).toEqual([]);
    expect(lily(1, ['08011a', '08013a'])).toEqual([['signature_count', ['08015']]]);
  });
});
