import type { ChaosToken } from '../../../shared/campaign/campaign-definition.ts';
import type { LogChange, ScenarioInvestigator } from '../../../shared/campaign/campaign-events.ts';
import type { CampaignState, InvestigatorState } from '../../../shared/campaign/campaign-state.ts';
import type { CampaignChange } from '../../store/campaign/campaign-types.ts';
import { emptyFields, freeScenarioId, type InvestigatorFields, investigatorResult } from '../scenario-form.ts';

// "Szenario abschließen" step by step: what the player has entered so far, what keeps a
// step from being left, and the events it becomes — one `scenario_recorded`, preceded by a
// `card_exiled` per exiled card (exiled while playing; a killed investigator exiles too).

export const RECORD_STEPS = ['scenario', 'xp', 'trauma', 'log', 'cards', 'tokens', 'summary'] as const;
export type RecordStep = (typeof RECORD_STEPS)[number];

/** The cards one investigator earned, lost or exiled in the scenario; codes with repeats. */
export interface InvestigatorCards {
  earned: string[];
  weaknesses: string[];
  removed: string[];
  exiled: string[];
}

export interface RecordDraft {
  /** A listed scenario's id, or '' for one named freely. */
  scenarioId: string;
  freeName: string;
  resolution: string;
  fields: Record<string, InvestigatorFields>;
  log: LogChange[];
  cards: Record<string, InvestigatorCards>;
  tokensAdded: ChaosToken[];
  tokensRemoved: ChaosToken[];
}

export type StepProblem = 'scenario' | 'resolution' | 'numbers' | 'tokens' | 'investigators';

export const noCards = (): InvestigatorCards => ({ earned: [], weaknesses: [], removed: [], exiled: [] });

export function newRecordDraft(
  campaign: Pick<CampaignState, 'nextScenario' | 'scenarios'>,
  investigators: readonly Pick<InvestigatorState, 'code'>[],
): RecordDraft {
  return {
    scenarioId: campaign.nextScenario?.id ?? campaign.scenarios[0]?.id ?? '',
    freeName: '',
    resolution: '',
    fields: Object.fromEntries(investigators.map((entry) => [entry.code, emptyFields()])),
    log: [],
    cards: Object.fromEntries(investigators.map((entry) => [entry.code, noCards()])),
    tokensAdded: [],
    tokensRemoved: [],
  };
}

/** The scenario as the event names it: a listed one, or the free name with an id of its own. */
export function draftScenario(
  draft: Pick<RecordDraft, 'scenarioId' | 'freeName'>,
  scenarios: readonly { id: string; name: string }[],
): { id: string; name: string } | undefined {
  const listed = scenarios.find((scenario) => scenario.id === draft.scenarioId);
  if (listed) return { id: listed.id, name: listed.name };
  const name = draft.freeName.trim();
  return name ? { id: freeScenarioId(name, new Set(scenarios.map((entry) => entry.id))), name } : undefined;
}

const count = <T>(items: readonly T[], item: T) => items.filter((entry) => entry === item).length;

/** A token the scenario removes more often than the bag (with what it adds) holds. */
export function tokenShortage(
  bag: readonly ChaosToken[],
  draft: Pick<RecordDraft, 'tokensAdded' | 'tokensRemoved'>,
): ChaosToken | undefined {
  return draft.tokensRemoved.find(
    (token) => count(draft.tokensRemoved, token) > count(bag, token) + count(draft.tokensAdded, token),
  );
}

function results(
  draft: RecordDraft,
  investigators: readonly Pick<InvestigatorState, 'code'>[],
): (ScenarioInvestigator | undefined)[] {
  return investigators.map((entry) => {
    const result = investigatorResult(entry.code, draft.fields[entry.code] ?? emptyFields());
    const cards = draft.cards[entry.code] ?? noCards();
    return (
      result && {
        ...result,
        ...(cards.earned.length ? { cardsEarned: cards.earned } : {}),
        ...(cards.weaknesses.length ? { weaknessesEarned: cards.weaknesses } : {}),
        ...(cards.removed.length ? { cardsRemoved: cards.removed } : {}),
      }
    );
  });
}

/** Why `step` cannot be left yet; undefined when it can. */
export function stepProblem(
  step: RecordStep,
  draft: RecordDraft,
  campaign: Pick<CampaignState, 'scenarios' | 'chaosBag'>,
  investigators: readonly Pick<InvestigatorState, 'code'>[],
): StepProblem | undefined {
  if (step === 'scenario') {
    if (investigators.length === 0) return 'investigators';
    if (!draftScenario(draft, campaign.scenarios)) return 'scenario';
    if (!draft.resolution.trim()) return 'resolution';
  }
  if ((step === 'xp' || step === 'trauma') && !results(draft, investigators).every(Boolean)) return 'numbers';
  if (step === 'tokens' && tokenShortage(campaign.chaosBag, draft)) return 'tokens';
  return undefined;
}

/** The first step that cannot be left; the summary is reached only when there is none. */
export function firstProblemStep(
  draft: RecordDraft,
  campaign: Pick<CampaignState, 'scenarios' | 'chaosBag'>,
  investigators: readonly Pick<InvestigatorState, 'code'>[],
): RecordStep | undefined {
  return RECORD_STEPS.find((step) => stepProblem(step, draft, campaign, investigators));
}

/** The events "Eintragen" sends in one `campaigns.append`, or undefined while a step has a problem. */
export function recordEvents(
  draft: RecordDraft,
  campaign: Pick<CampaignState, 'scenarios' | 'chaosBag'>,
  investigators: readonly Pick<InvestigatorState, 'code'>[],
): CampaignChange[] | undefined {
  const scenario = draftScenario(draft, campaign.scenarios);
  if (!scenario || firstProblemStep(draft, campaign, investigators)) return undefined;
  const exiles = investigators.flatMap((entry) => {
    const exiled = draft.cards[entry.code]?.exiled ?? [];
    return [...new Set(exiled)].map(
      (card): CampaignChange => ({
        type: 'card_exiled',
        payload: { code: entry.code, card, count: count(exiled, card) },
      }),
    );
  });
  const recorded: CampaignChange = {
    type: 'scenario_recorded',
    payload: {
      scenario,
      resolution: draft.resolution.trim(),
      investigators: results(draft, investigators).filter((result) => result !== undefined),
      log: draft.log,
      chaosTokensAdded: draft.tokensAdded,
      chaosTokensRemoved: draft.tokensRemoved,
    },
  };
  return [...exiles, recorded];
}
