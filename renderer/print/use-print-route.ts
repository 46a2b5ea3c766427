import { useEffect, useRef } from 'react';
import { useAppStore } from '../store/store-context.tsx';
import { PRINT_PREFIX, printRequestOf } from './print-address.ts';

/** Opens the print view when the address names it (at start and on every change); closing it clears the address. */
export function usePrintRoute(): void {
  const open = useAppStore((state) => state.openPrintView);
  const shown = useAppStore((state) => state.printView);
  useEffect(() => {
    const follow = () => {
      const request = printRequestOf(window.location.hash);
      if (request) void open(request);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [open]);
  const wasShown = useRef(false);
  useEffect(() => {
    if (wasShown.current && !shown && window.location.hash.startsWith(PRINT_PREFIX))
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    wasShown.current = Boolean(shown);
  }, [shown]);
}
