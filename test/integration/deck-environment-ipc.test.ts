import { describe, expect, it } from 'vitest';
import { type TestCall, withIpc } from '../support/ipc-session.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire XII „Deckbau-Umgebungen“ stored per deck (decks.environment, migration 0007) and per
// campaign (campaign_created); "Meine Decks" validates each deck under its campaign's, else its own.

const newHome = useTempHome();
const withServices = (work: (call: TestCall) => Promise<void>) => withIpc(newHome(), work);

describe('a deck’s deckbuilding environment over the IPC contract', () => {
  it('sets and clears the deck’s own environment; Roland Banks (01001) breaks Aktuell', () =>
    withServices(async (call) => {
      const created = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
      const deckId = created.value.deckId;
      expect(created.value.summary).toMatchObject({ problems: 0 });
      expect(created.value.summary.environment).toBeUndefined();

      const aktuell = await call('decks.setEnvironment', { deckId, environment: 'aktuell' });
      expect(aktuell).toMatchObject({ ok: true, value: { id: deckId, environment: 'aktuell' } });
      expect(aktuell.value.problems).toBeGreaterThan(0);
      expect(aktuell.value.environmentOfCampaign).toBeUndefined();
      expect((await call('decks.list', {})).value[0]).toMatchObject({ environment: 'aktuell' });

      const legacy = await call('decks.setEnvironment', { deckId, environment: null });
      expect(legacy).toMatchObject({ ok: true, value: { problems: 0 } });
      expect(legacy.value.environment).toBeUndefined();
    }));

  it('refuses an environment in a wrong form and an unknown deck', () =>
    withServices(async (call) => {
      const created = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
      expect(
        await call('decks.setEnvironment', { deckId: created.value.deckId, environment: 'standard' }),
      ).toMatchObject({ ok: false, code: 'invalid_input' });
      expect(
        await call('decks.setEnvironment', { deckId: created.value.deckId + 1, environment: 'aktuell' }),
      ).toMatchObject({ ok: false, code: 'deck_not_found' });
    }));

  it('a campaign deck is validated under its campaign’s environment (Legacy campaign: no problem despite its own Aktuell)', () =>
    withServices(async (call) => {
      const created = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
      const deckId = created.value.deckId;
      await call('decks.setEnvironment', { deckId, environment: 'aktuell' });
      const campaign = await call('campaigns.create', {
        name: 'Runde',
        scenarios: [{ id: 'a', name: 'A' }],
        environment: 'legacy',
      });
      expect(campaign).toMatchObject({ ok: true, value: { state: { environment: 'legacy' } } });
      const joined = await call('campaigns.join', {
        campaignId: campaign.value.campaignId,
        player: 'Anna',
        investigatorCode: '01001',
        deckId,
      });
      expect(joined.ok).toBe(true);
      expect((await call('decks.list', {})).value[0]).toMatchObject({
        environment: 'legacy',
        environmentOfCampaign: true,
        problems: 0,
      });
    }));

  it('stores the group’s switches with the deck; a campaign with own pools leaves each deck its own', () =>
    withServices(async (call) => {
      const created = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
      const deckId = created.value.deckId;
      // „alle Ermittler und mit allen ihren Signaturkarten“ (Grimoire „Deckbau-Umgebungen“).
      const variant = await call('decks.setEnvironment', {
        deckId,
        environment: 'limitiert:dwl,ptc,tfa;all-investigators',
      });
      expect(variant.value.environment).toBe('limitiert:dwl,ptc,tfa;all-investigators');
      // „ob jeder Ermittler in seiner eigenen Limitierte Umgebung sein Deck baut“: the campaign imposes none.
      const campaign = await call('campaigns.create', {
        name: 'Eigene',
        scenarios: [{ id: 'a', name: 'A' }],
        environment: 'limitiert;own-pools',
      });
      expect(campaign).toMatchObject({ ok: true, value: { state: { environment: 'limitiert;own-pools' } } });
      const joined = await call('campaigns.join', {
        campaignId: campaign.value.campaignId,
        player: 'Anna',
        investigatorCode: '01001',
        deckId,
      });
      expect(joined.ok).toBe(true);
      const [row] = (await call('decks.list', {})).value;
      expect(row).toMatchObject({ environment: 'limitiert:dwl,ptc,tfa;all-investigators' });
      expect(row!.environmentOfCampaign).toBeUndefined();
    }));
});
