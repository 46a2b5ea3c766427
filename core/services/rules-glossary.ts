import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RuleEntry } from '../../shared/api/rules-contract.ts';
import { findGlossaryEntry, type GlossaryEntry, glossarySchema } from '../../shared/rules/rule-glossary.ts';
import type { AppDatabase } from '../db/database.ts';
import { findCampaignDataBeside } from './campaign-data-folder.ts';
import { poolSource } from './card-store.ts';

// The German rules glossary, read at run time from arkham-cards-data beside the imported card
// folder (rules/de/rules.json) and checked with zod; nothing of it is stored or shipped.

const GLOSSARY_FILE = path.join('rules', 'de', 'rules.json');

let cached: { file: string; modified: number; entries: GlossaryEntry[] } | undefined;

async function glossaryFile(db: AppDatabase): Promise<string | undefined> {
  const { source } = poolSource(db);
  // An online update names a web address, not a folder.
  if (!source || /^https?:/.test(source)) return undefined;
  const folder = await findCampaignDataBeside(source);
  return folder && path.join(folder, GLOSSARY_FILE);
}

/** The glossary of the imported data, or undefined when it cannot be read or is not valid. */
export async function readRulesGlossary(db: AppDatabase): Promise<GlossaryEntry[] | undefined> {
  const file = await glossaryFile(db);
  if (!file) return undefined;
  try {
    const modified = (await stat(file)).mtimeMs;
    if (cached?.file === file && cached.modified === modified) return cached.entries;
    const parsed = glossarySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) return undefined;
    cached = { file, modified, entries: parsed.data };
    return parsed.data;
  } catch {
    return undefined;
  }
}

/** One glossary entry by id for the rule panel. */
export async function ruleEntry(db: AppDatabase, id: string): Promise<RuleEntry> {
  const glossary = await readRulesGlossary(db);
  if (!glossary) return { found: false, reason: 'no_folder' };
  const entry = findGlossaryEntry(glossary, id);
  if (!entry) return { found: false, reason: 'no_entry' };
  return {
    found: true,
    id: entry.id,
    title: entry.title,
    text: entry.text,
    subRules: (entry.rules ?? []).map((rule) => ({ id: rule.id, title: rule.title })),
  };
}
