import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../shared/api/app-error.ts';
import type { CallResult } from '../../shared/api/contract.ts';
import { deDatabase } from '../../shared/i18n/de/database.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import type { AppServices } from '../services/app-services.ts';
import { exportBackup, restoreBackupFile } from '../services/database-backups.ts';

// The web host has no file dialogs, so a backup file travels through the browser instead: the
// whole database as a download, and a restore from an uploaded file. Both are token-guarded POST
// routes beside the contract (its JSON calls are limited to 1 MB; a database with cards is more).

export const BACKUP_EXPORT_PATH = '/api/backup-file/export';
export const BACKUP_RESTORE_PATH = '/api/backup-file/restore';
/** The uploaded file's name (percent-encoded), for messages and the restore's record. */
export const FILE_NAME_HEADER = 'x-logbuch-file-name';
/** Far above any real database (the full card pool is ~30 MB), low enough to stop a runaway upload. */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The name a downloaded backup gets. */
export const exportFileName = (now = new Date()) => `arkham-logbuch-${localDate(now)}.sqlite`;

function httpStatus(result: CallResult<unknown>): number {
  if (result.ok) return 200;
  return result.code === 'invalid_input' ? 400 : 422;
}

function sendResult(response: ServerResponse, result: CallResult<unknown>): void {
  response.writeHead(httpStatus(result), {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(result));
}

const failure = (error: unknown): CallResult<never> => ({ ok: false, ...errorCodeAndDetails(error) });

/** A name safe to create in a folder of our own: no path, no control characters. */
function uploadedName(header: string | string[] | undefined): string {
  let name = deDatabase.uploadName;
  try {
    if (typeof header === 'string' && header) name = decodeURIComponent(header);
  } catch {
    // Keep the default: the name only labels messages.
  }
  const safe = path
    .basename(name.replace(/\\/g, '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name must not hold
    .replace(/[\u0000-\u001f<>:"|?*]/g, '_')
    .slice(0, 200);
  return safe && safe !== '.' && safe !== '..' ? safe : deDatabase.uploadName;
}

async function sendExport(services: AppServices, response: ServerResponse): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'logbuch-export-'));
  try {
    const name = exportFileName();
    const exported = exportBackup(services.db, path.join(folder, name));
    response.writeHead(200, {
      'content-type': 'application/vnd.sqlite3',
      'content-length': String(exported.bytes),
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    await pipeline(createReadStream(exported.file), response);
  } catch (error) {
    if (!response.headersSent) sendResult(response, failure(error));
    else response.destroy();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const tooLarge = (limit: number) =>
  new AppError('invalid_input', {
    issues: [deDatabase.uploadTooLarge(Math.round(limit / 1024 / 1024))],
  });

/** Writes the request body to `file`; a body past `limit` that announced no length is cut off. */
async function receive(request: IncomingMessage, file: string, limit: number): Promise<void> {
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) request.destroy(tooLarge(limit));
  });
  await pipeline(request, createWriteStream(file));
}

async function restoreUpload(
  services: AppServices,
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
): Promise<void> {
  if (!/^application\/octet-stream\b/.test(request.headers['content-type'] ?? '')) {
    return sendResult(response, {
      ok: false,
      code: 'invalid_input',
      details: { issues: [deDatabase.uploadNotOctetStream] },
    });
  }
  // Refused before reading, so the answer still reaches the browser.
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    response.setHeader('connection', 'close');
    return sendResult(response, failure(tooLarge(limit)));
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'logbuch-upload-'));
  const name = uploadedName(request.headers[FILE_NAME_HEADER]);
  try {
    await receive(request, path.join(folder, name), limit);
    const safetyBackup = await restoreBackupFile(
      services.db,
      path.join(folder, name),
      services.options.migrationsFolder,
    );
    services.forgetCachedPool();
    sendResult(response, { ok: true, value: { restored: name, safetyBackup } });
  } catch (error) {
    sendResult(response, failure(error));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Answers the two backup file routes (already checked: host, origin, POST, token); false for any other path. */
export async function handleBackupTransfer(
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
  services: AppServices,
  limit = MAX_UPLOAD_BYTES,
): Promise<boolean> {
  if (pathname === BACKUP_EXPORT_PATH) await sendExport(services, response);
  else if (pathname === BACKUP_RESTORE_PATH) await restoreUpload(services, request, response, limit);
  else return false;
  return true;
}
