import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { deHost } from '../../shared/i18n/de/host.ts';
import { CONTENT_SECURITY_POLICY } from '../security/csp-policy.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Serves the built renderer; paths outside its folder are never read. */
export async function serveStatic(rendererFolder: string, pathname: string, response: ServerResponse): Promise<void> {
  const root = path.resolve(rendererFolder);
  const relative = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
  const file = path.resolve(root, `.${relative}`);
  if (!file.startsWith(root + path.sep)) {
    response.writeHead(403).end();
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(deHost.notFound);
    return;
  }
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  response.writeHead(200, {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'cache-control': type.startsWith('text/html') ? 'no-store' : 'max-age=300',
    ...(type.startsWith('text/html') ? { 'content-security-policy': CONTENT_SECURITY_POLICY } : {}),
  });
  response.end(body);
}
