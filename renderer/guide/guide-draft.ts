import type { GermanPrompt } from '../../shared/guide/text/german-prompt.ts';
import type { AnswerValue, InvestigatorResult } from '../../shared/guide/types.ts';

// What the group has entered for the open guide prompt, and the answer it becomes (one shape per
// input kind, shared/guide/types.ts). A draft that is not an answer yet names what is missing,
// so the form can say it in German instead of sending a wrong answer.

export interface GuideDraft {
  choice?: string;
  /** checklist, scenario_investigators, card_choice, use_supplies (as a group: the readers), random_location. */
  picked: string[];
  counter: number;
  /** investigator_counter, card_choice copies, use_supplies as a group: per investigator or card. */
  counts: Record<string, number>;
  /** investigator_choice: per investigator the chosen choice id. */
  perInvestigator: Record<string, string>;
  weaknesses: Record<string, string>;
  lead?: string;
  resolution?: string;
  statuses: Record<string, InvestigatorResult>;
  text: string;
  /** supplies: per investigator the copies of each supply; partner_trauma: per partner its damage and horror. */
  supplies: Record<string, Record<string, number>>;
  /**
   * The seed of a weakness draw left to the app: one per draft, so the summary before writing and
   * the written entry draw the same card.
   */
  seed: number;
}

export type DraftProblem = 'choose_one' | 'too_few' | 'too_many' | 'resolution' | 'lead' | 'status' | 'text' | 'points';

export type DraftResult = { value: AnswerValue } | { problem: DraftProblem };

export function newGuideDraft(prompt: GermanPrompt, seed = Math.floor(Math.random() * 2 ** 31)): GuideDraft {
  const investigators = prompt.investigators ?? [];
  const onlyResolution = prompt.resolutions?.length === 1 ? prompt.resolutions[0] : undefined;
  return {
    picked: [],
    counter: prompt.min ?? 0,
    // Provisions as a group start at one of each investigator's own, where they hold one.
    counts: Object.fromEntries(
      investigators.map((code) => [
        code,
        prompt.needed !== undefined ? Math.min(1, prompt.held?.[code] ?? 0) : (prompt.min ?? 0),
      ]),
    ),
    perInvestigator: {},
    weaknesses: {},
    ...(investigators[0] ? { lead: investigators[0] } : {}),
    ...(onlyResolution ? { resolution: onlyResolution.id } : {}),
    statuses: {},
    text: '',
    supplies: Object.fromEntries(investigators.map((code) => [code, {}])),
    seed,
  };
}

/**
 * The guide's difficulty question starts on the difficulty the campaign was created with (the
 * group chose it once already); any other choice stays open.
 */
export function withCampaignDifficulty(draft: GuideDraft, prompt: GermanPrompt, difficulty?: string): GuideDraft {
  const offered = prompt.step === 'difficulty_choice' && prompt.choices?.some((choice) => choice.id === difficulty);
  return offered ? { ...draft, choice: difficulty } : draft;
}

function countProblem(count: number, prompt: GermanPrompt): DraftProblem | undefined {
  if (count < (prompt.min ?? 0)) return 'too_few';
  if (prompt.max !== undefined && count > prompt.max) return 'too_many';
  return undefined;
}

/**
 * Whose deck the medicine of `code` removes the card from (The Forgotten Age, „Medizin“: remove a
 * Poisoned weakness from any investigator's deck): the group's choice, else their own deck when it
 * holds the card, else the first deck that does – starting where the card is, not on a deck without it.
 */
export function medicineTarget(prompt: GermanPrompt, draft: GuideDraft, code: string): string {
  const holders = prompt.removes?.holders ?? [];
  return draft.perInvestigator[code] ?? (holders.includes(code) ? code : (holders[0] ?? code));
}

/**
 * Provisions as a group (The Forgotten Age: „as a group, cross off one provisions per investigator
 * … For each provisions they cannot cross off, choose an investigator to read Low on Rations“):
 * how many `code` crosses off, at most what they hold. `counts` per investigator; `picked` the readers.
 */
