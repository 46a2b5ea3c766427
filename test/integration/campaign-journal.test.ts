import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import {
  appendEvents,
  joinCampaign,
  startCampaign,
  upgradeCampaignDeck,
} from '../../core/services/campaign-actions.ts';
import { exportCampaign, importCampaign } from '../../core/services/campaign-file.ts';
import {
  appendEvent,
  currentState,
  journalOf,
  listCampaigns,
  rebuildProjection,
  stateAt,
} from '../../core/services/campaign-journal.ts';
import { createDeck, versionsOf } from '../../core/services/deck-versions.ts';
import { AppError } from '../../shared/api/app-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { germanDeckProblem } from '../../shared/i18n/de/deck-problems.ts';
import { fixturePool } from '../support/card-data.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Persistence: an append-only journal in SQLite with a projection that is always
// rebuildable, and one campaign as a file that is checked completely before it is written.

const newHome = useTempHome();
const ROLAND_DECK = ROLAND_STARTER;
const noDefinitions = () => undefined;
const torch = (xp: number) => ({
  type: 'scenario_recorded',
  payload: {
    scenario: { id: 'torch', name: 'Die Zusammenkunft' },
    resolution: 'R1',
    investigators: [{ code: '01001', xp: { victory: xp } }],
  },
});

function withDatabase<T>(work: (db: AppDatabase, file: string) => Promise<T> | T) {
  const file = path.join(newHome(), 'logbuch.sqlite');
  const db = openDatabase(file, MIGRATIONS);
  return Promise.resolve(work(db, file)).finally(() => db.close());
}

async function campaignWithRoland(db: AppDatabase) {
  const pool = await fixturePool();
  const { campaignId } = startCampaign(
    db,
    {
      name: 'Dienstagsrunde',
      chaosBag: ['0', '-1', 'skull'],
      scenarios: [
        { id: 'torch', name: 'Die Zusammenkunft' },
        { id: 'arkham', name: 'Die Mitternachtsmasken' },
      ],
    },
    noDefinitions,
  );
  const deck = createDeck(db, 'Rolands Deck', ROLAND_DECK);
  joinCampaign(db, pool, campaignId, { player: 'Anna', investigatorCode: '01001', deckId: deck.deckId });
  return { campaignId, pool, deckId: deck.deckId };
}

const eventCount = (db: AppDatabase) =>
  (db.sqlite.prepare('SELECT COUNT(*) AS n FROM campaign_events').get() as { n: number }).n;

