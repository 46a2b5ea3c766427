import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../core/services/app-services.ts';
import { METHODS } from '../../shared/api/contract.ts';
import { deckJsonSchema } from '../../shared/decks/deck-json.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import { fixturePool } from '../support/card-data.ts';
import { withIpc } from '../support/ipc-session.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Resilience, fuzzing: generated and mutated IPC payloads, campaign files and deck JSON
// never get past their boundary unchecked — every answer is a result or a typed German refusal,
// never `internal`, and a refused write leaves the database as it was.

const newHome = useTempHome();
// Thousands in the test command; LOGBUCH_LONG_TESTS=1 for ten times as many.
const RUNS = process.env.LOGBUCH_LONG_TESTS ? 10_000 : 1000;

/** Writes that the fuzzer may call (not cards.update or decks.fetch: they would go online); reading methods are called too but cannot change anything. */
const FUZZED = METHODS.filter(
  (method) =>
    method !== 'cards.import' &&
    method !== 'cards.update' &&
    method !== 'decks.fetch' &&
    // Would reach ArkhamDB if a fuzzed configure turned images on; tested against a stand-in server.
    method !== 'cardImages.get' &&
    method !== 'app.chooseFolder' &&
    method !== 'backups.restore' &&
    method !== 'backups.create',
);

const withServices = (work: Parameters<typeof withIpc>[1]) => withIpc(newHome(), work);

const rowCounts = (services: AppServices) =>
  ['campaign_events', 'campaigns', 'decks', 'deck_versions'].map(
    (table) => (services.db.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
  );

/** A JSON value with the shapes our payloads have, so mutations reach past the first check. */
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(
      null,
      true,
      0,
      -1,
      1.5,
      1e9,
      '',
      '01001',
      'R1',
      'skull',
      'campaign_notes',
      'undo',
      'scenario_recorded',
    ),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom(
        'type',
        'payload',
        'code',
        'name',
        'seq',
        'xp',
        'events',
        'campaignId',
        'scenario',
        'investigators',
        'id',
        'token',
        'deck',
        'slots',
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

describe('fuzzing the boundaries', () => {
  it('answers every generated IPC call with a value or a typed refusal that has German text', () =>
    withServices(async (call, services) => {
      const created = await call('campaigns.create', { name: 'Fuzz', chaosBag: ['0', 'skull'] });
      expect(created.ok).toBe(true);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...FUZZED), jsonish, async (method, input) => {
          const before = rowCounts(services);
          const result = await call(method, input);
          if (result.ok) return;
          expect(result.code).not.toBe('internal');
          expect(germanErrorMessage(result.code as never, result.details ?? {})).not.toMatch(/undefined/);
          expect(rowCounts(services)).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    }));

  it('imports a mutated campaign file completely or not at all', () =>
    withServices(async (call, services) => {
      const { value: campaign } = await call('campaigns.create', {
        name: 'Vorlage',
        chaosBag: ['0', 'skull', 'cultist'],
        scenarios: [{ id: 'a', name: 'Erstes' }],
      });
      const deck = await call('decks.create', { name: 'Roland', deck: ROLAND_STARTER });
      await call('campaigns.join', {
        campaignId: campaign.campaignId,
        player: 'Anna',
        investigatorCode: '01001',
        deckId: deck.value.deckId,
      });
      await call('campaigns.append', {
        campaignId: campaign.campaignId,
        events: [
          {
            type: 'scenario_recorded',
            payload: {
              scenario: { id: 'a', name: 'Erstes' },
              resolution: 'R1',
              investigators: [{ code: '01001', xp: { victory: 2 } }],
              chaosTokensAdded: ['cultist'],
            },
          },
        ],
      });
      const file = (await call('campaigns.export', { campaignId: campaign.campaignId })).value;
      const events = file.events as object[];
      const mutations = fc.oneof(
        fc
          .record({ path: fc.constantFrom('format', 'version', 'events', 'decks', 'name'), value: jsonish })
          .map(({ path, value }) => ({ ...file, [path]: value })),
        fc
          .record({
            index: fc.nat({ max: events.length - 1 }),
            key: fc.constantFrom('seq', 'type', 'payload', 'at'),
            value: jsonish,
          })
          .map(({ index, key, value }) => ({
            ...file,
            events: events.map((event, i) => (i === index ? { ...event, [key]: value } : event)),
          })),
        fc.shuffledSubarray(events, { minLength: 1 }).map((events) => ({ ...file, events })),
      );
      await fc.assert(
        fc.asyncProperty(mutations, async (mutated) => {
          const before = rowCounts(services);
          const result = await call('campaigns.import', { file: mutated });
          if (result.ok) {
            expect(rowCounts(services)[1]).toBe(before[1]! + 1);
            const state = await call('campaigns.state', { campaignId: result.value.campaignId });
            expect(state.ok).toBe(true);
          } else {
            expect(['campaign_file_invalid', 'invalid_input']).toContain(result.code);
            expect(rowCounts(services)).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    }));

  it('validates any mutated deck JSON with typed problems, never throwing', async () => {
    const pool = await fixturePool();
    const decks = fc.record({
      investigator_code: fc.constantFrom('01001', '01002', '01004', '99999', ''),
      slots: fc.dictionary(
        fc.constantFrom('01006', '01007', '01016', '01025', '01030', '01060', '01000', '02109', 'xyz'),
        fc.integer({ min: 0, max: 5 }),
      ),
      meta: fc.oneof(
        fc.constant(''),
        fc.string(),
        fc.constant('{"faction_selected":"mystic"}'),
        fc.constant('{"cus_09022":"0|1"}'),
      ),
      taboo_id: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
    });
    fc.assert(
      fc.property(decks, (input) => {
        const parsed = deckJsonSchema.safeParse(input);
        if (!parsed.success) return;
        const result = validateDeck(parsed.data, pool);
        expect(Array.isArray(result.problems)).toBe(true);
        for (const problem of result.problems) expect(typeof problem.code).toBe('string');
      }),
      { numRuns: RUNS * 4 },
    );
  });
});
