import { describe, expect, it } from 'vitest';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { withIpc } from '../support/ipc-session.ts';
import { DAISY_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// The window's side of the campaign's deck rules: joining (campaigns.join) and every save of a
// campaign deck's unlocked version (decks.save) answer a typed refusal with German text, and keep
// nothing. Grimoire „Regeln für den Deckbau“ (lines 2409–2410: a starting deck is level 0 at 0 XP)
// and „Erfahrung“ (line 621: only cards the investigator has access to).

const newHome = useTempHome();

function change(deck: DeckJson, delta: Record<string, number>): DeckJson {
  const slots = { ...deck.slots };
  for (const [code, n] of Object.entries(delta)) {
    slots[code] = (slots[code] ?? 0) + n;
    if (slots[code] === 0) delete slots[code];
  }
  return { ...deck, slots };
}

describe('campaign decks saved from the window', () => {
  it('joining with Daisy Walker (01002) and Elder Sign Amulet (01095, level 3) is refused, nothing joins', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId } = (await call('campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0'] })).value;
      const deck = change(DAISY_STARTER, { '01039': -1, '01095': 1 });
      const { deckId } = (await call('decks.create', { name: 'Daisy', deck })).value;
      const joined = await call('campaigns.join', { campaignId, player: 'Ben', investigatorCode: '01002', deckId });
      expect(joined).toMatchObject({ ok: false, code: 'starting_deck_xp', details: { needed: 3, has: 0 } });
      expect(germanErrorMessage(joined.code!, joined.details)).toContain('3 EP wert');
      expect((await call('campaigns.state', { campaignId })).value.investigators).toEqual([]);
    }));

  it('the joined version of a campaign deck saves legal edits and refuses a Guardian card or a level-2 card', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId } = (await call('campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0'] })).value;
      const created = (await call('decks.create', { name: 'Daisy', deck: DAISY_STARTER })).value;
      await call('campaigns.join', { campaignId, player: 'Ben', investigatorCode: '01002', deckId: created.deckId });
      const save = (deck: DeckJson) => call('decks.save', { versionId: created.id, deck });

      // .45 Automatik (01016) is a Guardian card; Daisy has no access (Deckbau-Optionen).
      const guardian = await save(change(DAISY_STARTER, { '01039': -1, '01016': 1 }));
      expect(guardian).toMatchObject({ ok: false, code: 'campaign_deck_refused' });
      expect(guardian.details?.problems?.map((p) => [p.code, p.cards])).toEqual([['invalid_cards', ['01016']]]);
      expect(germanErrorMessage(guardian.code!, guardian.details)).toContain('45er Automatik');

      // Elder Sign Amulet (01095, level 3) would make the starting deck worth 3 XP.
      const levelled = await save(change(DAISY_STARTER, { '01039': -1, '01095': 1 }));
      expect(levelled).toMatchObject({ ok: false, code: 'starting_deck_xp' });

      // A level-0 swap within her options is saved.
      const legal = await save(change(DAISY_STARTER, { '01039': -1, '01091': 1 }));
      expect(legal.ok).toBe(true);
      const history = (await call('decks.history', { deckId: created.deckId })).value;
      expect(history.at(-1)!.version.deck.slots['01091']).toBe(1);
    }));
});
