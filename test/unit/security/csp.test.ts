import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  installContentSecurityPolicy,
  withContentSecurityPolicy,
} from '../../../electron/security/csp.ts';
import { FakeSession } from './fake-electron.ts';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('CONTENT_SECURITY_POLICY', () => {
  it('allows only the app itself, inline styles and data images, and no framing', () => {
    expect(Object.fromEntries(directives(CONTENT_SECURITY_POLICY))).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
    });
  });

  it('never allows inline or evaluated scripts, or remote hosts', () => {
    expect(directives(CONTENT_SECURITY_POLICY).get('script-src')).not.toMatch(/unsafe|\*|http|data:/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*/);
  });
});

describe('withContentSecurityPolicy', () => {
  it('adds the header to a response without one', () => {
    expect(withContentSecurityPolicy({ 'Content-Type': ['text/html'] })).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    expect(withContentSecurityPolicy(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('keeps an existing policy under its own spelling, so the result is only ever stricter', () => {
    const headers = { 'content-security-policy': ["default-src 'none'"] };
    expect(withContentSecurityPolicy(headers)).toEqual({
      'content-security-policy': ["default-src 'none'", CONTENT_SECURITY_POLICY],
    });
    expect(headers['content-security-policy']).toEqual(["default-src 'none'"]);
  });
});

describe('installContentSecurityPolicy', () => {
  it('answers every response with the policy', () => {
    const session = new FakeSession();
    installContentSecurityPolicy(session.asSession());
    let response: unknown;
    session.headersListener!({ responseHeaders: { 'Content-Type': ['text/html'] } }, (value) => (response = value));
    expect(response).toEqual({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
});
