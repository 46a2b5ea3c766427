import { expect, it } from 'vitest';
import { withIpc } from '../support/ipc-session.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682) for a deck played in the campaign: „Meine
// Decks“ and the deck editor validate it under the campaign's variants, and a save that newly
// breaks ULTIMATUM DES HIGHLANDERS (line 2614) is refused.

const newHome = useTempHome();

/** Roland Banks (01001) with one copy of each card of his starter deck. */
const singles = {
  ...ROLAND_STARTER,
  slots: Object.fromEntries(Object.keys(ROLAND_STARTER.slots).map((code) => [code, 1])),
};

it('lists the variants with the deck and refuses a save with two copies of .45 Automatic (01016)', async () => {
  await withIpc(newHome(), async (call) => {
    const campaign = await call('campaigns.create', { name: 'Highlander', variants: ['highlander'] });
    const joined = await call('campaigns.join', {
      campaignId: campaign.value.campaignId,
      player: 'Anna',
      investigatorCode: '01001',
      newDeck: { name: 'Roland', deck: singles },
    });
    const deckId = joined.value.state.investigators[0]!.deckId;
    const listed = (await call('decks.list', {})).value.find((deck) => deck.id === deckId)!;
    expect(listed.variants).toEqual(['highlander']);

    const saved = await call('decks.save', {
      versionId: listed.latestVersionId,
      deck: { ...singles, slots: { ...singles.slots, '01016': 2 } },
    });
    expect(saved.ok).toBe(false);
    expect(saved.code).toBe('campaign_deck_refused');
    expect(saved.details?.problems?.map((problem) => problem.code)).toContain('variant_highlander');
  });
}, 60_000);
