import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import { LINKED_DREAM_EATERS } from '../../../../shared/campaign/definitions/linked-campaign.ts';
import type { RawCampaignData } from '../../../../shared/campaign/definitions/raw-campaign-data.ts';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { GUIDED_CAMPAIGNS } from '../../../../shared/guide/supported-campaigns.ts';
import { buildGuideCatalog, type GuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { type GuideMarkup, parseGuideMarkup } from '../../../../shared/guide/text/guide-markup.ts';
import { type GuideTextField, guideTextFields } from '../../../../shared/guide/text/guide-text-fields.ts';
import {
  createGuideTranslator,
  fillName,
  type GuideTranslator,
} from '../../../../shared/guide/text/guide-translator.ts';
import { guideIconLabel } from '../../../../shared/i18n/de/guide-icons.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';
import { UNTRANSLATED_ALLOW_LIST } from './untranslated-allow-list.ts';

// No English text reaches the screen for the supported campaigns: every text-bearing field of
// their guide files has German (data README „German campaign text“), and that German parses into
// known markup only — no unknown tag left as text, every symbol with a German name.

// The linked Dream-Eaters (`tde`) has no folder of its own: its texts are its halves' (tdea, tdeb).
const SUPPORTED: readonly string[] = GUIDED_CAMPAIGNS.filter((id) => id !== LINKED_DREAM_EATERS);

interface Field {
  file: string;
  path: string;
  english: string;
  german: string | undefined;
}

function flatten(nodes: readonly GuideMarkup[]): GuideMarkup[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'styled') return [node, ...flatten(node.children)];
    if (node.kind === 'list') return [node, ...node.items.flatMap(flatten)];
    return [node];
  });
}

function germanOf(catalog: GuideCatalog, translator: GuideTranslator, field: GuideTextField, file: string) {
  if (field.gender) return catalog.lookupGendered(field.text, field.gender, file);
  const text = { en: field.text, catalogue: file };
  return translator.isTranslated(text) ? translator.german(text) : undefined;
}

describeRealData('German text of the supported campaign guides', () => {
  let fields: Field[];
  let folderIds: string[];

  beforeAll(async () => {
    const raw: RawCampaignData = await readCampaignDataFolder(ARKHAM_CARDS_DATA);
    // The catalogs the app stores with the guides (every campaign's: they are de-duplicated across campaigns).
    const catalog: GuideCatalog = buildGuideCatalog(storedGuides(raw).catalogs);
    const translator: GuideTranslator = createGuideTranslator(catalog);
    const folders = [...raw.campaigns, ...raw.returns].filter((folder) =>
      SUPPORTED.includes((folder.campaign.json as { id: string }).id),
    );
    folderIds = folders.map((folder) => (folder.campaign.json as { id: string }).id).sort();
    fields = folders.flatMap((folder) =>
      [folder.campaign, ...folder.scenarios].flatMap((file) => {
        const name = file.path.replace(/\.json$/, '');
        return guideTextFields(file.json).map((field) => ({
          file: name,
          path: field.path,
          english: field.text,
          german: germanOf(catalog, translator, field, name),
        }));
      }),
    );
  });

  it('walks all 19 supported campaign folders and thousands of texts', () => {
    expect(folderIds).toEqual([...SUPPORTED].sort());
    expect(fields.length).toBeGreaterThan(8_000);
  });

  it('finds German for every text-bearing field except the listed allow-list', () => {
    const allowed = new Set(UNTRANSLATED_ALLOW_LIST.map((entry) => `${entry.file}#${entry.path}`));
    // German equal to an English sentence (a lower-case word in it, so not a name or a title) is the English repeated.
    const english = (field: Field) =>
      field.german === undefined || (field.german === field.english && /(^|\s)[a-z]{2,}/.test(field.english));
    const missing = fields.filter((field) => english(field) && !allowed.has(`${field.file}#${field.path}`));
    expect(missing.map((field) => `${field.file}#${field.path}: ${field.english.slice(0, 80)}`)).toEqual([]);
  });

  it('keeps the allow-list short, with a reason each, and every entry still needed', () => {
    expect(UNTRANSLATED_ALLOW_LIST.length).toBeLessThanOrEqual(10);
    for (const entry of UNTRANSLATED_ALLOW_LIST) {
      expect(entry.reason.length).toBeGreaterThan(20);
      const field = fields.find((candidate) => candidate.file === entry.file && candidate.path === entry.path);
      expect(field, `${entry.file}#${entry.path}`).toBeDefined();
      expect([undefined, field?.english], `${entry.file}#${entry.path} is translated now`).toContain(field?.german);
    }
  });

  it('fills the name wherever the English has a #name# placeholder, leaving no placeholder behind', () => {
    const lost = fields.filter((field) => {
      if (!field.english.includes('#name#')) return false;
      const filled = fillName(field.german ?? '', 'Agnes Baker');
      return !filled.includes('Agnes Baker') || filled.includes('#name');
    });
    expect(lost.map((field) => `${field.file}#${field.path}`)).toEqual([]);
  });

  it('parses every German text into known markup: no tag left as text, every symbol named in German', () => {
    const problems: string[] = [];
    for (const field of fields) {
      if (field.german === undefined) continue;
      for (const node of flatten(parseGuideMarkup(field.german))) {
        if (node.kind === 'text' && /<\/?[a-z]+>/i.test(node.text)) problems.push(`${field.file}#${field.path}: tag`);
        if (node.kind === 'icon' && guideIconLabel(node.icon) === undefined)
          problems.push(`${field.file}#${field.path}: [${node.icon}]`);
      }
    }
    expect(problems).toEqual([]);
  });
});
