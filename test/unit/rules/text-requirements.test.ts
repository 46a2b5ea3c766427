import { expect, it } from 'vitest';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { parallelFrontAllows, textRequirementProblems } from '../../../shared/rules/text-requirements.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Deckbuilding requirements printed only in an investigator's text (shared/rules/text-requirements.ts):
// Joe Diamond (05002) „at least 11 [[Insight]] events (including Unsolved Case)“, ‖Wendy Adams'
// Tidal Memento (90038), ‖Roland Banks' Directives (3 of 90025-90029), Lily Chen's Discipline.

const pool = await realPool().catch(() => undefined);
const lookup = (code: string) => pool!.card(code);
const context = (code: string, meta: Record<string, string> = {}) =>
  investigatorContext(pool!.card(code)!, parseDeckMeta(JSON.stringify(meta)), lookup, pool!.byName);
const problems = (ctx: ReturnType<typeof context>, slots: Record<string, number>) =>
  textRequirementProblems(ctx, new Map(Object.entries(slots)), lookup);

const UNSOLVED_CASE = '05010';
/** Level-0 Insight events: Evidence!, Mind over Matter, Working a Hunch, Barricade, Detective's Intuition. */
const INSIGHT = ['01022', '01036', '01037', '01038', '12005'];
const TIDAL_MEMENTO = '90038';
const DIRECTIVES = ['90025', '90026', '90027', '90028', '90029'];

describeRealData('requirements printed in the investigator text', () => {
  it('Joe Diamond: 11 Insight events counting Unsolved Case pass, 10 fall short', () => {
    const eleven = { [UNSOLVED_CASE]: 1, ...Object.fromEntries(INSIGHT.map((code) => [code, 2])) };
    expect(problems(context('05002'), eleven)).toEqual([]);
    const ten = { ...eleven, [INSIGHT[0]!]: 1 };
    expect(problems(context('05002'), ten)).toEqual([
      expect.objectContaining({
        code: 'deck_options_limit',
        rule: { source: 'card', code: '05002' },
        details: { atleastMin: 11, count: 10 },
      }),
    ]);
  });

  it('‖Wendy Adams (front 90037) needs Tidal Memento once; Wendy’s own front may not take it', () => {
    const parallel = context('01005', { alternate_front: '90037' });
    expect(problems(parallel, { [TIDAL_MEMENTO]: 1 })).toEqual([]);
    expect(problems(parallel, {}).map((p) => p.details?.requirement)).toEqual(['signature_missing']);
    expect(problems(parallel, { [TIDAL_MEMENTO]: 2 }).map((p) => p.details?.requirement)).toEqual(['signature_count']);
    const original = context('01005');
    expect(parallelFrontAllows(original, TIDAL_MEMENTO)).toBe(false);
    expect(problems(original, { [TIDAL_MEMENTO]: 1 }).map((p) => p.details?.requirement)).toEqual(['parallel_front']);
  });

  it('‖Roland Banks (front 90024) takes exactly 3 different Directives, one copy each', () => {
    const parallel = context('01001', { alternate_front: '90024' });
    const directives = (codes: string[], copies = 1) => Object.fromEntries(codes.map((code) => [code, copies]));
    expect(problems(parallel, directives(DIRECTIVES.slice(0, 3)))).toEqual([]);
    expect(problems(parallel, directives(DIRECTIVES.slice(0, 2)))).toEqual([
      expect.objectContaining({ details: { requirement: 'directives', needed: 3, count: 2 } }),
    ]);
    expect(problems(parallel, directives(DIRECTIVES.slice(0, 3), 2))).toHaveLength(1);
    expect(parallelFrontAllows(context('01001'), DIRECTIVES[0]!)).toBe(false);
  });

  it('Lily Chen (08010) chooses a Discipline at deck creation: without one it is missing', () => {
    expect(problems(context('08010'), { '08012a': 1 })).toEqual([]);
    expect(problems(context('08010'), {})).toEqual([
      expect.objectContaining({ cards: ['08011a'], details: { requirement: 'signature_missing' } }),
    ]);
  });
});
