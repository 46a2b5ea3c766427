// Files in and out of the renderer, in the browser and in Electron alike: a download through a
// Blob link (Electron turns it into its save dialog) and the text of a picked or dropped file.

export function downloadText(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; give it a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, 'application/json', JSON.stringify(value, null, 2));
}

/** The first file a drop or a picker holds, as text; undefined when there is none or it cannot be read. */
export async function readFirstFile(files: FileList | null | undefined): Promise<string | undefined> {
  const file = files?.[0];
  if (!file) return undefined;
  try {
    return await file.text();
  } catch {
    return undefined;
  }
}

/** Hands the first file's text ('' when unreadable) and name to `onText`; nothing when there is no file. */
export async function readFirstTextFile(
  files: FileList | null | undefined,
  onText: (text: string, fileName: string) => void,
): Promise<void> {
  const file = files?.[0];
  if (file) onText((await readFirstFile(files)) ?? '', file.name);
}
