import { expect, it } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { selectExportDeck } from '../../renderer/store/deck/export-selectors.ts';
import { exportDeck } from '../../shared/decks/deck-export.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import type { TestCall } from '../support/ipc-session.ts';
import { storeOverIpc } from '../support/ipc-store.ts';
import { ARKHAMDB_DATA, describeRealData, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire „… wird zum Träger von …“: Lita Chantler (01117, a story asset of the Gathering) and
// Amnesia (01096, a weakness) that a scenario gave Roland are in the draft of his next "Deck
// verbessern", outside the deck size, saved with the version and in its ArkhamDB export.

const newHome = useTempHome();

/** Services over the real card data (Lita Chantler is no card of the small fixture pool). */
async function withRealIpc(work: (call: TestCall, services: AppServices) => Promise<void>) {
  const services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, version: 'test' });
  await services.importIfEmpty(ARKHAMDB_DATA);
  const handlers = createHandlers(services);
  try {
    await work((method, input) => dispatch(handlers, method, input) as ReturnType<TestCall>, services);
  } finally {
    services.close();
  }
}

describeRealData('campaign cards at the next upgrade', () => {
  it('puts the story asset and weakness the campaign gave into the next upgrade, the deck still 30 cards and legal', async () => {
    await withRealIpc(async (call, services) => {
      const pool = services.pool()!;
      const deck = await call('decks.create', { name: 'Roland', deck: ROLAND_STARTER });
      const created = await call('campaigns.create', {
        name: 'Dienstagsrunde',
        scenarios: [{ id: 'torch', name: 'Die Zusammenkunft' }],
      });
      const campaignId = created.value.campaignId;
      expect(
        await call('campaigns.join', {
          campaignId,
          player: 'Anna',
          investigatorCode: '01001',
          deckId: deck.value.deckId,
        }),
      ).toMatchObject({ ok: true });
      const recorded = await call('campaigns.append', {
        campaignId,
        events: [
          {
            type: 'scenario_recorded',
            payload: {
              scenario: { id: 'torch', name: 'Die Zusammenkunft' },
              resolution: 'R1',
              investigators: [
                { code: '01001', xp: { victory: 2 }, cardsEarned: ['01117'], weaknessesEarned: ['01096'] },
              ],
            },
          },
        ],
      });
      expect(recorded).toMatchObject({ ok: true });

      const store = storeOverIpc(call, pool);
      await store.getState().openCampaign(campaignId);
      expect(await store.getState().startCampaignUpgrade('01001')).toBe(true);
      expect(store.getState().campaignUpgrade?.campaignCards).toEqual([
        { code: '01117', missing: 1, outsideSize: false },
        { code: '01096', missing: 1, outsideSize: false },
      ]);
      const draft = store.getState().deck!;
      expect(draft.slots['01117']).toBe(1);
      expect(draft.slots['01096']).toBe(1);
      const json = selectExportDeck(store.getState())!;
      expect(validateDeck(json, pool)).toMatchObject({ valid: true, deckSize: 30 });

      expect(await store.getState().saveCampaignUpgrade()).toBe(true);
      const history = (await call('decks.history', { deckId: deck.value.deckId })).value;
      expect(history).toHaveLength(2);
      expect(history[1]!.version.deck.slots).toMatchObject({ '01117': 1, '01096': 1 });
      // Nothing to buy: story assets and weaknesses cost no XP.
      expect(history[1]!.version.xpSpent).toBe(0);

      // The export of the saved version carries them.
      const exported = exportDeck(selectExportDeck(store.getState())!, pool, { format: 'arkhamdb' });
      expect(exported.ok && JSON.parse(exported.output).slots).toMatchObject({ '01117': 1, '01096': 1 });

      // The next upgrade finds them in the deck and adds nothing again.
      await store.getState().openCampaign(campaignId);
      expect(await store.getState().startCampaignUpgrade('01001')).toBe(true);
      expect(store.getState().campaignUpgrade?.campaignCards).toBeUndefined();
    });
  });
});
