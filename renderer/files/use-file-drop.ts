import { type DragEvent, useState } from 'react';
import { readFirstTextFile } from './local-file.ts';

/**
 * Drag-and-drop of files onto an element: `over` while one hovers, `onFiles` with what was dropped.
 * The drop stops here, so an inner zone (the import dialog) keeps it from an outer one (the deck screen).
 */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return {
    over,
    handlers: {
      onDragOver(event: DragEvent) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(true);
      },
      onDragLeave(event: DragEvent) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop(event: DragEvent) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        onFiles(event.dataTransfer.files);
      },
    },
  };
}

/** useFileDrop for one text file: `onText` with the first file's text ('' when unreadable) and name. */
export function useTextFileDrop(onText: (text: string, fileName: string) => void) {
  return useFileDrop((files) => void readFirstTextFile(files, onText));
}
