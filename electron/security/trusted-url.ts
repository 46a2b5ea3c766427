// Checklist: "Disable or limit navigation" and "Validate the sender of all IPC messages" both rest
// on this one decision, made by the WHATWG URL parser and never by string prefixes.

function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The file path a `file:` URL designates, as Chromium reads it; encoded separators are refused. */
function decodedPath(pathname: string): string | undefined {
  if (/%(2f|5c|00)/i.test(pathname)) return undefined;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * True when `candidate` designates the app's own renderer file (`appFileUrl`, a `file:` URL).
 * Query and fragment are ignored: they select a view inside the same page.
 */
export function isAppUrl(candidate: unknown, appFileUrl: string): boolean {
  const url = parseUrl(candidate);
  const app = parseUrl(appFileUrl);
  if (!url || !app || app.protocol !== 'file:' || url.protocol !== 'file:') return false;
  if (url.username !== '' || url.password !== '' || url.host !== app.host) return false;
  const path = decodedPath(url.pathname);
  return path !== undefined && path === decodedPath(app.pathname);
}

/** The normalised address of an https link the system browser may open, else undefined. */
export function externalLinkTarget(candidate: unknown): string | undefined {
  const url = parseUrl(candidate);
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return url.href;
}
