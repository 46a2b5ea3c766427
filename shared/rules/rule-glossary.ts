import { z } from 'zod';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import type { RuleRef } from './deck-problem.ts';

// The German rules glossary (arkham-cards-data rules/de/rules.json) is imported data like the
// cards: the app reads it from the data folder at run time and ships none of its text. Grimoire
// sections the rules cite are shown through the glossary entry that covers them.

export interface GlossaryEntry {
  id: string;
  title: string;
  text: string;
  rules?: GlossaryEntry[];
}

export const glossaryEntrySchema: z.ZodType<GlossaryEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    text: z.string().default(''),
    rules: z.array(glossaryEntrySchema).optional(),
  }),
);
export const glossarySchema = z.array(glossaryEntrySchema);

/** The glossary entry of each Grimoire section the deck and campaign rules cite (same subject, German text). */
export const GRIMOIRE_GLOSSARY: Record<string, string> = {
  [GRIMOIRE_SECTIONS.deckbuilding]: 'Deckbuilding',
  [GRIMOIRE_SECTIONS.exceptional]: 'Exceptional',
  [GRIMOIRE_SECTIONS.myriad]: 'Myriad',
  [GRIMOIRE_SECTIONS.researched]: 'Researched',
  [GRIMOIRE_SECTIONS.exile]: 'Exile',
  [GRIMOIRE_SECTIONS.standalone]: 'Standalone_Mode',
  [GRIMOIRE_SECTIONS.experience]: 'Experience',
  [GRIMOIRE_SECTIONS.earningXp]: 'Experience',
  [GRIMOIRE_SECTIONS.newCards]: 'Experience',
  [GRIMOIRE_SECTIONS.signatureCards]: 'Signature_Cards',
  [GRIMOIRE_SECTIONS.randomWeaknesses]: 'Weakness',
  [GRIMOIRE_SECTIONS.storyRewards]: 'Campaign_Play',
  // rules.json has no entry on reward cards; the campaign rules are the nearest.
  [GRIMOIRE_SECTIONS.rewardCards]: 'Campaign_Play',
  // rules.json has no entry on modified reprints; they are a deckbuilding rule.
  [GRIMOIRE_SECTIONS.modifiedReprints]: 'Deckbuilding',
  [GRIMOIRE_SECTIONS.joinLeave]: 'Joining_or_Leaving_a_Campaign',
  // rules.json has no entry on Ultimaten und Gaben; the ones the app checks are deckbuilding rules.
  [GRIMOIRE_SECTIONS.variants]: 'Deckbuilding',
};

/** The glossary id that holds a rule's text, if any (a card's own text is shown from the card). */
export function glossaryIdOf(rule: RuleRef): string | undefined {
  if (rule.source === 'glossary') return rule.id;
  if (rule.source === 'grimoire') return GRIMOIRE_GLOSSARY[rule.section];
  return undefined;
}

/** An entry by id, searched through the nested sub-rules too. */
export function findGlossaryEntry(entries: readonly GlossaryEntry[], id: string): GlossaryEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const nested = entry.rules && findGlossaryEntry(entry.rules, id);
    if (nested) return nested;
  }
  return undefined;
}
