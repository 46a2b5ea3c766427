import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { germanDeckProblem, ruleLabel } from '../../../shared/i18n/de/deck-problems.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { upgradeProblems } from '../../../shared/rules/upgrade-problems.ts';
import { loadCardPool } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';
import { readDeckFile } from '../deck-file.ts';
import { germanCardName } from './deck-validate.ts';

export async function deckXp(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { unlocked: { type: 'string' }, data: { type: 'string' }, db: { type: 'string' } },
  });
  if (positionals.length === 0 || positionals.length % 2 !== 0) throw new UsageError(deCli.deckFilePairs);
  const pool = await loadCardPool(values);
  const name = germanCardName(pool);
  const unlocked = (values.unlocked ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  let status = 0;
  for (let i = 0; i < positionals.length; i += 2) {
    const [previous, next] = [positionals[i]!, positionals[i + 1]!];
    const read = [readDeckFile(previous, readFileSync), readDeckFile(next, readFileSync)] as const;
    if (!read[0].ok || !read[1].ok) {
      console.log(
        JSON.stringify({ previous, next, error: [read[0], read[1]].flatMap((r) => (r.ok ? [] : [r.error])).join(' ') }),
      );
      status = 2;
      continue;
    }
    const cost = upgradeCost(read[0].deck, read[1].deck, pool);
    const problems = upgradeProblems(read[0].deck, read[1].deck, pool, { unlocked });
    console.log(
      JSON.stringify({
        previous,
        next,
        xp: cost.xp,
        lines: cost.lines.map((l) => ({
          code: l.code,
          change: l.change,
          copies: l.copies,
          xp: l.xp,
          ...(l.from ? { from: l.from } : {}),
          ...(l.deck ? { deck: l.deck } : {}),
        })),
        // Only when the step breaks a rule, so the contract's line stays as it was otherwise.
        ...(problems.length
          ? {
              problems: problems.map((p) => ({
                problem: p.code,
                message: germanDeckProblem(p, name),
                cards: p.cards,
                rule: ruleLabel(p.rule, name),
              })),
            }
          : {}),
      }),
    );
  }
  return status;
}
