import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import {
  type CampaignDefinition,
  CHAOS_TOKENS,
  campaignDefinitionSchema,
  DIFFICULTIES,
} from '../../../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../../../shared/campaign/definitions/build-campaign-definitions.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';
import { NOTZ_STANDARD_BAG } from '../journal-builder.ts';

// Campaign definitions built from the real arkham-cards-data folder (data README §2).

describeRealData('campaign definitions from arkham-cards-data', () => {
  let definitions: CampaignDefinition[];
  const definition = (id: string) => {
    const found = definitions.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`keine Definition ${id}`);
    return found;
  };

  beforeAll(async () => {
    definitions = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA));
  });

  it('builds 22 campaigns (The Dream-Eaters linked as tde beside its halves), 6 Return-to overlays and 3 standalone groups, each fitting campaignDefinitionSchema', () => {
    const count = (kind: CampaignDefinition['kind']) =>
      definitions.filter((candidate) => candidate.kind === kind).length;
    expect({ campaign: count('campaign'), return: count('return'), standalone: count('standalone') }).toEqual({
      campaign: 22,
      return: 6,
      standalone: 3,
    });
    for (const candidate of definitions) expect(campaignDefinitionSchema.parse(candidate)).toEqual(candidate);
  });

  it('orders official campaigns by the data position, each Return-to after its base, then standalones, then fan-made', () => {
    expect(definitions.map((candidate) => candidate.position)).toEqual(definitions.map((_, index) => index));
    expect(definitions.slice(0, 6).map((candidate) => candidate.id)).toEqual([
      'core',
      'rtnotz',
      'dwl',
      'rtdwl',
      'ptc',
      'rtptc',
    ]);
    expect(definitions.filter((candidate) => candidate.kind === 'standalone').map((candidate) => candidate.id)).toEqual(
      ['fof', 'gob', 'side'],
    );
    const firstFanMade = definitions.findIndex((candidate) => !candidate.official);
    expect(definitions.slice(firstFanMade).every((candidate) => !candidate.official)).toBe(true);
  });

  it('names The Night of the Zealot (id core) in German with its 3 scenarios in order', () => {
    const notz = definition('core');
    expect(notz).toMatchObject({
      name: 'Die Nacht des Zeloten',
      nameEn: 'The Night of the Zealot',
      kind: 'campaign',
      official: true,
    });
    expect(notz.scenarios.map(({ id, name, kind, branch }) => ({ id, name, kind, branch }))).toEqual([
      { id: 'torch', name: 'Die Zusammenkunft', kind: 'scenario', branch: false },
      { id: 'arkham', name: 'Die Mitternachtsmasken', kind: 'scenario', branch: false },
      { id: 'tentacles', name: 'Der Verschlinger aus der Tiefe', kind: 'scenario', branch: false },
    ]);
    expect(notz.scenarios[0]!.resolutions).toEqual([
      { id: 'no_resolution', title: 'Es wurde keine Auflösung erreicht' },
      { id: 'R1', title: 'Auflösung 1' },
      { id: 'R2', title: 'Auflösung 2' },
      { id: 'R3', title: 'Auflösung 3' },
    ]);
  });

  it('takes the chaos bags from difficulty_choice: all four difficulties, NotZ standard exactly as printed', () => {
    const notz = definition('core');
    expect(Object.keys(notz.chaosBags)).toEqual([...DIFFICULTIES]);
    expect(notz.chaosBags.standard).toEqual([...NOTZ_STANDARD_BAG]);
  });

  it('uses only tokens of CHAOS_TOKENS, in every campaign bag and every standalone scenario bag', () => {
    const bags = definitions.flatMap((candidate) => [
      candidate.chaosBags,
      ...candidate.scenarios.map((scenario) => scenario.chaosBags ?? {}),
    ]);
    const tokens = new Set(bags.flatMap((bag) => Object.values(bag).flat()));
    expect([...tokens].filter((token) => !(CHAOS_TOKENS as readonly string[]).includes(token))).toEqual([]);
    expect(tokens).toContain('frost');
  });

  it('gives every official campaign a German name; Guardians of the Abyss, which no catalog names, its German pack name', () => {
    const untranslated = definitions
      .filter((candidate) => candidate.official && candidate.name === candidate.nameEn)
      .map((candidate) => candidate.id);
    expect(untranslated).toEqual([]);
    // arkhamdb-json-data translations/de/packs.json, code guardians: „Wächter des Abgrunds“.
    expect(definition('gob').name).toBe('Wächter des Abgrunds');
  });

  it('lists The Forgotten Age in order: prologue, interludes, epilogue, and Turn Back Time only through a branch', () => {
    const tfa = definition('tfa');
    // The German cycle list's spelling (translations/de/cycles.json), not campaign.po's „Das Vergessene Zeitalter“.
    expect(tfa.name).toBe('Das vergessene Zeitalter');
    expect(tfa.scenarios.map(({ id, kind, branch }) => `${id}:${kind}${branch ? ':branch' : ''}`)).toEqual([
      'tfa_prologue:prologue',
      'wilds:scenario',
      'tfa_interlude1:interlude',
      'eztli:scenario',
      'tfa_interlude2:interlude',
      'threads_of_fate:scenario',
      'the_boundary_beyond:scenario',
      'tfa_interlude3:interlude',
      'heart_of_the_elders_part_1:scenario',
      'heart_of_the_elders_part_2:scenario',
      'the_city_of_archives:scenario',
      'tfa_interlude4:interlude',
      'the_depths_of_yoth:scenario',
      'tfa_interlude5:interlude',
      'shattered_aeons:scenario',
      'tfa_epilogue:epilogue',
      'turn_back_time:scenario:branch',
    ]);
  });

  it('lists the Forgotten Age supplies (Ausrüstung) from the Prologue and Threads of Fate purchase steps, German, with costs', () => {
    const section = definition('tfa').logSections.find((candidate) => candidate.type === 'supplies');
    expect(section).toMatchObject({ id: 'supplies', title: 'Ausrüstung', hidden: false });
    expect(section!.supplies!.map(({ id, name, cost, multiple }) => [id, name, cost, multiple ?? false])).toEqual([
      ['provisions', 'Proviant', 1, true],
      ['medicine', 'Medizin', 2, true],
      ['rope', 'Seil', 3, false],
      ['blanket', 'Decke', 2, false],
      ['canteen', 'Feldflasche', 2, false],
      ['torches', 'Fackeln', 3, false],
      ['compass', 'Kompass', 2, false],
      ['map', 'Landkarte', 3, false],
      ['binoculars', 'Fernglas', 2, false],
      ['chalk', 'Kreide', 2, false],
      ['pendant', 'Glücksbringer', 1, false],
      ['gasoline', 'Benzin', 1, true],
      ['pocketknife', 'Taschenmesser', 2, false],
      ['pickaxe', 'Spitzhacke', 2, false],
    ]);
    expect(section!.supplies![0]!.description).toBe(
      'Nahrung und Wasser für eine Person. Unverzichtbar auf jeder Reise.',
    );
  });

  it('types the log sections as the data does: a missing type is a list, counts carry German titles', () => {
    const titlesOf = (id: string, type: string) =>
      definition(id)
        .logSections.filter((section) => section.type === type)
        .map((section) => section.title);
    expect(
      definition('core').logSections.map(({ id, type, hidden }) => `${id}:${type}${hidden ? ':hidden' : ''}`),
    ).toEqual(['campaign_notes:list', 'cultists_interrogated:list', 'cultists_escaped:list', 'hidden:list:hidden']);
    expect(titlesOf('ptc', 'count')).toEqual(['Auf der Jagd nach dem Fremden', 'Zweifel', 'Überzeugung']);
    expect(titlesOf('tfa', 'count')).toEqual(['Yigs Zorn']);
    expect(titlesOf('tskc', 'count')).toEqual(['Verstrichene Zeit']);
  });

  it('gives Edge of the Earth (Am Rande der Welt) its headers, lists and the expedition team; the data has no count section there', () => {
    const eoe = definition('eoe');
    expect(eoe.name).toBe('Am Rande der Welt');
    expect(eoe.logSections.filter((section) => section.type === 'header').map((section) => section.title)).toEqual([
      'Eis und Tod',
      'Tödliches Trugbild',
      'Das Herz des Wahnsinns',
    ]);
    expect(eoe.logSections.find((section) => section.id === 'expedition_team')).toMatchObject({
      title: 'Expeditionsteam',
      type: 'partner',
    });
    expect(eoe.logSections.find((section) => section.id === 'supplies_recovered')).toMatchObject({
      title: 'Geborgene Vorräte',
      type: 'list',
    });
    expect(eoe.logSections.some((section) => section.type === 'count')).toBe(false);
    expect(eoe.scenarios.filter((scenario) => scenario.branch).map((scenario) => scenario.id)).toEqual([
      'fatal_mirage',
      'fatal_mirage_2',
      'fatal_mirage_3',
    ]);
  });

  it('merges Return to The Night of the Zealot onto core: return scenarios with the base resolutions, bags and log', () => {
    const rtnotz = definition('rtnotz');
    expect(rtnotz).toMatchObject({
      name: 'Rückkehr zu: Die Nacht des Zeloten',
      kind: 'return',
      baseId: 'core',
      official: true,
    });
    expect(rtnotz.scenarios.map(({ id, name }) => [id, name])).toEqual([
      ['return_to_the_gathering', 'Rückkehr zu: Die Zusammenkunft'],
      ['return_to_the_midnight_masks', 'Rückkehr zu: Die Mitternachtsmasken'],
      ['return_to_the_devourer_below', 'Rückkehr zu: Der Verschlinger aus der Tiefe'],
    ]);
    expect(rtnotz.scenarios[0]!.resolutions).toEqual(definition('core').scenarios[0]!.resolutions);
    expect(rtnotz.chaosBags).toEqual(definition('core').chaosBags);
    expect(rtnotz.logSections).toEqual(definition('core').logSections);
  });

  it('keeps base scenarios a Return-to does not replace and swaps in its versions of branch scenarios', () => {
    const ids = (id: string) =>
      definition(id).scenarios.map((scenario) => `${scenario.id}${scenario.branch ? '*' : ''}`);
    expect(ids('rttfa')).toContain('tfa_interlude1');
    expect(ids('rttfa').at(-1)).toBe('return_to_turn_back_time*');
    expect(ids('rtptc')).toEqual([
      'ptc_prologue',
      'return_to_curtain_call',
      'return_to_the_last_king',
      'ptc_interlude1*',
      'ptc_interlude1_reprint*',
      'return_to_echoes_of_the_past*',
      'return_to_the_unspeakable_oath*',
      'ptc_interlude2*',
      'return_to_a_phantom_of_truth*',
      'return_to_the_pallid_mask*',
      'return_to_black_stars_rise*',
      'return_to_dim_carcosa*',
      'ptc_epilogue*',
    ]);
    expect(definition('rttic')).toMatchObject({ kind: 'return', baseId: 'tic', official: false });
  });

  it('lists the standalone groups: Fortune and Folly, Guardians of the Abyss, and 36 side stories each with its own bag', () => {
    expect(definition('fof')).toMatchObject({ name: 'Glück und Torheit', kind: 'standalone' });
    expect(Object.keys(definition('gob').chaosBags)).toEqual(['standard', 'hard']);
    const side = definition('side');
    expect(side.kind).toBe('standalone');
    const stories = side.scenarios.filter((scenario) => !scenario.branch);
    expect(stories).toHaveLength(36);
    expect(stories.every((scenario) => scenario.kind === 'side')).toBe(true);
    expect(stories[0]).toMatchObject({ id: 'the_midwinter_gala', name: 'Die Mittwinter-Gala', xpCost: 2 });
    expect(Object.keys(stories[0]!.chaosBags!)).toEqual(['standard', 'hard', 'expert']);
    // Fortune and Folly's Part I takes the bags of the fof campaign („Choose difficulty level:“).
    expect(stories.filter((scenario) => !scenario.chaosBags).map((scenario) => scenario.id)).toEqual([]);
  });

  it('marks the fan-made campaigns (creator in `custom`) as not official', () => {
    expect(definitions.filter((candidate) => !candidate.official).map((candidate) => candidate.id)).toEqual([
      'rttic',
      'zdm',
      'zaw',
      'zce',
      'zcp',
      'zcf',
      'zoz',
      'zau',
      'zhod',
    ]);
  });
});
