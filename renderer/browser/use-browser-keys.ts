import { type RefObject, useEffect } from 'react';
import { useAppStore } from '../store/store-context.tsx';
import { CARD_LIST_ID } from './card-list.tsx';

function isOtherField(target: EventTarget | null, search: HTMLInputElement | null): boolean {
  return (
    target instanceof HTMLElement &&
    target !== search &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * "/" or Ctrl+F focus the search; ↓ in the search goes into the list on its first row (as in the
 * investigator search); ↑/↓ move the highlighted row; Enter opens it.
 */
export function useBrowserKeys(searchRef: RefObject<HTMLInputElement | null>): void {
  const moveHighlight = useAppStore((state) => state.moveHighlight);
  const selectHighlighted = useAppStore((state) => state.selectHighlighted);
  const highlightFirst = useAppStore((state) => state.highlightFirst);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const search = searchRef.current;
      const typing = isOtherField(event.target, search);
      const findShortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f';
      if (findShortcut || (event.key === '/' && !typing && event.target !== search)) {
        event.preventDefault();
        search?.focus();
        search?.select();
      } else if (event.key === 'ArrowDown' && event.target === search && search) {
        event.preventDefault();
        if (highlightFirst()) document.getElementById(CARD_LIST_ID)?.focus();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !typing) {
        event.preventDefault();
        moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && !typing && !(event.target instanceof HTMLButtonElement)) {
        selectHighlighted();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [searchRef, moveHighlight, selectHighlighted, highlightFirst]);
}
