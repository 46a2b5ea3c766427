import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../renderer/api/api-client.ts';
import { CallError } from '../../renderer/api/call-error.ts';
import { printHash, printRequestOf } from '../../renderer/print/print-address.ts';
import { createAppStore } from '../../renderer/store/app-store.ts';
import { deckJsonOf } from '../../renderer/store/deck/deck-draft.ts';
import { selectImportCheck, selectPastedReference } from '../../renderer/store/deck-import/deck-import-selectors.ts';
import { selectPrintFileName } from '../../renderer/store/print/print-selectors.ts';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { fixturePool } from '../support/card-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';

// The renderer slices with an in-memory api: the import dialog checks and
// previews like main does, saves and opens the deck; the print view loads a campaign and prints
// through Electron's app.print or the browser's own dialog.

const pool = await fixturePool();
type Calls = Record<string, (input: never) => unknown>;

function storeWith(calls: Calls, printHost = { native: false, print: vi.fn() }) {
  const called: [string, unknown][] = [];
  const api: ApiClient = {
    async call(method, input) {
      called.push([method, input]);
      const handler = calls[method];
      if (!handler) throw new CallError('unknown_method', { method });
      return (await handler(input as never)) as never;
    },
    onEvent: () => () => {},
  };
  const store = createAppStore({ api, storage: undefined, printHost });
  store.setState({ cardPool: pool });
  return { store, called, printHost };
}

const version = (deckId: number) => ({
  id: 10,
  deckId,
  version: 1,
  deck: { ...ROLAND_STARTER, name: 'Rolands Deck', sideSlots: { '01030': 1 }, ignoreDeckLimitSlots: { '01020': 1 } },
  locked: false,
  xpGranted: 0,
  xpCarried: 0,
  xpSpent: 0,
  xpAdjustment: 0,
  adjustmentReason: null,
  exileString: null,
  createdAt: '',
  updatedAt: '',
});

describe('the deck import slice', () => {
  it('previews a pasted deck, saves it under the chosen name and opens it in the editor', async () => {
    const { store, called } = storeWith({
      'decks.import': () => ({
        deckId: 7,
        name: 'Neu',
        investigatorCode: '01001',
        versions: 1,
        latestVersionId: 10,
        problems: [],
        recost: [],
        opened: {
          version: version(7),
          builtOnDeck: null,
          summary: { id: 7, name: 'Neu', investigatorCode: '01001', versions: 1, latestVersionId: 10, tags: [] },
        },
      }),
    });
    store.getState().showScreen('cards');
    store.getState().openDeckImport();
    store.getState().setImportText(JSON.stringify({ ...ROLAND_STARTER, name: 'Rolands Deck' }), 'roland.json');
    const check = selectImportCheck(store.getState());
    expect(check).toMatchObject({
      ok: true,
      preview: { deckSize: 30, size: 30, problems: [] },
      investigator: { code: '01001' },
    });
    store.getState().setImportName('  Neu  ');
    expect(await store.getState().saveImportedDeck()).toBe(true);
    expect(called[0]).toEqual([
      'decks.import',
      { text: JSON.stringify({ ...ROLAND_STARTER, name: 'Rolands Deck' }), name: 'Neu' },
    ]);
    expect(store.getState()).toMatchObject({
      deckImport: undefined,
      screen: 'deck',
      picking: false,
      opened: { deckId: 7, versionId: 10 },
    });
    expect(store.getState().deck?.name).toBe('Rolands Deck');
    // The deck opens from the answer: neither its history nor the deck list is read again.
    expect(called.map(([method]) => method)).toEqual(['decks.import']);
    expect(store.getState().savedDecks).toMatchObject([{ id: 7, name: 'Neu' }]);
    // The side deck and ignoreDeckLimitSlots travel with the draft, so saving it keeps them.
    expect(deckJsonOf(store.getState().deck!)).toMatchObject({
      sideSlots: { '01030': 1 },
      ignoreDeckLimitSlots: { '01020': 1 },
    });
  });

  it('shows refusals before saving and does not call main for them', async () => {
    const { store, called } = storeWith({});
    store.getState().openDeckImport();
    store.getState().setImportText('{ "investigator_code": "01001", ');
    expect(selectImportCheck(store.getState())).toMatchObject({
      ok: false,
      problems: [{ code: 'deck_import_malformed' }],
    });
    expect(await store.getState().saveImportedDeck()).toBe(false);
    store.getState().setImportText('https://arkhamdb.com/decklist/view/678/roland');
    expect(selectPastedReference(store.getState())).toBe('https://arkhamdb.com/decklist/view/678/roland');
    expect(called).toEqual([]);
  });

  it('loads online through decks.fetch and keeps the German refusal when it fails', async () => {
    let answer: () => unknown = () => {
      throw new CallError('deck_fetch_unreachable', { url: 'https://arkhamdb.com/', reason: 'ENOTFOUND' });
    };
    const { store } = storeWith({ 'decks.fetch': () => answer() });
    store.getState().openDeckImport();
    store.getState().setImportUrl(' 4711 ');
    await store.getState().fetchImportDeck();
    expect(store.getState().deckImport?.error?.message).toBe(
      'ArkhamDB (https://arkhamdb.com/) ist nicht erreichbar (ENOTFOUND). Prüfe die Internetverbindung. Es wurde nichts importiert.',
    );
    answer = () => ({ decks: [{ ...ROLAND_STARTER, id: 4711 }], source: 'https://arkhamdb.com/' });
    store.getState().setImportText('vorher eingefügt');
    await store.getState().fetchImportDeck();
    expect(store.getState().deckImport).toMatchObject({
      text: '',
      online: { source: 'https://arkhamdb.com/' },
      error: undefined,
    });
    expect(selectImportCheck(store.getState())).toMatchObject({ ok: true, plan: { source: 'arkhamdb' } });
  });
});

