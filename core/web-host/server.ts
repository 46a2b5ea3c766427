import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CallResult, WEB_TOKEN_HEADER } from '../../shared/api/contract.ts';
import { deHost } from '../../shared/i18n/de/host.ts';
import { dispatch } from '../ipc/dispatch.ts';
import { createHandlers } from '../ipc/handlers.ts';
import { AppServices } from '../services/app-services.ts';
import { handleBackupTransfer } from './backup-transfer.ts';
import { openEventStream } from './event-stream.ts';
import { hostAllowed, originAllowed, tokenMatches } from './request-guard.ts';
import { serveStatic } from './static-files.ts';

export interface WebHostOptions {
  home: string;
  migrationsFolder: string;
  rendererFolder: string;
  /** 0 picks any free port. */
  port?: number;
  /** Imported at start when the pool is empty (ARKHAM_DATA). */
  dataFolder?: string;
  /** Without `dataFolder`: the pool built at packaging time, written at start when the pool is empty. */
  prebuiltPool?: string;
  /** The card import's writing thread (dist/electron after `npm run build:electron`). */
  sourceWorker?: string;
  version?: string;
}

export interface WebHost {
  url: string;
  origin: string;
  token: string;
  services: AppServices;
  /** Resolves when the start-up import (if any) has finished, successfully or not. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: CallResult<unknown>): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const STATUS_BY_CODE: Record<string, number> = {
  unauthorized: 401,
  unknown_method: 404,
  invalid_input: 400,
  internal: 500,
};

/**
 * Serves the built renderer and the IPC contract as `POST /api/<method>` on 127.0.0.1 only,
 * so the same app runs in a browser (tests, `npm run web`).
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const services = new AppServices({
    home: options.home,
    migrationsFolder: options.migrationsFolder,
    sourceWorker: options.sourceWorker,
    version: options.version ?? '0.0.0',
  });
  const handlers = createHandlers(services);
  const token = randomBytes(24).toString('base64url');
  let port = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!hostAllowed(request, port) || !originAllowed(request, port)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(deHost.accessDenied);
      return;
    }
    if (!url.pathname.startsWith('/api/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD') response.writeHead(405).end();
      else await serveStatic(options.rendererFolder, url.pathname, response);
      return;
    }
    if (url.pathname === '/api/events' && request.method === 'GET') {
      // EventSource cannot send headers, so the stream takes the secret as a query parameter.
      if (!tokenMatches(url.searchParams.get('token'), token))
        sendJson(response, 401, { ok: false, code: 'unauthorized', details: {} });
      else openEventStream(services.events, request, response);
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    if (!tokenMatches(request.headers[WEB_TOKEN_HEADER] as string | undefined, token)) {
      sendJson(response, 401, { ok: false, code: 'unauthorized', details: {} });
      return;
    }
    if (await handleBackupTransfer(url.pathname, request, response, services)) return;
    let input: unknown;
    try {
      const body = await readBody(request);
      input = body ? JSON.parse(body) : {};
    } catch {
      sendJson(response, 400, {
        ok: false,
        code: 'invalid_input',
        details: { issues: [deHost.requestNotJson] },
      });
      return;
    }
    const result = await dispatch(handlers, url.pathname.slice('/api/'.length), input);
    sendJson(response, result.ok ? 200 : (STATUS_BY_CODE[result.code] ?? 422), result);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 5780, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const ready = (
    options.dataFolder
      ? services.importIfEmpty(options.dataFolder)
      : services.importPrebuiltIfEmpty(options.prebuiltPool)
  ).catch(() => {});

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    services,
    ready,
    close: async () => {
      await ready;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      services.close();
    },
  };
}
