import { ensureImportedCards } from './imported-cards.ts';

/** Vitest global setup of the integration and browser tests, after setup-builds.ts: the real cards imported once. */
export default async function setup(): Promise<void> {
  await ensureImportedCards();
}
