import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../../shared/cards/card-pool.ts';
import type { Effect } from '../../../../shared/guide/data/guide-data-types.ts';
import { applyEffects } from '../../../../shared/guide/effects.ts';
import { list } from '../../../../shared/guide/raw-guide.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { GuideData } from '../../../../shared/guide/types.ts';
import { findEntry } from '../../../../shared/guide/walk-state.ts';
import { realPool } from '../../../support/card-data.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { walkerWith } from '../../../support/guide-walker.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The Innsmouth Conspiracy, A Light in the Fog (tic/a_light_in_the_fog, ask_moon_room_resigned):
// each investigator who resigned at the Moon Room is recorded – „#name# possesses a diving suit“.
// With Roland Banks (01001) and Agnes Baker (01004) both there, the Campaign Log names both, not
// only the last one recorded.

const ROLAND = '01001';
const AGNES = '01004';
const NAMES: Record<string, string> = { [ROLAND]: 'Roland Banks', [AGNES]: 'Agnes Baker' };

describeRealData('A log entry naming several investigators names all of them', () => {
  let tic: GuideData;
  let pool: CardPool;
  let t: GuideTranslator;
  beforeAll(async () => {
    const stored = storedGuides(await realCampaignData());
    tic = stored.guides.find((guide) => guide.campaignId === 'tic') as GuideData;
    pool = await realPool();
    t = createGuideTranslator(buildGuideCatalog(stored.catalogs), {
      name: (code) => NAMES[code] ?? code,
      gender: (code) => (code === AGNES ? 'feminine' : 'masculine'),
    });
  });

  it('„possesses a diving suit“ for Roland, then Agnes: the entry reads both names in German', () => {
    const w = walkerWith(tic, pool, [ROLAND, AGNES], 'a_light_in_the_fog');
    const step = w.scenario?.steps.get('ask_moon_room_resigned');
    if (!step) throw new Error('ask_moon_room_resigned fehlt');
    const moonRoom = list(step.raw.input as Record<string, unknown>, 'choices').find((raw) => raw.id === 'moon_room');
    const effects = list(moonRoom ?? {}, 'effects') as Effect[];
    applyEffects(w, effects, { investigators: [ROLAND] }, step.file);
    applyEffects(w, effects, { investigators: [AGNES] }, step.file);
    const entry = findEntry(w.state, 'campaign_notes', 'possesses_a_diving_suit');
    expect(entry?.cards).toEqual([ROLAND, AGNES]);
    expect(entry?.text && t.german(entry.text)).toBe(
      'Roland Banks besitzt einen Taucheranzug. Agnes Baker besitzt einen Taucheranzug.',
    );
  });
});
