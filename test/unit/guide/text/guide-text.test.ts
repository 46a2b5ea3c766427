import { beforeAll, describe, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import { buildGuideCatalog, type GuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { guideTextFields } from '../../../../shared/guide/text/guide-text-fields.ts';
import { createGuideTranslator, fillName } from '../../../../shared/guide/text/guide-translator.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';

// Looking up the German of guide strings: NFC keys, the file's own catalog first, gendered
// variants (msgctxt), #name#, and the app's catalogue for what the data does not translate.

describe('buildGuideCatalog on small catalogs', () => {
  const decomposed = 'Cult of Umo\u0302rdhoth';
  const catalog = buildGuideCatalog([
    {
      path: 'i18n/de/campaigns/notz/campaign.po',
      text: `msgid ""\nmsgstr "Language: de\\n"\n\nmsgid "${decomposed}"\nmsgstr "Kult des Umo\u0302rdhoth"\n\nmsgid "Setup"\nmsgstr "Vorbereitung"\n\nmsgid "Unused"\nmsgstr ""\n`,
    },
    {
      path: 'i18n/de/campaigns/dwl/campaign.po',
      text: 'msgid "Setup"\nmsgstr "Spielaufbau"\n\nmsgctxt "nonbinary"\nmsgid "#name# left."\nmsgstr "#name# left."\n\nmsgctxt "masculine"\nmsgid "#name# left."\nmsgstr "#name# ist gegangen."\n',
    },
  ]);

  it('compares English and German after Unicode NFC', () => {
    expect(catalog.lookup('Cult of Umôrdhoth')).toBe('Kult des Umôrdhoth'.normalize('NFC'));
    expect(catalog.lookup(decomposed)).toBe('Kult des Umôrdhoth');
  });

  it('prefers the named catalog, then the first catalog that translates the text', () => {
    expect(catalog.lookup('Setup', 'campaigns/dwl/campaign')).toBe('Spielaufbau');
    expect(catalog.lookup('Setup')).toBe('Vorbereitung');
  });

  it('treats an empty msgstr and a gendered variant repeating the English as untranslated', () => {
    expect(catalog.lookup('Unused')).toBeUndefined();
    expect(catalog.lookupGendered('#name# left.', 'nonbinary')).toBe('#name# ist gegangen.');
  });

  it('refuses a file that is not a catalog, naming it', () => {
    expect(() => buildGuideCatalog([{ path: 'i18n/de/campaigns/x.po', text: 'kaputt' }])).toThrow(
      expect.objectContaining({ code: 'campaign_data_invalid' }),
    );
  });
});

describe('fillName', () => {
  it('fills every #name#, also the one a catalog wrote without its closing #', () => {
    expect(fillName('#name# und #name hat', 'Roland Banks')).toBe('Roland Banks und Roland Banks hat');
  });
});

describeRealData('German guide text from the real catalogs', () => {
  let catalog: GuideCatalog;
  beforeAll(async () => {
    catalog = buildGuideCatalog((await readCampaignDataFolder(ARKHAM_CARDS_DATA)).catalogs);
  });

  it('translates a Night of the Zealot log entry and a resolution title', () => {
    const t = createGuideTranslator(catalog);
    expect(t.german({ en: 'your house is still standing.', catalogue: 'campaigns/notz/torch' })).toBe(
      'Dein Haus steht noch.',
    );
    expect(t.german({ en: 'No resolution was reached', catalogue: 'campaigns/notz/torch' })).toMatch(/Auflösung/);
  });

  it('fills a gendered sentence about an investigator with the German variant and the name', () => {
    const t = createGuideTranslator(catalog, { name: () => 'Agnes Baker', gender: () => 'feminine' });
    const english = '#name# starts with 3 fewer resources.';
    const text = {
      en: english,
      catalogue: 'campaigns/tfa/eztli',
      investigator: '01004',
      variants: { masculine: english, feminine: english, nonbinary: english },
    };
    expect(t.german(text)).toBe('Agnes Baker beginnt das Spiel mit 3 Ressourcen weniger.');
    expect(t.isTranslated(text)).toBe(true);
  });

  it('uses the masculine German where a catalog leaves the nonbinary variant in English (The Pallid Mask)', () => {
    const english = '#name# read Act 2 of The King in Yellow.';
    expect(catalog.lookupGendered(english, 'nonbinary', 'campaigns/ptc/the_pallid_mask')).toBe(
      catalog.lookupGendered(english, 'masculine', 'campaigns/ptc/the_pallid_mask'),
    );
    expect(catalog.lookupGendered(english, 'nonbinary')).toMatch(/König in Gelb/);
  });

  it("answers the engine strings no catalog holds from the app's catalogue, and leaves unknown English as is", () => {
    const t = createGuideTranslator(catalog);
    expect(t.german({ en: 'Draw Random Basic Weakness', catalogue: 'campaigns/notz/campaign' })).toBe(
      'Zufällige Grundschwäche ziehen',
    );
    expect(t.plain('Haunted')).toBe('Heimgesucht');
    expect(t.isTranslated({ en: 'Not a guide string', catalogue: 'campaigns/notz/campaign' })).toBe(false);
    expect(t.german({ en: 'Not a guide string', catalogue: 'campaigns/notz/campaign' })).toBe('Not a guide string');
  });
});

describe('guideTextFields', () => {
  it('lists shown texts with their JSON path, skips ids, narration and the data placeholder "dummy"', () => {
    const fields = guideTextFields({
      id: 'torch',
      scenario_name: 'The Gathering',
      steps: [
        { id: 'prologue', type: 'story', text: 'Intro', narration: { id: 'x', name: 'Intro' } },
        { id: 'hidden', effects: [{ type: 'campaign_log', id: 'a', text: 'dummy' }] },
        {
          id: 'c',
          input: {
            type: 'choose_one',
            choices: [{ id: 'y', text: 'Yes', feminine_text: '#name# went.', masculine_text: '#name# went.' }],
          },
        },
      ],
    });
    expect(fields).toEqual([
      { path: 'scenario_name', field: 'scenario_name', text: 'The Gathering' },
      { path: 'steps.0.text', field: 'text', text: 'Intro' },
      { path: 'steps.2.input.choices.0.text', field: 'text', text: 'Yes' },
      {
        path: 'steps.2.input.choices.0.feminine_text',
        field: 'feminine_text',
        text: '#name# went.',
        gender: 'feminine',
      },
      {
        path: 'steps.2.input.choices.0.masculine_text',
        field: 'masculine_text',
        text: '#name# went.',
        gender: 'masculine',
      },
    ]);
  });
});
