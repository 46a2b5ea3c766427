import { describe, expect, it } from 'vitest';
import { type TestCall, withIpc } from '../support/ipc-session.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Every deck write returns its deck's row of "Meine Decks" (`summary`), so the editor updates the
// list without reading it again: the row must be exactly what `decks.list` says afterwards. Roland
// Banks (01001) with his signature weakness Cover Up (01007); removing it breaks the deckbuilding
// rule of the investigator’s required cards (Grimoire „Regeln für den Deckbau“), which the row counts.

const newHome = useTempHome();
const rowOf = async (call: TestCall, deckId: number) =>
  (await call('decks.list', {})).value.find((deck) => deck.id === deckId);

describe('deck writes return their list row', () => {
  it('decks.create, decks.upgrade and decks.save each answer with the row decks.list then lists', () =>
    withIpc(newHome(), async (call) => {
      const other = await call('decks.create', { name: 'Anderes Deck', deck: ROLAND_STARTER });
      const created = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
      const deckId = created.value.deckId;
      expect(created.value.summary).toEqual(await rowOf(call, deckId));
      expect(created.value.summary).toMatchObject({
        id: deckId,
        versions: 1,
        problems: 0,
        latestVersionId: created.value.id,
      });

      const upgraded = await call('decks.upgrade', { deckId, xpGranted: 2 });
      expect(upgraded.value.summary).toEqual(await rowOf(call, deckId));
      expect(upgraded.value.summary).toMatchObject({ versions: 2, latestVersionId: upgraded.value.id });
      // The version it is built on comes along: the editor measures the upgrade's cost against it.
      expect(upgraded.value.builtOnDeck.slots).toEqual(ROLAND_STARTER.slots);

      const slots: Record<string, number> = { ...ROLAND_STARTER.slots, '01030': 1 };
      delete slots['01007'];
      const saved = await call('decks.save', { versionId: upgraded.value.id, deck: { ...ROLAND_STARTER, slots } });
      expect(saved.value.summary).toEqual(await rowOf(call, deckId));
      expect(saved.value.summary.problems).toBeGreaterThan(0);
      // The other deck is neither in the answer nor changed.
      expect(await rowOf(call, other.value.deckId)).toEqual(other.value.summary);
    }));

  it('campaigns.upgradeDeck answers with the version it put in force, the deck it is built on and the row', () =>
    withIpc(newHome(), async (call) => {
      const created = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
      const deckId = created.value.deckId;
      const campaign = await call('campaigns.create', { name: 'Dienstagsrunde' });
      const campaignId = campaign.value.campaignId;
      await call('campaigns.join', { campaignId, player: 'Anna', investigatorCode: '01001', deckId });

      const result = await call('campaigns.upgradeDeck', { campaignId, code: '01001', deck: ROLAND_STARTER });

      expect(result.ok).toBe(true);
      const { upgraded, state } = result.value;
      expect(upgraded.version).toMatchObject({ id: state.investigators[0]!.deckVersionId, deckId, version: 2 });
      expect(upgraded.builtOnDeck?.slots).toEqual(ROLAND_STARTER.slots);
      expect(upgraded.summary).toEqual(await rowOf(call, deckId));
      expect(upgraded.summary).toMatchObject({ campaignName: 'Dienstagsrunde', versions: 2 });
    }));

  it('decks.import answers with its latest version as the editor opens it and the deck’s row', () =>
    withIpc(newHome(), async (call) => {
      const imported = await call('decks.import', { text: JSON.stringify(ROLAND_STARTER), name: 'Importiert' });
      expect(imported.ok).toBe(true);
      const { deckId, latestVersionId, opened } = imported.value;
      expect(opened.version).toMatchObject({ id: latestVersionId, deckId, version: 1 });
      expect(opened.version.deck.slots).toEqual(ROLAND_STARTER.slots);
      expect(opened.builtOnDeck).toBeNull();
      expect(opened.summary).toEqual(await rowOf(call, deckId));
    }));
});
