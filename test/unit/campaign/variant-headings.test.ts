import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_VARIANTS, VARIANT_IDS } from '../../../shared/campaign/campaign-variants.ts';
import { deVariantNames } from '../../../shared/i18n/de/variant-names.ts';
import { SHARED_DATA } from '../../support/real-data.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682): every variant's line is its heading in the
// German rules reference, and its German name is that heading's wording.

const GRIMOIRE = path.join(SHARED_DATA, '..', 'rules', 'grimoire-de.md');

describe.runIf(existsSync(GRIMOIRE))('the variants and the Grimoire headings', () => {
  const lines = existsSync(GRIMOIRE) ? readFileSync(GRIMOIRE, 'utf8').split('\n') : [];

  it.each(VARIANT_IDS)('%s: its line is a heading that prints its name', (id) => {
    const heading = lines[CAMPAIGN_VARIANTS[id].line - 1]!;
    expect(heading).toMatch(/^#{3,4} (ULTIMATUM|GABE) /);
    const name = deVariantNames.names[id].replace(' (Refraktion)', '');
    expect(heading.replace(/^#+ /, '').toLocaleLowerCase('de')).toBe(name.toLocaleLowerCase('de'));
  });

  it('takes every heading of the two lists and the Refraktion', () => {
    const headings = lines.flatMap((line, k) =>
      /^#{3,4} (ULTIMATUM|GABE) /.test(line) && k >= 2559 && k < 2682 ? [k + 1] : [],
    );
    expect(headings.sort()).toEqual(VARIANT_IDS.map((id) => CAMPAIGN_VARIANTS[id].line).sort());
  });
});
