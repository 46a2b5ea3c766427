import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { joinCampaign, startCampaign, upgradeCampaignDeck } from '../../core/services/campaign-actions.ts';
import { exportCampaign, importCampaign } from '../../core/services/campaign-file.ts';
import { appendEvent, currentState, journalOf, rebuildProjection } from '../../core/services/campaign-journal.ts';
import { createDeck, versionsOf } from '../../core/services/deck-versions.ts';
import { AppError } from '../../shared/api/app-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { realPool } from '../support/card-data.ts';
import { withIpc } from '../support/ipc-session.ts';
import { describeRealData, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// The remaining campaign gaps in the main process: "Deck verbessern" records the upgrade
// sheet's newly checked boxes in the same transaction, and an imported campaign may get a new name.

const newHome = useTempHome();
/** Runenaxt (Runic Axe): rows of 1, 1, 1, 1, 1, 3, 3 and 4 boxes. */
const RUNIC_AXE = '09022';

function withDatabase<T>(work: (db: AppDatabase) => Promise<T> | T) {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  return Promise.resolve(work(db)).finally(() => db.close());
}

async function rolandWithXp(db: AppDatabase, xp: number) {
  const { campaignId } = startCampaign(
    db,
    { name: 'Dienstagsrunde', chaosBag: ['0', 'skull'], scenarios: [{ id: 'torch', name: 'Die Zusammenkunft' }] },
    () => undefined,
  );
  const { deckId } = createDeck(db, 'Rolands Deck', ROLAND_STARTER);
  const pool = await realPool();
  joinCampaign(db, pool, campaignId, { player: 'Anna', investigatorCode: '01001', deckId });
  appendEvent(db, campaignId, { type: 'xp_adjusted', payload: { code: '01001', xp, reason: 'Prüfung' } });
  return { campaignId, deckId, pool };
}

/** One customizable card in place of a Vicious Blow (01025), so the deck keeps its 30 cards (Grimoire „Erfahrung“). */
const withSheet = (sheets: Record<string, string>) => ({
  ...ROLAND_STARTER,
  slots: {
    ...ROLAND_STARTER.slots,
    '01025': 1,
    ...Object.fromEntries(Object.keys(sheets).map((code) => [code, 1])),
  },
  meta: JSON.stringify(Object.fromEntries(Object.entries(sheets).map(([code, value]) => [`cus_${code}`, value]))),
});
const eventTypes = (db: AppDatabase, campaignId: number) => journalOf(db, campaignId).map((entry) => entry.event.type);
const customizationPayloads = (db: AppDatabase, campaignId: number) =>
  journalOf(db, campaignId).flatMap(({ event }) => (event.type === 'customization_recorded' ? [event.payload] : []));

describeRealData('"Deck verbessern" records upgrade-sheet boxes (customization_recorded)', () => {
  it('records the boxes a new customizable card comes with, after the upgrade and in the same save', () =>
    withDatabase(async (db) => {
      const { campaignId, pool } = await rolandWithXp(db, 5);
      // Erbstück (row 0) and two boxes of Saga (row 6): a new card bought with upgrades costs its 3 boxes.
      const result = upgradeCampaignDeck(db, pool, campaignId, '01001', withSheet({ [RUNIC_AXE]: '0|1,6|2' }));
      expect(eventTypes(db, campaignId).slice(-2)).toEqual(['deck_upgraded', 'customization_recorded']);
      expect(customizationPayloads(db, campaignId)).toEqual([{ code: '01001', card: RUNIC_AXE, boxes: [0, 6, 6] }]);
      expect(result.seq).toBe(5);
      expect(result.state.investigators[0]).toMatchObject({
        xp: { spent: 3, available: 2 },
        customizations: { [RUNIC_AXE]: [0, 6] },
      });
      expect(rebuildProjection(db, campaignId)).toEqual(currentState(db, campaignId));
    }));

  it('records only the boxes checked since the previous version, and nothing for an upgrade without new boxes', () =>
    withDatabase(async (db) => {
      const { campaignId, pool } = await rolandWithXp(db, 5);
      upgradeCampaignDeck(db, pool, campaignId, '01001', withSheet({ [RUNIC_AXE]: '0|1,6|2' }));
      upgradeCampaignDeck(db, pool, campaignId, '01001', withSheet({ [RUNIC_AXE]: '0|1,6|3,7|1' }));
      expect(customizationPayloads(db, campaignId).at(-1)).toEqual({ code: '01001', card: RUNIC_AXE, boxes: [6, 7] });
      const before = journalOf(db, campaignId).length;
      upgradeCampaignDeck(db, pool, campaignId, '01001', withSheet({ [RUNIC_AXE]: '0|1,6|1,7|1' }));
      expect(eventTypes(db, campaignId).slice(before)).toEqual(['deck_upgraded']);
      expect(currentState(db, campaignId).investigators[0]!.customizations).toEqual({ [RUNIC_AXE]: [0, 6, 7] });
    }));

  // rules.json `Customizable`: the level is half the checked XP boxes, rounded up; every box of the
  // Runic Axe (15) makes it level 8, past Roland's Wächterkarten Stufe 0–5. Grimoire „Erfahrung“:
  // only cards the investigator has access to are bought, so the upgrade is refused and nothing is
  // written. (Splitting more than ten boxes into two entries: test/unit/campaign/customization-boxes.test.ts.)
  it('refuses a sheet checked past level 5 (all 15 boxes of the Runic Axe) and writes nothing', () =>
    withDatabase(async (db) => {
      const { campaignId, deckId, pool } = await rolandWithXp(db, 20);
      const events = journalOf(db, campaignId).length;
      expect(() =>
        upgradeCampaignDeck(
          db,
          pool,
          campaignId,
          '01001',
          withSheet({ [RUNIC_AXE]: '0|1,1|1,2|1,3|1,4|1,5|3,6|3,7|4' }),
        ),
      ).toThrowError(expect.objectContaining({ code: 'campaign_deck_refused' }));
      expect(journalOf(db, campaignId)).toHaveLength(events);
      expect(versionsOf(db, deckId)).toHaveLength(1);
    }));

  it('writes neither the version nor any entry when the upgrade is refused', () =>
    withDatabase(async (db) => {
      const { campaignId, deckId, pool } = await rolandWithXp(db, 2);
      const events = journalOf(db, campaignId).length;
      expect(() =>
        upgradeCampaignDeck(db, pool, campaignId, '01001', withSheet({ [RUNIC_AXE]: '0|1,6|2' })),
      ).toThrowError(AppError);
      expect(journalOf(db, campaignId)).toHaveLength(events);
      expect(versionsOf(db, deckId)).toHaveLength(1);
    }));
});

describe('importing a campaign under another name', () => {
  it('replaces the name in the imported journal only; the original and its file stay as they were', () =>
    withDatabase(async (db) => {
      const { campaignId } = startCampaign(
        db,
        { name: 'Dienstagsrunde', chaosBag: ['0'], scenarios: [{ id: 'torch', name: 'Die Zusammenkunft' }] },
        () => undefined,
      );
      const file = JSON.parse(JSON.stringify(exportCampaign(db, campaignId)));
      const imported = importCampaign(db, file, 'Dienstagsrunde (importiert)');
      expect(imported.state.name).toBe('Dienstagsrunde (importiert)');
      const [created] = journalOf(db, imported.campaignId);
      expect(created!.event).toMatchObject({
        type: 'campaign_created',
        payload: { name: 'Dienstagsrunde (importiert)', scenarios: [{ id: 'torch' }] },
      });
      expect(currentState(db, campaignId).name).toBe('Dienstagsrunde');
      expect(file.events[0].payload.name).toBe('Dienstagsrunde');
      expect(importCampaign(db, file).state.name).toBe('Dienstagsrunde');
    }));

  it('takes the name through the contract trimmed, and refuses an empty or overlong one without importing', () =>
    withIpc(newHome(), async (call, services) => {
      const created = await call('campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0'] });
      const { value: file } = await call('campaigns.export', { campaignId: created.value.campaignId });
      const count = () => (services.db.sqlite.prepare('SELECT COUNT(*) AS n FROM campaigns').get() as { n: number }).n;
      expect((await call('campaigns.import', { file, name: '   ' })).code).toBe('invalid_input');
      expect((await call('campaigns.import', { file, name: 'x'.repeat(201) })).code).toBe('invalid_input');
      expect(count()).toBe(1);
      const imported = await call('campaigns.import', { file, name: '  Zweite Runde ' });
      expect(imported.value.state.name).toBe('Zweite Runde');
      expect(count()).toBe(2);
    }));
});

