import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { encounterSetNamer } from '../../../../shared/guide/text/encounter-set-names.ts';
import { type EncounterSetName, germanPrompt } from '../../../../shared/guide/text/german-prompt.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { guideProgress } from '../../../../shared/guide/text/guide-progress.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import { guidePreviewOf } from '../../../../shared/guide/text/guide-view.ts';
import type { GuideAnswer, GuideData } from '../../../../shared/guide/types.ts';
import { realCampaignData, realGuide } from '../../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../../support/guide-random-answers.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The screen's view of Night of the Zealot run by the engine: after the campaign setup (Roland
// Banks 01001, Agnes Baker 01004, Normal, Paranoia 01097 and Psychosis 01099 drawn), The
// Gathering asks to be set up and played; then Resolution 1's summary is German.

const ROLAND = '01001';
const AGNES = '01004';
const SETUP: GuideAnswer[] = [
  { key: '$setup/choose_investigators', value: { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] } },
  { key: '$setup/difficulty_choice', value: { kind: 'choose_one', choice: 'standard' } },
  {
    key: '$setup/draw_weakness',
    value: {
      kind: 'investigator_choice',
      choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
      weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
    },
  },
  { key: '$setup/save_decks', value: { kind: 'save_decks' } },
];
const SCENARIOS = [
  { id: 'torch', name: 'Die Zusammenkunft' },
  { id: 'arkham', name: 'Die Mitternachtsmasken' },
  { id: 'tentacles', name: 'Der Verschlinger in der Tiefe' },
];

describeRealData('the guide view of Night of the Zealot', () => {
  let guide: GuideData;
  let t: GuideTranslator;
  let encounterSet: EncounterSetName;
  beforeAll(async () => {
    guide = await realGuide('core');
    // As the guide service reads them: the stored catalogs and encounter sets.
    const stored = storedGuides(await realCampaignData());
    const catalog = buildGuideCatalog(stored.catalogs);
    t = createGuideTranslator(catalog, { name: () => 'Roland Banks', gender: () => 'masculine' });
    encounterSet = encounterSetNamer(stored.encounterSets, catalog);
  });

  it('shows The Gathering set up in German, the resolution chooser next, the scenario current', () => {
    const run = runGuide(guide, SETUP, CORE_INVESTIGATORS);
    if (!run.prompt) throw new Error('kein offener Schritt');
    const prompt = germanPrompt(run.prompt, t, encounterSet);
    expect(prompt.kind).toBe('play_scenario');
    const sets = prompt.shown.flatMap((step) => step.encounterSets ?? []).map((set) => set.name);
    expect(sets).toContain('Rattenschwarm');
    expect(prompt.shown.some((step) => step.text?.startsWith('Der Ort Arbeitszimmer'))).toBe(true);
    expect(prompt.resolutions?.every((resolution) => !/Resolution|No resolution/.test(resolution.title))).toBe(true);
    const progress = guideProgress({ scenarios: run.state.scenarios, current: prompt.scenario }, SCENARIOS);
    expect(progress.map((entry) => entry.mark)).toEqual(['current', 'later', 'later']);
  });

  it('summarises Resolution 1 of The Gathering in German before it is written', () => {
    const answers = [
      ...SETUP,
      { key: 'torch/$play_scenario', value: { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' } } as GuideAnswer,
    ];
    const run = runGuide(guide, answers, CORE_INVESTIGATORS);
    const effects = run.applied.at(-1)?.effects ?? [];
    const names = {
      investigator: (code: string) => ({ [ROLAND]: 'Roland Banks', [AGNES]: 'Agnes Baker' })[code] ?? code,
      card: (code: string) => code,
      section: (id: string) => (id === 'campaign_notes' ? 'Kampagnennotizen' : id),
      scenario: (id: string) => SCENARIOS.find((scenario) => scenario.id === id)?.name ?? id,
    };
    const { lines } = guidePreviewOf(effects, t, names);
    // Printed guide, The Gathering, Resolution 1: the house burns, the lead earns Lita Chantler (01117)
    // and suffers 1 mental trauma.
    expect(lines).toContain('Logbuch (Kampagnennotizen): Dein Haus wurde niedergebrannt.');
    expect(lines).toContain('Roland Banks erhält 01117');
    expect(lines).toContain('Roland Banks erleidet 1 seelisches Trauma');
    expect(lines.join('\n')).not.toMatch(/your house|Resolution/);
  });
});
