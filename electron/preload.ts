import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../shared/api/bridge.ts';
import { createBridge } from './security/preload-bridge.ts';

// Sandboxed preload: only `electron` may be required at run time, everything else is bundled.
contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