export function crossedBy(prompt: GermanPrompt, draft: GuideDraft, code: string): number {
  return Math.max(0, Math.min(draft.counts[code] ?? 0, prompt.held?.[code] ?? 0));
}

/** How many provisions the group's counts leave missing: one reader each. */
export function missingForGroup(prompt: GermanPrompt, draft: GuideDraft): number {
  const crossed = (prompt.investigators ?? []).reduce((sum, code) => sum + crossedBy(prompt, draft, code), 0);
  return (prompt.needed ?? 0) - crossed;
}

function groupSupplies(prompt: GermanPrompt, draft: GuideDraft): DraftResult {
  const investigators = (prompt.investigators ?? []).flatMap((code) =>
    Array.from({ length: crossedBy(prompt, draft, code) }, () => code),
  );
  const missing = missingForGroup(prompt, draft);
  if (missing < 0) return { problem: 'too_many' };
  const readers = missing > 0 ? draft.picked : [];
  if (readers.length !== missing) return { problem: readers.length < missing ? 'too_few' : 'too_many' };
  return { value: { kind: 'use_supplies', investigators, ...(missing > 0 ? { readers } : {}) } };
}

/** Points a group spends on supplies per investigator („Ausrüstungspunkte“ of The Forgotten Age's guide). */
export function spentPoints(prompt: GermanPrompt, draft: GuideDraft, code: string): number {
  return (prompt.supplies ?? []).reduce(
    (sum, supply) => sum + supply.cost * (draft.supplies[code]?.[supply.id] ?? 0),
    0,
  );
}

function investigatorChoice(prompt: GermanPrompt, draft: GuideDraft): DraftResult {
  const chosen = Object.fromEntries(Object.entries(draft.perInvestigator).filter(([, choice]) => choice !== ''));
  const problem = countProblem(Object.keys(chosen).length, prompt);
  if (problem) return { problem };
  if (!prompt.needsWeakness) return { value: { kind: 'investigator_choice', choices: chosen } };
  // A weakness drawn at the table (Grimoire „Zufällige Grundschwächen“) is entered; one left open
  // is drawn by the main process, its card and seed kept in the answer.
  const weaknesses = Object.fromEntries(
    Object.keys(chosen).flatMap((code) => (draft.weaknesses[code] ? [[code, draft.weaknesses[code]]] : [])),
  );
  const drawing = Object.keys(chosen).some((code) => !weaknesses[code]);
  return {
    value: {
      kind: 'investigator_choice',
      choices: chosen,
      ...(Object.keys(weaknesses).length ? { weaknesses } : {}),
      ...(drawing ? { seed: draft.seed } : {}),
    },
  };
}

function playScenario(prompt: GermanPrompt, draft: GuideDraft): DraftResult {
  if (!draft.resolution) return { problem: 'resolution' };
  // Something the guide reads during play (an interlude): the scenario is not over, nothing else is asked.
  if (prompt.choices?.some((branch) => branch.id === draft.resolution))
    return { value: { kind: 'play_scenario', branch: draft.resolution } };
  if (!draft.lead) return { problem: 'lead' };
  const statuses = Object.fromEntries(Object.entries(draft.statuses).filter(([, status]) => status !== 'alive'));
  const allowed = prompt.resolutions?.find((entry) => entry.id === draft.resolution)?.statuses;
  if (allowed && Object.values(statuses).some((status) => !allowed.includes(status))) return { problem: 'status' };
  return {
    value: {
      kind: 'play_scenario',
      lead: draft.lead,
      resolution: draft.resolution,
      ...(Object.keys(statuses).length ? { statuses } : {}),
    },
  };
}

