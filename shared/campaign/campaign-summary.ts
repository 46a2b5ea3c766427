import type { CampaignState } from './campaign-state.ts';

// A campaign's row of the campaign list: what the start screen shows of its state. Main lists
// every campaign with it (`campaigns.list`); after its own journal write a window makes its
// campaign's row from the state the write returned and the journal lines it reads anyway, so it
// need not read the whole list again (docs/bauen.md „Schreiben ohne Nachlesen“).

export interface CampaignSummary {
  id: number;
  name: string;
  definitionId?: string;
  difficulty?: string;
  investigators: { code: string; name: string; player: string; status: string; deckId?: number }[];
  nextScenario: { id: string; name: string } | null;
  scenariosPlayed: number;
  /** When the newest journal entry was written (ISO time). */
  lastActivity: string;
}

export function campaignSummaryOf(id: number, state: CampaignState, lastActivity: string): CampaignSummary {
  return {
    id,
    name: state.name,
    ...(state.definitionId ? { definitionId: state.definitionId } : {}),
    ...(state.difficulty ? { difficulty: state.difficulty } : {}),
    investigators: state.investigators.map(({ code, name, player, status, deckId }) => ({
      code,
      name,
      player,
      status,
      ...(deckId ? { deckId } : {}),
    })),
    nextScenario: state.nextScenario,
    scenariosPlayed: state.played.length,
    lastActivity,
  };
}
