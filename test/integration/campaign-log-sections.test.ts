import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import {
  appendEvents,
  joinCampaign,
  startCampaign,
  upgradeCampaignDeck,
} from '../../core/services/campaign-actions.ts';
import { readCampaignDataFolder } from '../../core/services/campaign-data-folder.ts';
import { appendEvent, currentState } from '../../core/services/campaign-journal.ts';
import { createDeck } from '../../core/services/deck-versions.ts';
import type { AppError } from '../../shared/api/app-error.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { realPool } from '../support/card-data.ts';
import { ARKHAM_CARDS_DATA, describeRealData, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// Forgotten Age supplies and a researched card, and an Am Rande der Welt
// log count, are recorded and shown — on the real campaign definitions.

const newHome = useTempHome();

describeRealData('log sections of real campaigns', () => {
  const setup = async () => {
    const definitions = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA));
    const definitionOf = (id: string) => definitions.find((definition) => definition.id === id);
    const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
    return { db, definitionOf, pool: await realPool() };
  };

  it('records Forgotten Age supplies („Ausrüstung“), uses one up, and unlocks a researched card', async () => {
    const { db, definitionOf, pool } = await setup();
    try {
      const { campaignId, state } = startCampaign(
        db,
        { name: 'Expedition', definitionId: 'tfa', difficulty: 'hard' },
        definitionOf,
      );
      expect(state.chaosBag).toEqual(definitionOf('tfa')!.chaosBags.hard);
      joinCampaign(db, pool, campaignId, { player: 'Clara', investigatorCode: '04004' }); // Pater Mateo
      appendEvents(db, campaignId, [
        {
          type: 'supplies_chosen',
          payload: {
            code: '04004',
            section: 'supplies',
            supplies: [
              { id: 'provisions', count: 2 },
              { id: 'rope', count: 1 },
              { id: 'map', count: 1 },
            ],
          },
        },
        { type: 'supply_used', payload: { code: '04004', section: 'supplies', supply: 'provisions' } },
        // Grimoire „Erforscht“: once the log says the task is done, anyone may upgrade into the card.
        { type: 'card_researched', payload: { card: '04154' } },
        { type: 'log_updated', payload: { changes: [{ section: 'yigs_fury', count: 4 }] } },
      ]);
      const shown = currentState(db, campaignId);
      expect(shown.investigators[0]!.supplies).toEqual({ supplies: { provisions: 1, rope: 1, map: 1 } });
      expect(shown.researched).toEqual(['04154']);
      const supplies = shown.logSections.find((section) => section.id === 'supplies')!;
      expect(supplies).toMatchObject({ title: 'Ausrüstung', type: 'supplies' });
      expect(supplies.supplies!.map((supply) => supply.name)).toContain('Proviant');
      expect(shown.logSections.find((section) => section.id === 'yigs_fury')).toMatchObject({
        title: 'Yigs Zorn',
        count: 4,
      });
      const refusals: string[] = [];
      const refused = (event: object) => {
        try {
          appendEvent(db, campaignId, event);
        } catch (error) {
          refusals.push(germanErrorMessage((error as AppError).code, (error as AppError).details));
          return (error as AppError).code;
        }
        return 'accepted';
      };
      expect(
        refused({
          type: 'supply_used',
          payload: { code: '04004', section: 'supplies', supply: 'provisions', count: 2 },
        }),
      ).toBe('supply_used_up');
      expect(
        refused({
          type: 'supplies_chosen',
          payload: { code: '04004', section: 'supplies', supplies: [{ id: 'laterne', count: 1 }] },
        }),
      ).toBe('supply_unknown');
      // Refused by the German names of the section and the supply, never `provisions` or `supplies`.
      expect(refusals).toEqual([
        'Pater Mateo (Der Priester) (04004) hat „Proviant“ nicht mehr in der Ausrüstung.',
        'Den Ausrüstungsgegenstand „laterne“ gibt es im Abschnitt „Ausrüstung“ nicht.',
      ]);
    } finally {
      db.close();
    }
  });

  it('records an Am Rande der Welt count and entries in its German sections', async () => {
    const { db, definitionOf } = await setup();
    try {
      const { campaignId } = startCampaign(db, { name: 'Antarktis', definitionId: 'eoe' }, definitionOf);
      appendEvent(db, campaignId, {
        type: 'log_updated',
        payload: {
          changes: [
            { section: 'supplies_recovered', entry: 'Kleiner Funkempfänger' },
            { section: 'supplies_recovered', count: 1 },
            { section: 'hidden', name: 'camp_shelter', count: 3 },
          ],
        },
      });
      const sections = currentState(db, campaignId).logSections;
      expect(sections.find((section) => section.id === 'supplies_recovered')).toMatchObject({
        title: 'Geborgene Vorräte',
        entries: [{ text: 'Kleiner Funkempfänger', crossedOut: false }],
        count: 1,
      });
      expect(sections.find((section) => section.id === 'hidden')!.counts).toEqual({ camp_shelter: 3 });
    } finally {
      db.close();
    }
  });

  it('upgrades into an Erforscht card without a problem only after the campaign researched it („Erforscht“)', async () => {
    const { db, definitionOf, pool } = await setup();
    try {
      // Daisy Walker with Archive of Conduits (Unidentified, 08033) instead of one Magnifying Glass.
      const daisy = JSON.parse(
        readFileSync(path.join(REPO_ROOT, 'test/fixtures/campaign-notz/daisy.json'), 'utf8'),
      ) as DeckJson;
      const start = { ...daisy, slots: { ...daisy.slots, '01030': 1, '08033': 1 } };
      const upgraded = { ...start, slots: { ...start.slots, '08033': 0, '08041': 1 } };
      const problemsOf = (researched: boolean) => {
        const { campaignId } = startCampaign(
          db,
          { name: researched ? 'Mit Forschung' : 'Ohne Forschung', definitionId: 'eoe' },
          definitionOf,
        );
        const { deckId } = createDeck(db, 'Daisy', start);
        joinCampaign(db, pool, campaignId, { player: 'Ben', investigatorCode: '01002', deckId });
        appendEvents(db, campaignId, [
          { type: 'xp_adjusted', payload: { code: '01002', xp: 10, reason: 'Test' } },
          ...(researched ? [{ type: 'card_researched', payload: { card: '08041' } }] : []),
        ]);
        // Grimoire „Erfahrung“: an upgrade that breaks a purchase rule is refused, with the typed problems.
        try {
          return upgradeCampaignDeck(db, pool, campaignId, '01002', upgraded).upgradeProblems.map(
            (problem) => problem.code,
          );
        } catch (error) {
          if (!(error instanceof CampaignError) || error.code !== 'campaign_deck_refused') throw error;
          return (error.details.problems ?? []).map((problem) => problem.code);
        }
      };
      expect(problemsOf(false)).toContain('researched_locked');
      expect(problemsOf(true)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
