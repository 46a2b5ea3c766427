import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { type EncounterSetEntry, encounterSetNamer } from '../../../../shared/guide/text/encounter-set-names.ts';
import { germanPrompt } from '../../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog, type GuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import type { Prompt } from '../../../../shared/guide/types.ts';
import { guideEffectLine } from '../../../../shared/i18n/de/guide-effects.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';

// The open prompt and the summary lines in German, from the real catalogs of Night of the Zealot
// (scenario I „Die Zusammenkunft“, file campaigns/notz/torch).

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const SUPPORTED_FOLDERS = ['notz', 'dwl', 'ptc', 'tfa', 'tcu', 'tic', 'fhv', 'tdc'];

describeRealData('German prompts and summary lines', () => {
  let catalog: GuideCatalog;
  let t: GuideTranslator;
  let english: EncounterSetEntry[];

  beforeAll(async () => {
    // As the guide service reads them: the catalogs and encounter sets stored with the guides.
    const stored = storedGuides(await readCampaignDataFolder(ARKHAM_CARDS_DATA));
    catalog = buildGuideCatalog(stored.catalogs);
    t = createGuideTranslator(catalog, { name: () => 'Roland Banks', gender: () => 'masculine' });
    english = stored.encounterSets;
  });

  it('turns the setup of The Gathering into German: encounter sets named, the resolution chooser translated', () => {
    const file = 'campaigns/notz/torch';
    const prompt: Prompt = {
      key: 'torch/$play_scenario#1',
      scenario: 'torch',
      step: '$play_scenario',
      kind: 'play_scenario',
      resolutions: [
        { id: 'no_resolution', title: { en: 'No resolution was reached', catalogue: file }, statuses: ['alive'] },
      ],
      shown: [
        { scenario: 'torch', step: 'gather_encounter_sets', type: 'encounter_sets', encounterSets: ['torch', 'rats'] },
        { scenario: 'torch', step: 'hidden', type: 'generic', text: { en: 'dummy', catalogue: file } },
        {
          scenario: 'torch',
          step: 'setup_locations',
          type: 'generic',
          text: {
            en: 'Put the Study location into play. Set each other location aside, out of play. Each investigator begins play in the Study.',
            catalogue: file,
          },
        },
      ],
    };
    const german = germanPrompt(prompt, t, encounterSetNamer(english, catalog));
    expect(german.shown[0]?.encounterSets).toEqual([
      { code: 'torch', name: 'Die Zusammenkunft' },
      { code: 'rats', name: 'Rattenschwarm' },
    ]);
    expect(german.shown[1]).toEqual({ scenario: 'torch', step: 'hidden', type: 'generic' });
    expect(german.shown[2]?.text).toMatch(/^Der Ort Arbeitszimmer wird ins Spiel gebracht/);
    expect(german.resolutions?.[0]?.title).toMatch(/Auflösung/);
  });

  it('names every encounter set of the supported campaigns in German', () => {
    const name = encounterSetNamer(english, catalog);
    const englishNames = new Map(english.map((entry) => [entry.code, entry.name]));
    const codes = new Set<string>();
    for (const folder of SUPPORTED_FOLDERS) {
      const dir = path.join(ARKHAM_CARDS_DATA, 'campaigns', folder);
      for (const file of readdirSync(dir).filter((entry) => entry.endsWith('.json'))) {
        for (const step of readJson(path.join(dir, file)).steps ?? []) {
          for (const code of step.encounter_sets ?? []) codes.add(code);
        }
      }
    }
    expect(codes.size).toBeGreaterThan(150);
    // Place and creature names that are the same in German.
    const sameInGerman = new Set(['dunwich', 'byakhee', 'expedition', 'tdc_expedition', 'knyan', 'rlyeh']);
    const untranslated = [...codes].filter(
      (code) => !sameInGerman.has(code) && [code, englishNames.get(code)].includes(name(code)),
    );
    expect(untranslated).toEqual([]);
  });

  it('writes the summary lines in German: log entry from the catalog, XP, trauma, chaos tokens', () => {
    const lineNames = {
      investigator: () => 'Roland Banks',
      card: () => 'Lita Chantler',
      section: () => 'Kampagnennotizen',
      scenario: () => 'Die Mitternachtsmasken',
    };
    const file = 'campaigns/notz/torch';
    expect(
      guideEffectLine(
        {
          type: 'log_entry',
          section: 'campaign_notes',
          id: 'house_standing',
          text: { en: 'your house is still standing.', catalogue: file },
        },
        t,
        lineNames,
      ),
    ).toBe('Logbuch (Kampagnennotizen): Dein Haus steht noch.');
    expect(guideEffectLine({ type: 'xp', investigator: '01001', amount: 2 }, t, lineNames)).toBe(
      'Roland Banks: +2 Erfahrung',
    );
    expect(guideEffectLine({ type: 'trauma', investigator: '01001', physical: 0, mental: 1 }, t, lineNames)).toBe(
      'Roland Banks erleidet 1 seelisches Trauma',
    );
    expect(guideEffectLine({ type: 'chaos_tokens', added: ['cultist'], removed: ['-1'] }, t, lineNames)).toBe(
      'Chaosbeutel – hinzufügen: Kultist; entfernen: −1',
    );
    expect(guideEffectLine({ type: 'card_added', investigator: '01001', card: '01117' }, t, lineNames)).toBe(
      'Roland Banks erhält Lita Chantler',
    );
  });

  it('names the difficulty as the Grimoire does („Schwierigkeitsgrad“, line 1404: Einfach, Normal, Schwer und Experte)', () => {
    const names = { investigator: () => '', card: () => '', section: () => '', scenario: () => '' };
    const line = (difficulty: 'easy' | 'standard' | 'hard' | 'expert') =>
      guideEffectLine({ type: 'difficulty', difficulty }, t, names);
    expect([line('easy'), line('standard'), line('hard'), line('expert')]).toEqual([
      'Schwierigkeitsgrad: Einfach',
      'Schwierigkeitsgrad: Normal',
      'Schwierigkeitsgrad: Schwer',
      'Schwierigkeitsgrad: Experte',
    ]);
  });
});
