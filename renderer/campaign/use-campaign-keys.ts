import { useEffect } from 'react';
import { useAppStore } from '../store/store-context.tsx';

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Ctrl+Z on the campaign screen appends an undo of the last entry; off while a dialog is open. */
export function useCampaignKeys(enabled: boolean): void {
  const undo = useAppStore((state) => state.undoCampaignEntry);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Text fields keep their own undo.
      if (
        isField(event.target) ||
        !(event.ctrlKey || event.metaKey) ||
        event.shiftKey ||
        event.key.toLowerCase() !== 'z'
      )
        return;
      // An investigator's own dialogs (Korrektur, Karten, …) are not the screen's: none may be open either.
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      void undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, undo]);
}
