import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { VariantId } from '../../shared/campaign/campaign-variants.ts';
import { unlockedCards } from '../../shared/campaign/unlocked-cards.ts';
import { sharedCampaignEnvironment } from '../../shared/rules/campaign-environment.ts';
import type { AppDatabase } from '../db/database.ts';
import { currentState } from './campaign-journal.ts';

// A deck's campaign context (Grimoire "Erforscht", „Belohnungskarten“): the Researched and reward
// cards the Kampagnenlogbuch of the campaign it is played in has unlocked (`card_researched`,
// `reward_unlocked`). Validation enforces the rules only with this context; a deck in no campaign
// has none, and a Researched or reward card in it is a warning.

/** Every campaign's state: the stored projection where it is current (one read), else rebuilt. */
function campaignStates(db: AppDatabase): CampaignState[] {
  const rows = db.sqlite
    .prepare(
      `SELECT e.id, e.lastSeq, p.seq AS projected, p.state FROM
         (SELECT campaign_id AS id, MAX(seq) AS lastSeq FROM campaign_events GROUP BY campaign_id) e
       LEFT JOIN campaign_projections p ON p.campaign_id = e.id`,
    )
    .all() as { id: number; lastSeq: number; projected: number | null; state: string | null }[];
  return rows.map(({ id, lastSeq, projected, state }) =>
    state && projected === lastSeq ? (JSON.parse(state) as CampaignState) : currentState(db, id),
  );
}

/** Per deck played by an investigator of a campaign: the cards its campaign unlocked (sorted; may be empty). */
export function unlockedByDeck(db: AppDatabase): Map<number, string[]> {
  const byDeck = new Map<number, Set<string>>();
  for (const state of campaignStates(db)) {
    for (const investigator of state.investigators) {
      if (!investigator.deckId) continue;
      const unlocked = byDeck.get(investigator.deckId) ?? new Set<string>();
      for (const code of unlockedCards(state)) unlocked.add(code);
      byDeck.set(investigator.deckId, unlocked);
    }
  }
  return new Map([...byDeck].map(([deckId, codes]) => [deckId, [...codes].sort()]));
}

/**
 * Per deck played in a campaign with a shared deckbuilding environment: that environment (text
 * form). A campaign whose investigators each build in their own Limitiert pool imposes none.
 */
export function campaignEnvironmentByDeck(db: AppDatabase): Map<number, string> {
  const byDeck = new Map<number, string>();
  for (const state of campaignStates(db)) {
    if (!sharedCampaignEnvironment(state.environment)) continue;
    for (const investigator of state.investigators)
      if (investigator.deckId && !byDeck.has(investigator.deckId)) byDeck.set(investigator.deckId, state.environment!);
  }
  return byDeck;
}

/** Per deck played in a campaign with Ultimaten und Gaben (Grimoire lines 2560–2682): the campaign's variants. */
export function campaignVariantsByDeck(db: AppDatabase): Map<number, VariantId[]> {
  const byDeck = new Map<number, VariantId[]>();
  for (const state of campaignStates(db)) {
    if (!state.variants) continue;
    for (const investigator of state.investigators)
      if (investigator.deckId && !byDeck.has(investigator.deckId)) byDeck.set(investigator.deckId, state.variants);
  }
  return byDeck;
}
