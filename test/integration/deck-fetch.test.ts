import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchArkhamDbDecks } from '../../core/services/deck-fetch.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { withIpc } from '../support/ipc-session.ts';
import { REPO_ROOT } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// "ArkhamDB deck URL or id when online": decks.fetch against a stand-in for ArkhamDB's
// public API on 127.0.0.1 — a deck with its linked versions, a decklist, a private deck (404),
// a server error, an answer that is no deck, a server that never answers, no server at all.

const newHome = useTempHome();
const chain = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'test/fixtures/chains/roland_four_versions.json'), 'utf8'),
) as Record<string, unknown>[];

type Misbehaviour = { status?: number; body?: string; hang?: boolean };

const answers = new Map<string, unknown>([
  ...chain.map((deck) => [`/api/public/deck/${deck.id}`, deck] as const),
  [
    '/api/public/decklist/900',
    { ...ROLAND_STARTER, id: 900, name: 'Rolands Startdeck (veröffentlicht)', previous_deck: 7101, next_deck: null },
  ],
  [
    // ArkhamDB after the random basic weakness was drawn: the placeholder as -1, Amnesia 01096 in its place.
    '/api/public/deck/8100',
    {
      ...ROLAND_STARTER,
      id: 8100,
      name: 'Schwäche gezogen',
      slots: { ...ROLAND_STARTER.slots, '01000': -1, '01096': 1 },
      previous_deck: null,
      next_deck: null,
    },
  ],
  [
    '/api/public/deck/8001',
    { ...ROLAND_STARTER, id: 8001, name: 'Mit privater Vorgängerversion', previous_deck: 8000, next_deck: null },
  ],
]);
const misbehave = new Map<string, Misbehaviour>();
const requests: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const bad = misbehave.get(url);
    if (bad?.hang) return;
    if (bad)
      return void response.writeHead(bad.status ?? 200, { 'content-type': 'application/json' }).end(bad.body ?? '');
    const answer = answers.get(url);
    if (!answer)
      return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const failure = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code: string; details: object } | undefined;
  if (!error) throw new Error('no refusal');
  return { code: error.code, details: error.details, text: germanErrorMessage(error.code as never, error.details) };
};

