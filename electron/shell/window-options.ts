import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_NAME } from '../../core/paths.ts';

// Painted before the first frame so the window never flashes white.
export const WINDOW_BACKGROUND = '#131815';

/** The main window: secure web preferences (checklist: context isolation, sandbox, no Node; middle clicks open nothing). */
export function mainWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    title: APP_NAME,
    backgroundColor: WINDOW_BACKGROUND,
    show: false,
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  };
}
