import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest runs the projects one after another (e2e, integration, unit) and, in a fresh clone with
// no timings cached, each project's files largest first. A long file that starts late is the tail
// of its project while the other workers wait: in a fresh clone the two axe files started at 83 s
// and 120 s and kept the browser project running to 176 s. These files, the longest of each
// project in a fresh-clone run, start first; everything else keeps Vitest's order.
const LONG_FILES = [
  'test/e2e/layout-a11y.test.ts',
  'test/e2e/every-dialog-a11y.test.ts',
  'test/e2e/campaign-record-log.test.ts',
  'test/e2e/player-tools.test.ts',
  'test/integration/cli-campaign-guide-walks.test.ts',
  'test/integration/cli-campaign-guide-corrections.test.ts',
  'test/integration/cli-campaign-guide-carcosa.test.ts',
  'test/integration/cli-campaign-guide-dunwich.test.ts',
  'test/integration/cli-campaign-guide-circle-undone.test.ts',
  'test/unit/guide/guide-data-walk.test.ts',
];

const rank = (file: TestSpecification) => {
  const index = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
  return index === -1 ? LONG_FILES.length : index;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectAt = new Map<string, number>();
    for (const [index, file] of sorted.entries())
      if (!projectAt.has(file.project.name)) projectAt.set(file.project.name, index);
    const place = (file: TestSpecification) => projectAt.get(file.project.name) ?? 0;
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => place(a.file) - place(b.file) || rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
