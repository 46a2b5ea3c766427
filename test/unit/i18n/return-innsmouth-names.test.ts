import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { guideCardName } from '../../../shared/guide/text/guide-card-name.ts';
import { listedCampaignName } from '../../../shared/i18n/de/campaign-names.ts';
import { deReturnInnsmouth, RETURN_INNSMOUTH_NAMES } from '../../../shared/i18n/de/return-innsmouth.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The app's German for the fan-made Return to The Innsmouth Conspiracy (`rttic`,
// shared/i18n/de/return-innsmouth.ts) names the original cards as the German card data prints them
// and recurring terms as the German Innsmouth catalogue writes them.

describeRealData('Return to The Innsmouth Conspiracy in the app’s German', () => {
  let pool: CardPool;
  beforeAll(async () => {
    pool = await realPool();
  });

  it('names the original cards by their German print', () => {
    const german = Object.values(deReturnInnsmouth).join('\n');
    // 07053 The Amalgam, 07054 Blindsense, 07145 Ravager from the Deep, 07144 Innsmouth Shoggoth,
    // 07247 Shrine to Hydra, 07178 Fishing Vessel, 07168 Churning Waters.
    for (const code of ['07053', '07054', '07145', '07144', '07247', '07178', '07168'])
      expect(german).toContain(pool.card(code)?.de?.name as string);
    // The trait of 07253 Oceiros Marsh („Tiefes Wesen“) and 07076 („Verdächtiger“) as [[…]].
    expect(pool.card('07253')?.de?.traits).toContain('Tiefes Wesen');
    expect(german).toContain('[[Tiefes Wesen]]');
    expect(pool.card('07076')?.de?.traits).toContain('Verdächtiger');
    expect(german).toContain('[[Verdächtiger]]');
  });

  it('names the fan-made weakness the card data lacks, and marks the campaign fan-made where listed', () => {
    // zrttic_00030 „Innsmouth Influence“ is in no German card data.
    expect(pool.card('zrttic_00030')).toBeUndefined();
    expect(guideCardName(pool, 'zrttic_00030')).toBe('Innsmouths Einfluss');
    expect(guideCardName(pool, '07053')).toBe('Das Amalgam');
    expect(RETURN_INNSMOUTH_NAMES['Return to The Pit of Despair']).toBe('Rückkehr zu: Die Grotte der Verzweiflung');
    expect(listedCampaignName('Rückkehr zu: Die Innsmouth-Verschwörung', false)).toBe(
      'Rückkehr zu: Die Innsmouth-Verschwörung (inoffiziell)',
    );
    expect(listedCampaignName('Die Innsmouth-Verschwörung', true)).toBe('Die Innsmouth-Verschwörung');
  });
});
