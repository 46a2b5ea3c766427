import { describe, expect, it } from 'vitest';
import {
  type ArkhamDbAnswers,
  englishRecord,
  germanRecord,
  rawCardDataFromApi,
  restrictionsToString,
} from '../../../shared/cards/arkhamdb-api.ts';
import type { ApiCard } from '../../../shared/cards/arkhamdb-api-schema.ts';
import { apiCardsSchema, apiTaboosSchema } from '../../../shared/cards/arkhamdb-api-schema.ts';
import { buildCardPool } from '../../../shared/cards/build-pool.ts';

// The adapter from ArkhamDB's API answers to the data folder's shape.

/** Roland as the German host sends him (fields as the API's PHP source builds them). */
const ROLAND_DE = {
  pack_code: 'core',
  pack_name: 'Grundspiel',
  type_code: 'investigator',
  type_name: 'Ermittler',
  faction_code: 'guardian',
  faction_name: 'Wächter',
  position: 1,
  exceptional: false,
  myriad: false,
  code: '01001',
  name: 'Roland Banks',
  real_name: 'Roland Banks',
  subname: 'Der Bundesagent',
  text: '[reaction] Nachdem du einen Gegner besiegt hast: Entdecke 1 Hinweis an deinem Ort. (Max. 1-mal pro Runde.)',
  real_text: '[reaction] After you defeat an enemy: Discover 1 clue at your location. (Limit once per round.)',
  quantity: 1,
  skill_willpower: 3,
  health: 9,
  sanity: 5,
  deck_limit: 1,
  real_slot: null,
  traits: 'Agentur. Detektiv.',
  real_traits: 'Agency. Detective.',
  deck_requirements: {
    size: 30,
    card: { '01006': { '01006': '01006' }, '01007': { '01007': '01007' } },
    random: [{ target: 'subtype', value: 'basicweakness' }],
  },
  deck_options: [{ faction: ['guardian', 'neutral'], level: { min: 0, max: 5 } }],
  is_unique: true,
  double_sided: true,
  back_text: 'Deckgröße: 30.',
  errata_date: { date: '2017-02-15 00:00:00.000000', timezone_type: 3, timezone: 'UTC' },
  url: 'https://de.arkhamdb.com/card/01001',
  imagesrc: '/bundles/cards/01001.png',
};

describe('englishRecord', () => {
  it('takes the English from real_*, drops what only the API adds and the false flags PHP sends', () => {
    const [card] = apiCardsSchema.parse([ROLAND_DE]);
    const record = englishRecord(card!, 'test');
    expect(record).toMatchObject({
      code: '01001',
      name: 'Roland Banks',
      text: ROLAND_DE.real_text,
      traits: 'Agency. Detective.',
      is_unique: true,
      double_sided: true,
    });
    for (const field of ['url', 'imagesrc', 'pack_name', 'faction_name', 'real_name', 'exceptional', 'myriad', 'slot'])
      expect(record).not.toHaveProperty(field);
  });

  it('turns parsed requirements back into the card files’ text and the errata date into a day', () => {
    const record = englishRecord(apiCardsSchema.parse([ROLAND_DE])[0]!, 'test');
    expect(record.deck_requirements).toBe('size:30, card:01006, card:01007, random:subtype:basicweakness');
    expect(record.errata_date).toBe('2017-02-15');
  });

  it('renames references and parses options sent as JSON text', () => {
    const reprint = {
      ...ROLAND_DE,
      code: '12001',
      duplicate_of_code: '01001',
      duplicate_of_name: 'Roland Banks',
      alternate_of_code: '01001',
      linked_to_code: '01001b',
      deck_options: '[{"faction":["guardian"]}]',
    };
    const record = englishRecord(reprint as unknown as ApiCard, 'test');
    expect(record).toMatchObject({
      duplicate_of: '01001',
      alternate_of: '01001',
      back_link: '01001b',
      deck_options: [{ faction: ['guardian'] }],
    });
    expect(record).not.toHaveProperty('duplicate_of_name');
  });
});