/** The answer of a draft, or what is missing; nothing is sent before this says `value`. */
export function draftAnswer(prompt: GermanPrompt, draft: GuideDraft): DraftResult {
  switch (prompt.kind) {
    case 'choose_one':
      return draft.choice ? { value: { kind: 'choose_one', choice: draft.choice } } : { problem: 'choose_one' };
    case 'checklist': {
      const problem = countProblem(draft.picked.length, prompt);
      return problem ? { problem } : { value: { kind: 'checklist', choices: draft.picked } };
    }
    case 'counter': {
      const problem = countProblem(draft.counter, prompt);
      return problem ? { problem } : { value: { kind: 'counter', value: draft.counter } };
    }
    case 'investigator_counter': {
      const problem = Object.values(draft.counts)
        .map((count) => countProblem(count, prompt))
        .find(Boolean);
      return problem ? { problem } : { value: { kind: 'investigator_counter', values: draft.counts } };
    }
    case 'investigator_choice':
      return investigatorChoice(prompt, draft);
    case 'scenario_investigators': {
      const problem = countProblem(draft.picked.length, { ...prompt, min: prompt.min ?? 1 });
      return problem ? { problem } : { value: { kind: 'scenario_investigators', investigators: draft.picked } };
    }
    case 'play_scenario':
      return playScenario(prompt, draft);
    case 'card_choice': {
      const problem = countProblem(draft.picked.length, prompt);
      if (problem) return { problem };
      // The cards with their copies where the guide asks them (Heart of the Elders: the jungle watches).
      const copies = Object.fromEntries(draft.picked.map((code) => [code, draft.counts[code] ?? 1]));
      return { value: { kind: 'card_choice', cards: draft.picked, ...(prompt.copies ? { copies } : {}) } };
    }
    case 'random_location': {
      const problem = countProblem(draft.picked.length, prompt);
      if (problem) return { problem };
      return { value: { kind: 'random_location', cards: draft.picked } };
    }
    case 'use_supplies': {
      if (prompt.needed !== undefined) return groupSupplies(prompt, draft);
      // Medicine: per investigator who crosses off, whose deck loses the card (their own unless chosen).
      const targets = Object.fromEntries(
        draft.picked.flatMap((code) => {
          const target = medicineTarget(prompt, draft, code);
          return prompt.removes && target !== code ? [[code, target]] : [];
        }),
      );
      const value = { kind: 'use_supplies' as const, investigators: draft.picked };
      return { value: Object.keys(targets).length ? { ...value, targets } : value };
    }
    case 'supplies': {
      const over = (prompt.investigators ?? []).some(
        (code) => spentPoints(prompt, draft, code) > (prompt.points?.[code] ?? 0),
      );
      return over ? { problem: 'points' } : { value: { kind: 'supplies', supplies: draft.supplies } };
    }
    case 'text_box':
      return draft.text.trim() ? { value: { kind: 'text_box', text: draft.text.trim() } } : { problem: 'text' };
    case 'upgrade_decks':
      // `choice`: a side story to play before the next scenario (none chosen: go on as usual).
      return { value: draft.choice ? { kind: 'upgrade_decks', sideStory: draft.choice } : { kind: 'upgrade_decks' } };
    case 'save_decks':
    case 'confirm':
      return { value: { kind: prompt.kind } };
    case 'partner_trauma': {
      const partners = prompt.cards ?? [];
      const of = (kind: 'damage' | 'horror') =>
        Object.fromEntries(partners.map((code) => [code, draft.supplies[code]?.[kind] ?? 0]));
      return { value: { kind: 'partner_trauma', damage: of('damage'), horror: of('horror') } };
    }
    case 'prologue_randomizer': {
      const drawn = (prompt.investigators ?? []).map((id) => draft.perInvestigator[id] ?? '');
      if (drawn.some((option) => option === '')) return { problem: 'too_few' };
      if (new Set(drawn).size !== drawn.length) return { problem: 'too_many' };
      return { value: { kind: 'prologue_randomizer', draws: draft.perInvestigator } };
    }
  }
}
