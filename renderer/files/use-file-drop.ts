import { useState, type DragEvent } from 'react';
import { readFirstFile } from '../campaign/campaign-file.ts';

/** Drag-and-drop of a file onto an element: `over` while one hovers, `onText` with the first file's text and name. */
export function useFileDrop(onText: (text: string, fileName: string) => void) {
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
        const file = event.dataTransfer.files[0];
        void readFirstFile(event.dataTransfer.files).then((text) => file && onText(text ?? '', file.name));
      },
    },
  };
}
