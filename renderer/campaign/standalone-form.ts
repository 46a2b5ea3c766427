import type { CampaignState, InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import type { CampaignChange } from '../store/campaign/campaign-types.ts';
import { draftScenario } from './record-scenario/record-draft.ts';

// "Wertung eintragen" (Grimoire „Einzelspielszenario“): the optional score of a standalone
// run — the scenario, its resolution and the XP each investigator earned — as `standalone_result`.

export interface StandaloneFields {
  /** A listed scenario's id, or '' for one named freely. */
  scenarioId: string;
  freeName: string;
  resolution: string;
  /** Per investigator: took part, and the XP earned as typed. */
  played: Record<string, boolean>;
  xp: Record<string, string>;
  note: string;
}

export type StandaloneProblem = 'scenario' | 'resolution' | 'investigators' | 'xp';

export function newStandaloneFields(
  campaign: Pick<CampaignState, 'nextScenario'> & { scenarios: readonly { id: string }[] },
  investigators: readonly Pick<InvestigatorState, 'code' | 'status'>[],
): StandaloneFields {
  return {
    scenarioId: campaign.nextScenario?.id ?? campaign.scenarios[0]?.id ?? '',
    freeName: '',
    resolution: '',
    played: Object.fromEntries(investigators.map((entry) => [entry.code, entry.status === 'active'])),
    xp: Object.fromEntries(investigators.map((entry) => [entry.code, '0'])),
    note: '',
  };
}

/** A whole number of XP in −99…99 ("" counts as 0), else undefined. */
function xpOf(text: string | undefined): number | undefined {
  const value = (text ?? '').trim() === '' ? 0 : Number(text!.trim().replace('−', '-'));
  return Number.isInteger(value) && Math.abs(value) <= 99 ? value : undefined;
}

/** The `standalone_result` event, or the first thing keeping the form from being written. */
export function standaloneResult(
  fields: StandaloneFields,
  scenarios: readonly { id: string; name: string }[],
): CampaignChange | StandaloneProblem {
  const scenario = draftScenario(fields, scenarios);
  if (!scenario) return 'scenario';
  const resolution = fields.resolution.trim();
  if (!resolution) return 'resolution';
  const codes = Object.keys(fields.played).filter((code) => fields.played[code]);
  if (codes.length === 0) return 'investigators';
  const investigators = codes.map((code) => ({ code, xp: xpOf(fields.xp[code]) }));
  if (investigators.some((entry) => entry.xp === undefined)) return 'xp';
  const note = fields.note.trim();
  return {
    type: 'standalone_result',
    payload: {
      scenario,
      resolution,
      investigators: investigators.map(({ code, xp }) => ({ code, xp: xp! })),
      ...(note ? { note } : {}),
    },
  };
}