describe('the print slice', () => {
  const campaign = { name: 'Dienstagsrunde', investigators: [] } as unknown as CampaignState;

  it('loads the campaign a print view shows and names the PDF after it', async () => {
    const { store } = storeWith({ 'campaigns.state': ({ campaignId }) => ({ ...campaign, seq: campaignId }) });
    await store.getState().openPrintView({ kind: 'campaign', campaignId: 3 });
    expect(store.getState().printCampaign).toMatchObject({ campaignId: 3, state: { name: 'Dienstagsrunde' } });
    expect(selectPrintFileName(store.getState())).toBe('Dienstagsrunde');
    store.getState().closePrintView();
    expect(store.getState()).toMatchObject({ printView: undefined, printCampaign: undefined });
  });

  it('prints through the browser in the web host and through app.print in Electron', async () => {
    const browser = storeWith({});
    await browser.store.getState().printPage('printer');
    expect(browser.printHost.print).toHaveBeenCalledOnce();
    expect(browser.called).toEqual([]);

    const electron = storeWith(
      { 'app.print': ({ mode }) => (mode === 'pdf' ? { done: true, file: '/tmp/roland.pdf' } : { done: true }) },
      { native: true, print: vi.fn() },
    );
    await electron.store.getState().printPage('pdf', 'Roland.pdf');
    expect(electron.called).toEqual([['app.print', { mode: 'pdf', fileName: 'Roland.pdf' }]]);
    expect(electron.store.getState().printStatus).toEqual({ kind: 'saved', file: '/tmp/roland.pdf' });
    expect(electron.printHost.print).not.toHaveBeenCalled();
  });

  it('reads and writes the print addresses the campaign screen may use', () => {
    expect(printHash({ kind: 'campaign', campaignId: 12 })).toBe('#drucken/kampagne/12');
    expect(printRequestOf('#drucken/kampagne/12')).toEqual({ kind: 'campaign', campaignId: 12 });
    expect(printRequestOf(printHash({ kind: 'deck' }))).toEqual({ kind: 'deck' });
    expect(printRequestOf('#drucken/kampagne/abc')).toBeUndefined();
  });
});
