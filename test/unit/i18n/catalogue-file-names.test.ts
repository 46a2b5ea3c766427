import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/real-data.ts';

// A catalogue file carries the name of the catalogue it exports (CONTRIBUTING.md "Regeln für
// Beiträge": files named for what they hold): `renderer/i18n/de-campaign-extras.ts` exports
// `deCampaignExtras`; in `shared/i18n/de/` the folder is the `de`, so `host.ts` exports `deHost`.

/** `de` + the kebab-case name in camel case: `campaign-extras` → `deCampaignExtras`. */
const catalogueName = (kebab: string) =>
  `de${kebab.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`;

/** Every `export const de…` catalogue object in the TypeScript files of `folder`. */
function catalogues(folder: string): { file: string; name: string }[] {
  return readdirSync(path.join(REPO_ROOT, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(REPO_ROOT, folder, file), 'utf8').matchAll(/^export const (de[A-Z]\w*)\b/gm)].map(
        (match) => ({ file: `${folder}/${file}`, name: match[1] as string }),
      ),
    );
}

describe('catalogue files are named for the catalogue they export', () => {
  it('renderer/i18n/de-<name>.ts exports de<Name>', () => {
    const found = catalogues('renderer/i18n');
    expect(found.length).toBeGreaterThan(5);
    const misnamed = found.filter(
      ({ file, name }) => catalogueName(path.basename(file, '.ts').replace(/^de-/, '')) !== name,
    );
    expect(misnamed).toEqual([]);
  });

  it('shared/i18n/de/<name>.ts exports de<Name>', () => {
    const found = catalogues('shared/i18n/de');
    expect(found.length).toBeGreaterThan(5);
    const misnamed = found.filter(({ file, name }) => catalogueName(path.basename(file, '.ts')) !== name);
    expect(misnamed).toEqual([]);
  });

  it('the name rule reads kebab case as the catalogues spell it', () => {
    expect(catalogueName('campaign-extras')).toBe('deCampaignExtras');
    expect(catalogueName('cli-help')).toBe('deCliHelp');
  });
});
