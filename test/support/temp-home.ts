import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A fresh user data folder per test, removed afterwards. */
export function useTempHome(): () => string {
  const homes: string[] = [];
  afterEach(() => {
    for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
  });
  return () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-test-'));
    homes.push(home);
    return home;
  };
}
