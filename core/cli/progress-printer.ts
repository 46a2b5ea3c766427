import type { ImportProgress } from '../../shared/api/progress.ts';
import { IMPORT_PHASE_LABELS } from '../../shared/i18n/de/labels.ts';

let lastLine = '';

/** Prints import progress to stderr: one updating line on a terminal, phase steps otherwise. */
export function reportImportProgress(progress: ImportProgress): void {
  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 100;
  const line = `${IMPORT_PHASE_LABELS[progress.phase]}: ${progress.done}/${progress.total} (${percent} %)`;
  if (process.stderr.isTTY) {
    process.stderr.write(`\r${line.padEnd(60)}${progress.phase === 'done' ? '\n' : ''}`);
    return;
  }
  const step = `${progress.phase}:${Math.floor(percent / 25)}`;
  if (step !== lastLine) {
    process.stderr.write(`${line}\n`);
    lastLine = step;
  }
}
