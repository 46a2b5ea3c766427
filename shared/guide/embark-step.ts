import { campaignData } from './campaign-effects.ts';
import { logCount } from './log-effects.ts';
import { strings } from './raw-guide.ts';
import { unplayedSideStories } from './side-stories.ts';
import type { GuideText, Prompt, PromptChoice } from './types.ts';
import { type Cursor, consume, GuideStop, keyOf, settle } from './walk-cursor.ts';
import type { Walker } from './walk-state.ts';
import { type MapLocation, mapEffect, mapLocations, SIDE_SCENARIO, travelTimes } from './world-map.ts';

// The built-in `$embark` of The Scarlet Keys (the data names it and never defines it): the group
// chooses where it stops next on the map. Each choice is a location not yet stopped at whose
// scenario or interlude is in the guide, with the time the shortest journey costs; a side story
// is offered at the nearest green location („spend additional time equal to the normal experience
// cost for playing that side story (instead of spending the experience cost)“, `$embark_rule_1`).
// The answer marks the time under „Time Passed“, moves the group and names what is read next.

export const EMBARK = '$embark';
/** „You may return to this location again later.“ – then embark. */
export const EMBARK_RETURN = '$embark_return';
/** Out of time: the scenario read now ends and the finale the data named follows. */
export const PROCEED_ALT = '$proceed_alt';
/** The campaign's steps read before a side story (`scenario_setup`: the status reports). */
const SIDE_STORY_SETUP = 'scenario_setup';
const TIME_SECTION = 'time';
const SIDE_CHOICE = 'side:';

export const EMBARK_TEXT = 'Embark: choose where the group travels and stops.';
/** The description of a choice: what the journey costs. */
export const travelTimeText = (time: number) => `Travel time: ${time}`;

interface Destination {
  location: MapLocation;
  time: number;
  /** The side story played there (a green location). */
  sideStory?: string;
}

/**
 * The side stories the map offers: „sites of possible side stories (found in other Arkham Horror:
 * The Card Game standalone products)“ (`$embark_rule_1`) – the official ones, not fan-made ones.
 */
const mapSideStories = (w: Walker) => unplayedSideStories(w).filter((offer) => offer.creator === undefined);

function destinations(w: Walker): Map<string, Destination> {
  const locations = mapLocations(w.index.campaign);
  const map = w.state.map;
  const times = travelTimes(locations, map, map?.current ?? '');
  const found = new Map<string, Destination>();
  for (const location of locations) {
    const time = times.get(location.id);
    if (time === undefined || location.status === 'side' || map?.visited.includes(location.id)) continue;
    if (w.index.scenarios.has(location.scenario)) found.set(location.id, { location, time });
  }
  const green = locations
    .filter((item) => item.status === 'side' && item.scenario === SIDE_SCENARIO && times.has(item.id))
    .sort((a, b) => (times.get(a.id) ?? 0) - (times.get(b.id) ?? 0))[0];
  if (green)
    for (const offer of mapSideStories(w))
      found.set(`${SIDE_CHOICE}${offer.id}`, {
        location: green,
        time: (times.get(green.id) ?? 1) + offer.xpCost,
        sideStory: offer.id,
      });
  return found;
}

/**
 * The step `$embark`: asks where to, then marks the time and names the next scenario (a location
 * the group may stop at again is read again). `mayReturn`: the place left stays open to stop at.
 */
export function embarkStep(w: Walker, cursor: Cursor, mayReturn: boolean): void {
  settle(w, cursor);
  const here = w.state.map?.current;
  if (mayReturn && here) mapEffect(w, { type: 'campaign_data', setting: 'embark', location: here, may_return: true });
  const open = destinations(w);
  if (!open.size) return;
  const file = w.index.campaignFile;
  const text = (en: string): GuideText => ({ en, catalogue: file });
  const key = keyOf(w, EMBARK);
  const offers = mapSideStories(w);
  const choices: PromptChoice[] = [...open].map(([id, destination]) => ({
    id,
    text: offers.find((offer) => offer.id === destination.sideStory)?.name ?? text(destination.location.name),
    description: text(travelTimeText(destination.time)),
  }));
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: EMBARK,
    kind: 'choose_one',
    text: text(EMBARK_TEXT),
    choices,
    shown: w.shown,
  };
  consume(w, cursor, prompt, (answer) => {
    const chosen = answer.value.kind === 'choose_one' ? open.get(answer.value.choice) : undefined;
    if (!chosen) throw new GuideStop({ code: 'answer_invalid', key, reason: 'unknown_choice' }, prompt);
    logCount(w, { type: 'campaign_log_count', section: TIME_SECTION, operation: 'add', value: chosen.time }, {}, file);
    mapEffect(w, { type: 'campaign_data', setting: 'embark', location: chosen.location.id });
    if (chosen.sideStory) {
      // „If you fill in a box that has a symbol … read the status report“ (`$tracking_time_rule`):
      // a scenario reads it in its own setup, a side story has none, so the campaign's is read now.
      w.sideStory = chosen.sideStory;
      w.queue.unshift(...strings(w.index.campaign, SIDE_STORY_SETUP));
    } else {
      const again = w.state.scenarios.some(
        (item) => item.id === chosen.location.scenario && item.status === 'completed',
      );
      const setting = again ? 'replay_scenario' : 'next_scenario';
      campaignData(w, { type: 'campaign_data', setting, scenario: chosen.location.scenario });
    }
    return [];
  });
}
