import { describe, expect, it } from 'vitest';
import { externalLinkTarget, isAppUrl } from '../../../electron/security/trusted-url.ts';
import { APP_FILE_URL } from './fake-electron.ts';

const appDir = 'file:///opt/Arkham%20Logbuch/resources/app.asar/dist/renderer';

describe('isAppUrl', () => {
  it('accepts the renderer file itself, with any fragment or query', () => {
    expect(isAppUrl(APP_FILE_URL, APP_FILE_URL)).toBe(true);
    expect(isAppUrl(`${APP_FILE_URL}#/decks/12`, APP_FILE_URL)).toBe(true);
    expect(isAppUrl(`${APP_FILE_URL}?view=campaign`, APP_FILE_URL)).toBe(true);
  });

  it('accepts spellings the URL parser resolves to the same file', () => {
    expect(isAppUrl(`${appDir}/../renderer/./index.html`, APP_FILE_URL)).toBe(true);
    expect(
      isAppUrl('file://localhost/opt/Arkham%20Logbuch/resources/app.asar/dist/renderer/index.html', APP_FILE_URL),
    ).toBe(true);
    expect(isAppUrl('file:///opt/Arkham Logbuch/resources/app.asar/dist/renderer/index.html', APP_FILE_URL)).toBe(true);
  });

  it('refuses a foreign page that merely mentions the app URL', () => {
    expect(isAppUrl(`https://evil.example/?next=${APP_FILE_URL}`, APP_FILE_URL)).toBe(false);
    expect(isAppUrl(`https://evil.example/#${APP_FILE_URL}`, APP_FILE_URL)).toBe(false);
  });

  it('refuses the same path on another host', () => {
    expect(isAppUrl('file://evil/opt/Arkham%20Logbuch/resources/app.asar/dist/renderer/index.html', APP_FILE_URL)).toBe(
      false,
    );
  });

  it('refuses a path that climbs out of the renderer file', () => {
    expect(isAppUrl(`${APP_FILE_URL}/../other.html`, APP_FILE_URL)).toBe(false);
    expect(isAppUrl(`${appDir}/index.html/../../secret.html`, APP_FILE_URL)).toBe(false);
    expect(isAppUrl(`${APP_FILE_URL}/extra`, APP_FILE_URL)).toBe(false);
  });

  it('refuses encoded separators that would smuggle another path', () => {
    expect(isAppUrl(`${appDir}%2Findex.html`, APP_FILE_URL)).toBe(false);
    expect(isAppUrl(`${appDir}/index.html%00.png`, APP_FILE_URL)).toBe(false);
  });

  it('refuses other schemes and credentials', () => {
    expect(isAppUrl(`javascript:location="${APP_FILE_URL}"`, APP_FILE_URL)).toBe(false);
    expect(isAppUrl('app://user@opt/Arkham%20Logbuch/resources/app.asar/dist/renderer/index.html', APP_FILE_URL)).toBe(
      false,
    );
    expect(isAppUrl('data:text/html,<script>alert(1)</script>', APP_FILE_URL)).toBe(false);
    expect(isAppUrl('about:blank', APP_FILE_URL)).toBe(false);
    expect(isAppUrl('https://opt/Arkham%20Logbuch/resources/app.asar/dist/renderer/index.html', APP_FILE_URL)).toBe(
      false,
    );
  });

  it('refuses anything that is not a parsable URL string', () => {
    expect(isAppUrl('', APP_FILE_URL)).toBe(false);
    expect(isAppUrl('index.html', APP_FILE_URL)).toBe(false);
    expect(isAppUrl(undefined, APP_FILE_URL)).toBe(false);
    expect(isAppUrl({ toString: () => APP_FILE_URL }, APP_FILE_URL)).toBe(false);
  });

  it('trusts nothing when the app URL itself is not a file URL', () => {
    expect(isAppUrl('https://example.org/', 'https://example.org/')).toBe(false);
  });
});

describe('externalLinkTarget', () => {
  it('returns the normalised https address', () => {
    expect(externalLinkTarget('https://arkhamdb.com/card/01001')).toBe('https://arkhamdb.com/card/01001');
    expect(externalLinkTarget('HTTPS://ArkhamDB.com')).toBe('https://arkhamdb.com/');
  });

  it('refuses plain http, files, scripts and other schemes', () => {
    for (const url of [
      'http://arkhamdb.com',
      APP_FILE_URL,
      'javascript:alert(1)',
      'smb://server/share',
      'mailto:a@b.de',
      'ms-settings:',
    ]) {
      expect(externalLinkTarget(url)).toBeUndefined();
    }
  });

  it('refuses https addresses carrying credentials that could mislead the player', () => {
    expect(externalLinkTarget('https://arkhamdb.com@evil.example/')).toBeUndefined();
    expect(externalLinkTarget('https://user:secret@evil.example/')).toBeUndefined();
  });

  it('refuses what does not parse', () => {
    expect(externalLinkTarget('https://')).toBeUndefined();
    expect(externalLinkTarget(42)).toBeUndefined();
  });
});
