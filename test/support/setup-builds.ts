import { ensureNodeBuild } from '../../tools/native-builds.ts';
import { ensureFreshBuilds } from './fresh-builds.ts';

/** Vitest global setup of the integration and browser tests: native module, then builds not older than their sources. */
export default async function setup(): Promise<void> {
  ensureNodeBuild();
  await ensureFreshBuilds();
}
