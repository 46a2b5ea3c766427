import { useEffect, useRef } from 'react';

/** True when nothing holds the focus any more: the element that had it was removed. */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * For a panel or view that is not a ModalDialog but opens over the screen: remembers what had the
 * focus when `open` turned true and gives the focus back to it once `open` turns false, if the
 * focus went with the panel (WAI-ARIA dialog pattern: focus returns to the element that opened it).
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // Read while rendering: by the time effects run, an autoFocus has already moved focus.
  if (!open) opener.current = null;
  else if (!opener.current) opener.current = document.activeElement as HTMLElement | null;
  useEffect(() => {
    if (!open) return;
    const back = opener.current;
    return () => {
      if (back?.isConnected && focusLost()) back.focus();
    };
  }, [open]);
}
