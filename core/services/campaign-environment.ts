import { AppError } from '../../shared/api/app-error.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { environmentErrorText } from '../../shared/i18n/de/environment-texts.ts';
import { campaignEnvironmentProblem, sharedCampaignEnvironment } from '../../shared/rules/campaign-environment.ts';
import { parseEnvironment } from '../../shared/rules/deck-environment.ts';
import { environmentDrawPacks, environmentPackError } from '../../shared/rules/environment-pool.ts';
import type { AppDatabase } from '../db/database.ts';
import { currentVersion } from './campaign-decks.ts';
import { currentState } from './campaign-journal.ts';
import { parseStoredDeck } from './deck-versions.ts';

// A campaign's deckbuilding environment (Grimoire XII „Deckbau-Umgebungen“): checked when the
// campaign is created, and applied to every deck that joins it.

/** Refuses an environment whose Limitiert picks the card data does not know (with a pool to ask). */
export function refuseUnknownEnvironment(pool: CardPool | undefined, text: string | undefined): void {
  if (!text || !pool) return;
  const parsed = parseEnvironment(text);
  const error = parsed.ok ? environmentPackError(pool, parsed.environment) : parsed.error;
  if (error) throw new AppError('invalid_input', { issues: [environmentErrorText(error)] });
}

/** Refuses a deck joining the campaign when cards of it lie outside the campaign's environment. */
export function refuseOutsideEnvironment(
  db: AppDatabase,
  pool: CardPool,
  campaignId: number,
  deckId: number,
  joining: { investigator: string; name: string },
): void {
  const { environment } = currentState(db, campaignId);
  if (!environment) return;
  const problem = campaignEnvironmentProblem(pool, environment, parseStoredDeck(currentVersion(db, deckId)));
  if (!problem) return;
  const outside = problem.cards.map((code) => {
    const card = pool.card(code);
    return card ? (card.de?.name ?? card.name) : code;
  });
  throw new CampaignError('deck_outside_environment', { campaignId, ...joining, environment, outside });
}

/** The packs the campaign guide draws a weakness from: the collection's within the campaign's environment. */
export function campaignDrawPacks(
  pool: CardPool | undefined,
  environmentText: string | undefined,
  owned: readonly string[] | null | undefined,
): readonly string[] | null | undefined {
  const environment = sharedCampaignEnvironment(environmentText);
  return pool && environment ? environmentDrawPacks(pool, environment, owned) : owned;
}
