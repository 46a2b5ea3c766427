import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FINDINGS } from '../../../electron/security/electronegativity-accepted.ts';
import { REPO_ROOT } from '../../support/real-data.ts';

// Security checklist: @doyensec/electronegativity runs over electron/ in the test
// command, offline, with the Electron version the app ships. No HIGH finding; anything else
// must be listed with its reason in electron/security/electronegativity-accepted.ts.

interface Finding {
  id: string;
  file: string;
  line: number;
  severity: 'HIGH' | 'MEDIUM' | 'LOW' | 'INFORMATIONAL';
  confidence: string;
}

function scan(): { checks: number; errors: unknown[]; issues: Finding[] } {
  const electron = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies.electron!;
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'test/security/electronegativity-scan.cjs'),
      path.join(REPO_ROOT, 'electron'),
      electron.replace(/^[^\d]*/, ''),
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (result.status !== 0) throw new Error(`electronegativity lief nicht: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

describe('electronegativity over electron/', () => {
  const report = scan();

  it('parses every file and runs its checks', () => {
    expect(report.errors).toEqual([]);
    expect(report.checks).toBeGreaterThan(30);
  });

  it('finds nothing of high severity', () => {
    expect(report.issues.filter((issue) => issue.severity === 'HIGH')).toEqual([]);
  });

  it('finds nothing else that is not accepted with a reason', () => {
    const accepted = (issue: Finding) =>
      ACCEPTED_FINDINGS.some((entry) => entry.id === issue.id && entry.file === issue.file);
    expect(report.issues.filter((issue) => !accepted(issue))).toEqual([]);
  });
});
