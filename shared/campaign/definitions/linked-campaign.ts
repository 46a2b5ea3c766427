import { deLinkedCampaign } from '../../i18n/de/linked-campaign.ts';
import type { CampaignDefinition, LogSection, ScenarioDefinition } from '../campaign-definition.ts';

// The Dream-Eaters as one interconnected 8-part campaign (`tde`): The Dream-Quest (`tdea`,
// Campaign A) and The Web of Dreams (`tdeb`, Campaign B) linked, in the order their guides give
// for the linked play: after each scenario of one half „Proceed to“ the same-numbered scenario of
// the other (e.g. tdea/beyond_the_gates_of_sleep: „Proceed to Scenario I–B: Waking Nightmare“),
// and each interlude is read only after both halves' scenarios, beginning in the half the other
// names („The interlude begins with The Dream-Quest (Campaign A)“, tdeb/b_black_cat). One journal
// holds both halves: one campaign log with both halves' sections, each half's Campaign Notes apart
// („In both Campaign Logs, record that the black cat has a hunch“). Interludes and the epilogue
// exist in both halves under one id; here they take the data's file names (`a_black_cat`,
// `b_black_cat`, …), which the guides' own links also use (`a_epilogue`, `b_epilogue`).

export const LINKED_DREAM_EATERS = 'tde';

export type LinkedHalf = 'tdea' | 'tdeb';
type Half = LinkedHalf;

/** Campaign B's „Campaign Notes“ in the linked log (Campaign A's keep the data's id). */
export const LINKED_NOTES_B = 'tdeb_campaign_notes';

interface LinkedStep {
  half: Half;
  /** The scenario's id in its half. */
  id: string;
  /** Its id in the linked campaign, where both halves share `id`. */
  as?: string;
}

/** The printed order of the linked play; the prologue is read once (the same text in both halves). */
export const LINKED_ORDER: readonly LinkedStep[] = [
  { half: 'tdea', id: 'tde_prologue' },
  { half: 'tdea', id: 'beyond_the_gates_of_sleep' },
  { half: 'tdeb', id: 'waking_nightmare' },
  { half: 'tdea', id: 'the_black_cat', as: 'a_black_cat' },
  { half: 'tdeb', id: 'the_black_cat', as: 'b_black_cat' },
  { half: 'tdea', id: 'the_search_for_kadath' },
  { half: 'tdeb', id: 'a_thousand_shapes_of_horror' },
  { half: 'tdeb', id: 'the_oneironauts', as: 'b_oneironauts' },
  { half: 'tdea', id: 'the_oneironauts', as: 'a_oneironauts' },
  { half: 'tdea', id: 'dark_side_of_the_moon' },
  { half: 'tdeb', id: 'point_of_no_return' },
  { half: 'tdea', id: 'the_great_ones', as: 'a_great_ones' },
  { half: 'tdeb', id: 'the_great_ones', as: 'b_great_ones' },
  { half: 'tdea', id: 'where_gods_dwell' },
  { half: 'tdeb', id: 'weaver_of_the_cosmos' },
  { half: 'tdea', id: 'tde_epilogue', as: 'a_epilogue' },
  { half: 'tdeb', id: 'tde_epilogue', as: 'b_epilogue' },
];

function linkedScenario(step: LinkedStep, half: CampaignDefinition): ScenarioDefinition | undefined {
  const scenario = half.scenarios.find((candidate) => candidate.id === step.id);
  if (!scenario) return undefined;
  if (!step.as) return scenario;
  return { ...scenario, id: step.as, name: `${scenario.name} (${deLinkedCampaign.half[step.half]})` };
}

/**
 * Both halves' log sections: each half's Campaign Notes under its half's name (Campaign B's as
 * LINKED_NOTES_B), the other sections once (Hidden is in both).
 */
function mergedSections(a: LogSection[], b: LogSection[]): LogSection[] {
  const notes = (section: LogSection, half: Half) =>
    section.id === 'campaign_notes'
      ? { ...section, title: `${section.title} (${deLinkedCampaign.half[half]})` }
      : section;
  const own = b
    .filter((section) => section.id === 'campaign_notes' || !a.some((other) => other.id === section.id))
    .map((section) => (section.id === 'campaign_notes' ? { ...notes(section, 'tdeb'), id: LINKED_NOTES_B } : section));
  return [...a.map((section) => notes(section, 'tdea')), ...own];
}

/**
 * The linked definition from the two halves' definitions, or undefined when the data lacks one
 * of them or one of the scenarios the linked order names. The chaos bag is Campaign A's, whose
 * scenario comes first (each half keeps its own bag in the printed game; Campaign B's is recorded by hand).
 */
export function linkedDreamEaters(definitions: readonly CampaignDefinition[]): CampaignDefinition | undefined {
  const halves = {
    tdea: definitions.find((definition) => definition.id === 'tdea'),
    tdeb: definitions.find((definition) => definition.id === 'tdeb'),
  };
  const { tdea, tdeb } = halves;
  if (!tdea || !tdeb) return undefined;
  const scenarios = LINKED_ORDER.map((step) => linkedScenario(step, halves[step.half]!));
  if (scenarios.some((scenario) => scenario === undefined)) return undefined;
  return {
    id: LINKED_DREAM_EATERS,
    name: deLinkedCampaign.dreamEaters,
    nameEn: 'The Dream-Eaters',
    kind: 'campaign',
    official: tdea.official && tdeb.official,
    position: tdeb.position + 1,
    scenarios: scenarios as ScenarioDefinition[],
    chaosBags: tdea.chaosBags,
    logSections: mergedSections(tdea.logSections, tdeb.logSections),
  };
}
