import { beforeAll, expect, it } from 'vitest';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import { type EffectNames, guideEffectLine } from '../../../../shared/i18n/de/guide-effects.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { describeRealData } from '../../../support/real-data.ts';

// Preview lines („Das wird eingetragen“) the guide walker found naming engine ids or keeping a
// placeholder: each now reads as the German guide words it.

const NAMES: EffectNames = {
  investigator: () => 'Roland Banks',
  card: (code) => code,
  section: (id) => ({ campaign_notes: 'Kampagnennotizen', rachel: 'Mutter Rachel' })[id] ?? id,
  scenario: (id) => ({ eztli: 'Das Verderben von Eztli' })[id] ?? id,
  supply: (section, id) => (section === 'supplies' ? { provisions: 'Proviant' }[id] : undefined),
};

describeRealData('preview lines of counts, resolutions without a number, trauma removed and supplies', () => {
  let t: GuideTranslator;
  let named: GuideTranslator;
  beforeAll(async () => {
    const catalog = buildGuideCatalog(storedGuides(await realCampaignData()).catalogs);
    t = createGuideTranslator(catalog);
    named = createGuideTranslator(catalog, { name: () => 'Gavriella Mizrah', gender: () => 'feminine' });
  });

  it('Undimensioned and Unseen: „#X# brood escaped into the wild.“ reads the number, not #X#', () => {
    const text = { en: '#X# brood escaped into the wild.', catalogue: 'campaigns/dwl/undimensioned_and_unseen' };
    expect(
      guideEffectLine(
        { type: 'log_count', section: 'campaign_notes', id: 'brood_escaped_into_the_wild', value: 4, text },
        t,
        NAMES,
      ),
    ).toBe('Logbuch (Kampagnennotizen): 4 Bruten sind in die Wildnis entkommen.');
  });

  it('The Feast of Hemlock Vale, increase_rachel_relationship: „Erhöhe Mutter Rachels Beziehungsstufe“', () => {
    expect(guideEffectLine({ type: 'log_count', section: 'rachel', id: '$relationship', value: 1 }, t, NAMES)).toBe(
      'Logbuch (Mutter Rachel): Beziehungsstufe = 1',
    );
  });

  it('The Innsmouth Conspiracy: unspent experience counted per investigator names the investigator', () => {
    expect(guideEffectLine({ type: 'log_count', section: 'unspect_xp', id: '01001', value: 4 }, t, NAMES)).toBe(
      'Logbuch (unspect_xp): Roland Banks = 4',
    );
  });

  it('The Circle Undone, the prologue’s tarot cards: a fate under a profile reads its words, evidence is counted by name', () => {
    // „#name# was claimed by specters.“ (de: „#name# ist von Geistern beansprucht worden.“) under
    // Gavriella Mizrah's profile; „#X# pieces of evidence were left behind“ (de: „Beweismittel“).
    const fate = {
      en: '#name# was claimed by specters.',
      catalogue: 'campaigns/tcu/disappearance_at_the_twilight_estate',
      investigator: '05046',
    };
    const profile = { ...NAMES, section: () => 'Vermisste Personen - Gavriella Mizrah' };
    expect(
      guideEffectLine(
        { type: 'log_cards', section: '05046', id: 'claimed_by_specters', cards: [], text: fate },
        named,
        profile,
      ),
    ).toBe('Logbuch (Vermisste Personen - Gavriella Mizrah): Gavriella Mizrah ist von Geistern beansprucht worden.');
    expect(
      guideEffectLine({ type: 'log_count', section: 'campaign_notes', id: 'pieces_of_evidence', value: 5 }, t, NAMES),
    ).toBe('Logbuch (Kampagnennotizen): Beweismittel = 5');
  });

  it('a count without text or a known name is „Zähler“, never its id', () => {
    expect(guideEffectLine({ type: 'log_count', section: 'rachel', id: 'some_count', value: 2 }, t, NAMES)).toBe(
      'Logbuch (Mutter Rachel): Zähler = 2',
    );
  });

  it('The Doom of Eztli: „No resolution was reached (each investigator was defeated)“ is „Keine Auflösung“', () => {
    const line = (resolution: string) =>
      guideEffectLine({ type: 'scenario_status', scenario: 'eztli', status: 'completed', resolution }, t, NAMES);
    expect([line('no_resolution_defeated'), line('no_resolution_resigned'), line('R2')]).toEqual([
      'Das Verderben von Eztli: Keine Auflösung',
      'Das Verderben von Eztli: Keine Auflösung',
      'Das Verderben von Eztli: Auflösung 2',
    ]);
  });

  it('Return to Threads of Fate, choose_to_heal_physical_trauma: „Körperliches Trauma entfernen“ has its line', () => {
    expect(guideEffectLine({ type: 'trauma', investigator: '01001', physical: -1, mental: 0 }, t, NAMES)).toBe(
      'Roland Banks entfernt 1 körperliches Trauma',
    );
    expect(guideEffectLine({ type: 'trauma', investigator: '01001', physical: 0, mental: -2 }, t, NAMES)).toBe(
      'Roland Banks entfernt 2 seelisches Trauma',
    );
  });

  it('Return to Heart of the Elders, Part 2, gain_sticky_goop: the supply found is named, not `sticky_goop`', () => {
    const name = { en: 'Sticky Goop', catalogue: 'return_campaigns/rttfa/return_to_heart_of_the_elders_part_2' };
    expect(
      guideEffectLine(
        { type: 'supplies', investigator: '01001', section: 'supplies', supply: 'sticky_goop', count: 1, name },
        t,
        NAMES,
      ),
    ).toBe('Roland Banks: Ausrüstung Klebrige Substanz = 1');
  });

  it('The Forgotten Age, a supply bought is named from the purchase list („Proviant“)', () => {
    expect(
      guideEffectLine(
        { type: 'supplies', investigator: '01001', section: 'supplies', supply: 'provisions', count: 2 },
        t,
        NAMES,
      ),
    ).toBe('Roland Banks: Ausrüstung Proviant = 2');
  });
});
