import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GLOSSARY_TITLES, ruleLabel } from '../../../shared/i18n/de/deck-problems.ts';
import { ARKHAM_CARDS_DATA, describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// A problem names its rule for the player: a glossary entry by its German title from the German
// rules glossary (arkham-cards-data rules/de/rules.json), never by its English id.

/** Every glossary id the rules engine cites (`glossary('…')` or `source: 'glossary', id: '…'`). */
function citedGlossaryIds(): string[] {
  const folder = path.join(REPO_ROOT, 'shared', 'rules');
  const ids = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/glossary\('([^']+)'\)|source: 'glossary', id: '([^']+)'/g))
      ids.add(match[1] ?? match[2]!);
  }
  return [...ids].sort();
}

describeRealData('glossary entries cited by deck problems', () => {
  it('exist in the German rules glossary under the German title the player reads', () => {
    const glossary = JSON.parse(readFileSync(path.join(ARKHAM_CARDS_DATA, 'rules', 'de', 'rules.json'), 'utf8')) as {
      id: string;
      title: string;
    }[];
    const titles = new Map(glossary.map((entry) => [entry.id, entry.title]));
    const cited = citedGlossaryIds();
    expect(cited).toEqual(['Bonded', 'Customizable', 'List_of_Taboos', 'Permanent']);
    for (const id of cited) expect(GLOSSARY_TITLES[id], id).toBe(titles.get(id));
    expect(ruleLabel({ source: 'glossary', id: 'List_of_Taboos' }, (code) => code)).toBe('Regelglossar: „Tabuliste“');
  });
});
