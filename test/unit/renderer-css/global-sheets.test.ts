import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/real-data.ts';

// Styles live in a CSS module beside the component they style (docs/architecture.md, „The
// renderer's UI kit“). The global sheets are the theme (variables, fonts, resets) and the
// screens not moved yet. The list only shrinks: a new global sheet,
// or one back, fails here; a sheet moved into modules is taken off.

const GLOBAL_SHEETS = [
  // Theme variables, fonts, resets and the base of bare elements (buttons, text fields, focus ring).
  'renderer/styles/theme.css',
  // Screens still to move into modules.
];

describe('global style sheets under renderer/', () => {
  it('are only the theme, the shared sheets and the screens not moved into modules yet', () => {
    const sheets = readdirSync(path.join(REPO_ROOT, 'renderer'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css') && !entry.name.endsWith('.module.css'))
      .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(sheets.sort()).toEqual([...GLOBAL_SHEETS].sort());
  });
});
