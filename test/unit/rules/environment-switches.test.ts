import { describe, expect, it } from 'vitest';
import { environmentErrorText, environmentTextLabel } from '../../../shared/i18n/de/environment-texts.ts';
import { campaignEnvironmentProblem, sharedCampaignEnvironment } from '../../../shared/rules/campaign-environment.ts';
import { environmentWording, formatEnvironment, parseEnvironment } from '../../../shared/rules/deck-environment.ts';
import { environmentAllows } from '../../../shared/rules/environment-pool.ts';
import { realPool } from '../../support/card-data.ts';
import { deckJson } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire XII „Deckbau-Umgebungen“ (grimoire-de.md L2525–2558): the group's switches in the
// stored text form — „nach Absprache in der Gruppe“ (parallel investigators, promo cards, story
// assets), „alle Ermittler und mit allen ihren Signaturkarten“, „ob alle Ermittler dieselbe
// Limitierte Umgebung verwenden oder ob jeder … seine eigene“, and in Legacy „welche Version der
// Karte“ (L2542).

const parsed = (text: string) => {
  const result = parseEnvironment(text);
  if (!result.ok) throw new Error(text);
  return result.environment;
};

describe('the group’s switches in the text form (Grimoire XII Deckbau-Umgebungen)', () => {
  it('reads the contract’s forms unchanged, without switches', () => {
    expect(parseEnvironment('aktuell')).toEqual({ ok: true, environment: { kind: 'aktuell' } });
    expect(formatEnvironment(parsed('limitiert:dwl,ptc,tfa'))).toBe('limitiert:dwl,ptc,tfa');
  });

  it('reads and writes each switch, the default left out', () => {
    expect(parsed('aktuell;agreed-cards=no')).toEqual({ kind: 'aktuell', agreedCards: false });
    expect(parsed('aktuell;agreed-cards=yes')).toEqual({ kind: 'aktuell' });
    expect(parsed('limitiert:dwl,ptc,tfa;all-investigators;agreed-cards=no')).toEqual({
      kind: 'limitiert',
      packs: ['dwl', 'ptc', 'tfa'],
      agreedCards: false,
      allInvestigators: true,
    });
    expect(parsed('legacy;wording=kapitel1')).toEqual({ kind: 'legacy', wording: 'kapitel1' });
    for (const text of [
      'aktuell;agreed-cards=no',
      'limitiert:dwl,ptc,tfa;agreed-cards=no;all-investigators',
      'limitiert;own-pools',
      'legacy;wording=kapitel1',
    ])
      expect(formatEnvironment(parsed(text))).toBe(text);
  });

  it('„jeder Ermittler in seiner eigenen Limitierte Umgebung“: Limitiert without picks only with own-pools', () => {
    expect(parsed('limitiert;own-pools')).toEqual({ kind: 'limitiert', ownPools: true });
    expect(parseEnvironment('limitiert')).toMatchObject({ ok: false, error: { code: 'environment_unknown' } });
  });

  it('drops a switch its kind does not know and refuses an unknown one in German', () => {
    expect(parsed('legacy;agreed-cards=no;all-investigators')).toEqual({ kind: 'legacy' });
    expect(parsed('aktuell;wording=kapitel1;all-investigators')).toEqual({ kind: 'aktuell' });
    const unknown = parseEnvironment('aktuell;promo=no');
    expect(unknown).toEqual({ ok: false, error: { code: 'environment_switch_unknown', text: 'promo=no' } });
    if (!unknown.ok) expect(environmentErrorText(unknown.error)).toContain('Unbekannte Absprache „promo=no“');
  });

  it('names the switches in the label after the environment', () => {
    expect(environmentTextLabel('aktuell;agreed-cards=no')).toBe(
      'Aktuell; ohne parallele Ermittler, Promo- und Storyvorteilskarten',
    );
    expect(environmentTextLabel('limitiert;own-pools')).toBe(
      'Limitiert; jeder Ermittler in seiner eigenen Limitierten Umgebung',
    );
    expect(environmentTextLabel('limitiert:dwl,ptc,tfa')).toBe('Limitiert (dwl, ptc, tfa)');
  });

  it('L2542: Kapitel 2 wording in Aktuell and Limitiert, the group’s choice in Legacy (none: Legacy)', () => {
    expect(environmentWording(parsed('aktuell'))).toBe('kapitel2');
    expect(environmentWording(parsed('limitiert:dwl,ptc,tfa'))).toBe('kapitel2');
    expect(environmentWording(parsed('legacy'))).toBe('kapitel2');
    expect(environmentWording(parsed('legacy;wording=kapitel1'))).toBe('kapitel1');
    expect(environmentWording(undefined)).toBe('kapitel2');
  });
});

describeRealData('the switches applied (Grimoire XII Deckbau-Umgebungen)', () => {
  it('agreed-cards=no refuses a parallel investigator, a promo card and a story asset', async () => {
    const pool = await realPool();
    // 90001 parallel Daisy Walker (Read or Die), 99003 Baron Samedi (promo), 01117 Lita Chantler (story asset).
    for (const code of ['90001', '99003', '01117']) {
      expect(environmentAllows(pool, parsed('aktuell'), pool.card(code)!), code).toBe(true);
      expect(environmentAllows(pool, parsed('aktuell;agreed-cards=no'), pool.card(code)!), code).toBe(false);
    }
  });

  it('all-investigators lets Roland Banks (01001) and his signatures (01006, 01007) into a Limitiert pool', async () => {
    const pool = await realPool();
    const roland = deckJson('01001', { '01006': 1, '01007': 1 });
    expect(campaignEnvironmentProblem(pool, 'limitiert:ptc,tfa,tcu', roland)?.cards).toEqual(
      expect.arrayContaining(['01001', '01006', '01007']),
    );
    expect(campaignEnvironmentProblem(pool, 'limitiert:ptc,tfa,tcu;all-investigators', roland)).toBeUndefined();
  });

  it('own pools: the campaign imposes no environment on its decks', async () => {
    const pool = await realPool();
    const blackjack = deckJson('12001', { '02016': 2 });
    expect(sharedCampaignEnvironment('limitiert;own-pools')).toBeUndefined();
    expect(sharedCampaignEnvironment('aktuell')).toEqual({ kind: 'aktuell' });
    expect(campaignEnvironmentProblem(pool, 'limitiert;own-pools', blackjack)).toBeUndefined();
    expect(campaignEnvironmentProblem(pool, 'aktuell', blackjack)?.cards).toEqual(['02016']);
  });
});
