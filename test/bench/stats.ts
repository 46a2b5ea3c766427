/** Runs `work` `runs` times and returns each duration in milliseconds. */
export async function timeRuns(runs: number, work: () => unknown | Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface Figure {
  name: string;
  value: number;
  unit: string;
  floor?: number;
  ratio?: number;
  [extra: string]: unknown;
}

/** One JSON line per figure (names are fixed: outside checks read them). */
export function printFigure(figure: Figure): void {
  console.log(JSON.stringify(figure));
}
