import { type CallResult, WEB_TOKEN_HEADER } from '../../shared/api/contract.ts';
import { attachmentName, type BackupTransfer, type RestoredBackup } from './backup-transfer.ts';
import { CallError } from './call-error.ts';

// The browser's side of the web host's backup routes: a download through a temporary link, an
// upload of the picked file; a refusal arrives as the usual envelope and becomes a CallError.

async function refusal(response: Response): Promise<CallError> {
  try {
    const result = (await response.json()) as CallResult<unknown>;
    if (!result.ok) return new CallError(result.code, result.details);
  } catch {
    // Not our JSON envelope: a network or proxy failure.
  }
  return new CallError('internal');
}

export function webBackupTransfer(
  token: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): BackupTransfer {
  return {
    async download() {
      const response = await fetchImpl('/api/backup-file/export', {
        method: 'POST',
        headers: { [WEB_TOKEN_HEADER]: token },
      });
      if (!response.ok) throw await refusal(response);
      const name = attachmentName(response.headers.get('content-disposition'), 'arkham-logbuch.sqlite');
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click was handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return name;
    },
    async upload(file) {
      const response = await fetchImpl('/api/backup-file/restore', {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          [WEB_TOKEN_HEADER]: token,
          'x-logbuch-file-name': encodeURIComponent(file.name),
        },
        body: file,
      });
      if (!response.ok) throw await refusal(response);
      const result = (await response.json()) as CallResult<RestoredBackup>;
      if (!result.ok) throw new CallError(result.code, result.details);
      return result.value;
    },
  };
}
