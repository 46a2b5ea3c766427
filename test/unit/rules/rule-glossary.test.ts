import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { findGlossaryEntry, GRIMOIRE_GLOSSARY, glossarySchema } from '../../../shared/rules/rule-glossary.ts';
import { ARKHAM_CARDS_DATA, describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// Every rule reference opens German text: each Grimoire section the rules cite has a glossary
// entry of the same subject in the imported rules.json, and each glossary id the rules cite exists.

const RULES_FOLDER = path.join(REPO_ROOT, 'shared', 'rules');
const cited = (pattern: RegExp) =>
  readdirSync(RULES_FOLDER)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(path.join(RULES_FOLDER, file), 'utf8').matchAll(pattern)].map((m) => m[1]!));

describeRealData('rule references and the German rules glossary', () => {
  const glossary = glossarySchema.parse(
    JSON.parse(readFileSync(path.join(ARKHAM_CARDS_DATA, 'rules', 'de', 'rules.json'), 'utf8')),
  );

  it('maps every cited Grimoire section to a glossary entry that exists', () => {
    const sections = new Set(cited(/grimoire\('([^']+)'\)/g));
    expect(sections.size).toBeGreaterThan(5);
    for (const section of sections) {
      const id = GRIMOIRE_GLOSSARY[section];
      expect(id, section).toBeDefined();
      expect(findGlossaryEntry(glossary, id!), `${section} → ${id}`).toBeDefined();
    }
  });

  it('finds every cited glossary id, nested ones too (Erfahrung under Kampagnenspiel)', () => {
    for (const id of cited(/source: 'glossary', id: '([^']+)'/g))
      expect(findGlossaryEntry(glossary, id), id).toBeDefined();
    expect(findGlossaryEntry(glossary, 'Experience')?.title).toBe('Erfahrung');
    expect(findGlossaryEntry(glossary, 'Deckbuilding')?.title).toBe('Deckbau');
  });
});
