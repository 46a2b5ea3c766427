import { describe, expect, it } from 'vitest';
import { readCardDataFolder, readCardSourceFolder } from '../../../core/services/card-data-folder.ts';
import { cardSourcesOfRaw, parseCardSources } from '../../../core/services/card-sources.ts';
import { buildCardPool } from '../../../shared/cards/build-pool.ts';
import type { CardDataError } from '../../../shared/cards/card-data-error.ts';
import { FIXTURE_DATA } from '../../support/real-data.ts';

// The database keeps the data folder's files as they are and the app merges them when it
// loads the pool; the files of the ArkhamDB API's answers are stored the same way.

describe('card source files', () => {
  it('reads the files a folder import needs and nothing else (no schema/, no English labels)', async () => {
    const paths = (await readCardSourceFolder(FIXTURE_DATA)).map((file) => file.path);
    expect(paths.slice(0, 3)).toEqual(['packs.json', 'cycles.json', 'taboos.json']);
    expect(paths).toContain('pack/core/core.json');
    expect(paths).toContain('translations/de/pack/core/core.json');
    expect(paths).toContain('translations/de/factions.json');
    expect(paths.filter((p) => p.startsWith('schema/') || p === 'factions.json' || p === 'encounters.json')).toEqual(
      [],
    );
  });

  it('merges the same pool whatever order the stored files come in', async () => {
    const files = await readCardSourceFolder(FIXTURE_DATA);
    const reference = buildCardPool(parseCardSources(files));
    const shuffled = [...files].reverse();
    expect(buildCardPool(parseCardSources(shuffled))).toEqual(reference);
    // Roland Banks (01001) keeps his German name and text from translations/de.
    expect(reference.cards.find((card) => card.code === '01001')?.de?.name).toBe('Roland Banks');
  });

  it('refuses stored files without the lists or any pack file like a wrong folder', async () => {
    const files = await readCardSourceFolder(FIXTURE_DATA);
    const withoutLists = files.filter((file) => file.path !== 'cycles.json' && !file.path.startsWith('pack/'));
    const error = (() => {
      try {
        parseCardSources(withoutLists);
      } catch (thrown) {
        return thrown as CardDataError;
      }
    })();
    expect(error).toMatchObject({
      code: 'layout_missing',
      details: { missing: ['cycles.json', 'pack/<zyklus>/<pack>.json'] },
    });
  });

  it('names the file that is not JSON', () => {
    const bytes = new TextEncoder().encode('[{"code": "01001",');
    expect(() => parseCardSources([{ path: 'pack/core/core.json', bytes }])).toThrow(
      expect.objectContaining({
        code: 'invalid_json',
        details: expect.objectContaining({ path: 'pack/core/core.json' }),
      }),
    );
  });

  it('stores parsed data from elsewhere (the API) under folder paths, merging back to the same pool', async () => {
    const raw = await readCardDataFolder(FIXTURE_DATA);
    const files = cardSourcesOfRaw(raw);
    expect(new Set(files.map((file) => file.path.replace(/\d{3}/, 'NNN')))).toEqual(
      new Set([
        'packs.json',
        'cycles.json',
        'taboos.json',
        'pack/NNN.json',
        'translations/de/pack/NNN.json',
        ...['packs', 'cycles', 'factions', 'types', 'subtypes'].map((list) => `translations/de/${list}.json`),
      ]),
    );
    expect(buildCardPool(parseCardSources(files))).toEqual(buildCardPool(await readCardDataFolder(FIXTURE_DATA)));
  });
});
