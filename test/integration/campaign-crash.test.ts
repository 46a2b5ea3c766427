import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import { startCampaign } from '../../core/services/campaign-actions.ts';
import { currentState, journalOf, rebuildProjection } from '../../core/services/campaign-journal.ts';
import { MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// "Killing the process (kill -9) in the middle of a burst of writes loses nothing that
// was acknowledged, and the database passes PRAGMA integrity_check."

const newHome = useTempHome();

/** Runs the burst child until it has acknowledged `atLeast` events, then kills it with SIGKILL. */
function burstAndKill(file: string, atLeast: number): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'test/integration/support/journal-burst-child.ts'), file, MIGRATIONS],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const acknowledged: number[] = [];
  let pending = '';
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      acknowledged.push(...lines.map(Number));
      if (acknowledged.length >= atLeast && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve(acknowledged));
  });
}

// Rounds of kill -9 at a random moment; LOGBUCH_LONG_TESTS=1 runs many more.
const ROUNDS = process.env.LOGBUCH_LONG_TESTS ? 40 : 6;

describe('campaign journal survives kill -9', () => {
  it(`keeps every acknowledged event over ${ROUNDS} random kills, none twice, integrity_check ok, projection rebuilds equal`, async () => {
    const file = path.join(newHome(), 'logbuch.sqlite');
    const db = openDatabase(file, MIGRATIONS);
    startCampaign(db, { name: 'Absturztest', chaosBag: ['0'] }, () => undefined);
    db.close();

    const acknowledged: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      acknowledged.push(...(await burstAndKill(file, 20 + Math.floor(Math.random() * 200))));
      const reopened = openDatabase(file, MIGRATIONS);
      try {
        expect(reopened.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        const seqs = journalOf(reopened, 1).map((entry) => entry.seq);
        // Sequence numbers are 1..n without gaps or repeats: nothing written twice.
        expect(seqs).toEqual(seqs.map((_, i) => i + 1));
        // Nothing acknowledged is lost; at most the write in flight got in without being announced.
        const present = new Set(seqs);
        expect(acknowledged.filter((seq) => !present.has(seq))).toEqual([]);
        expect(seqs.length - 1 - acknowledged.length).toBeLessThanOrEqual(round + 1);
        const state = currentState(reopened, 1);
        expect(state.notes).toHaveLength(seqs.length - 1);
        expect(rebuildProjection(reopened, 1)).toEqual(state);
        // Later rounds continue after unannounced writes too.
        acknowledged.push(...seqs.filter((seq) => seq > 1 && !acknowledged.includes(seq)));
      } finally {
        reopened.close();
      }
    }
  }, 120_000);
});
