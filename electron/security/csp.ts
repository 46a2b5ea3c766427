import type { Session } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../../core/security/csp-policy.ts';

// Checklist: "Define a Content Security Policy". The policy itself is shared with the web host.

export { CONTENT_SECURITY_POLICY };

export type ResponseHeaders = Record<string, string[]>;

/**
 * Adds our policy to the response headers. A policy already present is kept: several policies
 * all apply, so adding ours can only tighten, never loosen.
 */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined): ResponseHeaders {
  const result: ResponseHeaders = { ...headers };
  const key =
    Object.keys(result).find((name) => name.toLowerCase() === 'content-security-policy') ?? 'Content-Security-Policy';
  result[key] = [...(result[key] ?? []), CONTENT_SECURITY_POLICY];
  return result;
}

export function installContentSecurityPolicy(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
  });
}
