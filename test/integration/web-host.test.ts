import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../core/web-host/server.ts';
import { FIXTURE_DATA, MIGRATIONS } from '../support/real-data.ts';

let host: WebHost;
let port: number;
let home: string;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request, so tests can send the headers a hostile page or rebinding DNS would. */
function send(method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const api = (method: string, input: unknown, extra: Record<string, string> = {}) =>
  send(
    'POST',
    `/api/${method}`,
    { 'content-type': 'application/json', 'x-logbuch-token': host.token, ...extra },
    JSON.stringify(input),
  );

beforeAll(async () => {
  home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-web-'));
  const renderer = path.join(home, 'renderer');
  mkdirSync(renderer);
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Arkham Logbuch</title>');
  host = await startWebHost({
    home,
    migrationsFolder: MIGRATIONS,
    rendererFolder: renderer,
    port: 0,
    dataFolder: FIXTURE_DATA,
  });
  port = Number(new URL(host.origin).port);
  await host.ready;
});
afterAll(async () => {
  await host.close();
  rmSync(home, { recursive: true, force: true });
});

describe('web host (POST /api/<method> on 127.0.0.1 with a per-start secret)', () => {
  it('prints a URL on 127.0.0.1 that carries the secret', () => {
    expect(host.url).toBe(`http://127.0.0.1:${port}/?token=${host.token}`);
    expect(host.token.length).toBeGreaterThanOrEqual(32);
  });

  it('answers a call with the right secret, after importing ARKHAM_DATA at start', async () => {
    const response = await api('cards.status', {});
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body);
    expect(body.ok).toBe(true);
    expect(body.value.imported).toBe(true);
    expect(body.value.summary.investigators).toBeGreaterThan(0);
  });

  it('refuses a call without or with a wrong secret', async () => {
    expect((await api('cards.status', {}, { 'x-logbuch-token': '' })).status).toBe(401);
    expect((await api('cards.status', {}, { 'x-logbuch-token': 'x'.repeat(host.token.length) })).status).toBe(401);
  });

  it('refuses a foreign Host header (DNS rebinding) and a foreign Origin', async () => {
    expect((await api('cards.status', {}, { host: `evil.example:${port}` })).status).toBe(403);
    expect((await api('cards.status', {}, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await api('cards.status', {}, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it('validates payloads and method names with the contract', async () => {
    const bad = await api('cards.import', { folder: 5 });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, code: 'invalid_input' });
    const extra = await api('cards.status', { drop: 'table' });
    expect(JSON.parse(extra.body).code).toBe('invalid_input');
    const unknown = await api('cards.delete', {});
    expect(unknown.status).toBe(404);
    const notJson = await send('POST', '/api/cards.status', { 'x-logbuch-token': host.token }, '{kaputt');
    expect(JSON.parse(notJson.body).code).toBe('invalid_input');
  });

  it('serves the renderer with a Content-Security-Policy and never a file outside it', async () => {
    const page = await send('GET', '/', {});
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const traversal = await send('GET', '/%2e%2e/%2e%2e/package.json', {});
    expect([403, 404]).toContain(traversal.status);
  });

  it('streams import progress and the result as events', async () => {
    const events: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/events?token=${host.token}` }, (res) => {
        res.on('data', (chunk: Buffer) => {
          events.push(chunk.toString());
          if (chunk.toString().includes('cards:import-finished')) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    await new Promise((r) => setTimeout(r, 50));
    const started = await api('cards.import', { folder: FIXTURE_DATA });
    expect(JSON.parse(started.body)).toEqual({ ok: true, value: { started: true } });
    await done;
    const text = events.join('');
    expect(text).toContain('"name":"cards:import-progress"');
    expect(text).toMatch(/"name":"cards:import-finished","payload":\{"ok":true/);
  });

  it('refuses the event stream without the secret', async () => {
    expect((await send('GET', '/api/events', {})).status).toBe(401);
  });
});
