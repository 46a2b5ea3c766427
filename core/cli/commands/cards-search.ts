import { parseArgs } from 'node:util';
import type { Card, GermanLabels } from '../../../shared/cards/card-types.ts';
import { foldForSearch, searchCards, searchEntry } from '../../../shared/cards/search.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { FACTION_LABELS, TYPE_LABELS } from '../../../shared/i18n/de/labels.ts';
import { loadCardPool } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';

/** Accepts a code ("guardian") or its German name ("Wächter", "waechter"). */
function resolveCode(value: string, labels: Record<string, string>, what: string): string {
  const folded = foldForSearch(value);
  for (const [code, label] of Object.entries(labels)) {
    if (foldForSearch(code) === folded || foldForSearch(label) === folded) return code;
  }
  throw new UsageError(deCli.valueUnknown(what, value, Object.values(labels)));
}

function describe(card: Card, labels: GermanLabels): string {
  const name = card.de?.name ?? card.name;
  const subname = card.de?.subname ?? card.subname;
  const faction = labels.factions[card.faction_code] ?? FACTION_LABELS[card.faction_code] ?? card.faction_code;
  const type = labels.types[card.type_code] ?? TYPE_LABELS[card.type_code] ?? card.type_code;
  const level = card.xp !== undefined && card.type_code !== 'investigator' ? deCli.searchLevel(card.xp) : '';
  return `${card.code}  ${name}${subname ? `: ${subname}` : ''} · ${faction} · ${type}${level}`;
}

export async function cardsSearch(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      db: { type: 'string' },
      class: { type: 'string', multiple: true },
      type: { type: 'string', multiple: true },
      level: { type: 'string', multiple: true },
      limit: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const levels = (values.level ?? []).map((level) => {
    const n = Number(level);
    if (!Number.isInteger(n) || n < 0 || n > 5) throw new UsageError(deCli.levelInvalid(level));
    return n;
  });
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(deCli.limitInvalid);
  const pool = await loadCardPool(values);
  const labels = pool.data.labels;
  const results = searchCards(
    pool.listedCards.map((card) => searchEntry(card)),
    {
      query: positionals.join(' '),
      factions: (values.class ?? []).map((c) =>
        resolveCode(c, { ...FACTION_LABELS, ...labels.factions }, deCli.searchClass),
      ),
      types: (values.type ?? []).map((t) => resolveCode(t, { ...TYPE_LABELS, ...labels.types }, deCli.searchType)),
      levels,
    },
  ).slice(0, limit);
  if (values.json) {
    console.log(
      JSON.stringify(
        results.map((card) => ({
          code: card.code,
          name: card.name,
          name_de: card.de?.name ?? null,
          subname: card.subname ?? null,
          subname_de: card.de?.subname ?? null,
          faction_code: card.faction_code,
          type_code: card.type_code,
          xp: card.xp ?? null,
        })),
      ),
    );
  } else if (results.length === 0) console.error(deCli.noCardsFound);
  else for (const card of results) console.log(describe(card, labels));
  return results.length > 0 ? 0 : 1;
}
