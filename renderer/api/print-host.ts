import type { PrintHost } from '../store/print/print-types.ts';
import { electronBridge } from './electron-bridge.ts';

/** In the app window main prints (app.print); in a browser the page prints itself. */
export function defaultPrintHost(): PrintHost {
  return { native: electronBridge() !== undefined, print: () => window.print() };
}
