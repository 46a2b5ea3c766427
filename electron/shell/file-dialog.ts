import path from 'node:path';
import type { OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { FileFilter } from '../../shared/api/file-dialog-contract.ts';
import { deShell } from '../../shared/i18n/de/shell.ts';

// Options for the native pickers behind `app.chooseSaveFile` and `app.chooseOpenFile`.

export const DEFAULT_SAVE_TITLE = deShell.saveAs;
export const DEFAULT_OPEN_TITLE = deShell.openFile;
const ALL_FILES = { name: deShell.allFiles, extensions: ['*'] };

export interface SaveFileRequest {
  title?: string;
  /** A file name only; it is proposed inside `folder` (the player's documents). */
  defaultName?: string;
  filter?: FileFilter;
}

export function saveFileDialogOptions(
  { title, defaultName, filter }: SaveFileRequest,
  folder?: string,
): SaveDialogOptions {
  const name = defaultName ? path.basename(defaultName) : undefined;
  return {
    title: title || DEFAULT_SAVE_TITLE,
    buttonLabel: deShell.save,
    ...(name ? { defaultPath: folder ? path.join(folder, name) : name } : {}),
    ...(filter ? { filters: [filter] } : {}),
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export function openFileDialogOptions({ title, filter }: { title?: string; filter?: FileFilter }): OpenDialogOptions {
  return {
    title: title || DEFAULT_OPEN_TITLE,
    buttonLabel: deShell.open,
    ...(filter ? { filters: [filter, ALL_FILES] } : {}),
    properties: ['openFile'],
  };
}

export function chosenSaveFile(result: SaveDialogReturnValue): string | undefined {
  return result.canceled || !result.filePath ? undefined : result.filePath;
}

export function chosenOpenFile(result: OpenDialogReturnValue): string | undefined {
  return result.canceled ? undefined : result.filePaths[0];
}