describe('writing a campaign file where the save dialog said', () => {
  it('writes the exported campaign, replaces a file already there, and the file imports again', () =>
    withIpc(newHome(), async (call) => {
      const { value: created } = await call('campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0', 'skull'] });
      const folder = path.join(newHome(), 'Dokumente');
      mkdirSync(folder);
      const file = path.join(folder, 'dienstagsrunde.kampagne.json');
      writeFileSync(file, 'alt');
      const written = await call('campaigns.exportFile', { campaignId: created.campaignId, file });
      expect(written.value).toEqual({ file, bytes: readFileSync(file).length });
      expect(readdirSync(folder)).toEqual(['dienstagsrunde.kampagne.json']);
      const content = JSON.parse(readFileSync(file, 'utf8'));
      expect(content).toMatchObject({ format: 'arkham-logbuch-kampagne', name: 'Dienstagsrunde' });
      expect((await call('campaigns.import', { file: content, name: 'Kopie' })).ok).toBe(true);
    }));

  it('refuses a relative path or another ending, and says in German when the folder is not there', () =>
    withIpc(newHome(), async (call) => {
      const { value: created } = await call('campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0'] });
      expect((await call('campaigns.exportFile', { campaignId: created.campaignId, file: 'kampagne.json' })).code).toBe(
        'invalid_input',
      );
      expect(
        (
          await call('campaigns.exportFile', {
            campaignId: created.campaignId,
            file: path.join(newHome(), 'kampagne.txt'),
          })
        ).code,
      ).toBe('invalid_input');
      const missing = path.join(newHome(), 'fehlt', 'kampagne.json');
      const refused = await call('campaigns.exportFile', { campaignId: created.campaignId, file: missing });
      expect(refused.code).toBe('campaign_file_write_failed');
      expect(germanErrorMessage('campaign_file_write_failed', refused.details ?? {})).toBe(
        `Die Kampagne konnte nicht nach „${missing}“ geschrieben werden (ENOENT). Eine Datei, die dort schon lag, ist unverändert.`,
      );
      expect(existsSync(path.dirname(missing))).toBe(false);
    }));
});
