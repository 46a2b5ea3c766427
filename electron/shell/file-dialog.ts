import path from 'node:path';
import type { OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { FileFilter } from '../../shared/api/file-dialog-contract.ts';

// Options for the native pickers behind `app.chooseSaveFile` and `app.chooseOpenFile`.

export const DEFAULT_SAVE_TITLE = 'Speichern unter';
export const DEFAULT_OPEN_TITLE = 'Datei öffnen';
const ALL_FILES = { name: 'Alle Dateien', extensions: ['*'] };

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
    buttonLabel: 'Speichern',
    ...(name ? { defaultPath: folder ? path.join(folder, name) : name } : {}),
    ...(filter ? { filters: [filter] } : {}),
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export function openFileDialogOptions({ title, filter }: { title?: string; filter?: FileFilter }): OpenDialogOptions {
  return {
    title: title || DEFAULT_OPEN_TITLE,
    buttonLabel: 'Öffnen',
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