describe('decks.fetch', () => {
  it('loads a deck by its address with every linked version, from the base ARKHAMDB_URL names', async () => {
    requests.length = 0;
    const fetched = await fetchArkhamDbDecks({ kind: 'deck', id: '7102' }, { env: { ARKHAMDB_URL: base } });
    expect(fetched.decks.map((deck) => deck.id).sort()).toEqual([7101, 7102, 7103, 7104]);
    expect(requests).toEqual([
      '/api/public/deck/7102',
      '/api/public/deck/7101',
      '/api/public/deck/7103',
      '/api/public/deck/7104',
    ]);
    expect(fetched.source).toBe(`${base}/`);
  });

  it('tries a bare number as a deck, then as a decklist; a decklist comes alone', async () => {
    requests.length = 0;
    const fetched = await fetchArkhamDbDecks({ kind: 'any', id: '900' }, { url: base });
    expect(requests).toEqual(['/api/public/deck/900', '/api/public/decklist/900']);
    expect(fetched.decks).toEqual([expect.objectContaining({ id: 900, previous_deck: null, next_deck: null })]);
  });

  it('ends the chain where a version is not public', async () => {
    const fetched = await fetchArkhamDbDecks({ kind: 'deck', id: '8001' }, { url: base });
    expect(fetched.decks).toEqual([expect.objectContaining({ id: 8001, previous_deck: null })]);
  });

  it.each([
    [
      'a deck that is not public',
      '/api/public/deck/5',
      { status: 404 },
      'deck_fetch_not_found',
      /kein öffentliches Deck und keine Deckliste Nr\. 5/,
    ],
    [
      'a server error',
      '/api/public/deck/5',
      { status: 503 },
      'deck_fetch_http_status',
      /antwortete mit dem Status 503\. Es wurde nichts importiert\./,
    ],
    [
      'an answer that is not JSON',
      '/api/public/deck/5',
      { body: '<html>Wartung</html>' },
      'deck_fetch_invalid_response',
      /ist kein Deck \(kein JSON/,
    ],
    [
      'JSON that is no deck',
      '/api/public/deck/5',
      { body: '{"error":"Access denied"}' },
      'deck_fetch_invalid_response',
      /ist kein Deck \(investigator_code/,
    ],
  ])('refuses %s in German', async (_what, url, how, code, text) => {
    misbehave.set(url, how);
    try {
      const refused = await failure(fetchArkhamDbDecks({ kind: 'deck', id: '5' }, { url: base }));
      expect(refused.code).toBe(code);
      expect(refused.text).toMatch(text);
    } finally {
      misbehave.delete(url);
    }
  });

  it('gives up on a server that never answers after the time limit', async () => {
    misbehave.set('/api/public/deck/6', { hang: true });
    try {
      const refused = await failure(fetchArkhamDbDecks({ kind: 'deck', id: '6' }, { url: base, timeoutMs: 300 }));
      expect(refused).toMatchObject({ code: 'deck_fetch_timeout', details: { seconds: 0.3 } });
      expect(refused.text).toContain('nicht rechtzeitig geantwortet (Zeitlimit 0,3 s)');
    } finally {
      misbehave.delete('/api/public/deck/6');
    }
  });

  it('says so when there is no connection or the address is no http address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await failure(fetchArkhamDbDecks({ kind: 'deck', id: '1' }, { url: nowhere }));
    expect(offline.code).toBe('deck_fetch_unreachable');
    expect(offline.text).toMatch(
      /nicht erreichbar \(ECONNREFUSED\)\. Prüfe die Internetverbindung\. Es wurde nichts importiert\./,
    );
    expect((await failure(fetchArkhamDbDecks({ kind: 'deck', id: '1' }, { url: 'file:///etc/passwd' }))).code).toBe(
      'deck_fetch_url_invalid',
    );
  });

  it('over the contract: loads by address, then decks.import saves the chain; a foreign address is refused before any request', () =>
    withIpc(newHome(), async (call) => {
      const fetched = await call('decks.fetch', { urlOrId: 'https://arkhamdb.com/deck/view/7104', url: base });
      expect(fetched).toMatchObject({ ok: true, value: { source: `${base}/` } });
      expect(fetched.value.decks).toHaveLength(4);
      // The fixture pool lacks some of the chain's cards: the import names them and writes nothing.
      const refused = await call('decks.import', { decks: fetched.value.decks });
      expect(refused).toMatchObject({ ok: false, code: 'deck_import_unknown_cards' });
      const list = await call('decks.fetch', { urlOrId: '900', url: base });
      const saved = await call('decks.import', { decks: list.value.decks });
      expect(saved).toMatchObject({
        ok: true,
        value: { name: 'Rolands Startdeck (veröffentlicht)', versions: 1, problems: [] },
      });
      // "01000": -1 is loaded as it came; the import drops it and says so (slot_count_dropped), never refusing.
      const drawn = await call('decks.fetch', { urlOrId: '8100', url: base });
      expect(drawn.value.decks[0]).toMatchObject({ slots: { '01000': -1 } });
      const imported = await call('decks.import', { decks: drawn.value.decks });
      expect(imported).toMatchObject({ ok: true, value: { problems: [] } });
      expect(imported.value.warnings.map((w: { code: string; cards: string[] }) => [w.code, w.cards])).toEqual([
        ['slot_count_dropped', ['01000']],
      ]);
      requests.length = 0;
      expect(await call('decks.fetch', { urlOrId: 'https://arkham.build/deck/view/abc', url: base })).toMatchObject({
        ok: false,
        code: 'deck_import_foreign_url',
      });
      expect(await call('decks.fetch', { urlOrId: 'irgendwas', url: base })).toMatchObject({
        ok: false,
        code: 'deck_import_foreign_url',
      });
      expect(requests).toEqual([]);
    }));
});