describe('campaign journal in SQLite', () => {
  it('numbers events per campaign and takes health and sanity from the card pool', () =>
    withDatabase(async (db) => {
      const { campaignId } = await campaignWithRoland(db);
      const appended = appendEvent(db, campaignId, torch(3));
      expect(appended.seq).toBe(3);
      expect(journalOf(db, campaignId).map((entry) => entry.event.type)).toEqual([
        'campaign_created',
        'investigator_joined',
        'scenario_recorded',
      ]);
      expect(currentState(db, campaignId).investigators[0]).toMatchObject({
        health: 9,
        sanity: 5,
        xp: { available: 3 },
      });
      expect(listCampaigns(db)).toMatchObject([
        { id: campaignId, name: 'Dienstagsrunde', scenariosPlayed: 1, nextScenario: { id: 'arkham' } },
      ]);
    }));

  it('rebuilds exactly the cached projection from the journal', () =>
    withDatabase(async (db) => {
      const { campaignId } = await campaignWithRoland(db);
      appendEvents(db, campaignId, [
        torch(2),
        { type: 'card_exiled', payload: { code: '01001', card: '01088' } },
        { type: 'chaos_token_added', payload: { token: 'cultist' } },
      ]);
      appendEvent(db, campaignId, { type: 'undo', payload: { seq: 5 } });
      const cached = JSON.parse(
        (
          db.sqlite.prepare('SELECT state FROM campaign_projections WHERE campaign_id = ?').get(campaignId) as {
            state: string;
          }
        ).state,
      );
      expect(rebuildProjection(db, campaignId)).toEqual(cached);
      expect(cached.chaosBag).not.toContain('cultist');
    }));

  it('reads the journal when the projection is stale or missing', () =>
    withDatabase(async (db) => {
      const { campaignId } = await campaignWithRoland(db);
      appendEvent(db, campaignId, torch(2));
      db.sqlite.prepare('DELETE FROM campaign_projections').run();
      expect(currentState(db, campaignId).investigators[0]!.xp.available).toBe(2);
      expect(stateAt(db, campaignId, 2).investigators[0]!.xp.available).toBe(0);
    }));

  it('lists every campaign as its journal says, latest activity first, with stale and missing projections rebuilt', () =>
    withDatabase(async (db) => {
      const { campaignId: first } = await campaignWithRoland(db);
      const { campaignId: stale } = await campaignWithRoland(db);
      const { campaignId: missing } = await campaignWithRoland(db);
      for (const id of [first, stale, missing]) appendEvent(db, id, torch(id));
      db.sqlite
        .prepare('UPDATE campaign_projections SET state = ? WHERE campaign_id = ?')
        .run(JSON.stringify(stateAt(db, stale, 2)), stale);
      db.sqlite.prepare('DELETE FROM campaign_projections WHERE campaign_id = ?').run(missing);
      const expected = [first, stale, missing]
        .map((id) => {
          const journal = journalOf(db, id);
          const state = stateAt(db, id, journal.length);
          return {
            id,
            name: state.name,
            scenariosPlayed: state.played.length,
            lastActivity: journal
              .map((e) => e.at)
              .sort()
              .at(-1)!,
          };
        })
        .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity) || b.id - a.id);
      expect(
        listCampaigns(db).map(({ id, name, scenariosPlayed, lastActivity }) => ({
          id,
          name,
          scenariosPlayed,
          lastActivity,
        })),
      ).toEqual(expected);
      expect(expected.map((c) => c.scenariosPlayed)).toEqual([1, 1, 1]);
    }));

  it('refuses to change or delete a written event (append-only triggers)', () =>
    withDatabase(async (db) => {
      await campaignWithRoland(db);
      expect(() => db.sqlite.prepare("UPDATE campaign_events SET payload = '{}'").run()).toThrow(/append-only/);
      expect(() => db.sqlite.prepare('DELETE FROM campaign_events').run()).toThrow(/append-only/);
      expect(eventCount(db)).toBe(2);
    }));

  it('writes nothing when an event does not fit, also in a batch', () =>
    withDatabase(async (db) => {
      const { campaignId } = await campaignWithRoland(db);
      expect(() =>
        appendEvents(db, campaignId, [torch(2), { type: 'chaos_token_removed', payload: { token: 'elder_sign' } }]),
      ).toThrowError(AppError);
      expect(() =>
        appendEvent(db, campaignId, { type: 'scenario_recorded', payload: { resolution: 'R1' } }),
      ).toThrowError(/invalid_input/);
      expect(eventCount(db)).toBe(2);
      expect(currentState(db, campaignId).played).toEqual([]);
    }));

  it('upgrades the deck inside the campaign: a new deck version and the XP it spent, in one transaction', () =>
    withDatabase(async (db) => {
      const { campaignId, pool, deckId } = await campaignWithRoland(db);
      appendEvent(db, campaignId, torch(3));
      // Two Vicious Blow (01025) out, two Magnifying Glass (01030) in: 2 XP for two new level-0 cards.
      const { '01025': _, ...slots } = ROLAND_DECK.slots;
      const result = upgradeCampaignDeck(db, pool, campaignId, '01001', {
        ...ROLAND_DECK,
        slots: { ...slots, '01030': 2 },
      });
      const versions = versionsOf(db, deckId);
      expect(result.state.investigators[0]).toMatchObject({
        xp: { earned: 3, spent: 2, available: 1 },
        deckVersionId: versions[1]!.id,
      });
      // The upgrade's version is locked at once: its cost is what the journal entry records.
      expect(versions.map((version) => [version.locked, version.xpSpent])).toEqual([
        [true, 0],
        [true, 2],
      ]);
      const tooDear = { ...ROLAND_DECK, slots: { ...slots, '01030': 2, '01025': 2, '01024': 0 } };
      expect(() => upgradeCampaignDeck(db, pool, campaignId, '01001', tooDear)).toThrowError(AppError);
      expect(versionsOf(db, deckId)).toHaveLength(2);
    }));
});

