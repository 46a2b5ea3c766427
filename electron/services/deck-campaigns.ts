import type { AppDatabase } from '../db/database.ts';
import { currentState } from './campaign-journal.ts';

// A deck's campaign context (Grimoire "Erforscht"): the Researched cards the Kampagnenlogbuch of
// the campaign it is played in has unlocked (`card_researched`). Validation enforces the rule only
// with this context; a deck in no campaign has none, and a Researched card in it is a warning.

/** Per deck played by an investigator of a campaign: the cards its campaign unlocked (sorted; may be empty). */
export function unlockedByDeck(db: AppDatabase): Map<number, string[]> {
  const byDeck = new Map<number, Set<string>>();
  const ids = db.sqlite.prepare('SELECT DISTINCT campaign_id AS id FROM campaign_events').all() as { id: number }[];
  for (const { id } of ids) {
    const state = currentState(db, id);
    for (const investigator of state.investigators) {
      if (!investigator.deckId) continue;
      const unlocked = byDeck.get(investigator.deckId) ?? new Set<string>();
      for (const code of state.researched) unlocked.add(code);
      byDeck.set(investigator.deckId, unlocked);
    }
  }
  return new Map([...byDeck].map(([deckId, codes]) => [deckId, [...codes].sort()]));
}
