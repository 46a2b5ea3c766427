import { type ChaosToken, sortChaosTokens } from '../campaign/campaign-definition.ts';
import { UnsupportedGuideFeature } from './conditions.ts';
import type {
  AddRemoveChaosTokenEffect,
  BackupStateEffect,
  CampaignDataEffect,
  ScenarioDataEffect,
} from './data/guide-data-types.ts';
import { sideStoryName } from './side-stories.ts';
import type { InvestigatorResult } from './types.ts';
import { cloneState, type InputValue, investigator, resultOf, scenarioState, type Walker } from './walk-state.ts';
import { mapEffect } from './world-map.ts';

// The guide's effects on the campaign as a whole (chaos tokens, campaign_data, scenario_data,
// backup_state) on the walk's state, each also recorded as a GuideEffect. The effects are typed by
// the data's schema (effect.schema.json): each setting narrows to its own fields.

export function chaos(w: Walker, raw: AddRemoveChaosTokenEffect): void {
  const tokens = raw.tokens;
  if (raw.type === 'add_chaos_token') {
    w.state.chaosBag = sortChaosTokens([...w.state.chaosBag, ...tokens]);
    w.effects.push({ type: 'chaos_tokens', added: tokens, removed: [] });
    return;
  }
  const bag = [...w.state.chaosBag];
  const removed: ChaosToken[] = [];
  for (const token of tokens) {
    const at = bag.indexOf(token);
    if (at < 0) continue;
    bag.splice(at, 1);
    removed.push(token);
  }
  w.state.chaosBag = bag;
  w.effects.push({ type: 'chaos_tokens', added: [], removed });
}

/**
 * Film Fatale, Consternation on the Constellation: „This scenario is played with a custom chaos
 * bag. The campaign chaos bag has been saved and will be restored when the scenario is completed.“
 * Emptying and restoring are ordinary chaos-token effects, so the journal's bag follows.
 */
function swapChaosBag(w: Walker, initialize: boolean): void {
  const kept = w.state.keptChaosBag;
  if (!initialize && kept === undefined) return;
  const removed = w.state.chaosBag;
  const added = initialize ? [] : (kept ?? []);
  w.state.keptChaosBag = initialize ? [...removed] : undefined;
  w.state.chaosBag = sortChaosTokens(added);
  w.effects.push({ type: 'chaos_tokens', added, removed });
}

export function campaignData(w: Walker, raw: CampaignDataEffect): void {
  const scenario = (id: string) => w.index.aliases.get(id) ?? id;
  switch (raw.setting) {
    case 'difficulty':
      w.state.difficulty = raw.value;
      w.effects.push({ type: 'difficulty', difficulty: raw.value });
      return;
    case 'result':
      w.state.result = raw.value;
      w.effects.push({ type: 'campaign_result', result: raw.value });
      return;
    case 'next_scenario':
      w.next = scenario(raw.scenario);
      w.effects.push({ type: 'next_scenario', scenario: w.next, how: 'next' });
      return;
    case 'replay_scenario': {
      w.next = scenario(raw.scenario);
      const target = scenarioState(w, w.next);
      if (target) target.replayed += 1;
      w.effects.push({ type: 'next_scenario', scenario: w.next, how: 'replay' });
      return;
    }
    case 'skip_scenario': {
      const target = scenarioState(w, scenario(raw.scenario));
      if (target && target.status !== 'completed') target.status = 'skipped';
      w.effects.push({ type: 'next_scenario', scenario: scenario(raw.scenario), how: 'skip' });
      return;
    }
    case 'swap_chaos_bag':
      swapChaosBag(w, raw.initialize === true);
      return;
    case 'set_scenarios': {
      const list = raw.scenarios.map(scenario);
      w.index = { ...w.index, order: list };
      w.effects.push({ type: 'scenario_list', scenarios: list });
      return;
    }
    case 'unlock_map':
    case 'unlock_location':
    case 'lock_location':
    case 'unlock_dossier':
    case 'hide_dossier':
    case 'embark':
      mapEffect(w, raw);
      return;
    default:
      throw new UnsupportedGuideFeature(`campaign_data:${raw.setting}`);
  }
}

export function scenarioData(w: Walker, raw: ScenarioDataEffect, input: InputValue): void {
  const current = scenarioState(w);
  const code = input.investigators?.[0] ?? ('fixed_investigator' in raw ? raw.fixed_investigator : undefined);
  switch (raw.setting) {
    case 'scenario_status':
      if (current) {
        current.status = raw.status;
        if (raw.resolution !== undefined) current.resolution = raw.resolution;
        // A side story completed so is listed as played under its name (as completeScenario lists it).
        const name = current.status === 'completed' ? sideStoryName(w) : undefined;
        w.effects.push({
          type: 'scenario_status',
          scenario: current.id,
          status: current.status,
          resolution: current.resolution,
          ...(name ? { name } : {}),
        });
      }
      return;
    case 'lead_investigator':
      if (current && code) {
        current.lead = code;
        w.effects.push({ type: 'lead_investigator', scenario: current.id, investigator: code });
      }
      return;
    case 'investigator_status':
      if (current && code) {
        current.results[code] = raw.investigator_status as InvestigatorResult;
        w.effects.push({
          type: 'investigator_result',
          scenario: current.id,
          investigator: code,
          result: resultOf(w, code),
        });
      }
      return;
    case 'add_investigator':
    case 'playing_scenario':
      if (current && code && !current.investigators.includes(code)) {
        current.investigators.push(code);
        investigator(w.state, code);
        w.effects.push({ type: 'investigators', scenario: current.id, investigators: [...current.investigators] });
      }
      return;
    // Which step plays the scenario (War of the Outer Gods alone: `$play_scenario_standalone`, with
    // its „Adjust chaos bag“ branch): the setup the engine walks already leads into that step.
    case 'play_scenario_step_id':
      return;
    default:
      throw new UnsupportedGuideFeature(`scenario_data:${(raw as { setting: string }).setting}`);
  }
}

export function backup(w: Walker, raw: BackupStateEffect): void {
  if (raw.operation === 'save') {
    w.backup = cloneState(w.state);
    w.effects.push({ type: 'state_saved' });
    return;
  }
  if (w.backup) {
    w.state = cloneState(w.backup);
    w.effects.push({ type: 'state_restored' });
  }
}
