import { DATA_FILE_REASONS } from '../../i18n/de/data-file-reasons.ts';

// gettext `.po` catalogs as arkham-cards-data ships them (i18n/de/**): msgctxt, msgid, msgstr,
// strings split over several quoted lines, C escapes. Comments and flags are skipped.

export interface PoEntry {
  /** `msgctxt`, e.g. the gender variants of a sentence about an investigator. */
  context?: string;
  id: string;
  /** Empty when untranslated. */
  str: string;
}

type Keyword = 'msgctxt' | 'msgid' | 'msgstr';

const KEYWORD_LINE = /^(msgctxt|msgid|msgstr)\s+"(.*)"$/;
const CONTINUATION_LINE = /^"(.*)"$/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

function unescapePo(quoted: string): string {
  return quoted.replace(/\\(.)/g, (_, char: string) => ESCAPES[char] ?? char);
}

/** Parses a catalog; throws an Error naming the line when the text is not a `.po` file. */
export function parsePoCatalog(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<Record<Keyword, string>> = {};
  let keyword: Keyword | undefined;
  const finish = () => {
    if (current.msgid !== undefined && current.msgstr !== undefined) {
      entries.push({
        ...(current.msgctxt !== undefined ? { context: current.msgctxt } : {}),
        id: current.msgid,
        str: current.msgstr,
      });
    }
    current = {};
    keyword = undefined;
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const start = KEYWORD_LINE.exec(line);
    if (start) {
      const next = start[1] as Keyword;
      // A msgctxt or msgid after a msgstr begins the next entry, blank line or not.
      if (next !== 'msgstr' && current.msgstr !== undefined) finish();
      current[next] = unescapePo(start[2]!);
      keyword = next;
      return;
    }
    const continuation = CONTINUATION_LINE.exec(line);
    if (continuation && keyword) {
      current[keyword] += unescapePo(continuation[1]!);
      return;
    }
    throw new Error(DATA_FILE_REASONS.notGettext(index + 1, line.slice(0, 60)));
  });
  finish();
  return entries;
}