describe('campaign file export and import', () => {
  it('imports an exported campaign as a new one with the same state and its own copies of the decks', () =>
    withDatabase(async (db) => {
      const { campaignId, pool } = await campaignWithRoland(db);
      appendEvent(db, campaignId, torch(3));
      const { '01025': _, ...slots } = ROLAND_DECK.slots;
      upgradeCampaignDeck(db, pool, campaignId, '01001', { ...ROLAND_DECK, slots: { ...slots, '01030': 2 } });
      const file = JSON.parse(JSON.stringify(exportCampaign(db, campaignId)));
      const imported = importCampaign(db, file);
      expect(imported.campaignId).not.toBe(campaignId);
      const [original, copy] = [currentState(db, campaignId), currentState(db, imported.campaignId)];
      expect(copy.investigators[0]!.deckId).not.toBe(original.investigators[0]!.deckId);
      const withoutDeckIds = (state: typeof original) => ({
        ...state,
        investigators: state.investigators.map(({ deckId: _d, deckVersionId: _v, ...rest }) => rest),
      });
      expect(withoutDeckIds(copy)).toEqual(withoutDeckIds(original));
      expect(versionsOf(db, copy.investigators[0]!.deckId!).map((v) => v.id)).toContain(
        copy.investigators[0]!.deckVersionId,
      );
    }));

  it('drops a deck slot with a count of 0 or less in a campaign file with a German notice, and refuses other bad counts (family 17)', () =>
    withDatabase(async (db) => {
      const { campaignId } = await campaignWithRoland(db);
      const file = JSON.parse(JSON.stringify(exportCampaign(db, campaignId)));
      // ArkhamDB writes "01000": -1 once the random basic weakness was drawn (here Amnesia 01096).
      const version = file.decks[0].versions[0];
      const withSlots = (slots: Record<string, number>) => ({
        ...file,
        decks: [{ ...file.decks[0], versions: [{ ...version, deck: { ...version.deck, slots } }] }],
      });
      const { '01000': _, ...drawn } = version.deck.slots;
      const imported = importCampaign(db, withSlots({ ...drawn, '01096': 1, '01000': -1 }));
      expect(imported.warnings.map((w) => [w.code, w.cards, w.details])).toEqual([
        ['slot_count_dropped', ['01000'], { field: 'slots', count: -1, deckName: 'Rolands Deck' }],
      ]);
      expect(germanDeckProblem(imported.warnings[0]!, (code) => code)).toMatch(
        /^Deck „Rolands Deck“: „01000“ stand mit der Anzahl -1 in der Datei \(Deck\) und wurde weggelassen/,
      );
      const deckId = currentState(db, imported.campaignId).investigators[0]!.deckId!;
      const stored = JSON.parse(versionsOf(db, deckId)[0]!.deck);
      expect(stored.slots['01000']).toBeUndefined();
      expect(stored.slots['01096']).toBe(1);
      const before = eventCount(db);
      expect(() => importCampaign(db, withSlots({ ...drawn, '01096': 1.5 }))).toThrowError(AppError);
      expect(eventCount(db)).toBe(before);
    }));

  it('rejects a broken file with a German message and changes nothing', () =>
    withDatabase(async (db) => {
      const { campaignId } = await campaignWithRoland(db);
      const file = exportCampaign(db, campaignId);
      const before = eventCount(db);
      const broken = [
        { ...file, format: 'etwas-anderes' },
        {
          ...file,
          events: file.events.map((event, i) => (i === 1 ? { ...event, payload: { code: '01001' } } : event)),
        },
        { ...file, events: [file.events[1]!, file.events[0]!] },
        {
          ...file,
          events: [
            ...file.events,
            { seq: 3, type: 'chaos_token_removed', payload: { token: 'elder_sign' }, at: file.exportedAt },
          ],
        },
      ];
      for (const input of broken) {
        let caught: unknown;
        try {
          importCampaign(db, input);
        } catch (error) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(AppError);
        const { code, details } = caught as AppError;
        expect(code).toBe('campaign_file_invalid');
        expect(germanErrorMessage(code, details)).toMatch(/keine gültige Kampagnen-Datei.*Es wurde nichts importiert/);
      }
      expect(eventCount(db)).toBe(before);
      expect(listCampaigns(db)).toHaveLength(1);
    }));
});
