import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { ImageType } from './card-image-cache.ts';

// Downloads one card image from ArkhamDB (`/bundles/cards/<code>.png`, newer cards `.jpg`): only
// when the player turned images on, with a time limit, a size limit and a check that the answer
// really is an image (its first bytes), never anything else.

const TIMEOUT_MS = 15_000;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type Download = { ok: true; bytes: Buffer; type: ImageType } | { ok: false; reason: string };

/** The image type the first bytes say, if any. */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

async function fetchOne(url: URL): Promise<Download | 'not-found'> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { ok: false, reason: cause?.code ?? (error as Error).name };
  }
  if (response.status === 404) return 'not-found';
  if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_IMAGE_BYTES) return { ok: false, reason: deCardData.imageTooLarge };
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: deCardData.imageTooLarge };
  const type = sniffImage(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, reason: deCardData.imageNotAnImage };
}

/** The card's image from `base` (ArkhamDB or a mirror), PNG first, then JPEG. */
export async function downloadCardImage(base: URL, code: string): Promise<Download> {
  for (const extension of ['png', 'jpg']) {
    const url = new URL(`bundles/cards/${code}.${extension}`, base.href.endsWith('/') ? base.href : `${base.href}/`);
    const result = await fetchOne(url);
    if (result !== 'not-found') return result;
  }
  return { ok: false, reason: deCardData.imageNotFound };
}
