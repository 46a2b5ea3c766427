import { CARD_WORDINGS } from '../../shared/cards/card-wording.ts';
import { deCli } from '../../shared/i18n/de/cli.ts';
import { environmentErrorText } from '../../shared/i18n/de/environment-texts.ts';
import { type DeckEnvironment, parseEnvironment } from '../../shared/rules/deck-environment.ts';
import { UsageError } from './cli-error.ts';

// Grimoire XII „Deckbau-Umgebungen“ on the command line: the contract's `--environment ENV` and,
// beside it, the group's switches as flags of their own (docs/command-line/decks.md).

/** parseArgs options of `--environment` and the switches a deck takes. */
export const ENVIRONMENT_FLAGS = {
  environment: { type: 'string' },
  'agreed-cards': { type: 'string' },
  'all-investigators': { type: 'boolean' },
  wording: { type: 'string' },
} as const;

/** A campaign's: also whether each investigator builds in their own Limitiert pool. */
export const CAMPAIGN_ENVIRONMENT_FLAGS = { ...ENVIRONMENT_FLAGS, 'own-pools': { type: 'boolean' } } as const;

export interface EnvironmentFlags {
  environment?: string;
  'agreed-cards'?: string;
  'all-investigators'?: boolean;
  wording?: string;
  'own-pools'?: boolean;
}

/** A flag's value that must be one of `allowed`. */
function oneOf(flag: string, value: string | undefined, allowed: readonly string[]): string | undefined {
  if (value !== undefined && !allowed.includes(value)) throw new UsageError(deCli.flagValue(flag, value, allowed));
  return value;
}

/**
 * The environment the flags name (undefined: none): `--environment` in the contract's forms, the
 * switches appended to its text form. A switch that does not apply to the environment's kind
 * (e.g. `--all-investigators` outside Limitiert) is a usage error, not silently dropped.
 */
export function environmentFromFlags(values: EnvironmentFlags): DeckEnvironment | undefined {
  const agreed = oneOf('--agreed-cards', values['agreed-cards'], ['yes', 'no']);
  const wording = oneOf('--wording', values.wording, CARD_WORDINGS);
  const asked = [
    agreed === 'no' && 'agreed-cards=no',
    values['all-investigators'] && 'all-investigators',
    values['own-pools'] && 'own-pools',
    wording === 'kapitel1' && 'wording=kapitel1',
  ].filter((entry) => typeof entry === 'string');
  // `--wording` alone chooses the wording of Legacy, the environment without restrictions.
  const base = values.environment ?? (wording ? 'legacy' : undefined);
  if (base === undefined) {
    if (agreed !== undefined || asked.length) throw new UsageError(deCli.switchWithoutEnvironment);
    return undefined;
  }
  const parsed = parseEnvironment([base, ...asked].join(';'));
  if (!parsed.ok) throw new UsageError(environmentErrorText(parsed.error));
  const { environment } = parsed;
  const dropped = [
    agreed !== undefined && environment.kind === 'legacy' && '--agreed-cards',
    values['all-investigators'] && !environment.allInvestigators && '--all-investigators',
    values['own-pools'] && !environment.ownPools && '--own-pools',
    wording !== undefined && environment.kind !== 'legacy' && '--wording',
  ].find((flag) => typeof flag === 'string');
  if (dropped) throw new UsageError(deCli.switchNotForEnvironment(dropped, environment.kind));
  return environment;
}
