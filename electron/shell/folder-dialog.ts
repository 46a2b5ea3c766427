import type { OpenDialogOptions, OpenDialogReturnValue } from 'electron';

import { deShell } from '../../shared/i18n/de/shell.ts';

export const DEFAULT_FOLDER_TITLE = deShell.chooseFolder;

/** Options for the native folder picker behind the contract's `app.chooseFolder`. */
export function folderDialogOptions(title?: string): OpenDialogOptions {
  return { title: title || DEFAULT_FOLDER_TITLE, buttonLabel: deShell.choose, properties: ['openDirectory'] };
}

export function chosenFolder(result: OpenDialogReturnValue): string | undefined {
  return result.canceled ? undefined : result.filePaths[0];
}
