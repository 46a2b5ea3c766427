import { useEffect } from 'react';
import { CARD_LIST_ID } from '../browser/card-list.tsx';
import { useAppStore } from '../store/store-context.tsx';

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Ctrl+S saves, Ctrl+Z undoes, Ctrl+Y / Ctrl+Shift+Z redo; "+" and "−" add or remove the highlighted
 * card; Escape anywhere (not in a dialog) closes the open card and puts the focus back on the list,
 * its row highlighted.
 */
export function useDeckKeys(): void {
  const undo = useAppStore((state) => state.undo);
  const redo = useAppStore((state) => state.redo);
  const addHighlighted = useAppStore((state) => state.addHighlighted);
  const removeHighlighted = useAppStore((state) => state.removeHighlighted);
  const save = useAppStore((state) => state.saveCurrentDeck);
  const cardOpen = useAppStore((state) => state.selectedCode !== undefined);
  const clearSelection = useAppStore((state) => state.clearSelection);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Saving works from text fields too (the deck name, the adjustment's reason).
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
        return;
      }
      // A dialog (or the print view, the rule panel) takes Escape for itself.
      if (event.key === 'Escape' && cardOpen && !document.querySelector('[role="dialog"]')) {
        clearSelection();
        document.getElementById(CARD_LIST_ID)?.focus();
        return;
      }
      // Text fields keep their own undo and their own "+" and "-".
      if (isField(event.target)) return;
      const key = event.key.toLowerCase();
      const mod = event.ctrlKey || event.metaKey;
      if (mod && key === 'z' && !event.shiftKey) undo();
      else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) redo();
      else if (!mod && (key === '+' || key === '=')) addHighlighted();
      else if (!mod && (key === '-' || key === '−')) removeHighlighted();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo, addHighlighted, removeHighlighted, save, cardOpen, clearSelection]);
}
