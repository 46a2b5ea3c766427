import type { IndexedScenario } from './guide-index.ts';
import { guideText } from './guide-text.ts';
import type { GuideText, Prompt } from './types.ts';
import type { Walker } from './walk-state.ts';
import { mapLocations } from './world-map.ts';

// Side stories between two scenarios of a campaign: the deck-upgrade prompt after a scenario
// offers the side stories not yet played, each with the experience it costs (`xp_cost` of its
// file). The cost is spent by the side story's own first step (an `earn_xp` with a negative
// bonus, Grimoire „Erfahrungspunkte verdienen und ausgeben“), so it reaches the journal as an
// ordinary effect. After the side story the campaign goes on where it would have gone.

export type SideStoryOffer = NonNullable<Prompt['sideStories']>[number];

const played = (w: Walker, id: string) =>
  (w.state.scenarios.find((item) => item.id === id)?.status ?? 'not_started') !== 'not_started';

/**
 * Where a side story may follow: after a scenario of the campaign's order that is not its last,
 * or after one the data marks `allow_side_scenario` (campaigns that chain their scenarios by
 * effects, such as Feast of Hemlock Vale, list only their prologue in the order).
 */
function allowsSideStory(w: Walker): boolean {
  const current = w.scenario;
  if (!current || current.side || w.sideStory !== undefined) return false;
  // The Scarlet Keys: „simply travel to the appropriate location on the map“ (`$embark_rule_1`).
  if (mapLocations(w.index.campaign).length) return false;
  if (current.raw.allow_side_scenario === true) return true;
  const at = w.index.order.indexOf(current.id);
  return at >= 0 && at < w.index.order.length - 1;
}

/** The name of the side story being walked (undefined in a campaign scenario). */
export const sideStoryName = (w: Walker): GuideText | undefined => (w.scenario?.side ? nameOf(w.scenario) : undefined);

function nameOf(scenario: IndexedScenario): GuideText {
  const english = scenario.raw.scenario_name ?? scenario.id;
  return guideText(english, scenario.file) ?? { en: english, catalogue: scenario.file };
}

/** The side stories the deck-upgrade prompt offers now (none where no side story may follow). */
export function sideStoryOffers(w: Walker): SideStoryOffer[] {
  return allowsSideStory(w) ? unplayedSideStories(w) : [];
}

/** The side stories not yet played, with their cost (The Scarlet Keys offers them on its map). */
export function unplayedSideStories(w: Walker): SideStoryOffer[] {
  return w.index.sideStories.flatMap((id) => {
    const scenario = w.index.scenarios.get(id);
    if (!scenario || played(w, id)) return [];
    const creator = scenario.raw.custom?.creator;
    return [{ id, name: nameOf(scenario), xpCost: scenario.raw.xp_cost ?? 0, ...(creator ? { creator } : {}) }];
  });
}

/** Marks the chosen side story to be played before the next scenario; false when it is not offered. */
export function chooseSideStory(w: Walker, id: string, offers: SideStoryOffer[]): boolean {
  if (!offers.some((offer) => offer.id === id)) return false;
  w.sideStory = id;
  return true;
}

/**
 * Between scenarios: the pending side story starts (the campaign's next scenario is kept for
 * after it); after a side story the kept one follows. Returns the scenario to start, if any.
 */
export function sideStoryTurn(w: Walker, named: string | undefined): { start?: string; next?: string } {
  if (w.sideStory !== undefined) {
    const start = w.sideStory;
    w.sideStory = undefined;
    w.resume = named;
    return { start };
  }
  // A side story that leads on to its next part keeps the campaign's next scenario for after it
  // (Fortune and Folly, Part I: „Proceed to“ the checkpoint, then Part II).
  if (w.scenario?.side && named) return { next: named };
  if (w.scenario?.side) {
    const next = w.resume;
    w.resume = undefined;
    return next ? { next } : {};
  }
  return named ? { next: named } : {};
}

/**
 * The campaign's own steps after a side story's resolution (`side_scenario_resolution`): The
 * Scarlet Keys embarks again from where the side story was played.
 */
export const afterSideStory = (w: Walker): string[] =>
  w.scenario?.side ? (w.index.campaign.side_scenario_resolution ?? []) : [];
