import type { CampaignState } from '../campaign/campaign-state.ts';
import { SIDE_DEFINITION } from '../campaign/standalone-campaign.ts';
import { isGuided } from './supported-campaigns.ts';
import type { GuideData } from './types.ts';

// The guide of a standalone play (Grimoire „Einzelspielszenario“: „Nachdem man ein Szenario
// ausgewählt hat, liest man im Kampagnenleitfaden des gewählten Szenarios nach, wie das Szenario
// vorbereitet wird. Zusätzliche Anweisungen für das Einzelspielszenario findet man gewöhnlich am
// Ende der normalen Vorbereitung“): the side folder's guide (stored whole, standalone steps
// kept) walked as a campaign of that one scenario, which starts at its `standalone_setup`
// (difficulty and chaos bag of its own, then the normal setup) and ends with its resolution.

/** The id the side folder's guide is stored under, and a standalone play's guide answers name. */
export const STANDALONE_GUIDE = SIDE_DEFINITION;

/** Whether the app runs the guide of this campaign: a guided definition, or a standalone play. */
export const hasGuide = (state: Pick<CampaignState, 'standalone' | 'definitionId' | 'guide'>): boolean =>
  state.standalone === true || isGuided(state.guide?.id ?? state.definitionId);

/** The engine's title of a challenge scenario's requirements (German in shared/i18n/de/guide-texts.ts). */
const CHALLENGE_TITLE = 'Challenge Scenario';

/**
 * A parallel investigator's challenge scenario (the data's `challenge`: Read or Die, „Daisy Walker’s
 * deck must include at least 4 [[Tome]] assets“) states its requirements before the setup: one
 * step each, read first, in the data's words (the scenario's catalogue translates them).
 */
function challengeSteps(data: { challenge?: unknown }): { id: string; title: string; text: string }[] {
  const challenge = data.challenge as { requirements?: { text?: unknown }[] } | undefined;
  return (challenge?.requirements ?? []).flatMap((requirement, at) =>
    typeof requirement.text === 'string'
      ? [{ id: `$challenge_requirement_${at + 1}`, title: CHALLENGE_TITLE, text: requirement.text }]
      : [],
  );
}

/** The side guide narrowed to `scenarioId`; undefined when the side folder has no such scenario. */
export function standaloneGuide(side: GuideData, scenarioId: string | undefined): GuideData | undefined {
  const file = side.scenarios.find((candidate) => candidate.data.id === scenarioId);
  if (!file || !scenarioId) return undefined;
  const challenge = challengeSteps(file.data);
  const setup = [...challenge.map((step) => step.id), ...(file.data.standalone_setup ?? [])];
  const data = { ...file.data, setup, steps: [...challenge, ...(file.data.steps ?? [])] } as typeof file.data;
  return {
    ...side,
    // The group is chosen first, as a campaign's setup chooses it (the engine's $choose_investigators).
    campaign: {
      ...side.campaign,
      data: { ...side.campaign.data, scenarios: [scenarioId], setup: ['$choose_investigators'] },
    },
    // The other files stay: a scenario may lead into another (Fortune and Folly's parts).
    scenarios: side.scenarios.map((candidate) => (candidate === file && setup.length ? { ...file, data } : candidate)),
  };
}
