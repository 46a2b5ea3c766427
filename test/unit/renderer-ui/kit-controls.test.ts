import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/real-data.ts';

// The screens use the kit's controls (renderer/ui/): a drop-down is a SelectField, one choice of
// several a RadioGroup, a whole number a NumberField — each with a label shown or read out, the
// theme's look and the kit's keys. A bare <select>, radio or number input outside renderer/ui/
// would bring none of that.

/** The bare controls `code` writes as JSX. */
function bareControls(code: string): string[] {
  return [...code.matchAll(/<select\b|type="(?:radio|number)"/g)].map((match) => match[0]);
}

const screenFiles = (ending = '.tsx') =>
  readdirSync(path.join(REPO_ROOT, 'renderer'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('renderer/ui/'));

describe('screens use the kit for selects, radios and number fields', () => {
  it('finds a bare select, radio or number input, and passes the kit components', () => {
    const code = '<select value="" /> <input type="radio" /> <input type="number" /> <SelectField label="x" />';
    expect(bareControls(code)).toEqual(['<select', 'type="radio"', 'type="number"']);
    expect(bareControls('<SelectField /> <RadioGroup /> <NumberField /> <input type="text" />')).toEqual([]);
  });

  it('no .tsx file outside renderer/ui/ writes one', () => {
    const files = screenFiles();
    expect(files.length).toBeGreaterThan(50);
    const bare = files.flatMap((file) =>
      bareControls(readFileSync(path.join(REPO_ROOT, file), 'utf8')).map((control) => `${file}: ${control}`),
    );
    expect(bare).toEqual([]);
  });
});

// A text button is the kit's Button (button.tsx, its look in button.module.css): the global
// classes it replaced, `primary-button` and `secondary-button`, are gone from screens and sheets —
// as are the shared blocks the kit's TextField, DialogIntro and MutedText replaced. A screen naming
// one of those retired global classes would get no style at all, and the unused-class test cannot
// see it (no sheet defines them any more).
const RETIRED_GLOBAL_CLASSES = /(["'`\s.])(?:primary-button|secondary-button|text-field|dialog-intro|campaign-muted)\b/;

describe('screens use the kit for text buttons and text blocks', () => {
  it('finds a retired class in a className and passes test ids and kit imports', () => {
    expect(RETIRED_GLOBAL_CLASSES.test('<p className="campaign-muted">')).toBe(true);
    expect(RETIRED_GLOBAL_CLASSES.test('.text-field input {')).toBe(true);
    expect(RETIRED_GLOBAL_CLASSES.test("import { TextField } from '../ui/text-field.tsx';")).toBe(false);
  });

  it('no .tsx or .css file outside renderer/ui/ names a retired global class', () => {
    const files = [...screenFiles('.tsx'), ...screenFiles('.css')];
    expect(files.some((file) => file.endsWith('.module.css'))).toBe(true);
    const old = files.filter((file) =>
      readFileSync(path.join(REPO_ROOT, file), 'utf8')
        .split('\n')
        .some((line) => !/^\s*import\b/.test(line) && RETIRED_GLOBAL_CLASSES.test(line)),
    );
    expect(old).toEqual([]);
  });
});

// Every button a screen renders is a kit part (Button, IconButton, LinkButton, FilterChip,
// ChipButton, ItemButton, …): its type is "button" unless told otherwise and its look is the kit's
// or, for an ItemButton, the list's. The few left bare say why here.
const BARE_BUTTON_ALLOWED: Record<string, string> = {
  'renderer/browser/browser-pane.tsx': 'the skip link to the card list, hidden until it has the focus',
  'renderer/rules/rule-ref-button.tsx': 'itself the one shared § reference in running text, with the rules look',
};

describe('screens use the kit for buttons', () => {
  it('no .tsx file outside renderer/ui/ renders a bare <button', () => {
    const bare = screenFiles().filter((file) => /<button\b/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(bare.sort()).toEqual(Object.keys(BARE_BUTTON_ALLOWED).sort());
  });
});
