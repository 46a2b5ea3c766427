import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_INPUT_TYPES } from '../../../shared/guide/implemented-types.ts';
import { INPUT_KINDS } from '../../../shared/guide/types.ts';
import { REPO_ROOT } from '../../support/real-data.ts';

// docs/guide-architecture.md: one row per input type of the guide data, naming where it lives in
// each layer (engine modules, answer shape, dialog form). The table is checked against the code, so
// a maintainer following it lands where the kind is handled.

const read = (relative: string) => readFileSync(path.join(REPO_ROOT, relative), 'utf8');
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

interface Row {
  type: string | undefined;
  kind: string | undefined;
  modules: string[];
  form: string[];
}

const rows: Row[] = read('docs/guide-architecture.md')
  .split('\n')
  .filter((line) => line.startsWith('| `') || line.startsWith('| (built in'))
  .map((line) => {
    const [type = '', kind = '', modules = '', form = ''] = line.split('|').slice(1, -1);
    return { type: ticked(type)[0], kind: ticked(kind)[0], modules: ticked(modules), form: ticked(form) };
  });

describe('docs/guide-architecture.md, the input kinds layer by layer', () => {
  it('has a row for every input type the engine implements, and the built-in continue', () => {
    expect(rows.map((row) => row.type).filter(Boolean)).toEqual(expect.arrayContaining([...IMPLEMENTED_INPUT_TYPES]));
    expect(rows.filter((row) => row.type).length).toBe(IMPLEMENTED_INPUT_TYPES.length);
    expect(rows.some((row) => !row.type && row.kind === 'confirm')).toBe(true);
  });

  it('names engine modules that exist, one of them handling the type by name', () => {
    for (const row of rows) {
      const files = row.modules.map((name) => `shared/guide/${name}`);
      for (const file of files) expect(existsSync(path.join(REPO_ROOT, file)), file).toBe(true);
      const literal = `'${row.type ?? row.kind}'`;
      expect(
        files.some((file) => read(file).includes(literal)),
        `${literal} in ${files.join(', ')}`,
      ).toBe(true);
    }
  });

  it('names a prompt kind with its answer shape in answerValueSchema', () => {
    const schemas = read('shared/guide/guide-schemas.ts');
    for (const row of rows.filter((item) => item.kind)) {
      expect(INPUT_KINDS).toContain(row.kind);
      expect(schemas).toContain(`kind: z.literal('${row.kind}')`);
    }
    // Every prompt kind has a row.
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set([...INPUT_KINDS, undefined]));
  });

  it('names the form the dialog shows for the kind (FORMS in guide-input-form.tsx)', () => {
    const forms = read('renderer/guide/guide-input-form.tsx');
    for (const row of rows.filter((item) => item.kind)) {
      const [file, component] = row.form;
      expect(read(`renderer/guide/${file}`)).toMatch(
        new RegExp(`export function ${component}\\b|^function ${component}\\b`, 'm'),
      );
      expect(forms).toContain(`  ${row.kind}: ${component},`);
    }
  });
});
