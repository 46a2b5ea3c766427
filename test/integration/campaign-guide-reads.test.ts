import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { appendEvents, startCampaign } from '../../core/services/campaign-actions.ts';
import { readCampaignDataFolder } from '../../core/services/campaign-data-folder.ts';
import {
  importCampaignDefinitions,
  readCampaignDefinition,
  readCampaignGuide,
} from '../../core/services/campaign-definition-store.ts';
import { journalOf } from '../../core/services/campaign-journal.ts';
import { ARKHAM_CARDS_DATA, describeRealData, MIGRATIONS } from '../support/real-data.ts';

// Issue „The guide a group can trust“, point 12: every guide call read the stored guide (about
// 7 MB of rows) and parsed every journal entry again. The guide is now read once until the
// database changes, a journal entry parsed once by its stored text, and neither is shared
// between callers that may change what they get. Night of the Zealot (core) with Roland Banks (01001).

describeRealData('guide and journal reads kept between guide calls', () => {
  let home: string;
  let db: AppDatabase;

  beforeAll(async () => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-reads-'));
    db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
    importCampaignDefinitions(db, await readCampaignDataFolder(ARKHAM_CARDS_DATA));
  }, 60_000);
  afterAll(() => {
    db?.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('reads the stored guide once, and again after another connection (the CLI) commits', () => {
    const first = readCampaignGuide(db, 'core');
    expect(first?.guide.campaignId).toBe('core');
    expect(readCampaignGuide(db, 'core')).toBe(first);
    const cli = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
    cli.sqlite.prepare('UPDATE campaign_guides SET version = version + 1 WHERE id = ?').run('core');
    cli.close();
    const after = readCampaignGuide(db, 'core');
    expect(after).not.toBe(first);
    expect(after?.guide.campaignId).toBe('core');
  });

  it('parses a journal entry once but hands every reader objects of its own', () => {
    const { campaignId } = startCampaign(db, { name: 'Runde', definitionId: 'core' }, (id) =>
      readCampaignDefinition(db, id),
    );
    appendEvents(db, campaignId, [
      {
        type: 'investigator_joined',
        payload: { code: '01001', name: 'Roland Banks', player: 'A', health: 9, sanity: 5 },
      },
    ]);
    const first = journalOf(db, campaignId);
    const second = journalOf(db, campaignId);
    expect(second).toEqual(first);
    expect(second[1]?.event).not.toBe(first[1]?.event);
    expect(second[1]?.event.payload).toMatchObject({ code: '01001', health: 9, sanity: 5 });
  });
});
