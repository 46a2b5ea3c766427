import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../core/services/campaign-data-folder.ts';
import { definitionLabel } from '../../../renderer/campaign/definition-groups.ts';
import type { CampaignDefinition } from '../../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../../shared/campaign/definitions/build-campaign-definitions.ts';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { germanName } from '../../../shared/cards/german-names.ts';
import { GUIDED_CAMPAIGNS } from '../../../shared/guide/supported-campaigns.ts';
import { listedCampaignName } from '../../../shared/i18n/de/campaign-names.ts';
import { guideNotSupported } from '../../../shared/i18n/de/guide-problems.ts';
import { FACTION_LABELS } from '../../../shared/i18n/de/labels.ts';
import { realPool } from '../../support/card-data.ts';
import { ARKHAM_CARDS_DATA, ARKHAMDB_DATA, describeRealData } from '../../support/real-data.ts';

// One German spelling for each campaign, cycle, pack and class name the app shows, read from the
// German data itself (docs/data-notes.md „Namen von Kampagnen, Zyklen und Packs“): packs and cycles
// from arkhamdb-json-data translations/de, campaigns from the campaign catalogues of
// arkham-cards-data (every .po file under i18n/de). Where the two spell one name in different letter
// cases, the cycle list's spelling is the app's.

/** code → German name of a translations/de list. */
function germanList(file: string): Map<string, string> {
  const list = JSON.parse(readFileSync(path.join(ARKHAMDB_DATA, 'translations', 'de', file), 'utf8')) as {
    code: string;
    name: string;
  }[];
  return new Map(list.map((entry) => [entry.code, entry.name]));
}

/** English → German, from every German catalogue of the campaign data (every .po file under i18n/de). */
function campaignCatalogNames(): Map<string, string> {
  const german = path.join(ARKHAM_CARDS_DATA, 'i18n', 'de');
  const files = readdirSync(german, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.po'));
  const names = new Map<string, string>();
  for (const file of files.sort()) {
    for (const [, english, name] of readFileSync(path.join(german, file), 'utf8').matchAll(
      /^msgid "(.+)"\nmsgstr "(.+)"$/gm,
    ))
      if (!names.has(english!)) names.set(english!, name!);
  }
  return names;
}

const folded = (name: string) => name.toLocaleLowerCase('de');

describeRealData('names shown for campaigns, cycles, packs and classes (German data)', () => {
  let pool: CardPool;
  let definitions: CampaignDefinition[];
  const packsDe = germanList('packs.json');
  const cyclesDe = germanList('cycles.json');
  const cycleSpelling = new Map([...cyclesDe.values()].map((name) => [folded(name), name]));
  /** A German name as the app spells it: the cycle list's spelling where it has the name. */
  const spelled = (name: string) => cycleSpelling.get(folded(name)) ?? name;

  beforeAll(async () => {
    pool = await realPool();
    definitions = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA));
  });

  it('every pack shows its German pack name; only Enthralling Encore has none and shows the English one', () => {
    const untranslated: string[] = [];
    for (const pack of pool.data.packs) {
      const german = packsDe.get(pack.code);
      if (german === undefined) untranslated.push(pack.code);
      expect(germanName(pack), pack.code).toBe(german === undefined ? pack.name : spelled(german));
    }
    expect(untranslated).toEqual(['enc']);
    // The case the rule is for: pack tfa is „Das Vergessene Zeitalter“ in packs.json.
    expect(packsDe.get('tfa')).toBe('Das Vergessene Zeitalter');
    expect(germanName(pool.pack('tfa')!)).toBe(cyclesDe.get('tfa'));
  });

  it('every cycle shows its German cycle name', () => {
    for (const cycle of pool.data.cycles) expect(germanName(cycle), cycle.code).toBe(cyclesDe.get(cycle.code));
  });

  it('every campaign shows the name of its German catalogue, in the cycle list spelling; fan-made ones without one stay English', () => {
    const catalog = campaignCatalogNames();
    const english: string[] = [];
    for (const definition of definitions) {
      if (definition.id === 'tde') {
        // Linked Dream-Eaters: no catalogue names the whole; the German cycle name does.
        expect(definition.name).toBe(cyclesDe.get('tde'));
        continue;
      }
      if (definition.id === 'gob') {
        // No catalogue names Guardians of the Abyss; the German pack name does.
        expect(definition.name).toBe(packsDe.get('guardians'));
        continue;
      }
      if (definition.id === 'rttic') {
        // packs.po: „Inoffizielle Rückkehr zu: …“; the app marks fan-made campaigns itself, once.
        expect(catalog.get(definition.nameEn)).toBe('Inoffizielle Rückkehr zu: Die Innsmouth-Verschwörung');
        expect(definition.name).toBe('Rückkehr zu: Die Innsmouth-Verschwörung');
        continue;
      }
      const german = catalog.get(definition.nameEn);
      if (german === undefined) english.push(definition.id);
      expect(definition.name, definition.id).toBe(german === undefined ? definition.nameEn : spelled(german));
    }
    expect(english.sort()).toEqual(['zau', 'zce', 'zcf', 'zcp', 'zhod', 'zoz']);
    expect(definitions.filter((definition) => english.includes(definition.id)).every((d) => !d.official)).toBe(true);
    expect(definitions.find((definition) => definition.id === 'tfa')?.name).toBe('Das vergessene Zeitalter');
  });

  it('no name is shown in two spellings across campaigns, cycles and packs', () => {
    const shown = [
      ...definitions.map((definition) => definition.name),
      ...pool.data.cycles.map(germanName),
      ...pool.data.packs.map(germanName),
    ];
    const spellings = new Map<string, Set<string>>();
    for (const name of shown) spellings.set(folded(name), (spellings.get(folded(name)) ?? new Set()).add(name));
    expect([...spellings.values()].filter((set) => set.size > 1).map((set) => [...set])).toEqual([]);
  });

  it('the guide names the campaigns it runs as the campaign list does', () => {
    const guided = definitions.filter((definition) => (GUIDED_CAMPAIGNS as readonly string[]).includes(definition.id));
    expect(guided).toHaveLength(GUIDED_CAMPAIGNS.length);
    const message = guideNotSupported(guided.map((definition) => definition.name));
    for (const definition of guided) expect(message, definition.id).toContain(definition.name);
    expect(message).toContain('Die Nacht des Zeloten, ');
    expect(message).toContain('Rückkehr zu: Das vergessene Zeitalter');
  });

  it('a fan-made campaign is marked „(inoffiziell)“ once, in one spelling, in the new-campaign list and the CLI', () => {
    const rttic = definitions.find((definition) => definition.id === 'rttic')!;
    const listed = listedCampaignName(rttic.name, rttic.official);
    expect(listed).toBe('Rückkehr zu: Die Innsmouth-Verschwörung (inoffiziell)');
    expect(definitionLabel(rttic)).toBe(listed);
    for (const definition of definitions.filter((entry) => !entry.official)) {
      const label = definitionLabel(definition);
      expect(label.match(/inoffiziell/gi), definition.id).toHaveLength(1);
      expect(label, definition.id).toBe(`${definition.name} (inoffiziell)`);
    }
  });

  it('every class shows the German class name of the card data (translations/de/factions.json)', () => {
    const factionsDe = germanList('factions.json');
    expect(Object.keys(FACTION_LABELS).sort()).toEqual([...factionsDe.keys()].sort());
    for (const [code, name] of factionsDe) expect(FACTION_LABELS[code], code).toBe(name);
    for (const [code, name] of factionsDe) expect(pool.data.labels.factions[code], code).toBe(name);
  });
});
