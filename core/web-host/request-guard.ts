import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Any page in the player's browser can send requests to 127.0.0.1, so every API call must
// prove it comes from the app: the right Host (against DNS rebinding), a same-origin Origin,
// and the secret printed at start.

export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function hostAllowed(request: IncomingMessage, port: number): boolean {
  return allowedHosts(port).includes(request.headers.host ?? '');
}

/** Browsers send Origin on cross-site requests; when present it must be our own. */
export function originAllowed(request: IncomingMessage, port: number): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return allowedHosts(port).some((host) => origin === `http://${host}`);
}

export function tokenMatches(given: string | null | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