describe('germanRecord', () => {
  it('keeps the translated display fields that differ from the English', () => {
    const card = apiCardsSchema.parse([ROLAND_DE])[0]!;
    expect(germanRecord(card, englishRecord(card, 'test'))).toEqual({
      code: '01001',
      text: ROLAND_DE.text,
      traits: 'Agentur. Detektiv.',
    });
  });
});

describe('restrictionsToString', () => {
  it('reads the API’s parsed restrictions back as the card files write them', () => {
    expect(restrictionsToString({ investigator: { '11014': '11014', '98019': '98019' } })).toBe(
      'investigator:11014:98019',
    );
    expect(restrictionsToString({ trait: ['miskatonic', 'scholar'] })).toBe('trait:miskatonic, trait:scholar');
    expect(restrictionsToString({ faction: { guardian: { min: false, max: false } } })).toBe('faction:guardian');
    expect(restrictionsToString('investigator:01001')).toBe('investigator:01001');
  });
});

describe('rawCardDataFromApi', () => {
  const answers = (): ArkhamDbAnswers => ({
    source: 'http://127.0.0.1:1',
    cards: apiCardsSchema.parse([
      {
        ...ROLAND_DE,
        linked_card: {
          code: '01001b',
          pack_code: 'core',
          position: 1,
          name: 'Roland Banks',
          type_code: 'investigator',
          faction_code: 'guardian',
          hidden: true,
        },
      },
    ]),
    packs: [{ code: 'core', name: 'Core Set', position: 1, cycle_position: 1, available: '2016-08-13', total: 120 }],
    germanPacks: [{ code: 'core', name: 'Grundspiel', position: 1, cycle_position: 1 }],
    taboos: apiTaboosSchema.parse([
      {
        id: 1,
        code: '001',
        name: 'Taboo List',
        active: true,
        date_start: '2019-04-20',
        cards: '[{"code":"01001","xp":1}]',
      },
    ]),
  });

  it('builds a pool the folder pipeline accepts: German overlay, labels, hidden backs from linked_card, taboo cards parsed', () => {
    const pool = buildCardPool(rawCardDataFromApi(answers()));
    const roland = pool.cards.find((card) => card.code === '01001')!;
    expect(roland.de).toEqual({ text: ROLAND_DE.text, traits: 'Agentur. Detektiv.' });
    expect(pool.cards.find((card) => card.code === '01001b')).toMatchObject({ hidden: true });
    expect(pool.labels).toEqual({
      factions: { guardian: 'Wächter' },
      types: { investigator: 'Ermittler' },
      subtypes: {},
    });
    expect(pool.taboos).toEqual([
      {
        id: 1,
        code: '001',
        name: 'Taboo List',
        active: true,
        date_start: '2019-04-20',
        cards: [{ code: '01001', xp: 1 }],
      },
    ]);
    expect(pool.packs).toEqual([
      {
        code: 'core',
        cycle_code: 'zyklus-1',
        name: 'Core Set',
        name_de: 'Grundspiel',
        position: 1,
        date_release: '2016-08-13',
        size: 120,
      },
    ]);
  });

  it('names a cycle after the cycle the stored pool has at that position, else after its first pack', () => {
    const known = buildCardPool(
      rawCardDataFromApi(answers(), [{ code: 'core', name: 'Core', name_de: 'Grundspiel-Zyklus', position: 1 }]),
    );
    expect(known.cycles).toEqual([{ code: 'core', name: 'Core', name_de: 'Grundspiel-Zyklus', position: 1 }]);
    const unknown = buildCardPool(rawCardDataFromApi(answers()));
    expect(unknown.cycles).toEqual([{ code: 'zyklus-1', name: 'Core Set', name_de: 'Grundspiel', position: 1 }]);
  });

  it('refuses taboo cards that are not JSON with the card data error naming the list', () => {
    const broken = {
      ...answers(),
      taboos: apiTaboosSchema.parse([{ id: 1, code: '001', date_start: '2019-04-20', cards: '[{' }]),
    };
    expect(() => rawCardDataFromApi(broken)).toThrow(
      expect.objectContaining({ code: 'invalid_file', details: expect.objectContaining({ code: '001' }) }),
    );
  });
});
