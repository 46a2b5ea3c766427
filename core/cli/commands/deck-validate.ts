import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { droppedSlotWarnings } from '../../../shared/decks/dropped-slots.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { germanDeckProblem, ruleLabel } from '../../../shared/i18n/de/deck-problems.ts';
import { environmentErrorText } from '../../../shared/i18n/de/environment-texts.ts';
import type { DeckEnvironment } from '../../../shared/rules/deck-environment.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';
import { environmentPackError } from '../../../shared/rules/environment-pool.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { loadCardPool } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';
import { readDeckFile } from '../deck-file.ts';
import { ENVIRONMENT_FLAGS, type EnvironmentFlags, environmentFromFlags } from '../environment-flags.ts';
import { variantsOption } from '../variants-option.ts';

/** A problem or warning as the JSON lines of `deck validate` and `deck import` carry it. */
export function problemJson(p: DeckProblem, name: (code: string) => string) {
  return { problem: p.code, message: germanDeckProblem(p, name), cards: p.cards, rule: ruleLabel(p.rule, name) };
}

export function germanCardName(pool: CardPool): (code: string) => string {
  return (code) => {
    const card = pool.card(code);
    return card ? (card.de?.name ?? card.name) : code;
  };
}

/**
 * `--environment ENV` and the group's switches (Grimoire XII „Deckbau-Umgebungen“): absent means
 * none (as Legacy); a name or Limitiert picks the card data does not know are a usage error (exit 2).
 */
function environmentOption(values: EnvironmentFlags, pool: CardPool): DeckEnvironment | undefined {
  const environment = environmentFromFlags(values);
  if (!environment) return undefined;
  if (environment.ownPools) throw new UsageError(deCli.ownPoolsForCampaign);
  const error = environmentPackError(pool, environment);
  if (error) throw new UsageError(environmentErrorText(error));
  return environment;
}

export async function deckValidate(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      standalone: { type: 'boolean' },
      unlocked: { type: 'string' },
      ...ENVIRONMENT_FLAGS,
      variants: { type: 'string' },
      data: { type: 'string' },
      db: { type: 'string' },
    },
  });
  if (positionals.length === 0) throw new UsageError(deCli.someDeckFiles);
  const pool = await loadCardPool(values);
  const name = germanCardName(pool);
  const environment = environmentOption(values, pool);
  const variants = variantsOption(values.variants);
  // Given (even empty): campaign context; absent: none, a Researched card is then a warning.
  const unlocked =
    values.unlocked === undefined
      ? undefined
      : values.unlocked
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean);
  let status = 0;
  for (const file of positionals) {
    const read = readDeckFile(file, readFileSync);
    if (!read.ok) {
      console.log(JSON.stringify({ file, error: read.error }));
      status = 2;
      continue;
    }
    const result = validateDeck(read.deck, pool, {
      standalone: values.standalone,
      unlocked,
      environment,
      ...(variants ? { variants } : {}),
    });
    console.log(
      JSON.stringify({
        file,
        valid: result.valid,
        problems: result.problems.map((p) => problemJson(p, name)),
        warnings: [...droppedSlotWarnings(read.dropped), ...result.warnings].map((p) => problemJson(p, name)),
        deckSize: result.deckSize,
        xp: result.xp,
        ...(values.standalone ? { standaloneWeaknesses: result.standaloneWeaknesses } : {}),
      }),
    );
    if (!result.valid && status === 0) status = 1;
  }
  return status;
}
