import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GUIDE_ENGINE_TEXTS } from '../../../shared/i18n/de/guide-texts.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../support/real-data.ts';

// The keyword titles of Brethren of Ash's rule reminders that no German catalog translates (its
// core.po has the keyword texts, not the titles Hunter, Retaliate, Aloof, Prey): the app's German
// is the German rules glossary's title of the same id.

describeRealData('rule-reminder keyword titles in the app’s guide catalogue', () => {
  it('match the German rules glossary (rules/de/rules.json) entry of the same id', () => {
    const glossary = JSON.parse(readFileSync(path.join(ARKHAM_CARDS_DATA, 'rules', 'de', 'rules.json'), 'utf8')) as {
      id: string;
      title: string;
    }[];
    const titles = new Map(glossary.map((entry) => [entry.id, entry.title]));
    for (const id of ['Hunter', 'Retaliate', 'Aloof', 'Prey']) expect(GUIDE_ENGINE_TEXTS[id], id).toBe(titles.get(id));
    // Grimoire „Jäger“: „Jäger ist eine Schlüsselwortfähigkeit.“
    expect(GUIDE_ENGINE_TEXTS.Hunter).toBe('Jäger');
  });
});
