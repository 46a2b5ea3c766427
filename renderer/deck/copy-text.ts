// Copy for the export dialog, in the browser and in Electron alike: the Clipboard API, with the
// older copy command where it is refused. Saving is downloadText in renderer/files/local-file.ts.

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
