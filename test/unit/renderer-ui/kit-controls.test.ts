import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/real-data.ts';

// The screens use the kit's controls (renderer/ui/): a drop-down is a SelectField, one choice of
// several a RadioGroup, any of several a CheckGroup (or one kit Checkbox), a whole number a
// NumberField — each with a label shown or read out, the theme's look and the kit's keys. A bare
// <select>, radio, check box or number input outside renderer/ui/ would bring none of that.

/** The bare controls `code` writes as JSX. */
function bareControls(code: string): string[] {
  return [...code.matchAll(/<select\b|type="(?:radio|checkbox|number)"/g)].map((match) => match[0]);
}

const screenFiles = (ending = '.tsx') =>
  readdirSync(path.join(REPO_ROOT, 'renderer'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('renderer/ui/'));

describe('screens use the kit for selects, radios, check boxes and number fields', () => {
  it('finds a bare select, radio, check box or number input, and passes the kit components', () => {
    const code =
      '<select value="" /> <input type="radio" /> <input type="checkbox" /> <input type="number" /> <SelectField label="x" />';
    expect(bareControls(code)).toEqual(['<select', 'type="radio"', 'type="checkbox"', 'type="number"']);
    expect(
      bareControls('<SelectField /> <RadioGroup /> <CheckGroup /> <Checkbox /> <NumberField /> <input type="text" />'),
    ).toEqual([]);
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
// classes it replaced, `primary-button` and `secondary-button`, are gone from screens and sheets.
describe('screens use the kit for text buttons', () => {
  it('no .tsx or .css file outside renderer/ui/ names primary-button or secondary-button', () => {
    const files = [...screenFiles('.tsx'), ...screenFiles('.css')];
    expect(files.some((file) => file.endsWith('.module.css'))).toBe(true);
    const old = files.filter((file) =>
      /\b(?:primary|secondary)-button\b/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')),
    );
    expect(old).toEqual([]);
  });
});

// A command (save, cancel, −1, open) is one of the kit's buttons: Button, IconButton, ChipButton,
// LinkButton, FilterChip. A bare <button> outside renderer/ui/ is left only where the button IS the
// screen's own item — a row or tile that opens or picks what it shows, a navigation entry, a step —
// styled by that screen's module; each is listed with why.
const ITEM_BUTTONS: Record<string, string> = {
  'renderer/app-header.tsx': 'the app navigation: each entry shows a screen (aria-current="page")',
  'renderer/browser/browser-pane.tsx': 'the skip link to the card list, shown only on focus',
  'renderer/campaign/campaign-list.tsx': 'a campaign row of the list: opens that campaign',
  'renderer/campaign/card-picker.tsx': 'a card tile of the picker: picks that card',
  'renderer/campaign/free-decks.tsx': 'a deck tile (same look as my-decks): opens that deck',
  'renderer/campaign/record-scenario/record-scenario-dialog.tsx': 'a step of the record dialog (aria-current="step")',
  'renderer/deck/deck-line-item.tsx': "a deck line's card name: opens that card",
  'renderer/deck/investigator-row.tsx': 'an option row of the investigator list (role="option")',
  'renderer/deck/my-decks.tsx': 'a deck tile of „Meine Decks“: opens that deck',
  'renderer/deck/sample-hand.tsx': 'a card tile of the sample hand: marks it for the mulligan (aria-pressed)',
  'renderer/rules/rule-ref-button.tsx': 'a rule reference inside a sentence: opens that rule',
};

describe('screens use the kit for command buttons', () => {
  it('writes a bare <button> outside renderer/ui/ only in the listed item files', () => {
    const withBare = screenFiles().filter((file) => /<button\b/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(withBare.sort()).toEqual(Object.keys(ITEM_BUTTONS).sort());
  });
});
