import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { ruleEntry } from '../../core/services/rules-glossary.ts';
import { ARKHAMDB_DATA, describeRealData, MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// `rules.entry`: the German rules glossary is read at run time from arkham-cards-data beside the
// imported card folder (rules/de/rules.json), checked with zod, and never stored. Without that
// folder, or with a broken file, the panel is told so instead of failing.

const newHome = useTempHome();

function withDatabase<T>(source: string | undefined, work: (db: AppDatabase) => Promise<T>): Promise<T> {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  if (source) db.sqlite.prepare("insert into card_pool_info (key, value) values ('source', ?)").run(source);
  return work(db).finally(() => db.close());
}

describe('rules glossary entries for the rule panel', () => {
  it('says there is no glossary before any folder was imported, or when the folder came from the web', async () => {
    await withDatabase(undefined, async (db) => {
      expect(await ruleEntry(db, 'Deckbuilding')).toEqual({ found: false, reason: 'no_folder' });
    });
    await withDatabase('https://arkhamdb.com', async (db) => {
      expect(await ruleEntry(db, 'Deckbuilding')).toEqual({ found: false, reason: 'no_folder' });
    });
  });

  it('refuses a rules.json that is no glossary, without throwing', async () => {
    const root = newHome();
    const cards = path.join(root, 'arkhamdb-json-data');
    mkdirSync(cards);
    mkdirSync(path.join(root, 'arkham-cards-data', 'campaigns'), { recursive: true });
    mkdirSync(path.join(root, 'arkham-cards-data', 'rules', 'de'), { recursive: true });
    writeFileSync(path.join(root, 'arkham-cards-data', 'rules', 'de', 'rules.json'), '[{"id": 3}]');
    await withDatabase(cards, async (db) => {
      expect(await ruleEntry(db, 'Deckbuilding')).toEqual({ found: false, reason: 'no_folder' });
    });
  });
});

describeRealData('rules glossary entries from the real data folder', () => {
  it('finds "Deckbau" (glossary Deckbuilding) with its sub-rules, nested "Erfahrung", and names a missing id', async () => {
    await withDatabase(ARKHAMDB_DATA, async (db) => {
      const deckbuilding = await ruleEntry(db, 'Deckbuilding');
      expect(deckbuilding.found && deckbuilding.title).toBe('Deckbau');
      expect(deckbuilding.found && deckbuilding.subRules.map((rule) => rule.id)).toEqual([
        'Classes',
        'Deckbuilding_Options',
      ]);
      const experience = await ruleEntry(db, 'Experience');
      expect(experience.found && experience.title).toBe('Erfahrung');
      expect(await ruleEntry(db, 'No_Such_Rule')).toEqual({ found: false, reason: 'no_entry' });
    });
  });
});
