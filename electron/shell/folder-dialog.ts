import type { OpenDialogOptions, OpenDialogReturnValue } from 'electron';

export const DEFAULT_FOLDER_TITLE = 'Ordner auswählen';

/** Options for the native folder picker behind the contract's `app.chooseFolder`. */
export function folderDialogOptions(title?: string): OpenDialogOptions {
  return { title: title || DEFAULT_FOLDER_TITLE, buttonLabel: 'Auswählen', properties: ['openDirectory'] };
}

export function chosenFolder(result: OpenDialogReturnValue): string | undefined {
  return result.canceled ? undefined : result.filePaths[0];
}
