import { describe, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { campaignEnvironmentProblem } from '../../../shared/rules/campaign-environment.ts';
import { parseEnvironment } from '../../../shared/rules/deck-environment.ts';
import { grimoire } from '../../../shared/rules/deck-problem.ts';
import {
  environmentAllows,
  environmentDrawPacks,
  environmentPackError,
  environmentPool,
  isRewardCard,
} from '../../../shared/rules/environment-pool.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { deckJson } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire XII „Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)“ (grimoire-de.md lines 2525–2558).
const RULE = grimoire('Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)');

const env = (text: string) => {
  const parsed = parseEnvironment(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.environment;
};
const environmentProblemsOf = (pool: CardPool, deck: ReturnType<typeof deckJson>, text?: string) =>
  validateDeck(deck, pool, text === undefined ? {} : { environment: env(text) }).problems.filter(
    (p) => p.code === 'environment',
  );

// Daniela Reyes (12001, core_2026) with Machete's 2026 printing, and Blackjack (02016), a
// level-0 card of The Dunwich Legacy box that no Chapter 2 product reprints.
const DANIELA_WITH_BLACKJACK = deckJson('12001', { '12020': 2, '02016': 2 });

describe('parseEnvironment (Grimoire XII Deckbau-Umgebungen)', () => {
  it('reads aktuell, legacy and limitiert with three picks', () => {
    expect(parseEnvironment('aktuell')).toEqual({ ok: true, environment: { kind: 'aktuell' } });
    expect(parseEnvironment('Legacy')).toEqual({ ok: true, environment: { kind: 'legacy' } });
    expect(parseEnvironment('limitiert:dwl,ptc,tfa')).toEqual({
      ok: true,
      environment: { kind: 'limitiert', packs: ['dwl', 'ptc', 'tfa'] },
    });
  });

  it('refuses an unknown name and a Limitiert pool without exactly 3 expansions („3 verschiedene“)', () => {
    expect(parseEnvironment('standard')).toEqual({
      ok: false,
      error: { code: 'environment_unknown', text: 'standard' },
    });
    expect(parseEnvironment('limitiert:dwl,ptc')).toEqual({
      ok: false,
      error: { code: 'environment_pick_count', count: 2 },
    });
    expect(parseEnvironment('limitiert')).toMatchObject({ ok: false, error: { code: 'environment_unknown' } });
  });
});

describeRealData('environments on the real card pool (Grimoire XII Deckbau-Umgebungen)', () => {
  it('Aktuell: a core_2026 deck is legal, Dunwich’s Blackjack (02016) is an environment problem', async () => {
    const pool = await realPool();
    expect(environmentProblemsOf(pool, deckJson('12001', { '12020': 2 }), 'aktuell')).toEqual([]);
    expect(environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK, 'aktuell')).toEqual([
      { code: 'environment', cards: ['02016'], rule: RULE, details: { environment: 'aktuell' } },
    ]);
  });

  it('Aktuell: a reprint in the 2026 core set makes the original printing legal (Vicious Blow 01025 via 12025)', async () => {
    const pool = await realPool();
    // .45 Automatic (01016) is printed only in the 2016 and the revised core set.
    expect(environmentProblemsOf(pool, deckJson('12001', { '01025': 2, '01016': 2 }), 'aktuell')).toEqual([
      { code: 'environment', cards: ['01016'], rule: RULE, details: { environment: 'aktuell' } },
    ]);
  });

  it('Aktuell: a modified reprint does not bring its older version along (Machete 01020 beside 12020)', async () => {
    const pool = await realPool();
    // Grimoire XIII „Modifizierte Reprints“: 12020 is a version of its own; 01020 is printed only in
    // the 2016 and the revised core set, products outside „Aktuell“ (docs/rules-decisions.md).
    expect(environmentProblemsOf(pool, deckJson('12001', { '01020': 2 }), 'aktuell')).toEqual([
      { code: 'environment', cards: ['01020'], rule: RULE, details: { environment: 'aktuell' } },
    ]);
  });

  it('Aktuell: the investigator itself is checked (Roland Banks 01001 is no Chapter 2 card)', async () => {
    const pool = await realPool();
    const [problem] = environmentProblemsOf(pool, deckJson('01001', { '01006': 1, '01007': 1 }), 'aktuell');
    expect(problem?.cards[0]).toBe('01001');
  });

  it('Limitiert: Blackjack is legal once The Dunwich Legacy is one of the 3 picked expansions', async () => {
    const pool = await realPool();
    expect(environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK, 'limitiert:dwlp,ptcp,tfap')).toEqual([]);
    expect(environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK, 'limitiert:dwl,ptc,tfa')).toEqual([]);
    expect(environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK, 'limitiert:ptc,tfa,tcu')).toEqual([
      {
        code: 'environment',
        cards: ['02016'],
        rule: RULE,
        details: { environment: 'limitiert', packs: 'ptc,tfa,tcu' },
      },
    ]);
  });

  it('Limitiert: the picks must be 3 different player-card expansions', async () => {
    const pool = await realPool();
    expect(environmentPackError(pool, env('limitiert:dwl,ptc,eoep'))).toBeUndefined();
    expect(environmentPackError(pool, env('limitiert:dwl,dwlp,tfa'))).toEqual({
      code: 'environment_pick_duplicate',
      packs: ['dwlp'],
    });
    // Core Set and a Return to… box are no player-card expansion one picks.
    expect(environmentPackError(pool, env('limitiert:core,rtdwl,tfa'))).toEqual({
      code: 'environment_pick_unknown',
      packs: ['core', 'rtdwl'],
    });
  });

  it('Limitiert option: „alle Ermittler und mit allen ihren Signaturkarten“ lets Roland and his signatures in', async () => {
    const pool = await realPool();
    const roland = deckJson('01001', { '01006': 1, '01007': 1 });
    const environment = { ...env('limitiert:dwl,ptc,tfa'), allInvestigators: true };
    const problems = validateDeck(roland, pool, { environment }).problems.filter((p) => p.code === 'environment');
    expect(problems).toEqual([]);
  });

  it('Legacy: „keinerlei Einschränkungen“ — no environment problem', async () => {
    const pool = await realPool();
    expect(environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK, 'legacy')).toEqual([]);
    expect(environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK)).toEqual([]);
    expect(environmentPool(pool, env('legacy'))).toBeUndefined();
  });

  it('parallel investigators, promo cards and story assets: allowed by default, refused when the group agrees so', async () => {
    const pool = await realPool();
    const aktuell = env('aktuell');
    const strict = { ...aktuell, agreedCards: false };
    // 90001 parallel Daisy Walker (Read or Die), 99003 Baron Samedi (promo), 01117 Lita Chantler (story asset).
    for (const code of ['90001', '99003', '01117']) {
      const card = pool.card(code)!;
      expect(environmentAllows(pool, aktuell, card), code).toBe(true);
      expect(environmentAllows(pool, strict, card), code).toBe(false);
    }
  });

  it('reward cards are allowed whatever their release: Collector (12181) is a Reward card', async () => {
    const pool = await realPool();
    const collector = pool.card('12181')!;
    expect(isRewardCard(collector)).toBe(true);
    expect(
      environmentAllows(pool, { kind: 'limitiert', packs: ['dwl', 'ptc', 'tfa'], agreedCards: false }, collector),
    ).toBe(true);
    expect(isRewardCard(pool.card('01020')!)).toBe(false);
  });

  it('Aktuell: basic weaknesses of the allowed packs only (Amnesia 01096 via 12097 yes, Indebted 02037 no)', async () => {
    const pool = await realPool();
    const aktuell = environmentPool(pool, env('aktuell'))!;
    expect(aktuell.allowed.has('01096')).toBe(true);
    expect(aktuell.allowed.has('12098')).toBe(true);
    expect(aktuell.allowed.has('02037')).toBe(false);
  });

  it('the campaign check: the environment problem under the stored text form, none without one', async () => {
    const pool = await realPool();
    expect(campaignEnvironmentProblem(pool, 'aktuell', DANIELA_WITH_BLACKJACK)?.cards).toEqual(['02016']);
    expect(campaignEnvironmentProblem(pool, 'limitiert:dwl,ptc,tfa', DANIELA_WITH_BLACKJACK)).toBeUndefined();
    expect(campaignEnvironmentProblem(pool, undefined, DANIELA_WITH_BLACKJACK)).toBeUndefined();
  });

  it('names the environment and its picks in the German sentence', async () => {
    const pool = await realPool();
    const [problem] = environmentProblemsOf(pool, DANIELA_WITH_BLACKJACK, 'limitiert:ptc,tfa,tcu');
    expect(germanDeckProblem(problem!, () => 'Blackjack')).toBe(
      'Nicht in der Deckbau-Umgebung „Limitiert (ptc, tfa, tcu)“: „Blackjack“ (keine Karte aus einem Produkt dieser Umgebung).',
    );
  });

  it('draws weaknesses from the collection within the environment (the campaign guide and the deck editor)', async () => {
    const pool = await realPool();
    expect(environmentDrawPacks(pool, undefined, ['core'])).toEqual(['core']);
    expect(environmentDrawPacks(pool, env('legacy'), null)).toBeNull();
    expect(environmentDrawPacks(pool, env('aktuell'), ['core', 'core_2026', 'tom'])).toEqual(['core_2026', 'tom']);
    expect(environmentDrawPacks(pool, env('limitiert:dwl,ptc,tfa'), null)).toEqual(
      expect.arrayContaining(['dwl', 'litas', 'core_2026']),
    );
  });
});
