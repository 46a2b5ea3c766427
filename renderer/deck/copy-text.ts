// Copy and save for the export dialog, in the browser and in Electron alike: the Clipboard API
// (with the older copy command where it is refused), and a download through a Blob link, which
// Electron turns into its save dialog.

/** True when the text reached the clipboard. */
export async function copyText(text: string, fallbackField?: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallbackField) return false;
    fallbackField.focus();
    fallbackField.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

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
