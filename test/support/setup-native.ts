import { ensureNodeBuild } from '../../tools/native-builds.ts';

/** Vitest global setup of every test layer: better-sqlite3 built for this Node (tools/native-builds.ts). */
export default function setup(): void {
  ensureNodeBuild();
}
