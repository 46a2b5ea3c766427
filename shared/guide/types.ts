import type { ChaosToken, Difficulty } from '../campaign/campaign-definition.ts';
import type { Campaign, Resolution, Scenario, Step } from './data/guide-data-types.ts';
import type { GuideState, ScenarioStatus } from './guide-state.ts';

// The public shape of the campaign guide engine: what it asks (Prompt), what it is told (Answer),
// what it computes (GuideState) and what it writes (GuideEffect). The guide's data is the
// arkham-cards-data campaign guide (its JSON schemas in `schema/refs`); the engine is a pure
// function of (guide, answers, context), so the same answers and hand corrections always give
// the same log.

/**
 * A step as the engine holds it: the data's Step (step.schema.json), narrowed on its `type`,
 * marked with the catalogue of the file it came from (`$file`, guide-data.ts) where a merge moved
 * it. A field the schema does not give that step type reads as `unknown` (the engine's readers
 * look before they trust it); a resolution read aloud is a step of its own.
 */
export type GuideStep = (Step | ShownResolution) & { $file?: string; [field: string]: unknown };

/** A resolution read aloud when it is reached: the walk (run-guide.ts) shows it as a step of its own. */
type ShownResolution = Resolution & { type: 'resolution' };

/** A scenario, interlude or epilogue file (scenario.schema.json); a Return-to overlay's names the scenario it replaces. */
export type ScenarioData = Omit<Scenario, 'steps'> & { steps: GuideStep[]; original_id?: string };

/** campaign.json (campaign.schema.json), its steps marked with their catalogue. */
export type CampaignData = Omit<Campaign, 'steps'> & { steps: GuideStep[] };

/**
 * One data file of a guide: a scenario, interlude or epilogue (or the campaign itself), read as
 * the data's schema types it (test/unit/guide/guide-data-schema.test.ts checks the files).
 */
export interface GuideFile<T = ScenarioData> {
  /** Data path without `.json`, e.g. `campaigns/notz/torch`: also the name of its German catalogue. */
  file: string;
  data: T;
}

/** Everything the engine needs of one campaign: campaign.json and its scenario files, overlays applied. */
export interface GuideData {
  /** The campaign id of the data (`core`, `dwl`, `rtnotz`). */
  campaignId: string;
  /** `version` of campaign.json: conditions may test it, so it is stored with the campaign. */
  version: number;
  campaign: GuideFile<CampaignData>;
  scenarios: GuideFile[];
  /** The side stories that may be played between scenarios (the data's `side` folder). */
  sideStories?: GuideFile[];
  /** The Dream-Eaters' two halves as one linked campaign (linked-guide.ts): the halves talk directly. */
  linked?: LinkedHalves;
}

/** The linked Dream-Eaters: each scenario's half (`tdea`, `tdeb`), and an interlude's part in the other half. */
export interface LinkedHalves {
  half: Record<string, string>;
  partner: Record<string, string>;
}

/** A text of the guide in its English source form, with what the text layer needs to translate it. */
export interface GuideText {
  /** The English source (msgid of the catalogue). */
  en: string;
  /** The catalogue (data file path without `.json`) the text belongs to. */
  catalogue: string;
  /** Gendered or plural variants from the data, chosen by the text layer for `investigator`. */
  variants?: { masculine?: string; feminine?: string; nonbinary?: string; plural?: string };
  /** Whose name fills `#name#` (investigator or card code); an investigator's gender picks the variant. */
  investigator?: string;
  /**
   * Further investigators or cards the same entry names („#name# possesses a diving suit“ for
   * two): the sentence is read once per name, `investigator` first.
   */
  others?: string[];
  /**
   * The copies of each card the entry names, for its `#X#` (The Forgotten Age, Heart of the
   * Elders: „the jungle watches (#name# x#X#).“ with each Vengeance card and its copies).
   */
  copies?: Record<string, number>;
  /** A count read off the Campaign Log for the text's `#X#` when it names nobody („#X# paths are known to you.“). */
  count?: number;
}

export const INPUT_KINDS = [
  'choose_one',
  'checklist',
  'counter',
  'investigator_counter',
  'investigator_choice',
  'scenario_investigators',
  'play_scenario',
  'save_decks',
  'upgrade_decks',
  'card_choice',
  'text_box',
  'use_supplies',
  'supplies',
  'prologue_randomizer',
  'random_location',
  'partner_trauma',
  'confirm',
] as const;
/** The kind of an open prompt; `confirm` is a built-in "continue" (proceed, read-aloud end). */
export type InputKind = (typeof INPUT_KINDS)[number];

export interface PromptChoice {
  id: string;
  text: GuideText;
  description?: GuideText;
}

/** A shown (non-input) step walked on the way to the prompt: story, setup, rules. */
export interface GuideDisplayStep {
  scenario: string;
  step: string;
  /** The step type from the data (`story`, `encounter_sets`, `rule_reminder`, `generic`, `resolution` …). */
  type: string;
  title?: GuideText;
  text?: GuideText;
  /** `encounter_sets` steps: the encounter set codes. */
  encounterSets?: string[];
  /** The Edge of the Earth's `setup_tekeli_li`: the Tekeli-li deck's size now (tekeli-li-deck.ts). */
  tekeliLi?: { size: number; inDecks: number };
}

export const INVESTIGATOR_RESULTS = ['alive', 'resigned', 'physical', 'mental', 'killed', 'insane'] as const;
/** How an investigator left a scenario (`physical`/`mental`: defeated by damage/horror). */
export type InvestigatorResult = (typeof INVESTIGATOR_RESULTS)[number];

/** The open question of the guide. */
export interface Prompt {
  /** Unique position of this prompt in the walk (`scenario/step#n`): answers carry it. */
  key: string;
  /** Scenario id (`$setup` for the campaign setup). */
  scenario: string;
  /** Step id from the data, or a built-in `$…` id. */
  step: string;
  kind: InputKind;
  title?: GuideText;
  text?: GuideText;
  /** choose_one, checklist, investigator_choice, prologue_randomizer, use_supplies (yes/no). */
  choices?: PromptChoice[];
  /** investigator_choice: the choice ids open to each investigator (a choice's condition may exclude some). */
  choicesFor?: Record<string, string[]>;
  /** Investigators the prompt asks about (per-investigator inputs), in campaign order. */
  investigators?: string[];
  /** prologue_randomizer: names of the places that are no card (a tarot reading's places, tarot-reading.ts). */
  slotNames?: Record<string, GuideText>;
  /** Investigators the group may choose from (scenario_investigators: the campaign's, undefined = any). */
  candidates?: string[];
  min?: number;
  max?: number;
  /** card_choice, random_location and partner_trauma (the partners in play): card codes. */
  cards?: string[];
  /** card_choice with `include_counts`: the answer also gives the copies of each card chosen. */
  copies?: boolean;
  /** card_choice by search: cards of the scenario or the decks that match (the caller filters its card data). */
  cardQuery?: {
    source?: string;
    traits?: string[];
    types?: string[];
    exclude?: string[];
    unique?: boolean;
    vengeance?: boolean;
  }[];
  /** use_supplies and investigator_choice_supplies: the supply checked (section and id of the supplies log). */
  supply?: { section: string; id: string };
  /** use_supplies as a group („one provisions per investigator“): how many must be crossed off in all. */
  needed?: number;
  /** use_supplies as a group: how many of the supply each investigator holds (the most they cross off). */
  held?: Record<string, number>;
  /** use_supplies: the card crossing off removes from a chosen deck, and the investigators holding it. */
  removes?: { card: string; holders: string[] };
  /** supplies: what may be bought, and the points per investigator. */
  supplies?: { id: string; name: GuideText; cost: number; multiple: boolean }[];
  points?: Record<string, number>;
  /** play_scenario: the resolutions that may be chosen, with the statuses each allows. */
  resolutions?: {
    id: string;
    title: GuideText;
    /** What tells it from another of the same title („Each investigator was defeated“). */
    description?: GuideText;
    statuses: InvestigatorResult[];
  }[];
  /** investigator_choice with a weakness draw: the engine needs the drawn card in the answer. */
  needsWeakness?: { traits: string[] };
  /** upgrade_decks between two scenarios: the side stories that may be played next, with their cost. */
  sideStories?: {
    id: string;
    name: GuideText;
    xpCost: number;
    /** A fan-made side story (the data's `custom`): who made it. */
    creator?: string;
  }[];
  /**
   * counter: what the answer also does by itself (the data's `confirm_text`, e.g. „Each investigator
   * earns 5 bonus experience“), shown beside the field so nobody counts it into the value twice.
   */
  extra?: GuideText;
  /** What the walk showed since the previous prompt (read aloud, set up). */
  shown: GuideDisplayStep[];
  /**
   * Prompts passed over on the way that may still be answered first (an optional tarot reading,
   * tarot-reading.ts): an answer naming such a prompt's step takes it instead of this one.
   */
  optional?: Prompt[];
}

/** The value of an answer, one shape per input kind (docs/command-line/guide.md, "Campaign guide prompts and answers"). */
export type AnswerValue =
  | { kind: 'choose_one'; choice: string }
  | { kind: 'checklist'; choices: string[] }
  | { kind: 'counter'; value: number }
  | { kind: 'investigator_counter'; values: Record<string, number> }
  /** Per investigator the chosen choice id (for a single "choose an investigator": one entry). */
  | {
      kind: 'investigator_choice';
      choices: Record<string, string>;
      weaknesses?: Record<string, string>;
      /** The seed the drawn weaknesses came from, when the app drew them (Grimoire „Zufällige Grundschwächen“). */
      seed?: number;
    }
  | { kind: 'scenario_investigators'; investigators: string[] }
  | {
      kind: 'play_scenario';
      /** A play-time branch of the data (interlude, glyph) instead of a resolution. */
      branch?: string;
      lead?: string;
      resolution?: string;
      /** Per playing investigator; missing ones count as `alive`. */
      statuses?: Record<string, InvestigatorResult>;
    }
  | { kind: 'save_decks' }
  /** `sideStory`: play that side story before the next scenario (its cost is spent by its own steps). */
  | { kind: 'upgrade_decks'; sideStory?: string }
  /** `copies`: per card chosen, how many (a prompt with `copies`); a card not listed counts once. */
  | { kind: 'card_choice'; cards: string[]; copies?: Record<string, number> }
  | { kind: 'text_box'; text: string }
  /**
   * The investigators who cross off one of the supply. `targets`: where crossing off removes a card
   * from a chosen deck (The Forgotten Age's medicine: „choose and remove a Poisoned weakness from
   * any investigator's deck“), per investigator who crosses off, whose deck; without, their own.
   */
  | {
      kind: 'use_supplies';
      investigators: string[];
      targets?: Record<string, string>;
      /**
       * A group crossing off (`needed`): one entry in `investigators` per supply crossed off (a code
       * twice = two of theirs); `readers` read the section for each one missing („choose an
       * investigator to read Low on Rations“) – without, those who crossed off none.
       */
      readers?: string[];
    }
  | { kind: 'supplies'; supplies: Record<string, Record<string, number>> }
  /** Per prologue investigator (choice id) the drawn option (`condition` of the data's option). */
  | { kind: 'prologue_randomizer'; draws: Record<string, string>; seed?: number }
  | { kind: 'random_location'; cards: string[]; seed?: number }
  /** The Edge of the Earth: per partner in play (card code) the damage and horror on it at the end of the game. */
  | { kind: 'partner_trauma'; damage: Record<string, number>; horror: Record<string, number> }
  | { kind: 'confirm' };

/** One stored answer: the prompt it answers (key) and the value. */
export interface GuideAnswer {
  key: string;
  value: AnswerValue;
}

/** What an answer changes, in the app's terms: each becomes an ordinary journal event. */
export type GuideEffect =
  /** `count`: the number an entry worded with `#X#` holds (its sentence reads it when crossed off). */
  | {
      type: 'log_entry';
      section: string;
      id: string;
      text?: GuideText;
      crossedOut?: boolean;
      removed?: boolean;
      count?: number;
    }
  | { type: 'log_count'; section: string; id?: string; value: number; text?: GuideText }
  | {
      type: 'log_cards';
      section: string;
      id: string;
      cards: string[];
      text?: GuideText;
      crossedOut?: boolean;
      removed?: boolean;
    }
  | { type: 'log_investigator_count'; section: string; id: string; investigator: string; value: number }
  /** A section's name crossed out as a whole (The Feast of Hemlock Vale: a resident lost). */
  | { type: 'log_section'; section: string; crossedOut: boolean }
  | { type: 'log_text'; section: string; id: string; text: string }
  | { type: 'xp'; investigator: string; amount: number }
  | { type: 'trauma'; investigator: string; physical: number; mental: number; killed?: boolean; insane?: boolean }
  | { type: 'chaos_tokens'; added: ChaosToken[]; removed: ChaosToken[] }
  | { type: 'card_added'; investigator: string; card: string; weakness?: boolean }
  | { type: 'card_removed'; investigator: string; card: string }
  /** `name`: a supply found (not in the section's purchase list) names itself. */
  | { type: 'supplies'; investigator: string; section: string; supply: string; count: number; name?: GuideText }
  | { type: 'difficulty'; difficulty: Difficulty }
  | { type: 'investigators'; scenario: string; investigators: string[] }
  | { type: 'lead_investigator'; scenario: string; investigator: string }
  | { type: 'investigator_result'; scenario: string; investigator: string; result: InvestigatorResult }
  /** `name`: a side story's name (it is in no campaign definition), for the list of played scenarios. */
  | { type: 'scenario_status'; scenario: string; status: ScenarioStatus; resolution?: string; name?: GuideText }
  | { type: 'next_scenario'; scenario: string; how: 'next' | 'skip' | 'replay' }
  | { type: 'scenario_list'; scenarios: string[] }
  | { type: 'campaign_result'; result: 'win' | 'lose' | 'survived' }
  /** Grimoire „Belohnungskarten“: the group earned a reward card (shared/guide/reward-steps.ts). */
  | { type: 'reward_unlocked'; card: string }
  /** `backup_state`: the campaign as it stands now is kept, to be restored later (Feast of Hemlock Vale's replay). */
  | { type: 'state_saved' }
  | { type: 'state_restored' };

/** A problem of the walk or of an answer: typed, made German at the edge (`shared/i18n/de/guide-problems.ts`). */
export type GuideProblem =
  | { code: 'answer_stale'; expected: string; got: string }
  | { code: 'answer_kind'; expected: InputKind; got: string }
  | { code: 'answer_invalid'; key: string; reason: GuideAnswerReason }
  | { code: 'no_open_prompt' }
  | { code: 'step_missing'; scenario: string; step: string }
  | { code: 'unsupported'; what: string }
  | { code: 'walk_too_long'; scenario: string };

export type GuideAnswerReason =
  | 'unknown_choice'
  | 'unknown_investigator'
  | 'count_out_of_range'
  | 'too_few'
  | 'too_many'
  | 'missing_weakness'
  | 'weakness_not_allowed'
  | 'unknown_resolution'
  | 'status_not_allowed'
  | 'unknown_supply'
  | 'not_enough_points'
  | 'unknown_side_story';

/** The walk's result: where the guide stands after all answers. */
export interface GuideRun {
  state: GuideState;
  /** The open prompt; undefined when the campaign is over (or the walk stopped on a problem). */
  prompt?: Prompt;
  /** Per consumed answer, the effects it caused (the effects of steps walked after it included). */
  applied: { key: string; effects: GuideEffect[] }[];
  /** Effects of the walk before the first answer. */
  initial: GuideEffect[];
  /** The first problem met; answers after it are not consumed. */
  problem?: GuideProblem;
  finished: boolean;
  /** A finished campaign: what the walk showed after the last answer (the epilogue's story text). */
  closing?: GuideDisplayStep[];
}

/** What the engine knows of the campaign's investigators beyond the answers (from the card data). */
export interface GuideInvestigatorFacts {
  /** Printed health and sanity: trauma at these values kills or drives insane (Grimoire „Trauma“). */
  health: number;
  sanity: number;
  faction?: string;
  traits?: string[];
}

/**
 * A change the group made by hand in the Kampagnenlogbuch of a guided campaign (`log_updated`,
 * `trauma_adjusted`, `cards_changed`, chaos tokens, `xp_adjusted`, a hand `scenario_recorded`).
 * A log entry carries the guide's entry id when its text is the German text of a guide entry in
 * that section; a free text the guide cannot name has none (shared/guide/hand-corrections.ts).
 */
export type HandCorrection =
  | { type: 'log_entry'; section: string; id?: string; text: string; crossedOut: boolean }
  | { type: 'log_count'; section: string; id?: string; value: number }
  | { type: 'trauma'; investigator: string; physical: number; mental: number; killed?: boolean; insane?: boolean }
  | { type: 'cards'; investigator: string; added: string[]; removed: string[] }
  | { type: 'chaos_tokens'; added: ChaosToken[]; removed: ChaosToken[] }
  | { type: 'xp'; investigator: string; amount: number }
  /** The copies of a supply an investigator has after choosing or crossing off by hand. */
  | { type: 'supplies'; investigator: string; section: string; supply: string; count: number };

/** A hand correction and where the journal holds it: after `after` guide answers. */
export interface PlacedCorrection {
  after: number;
  correction: HandCorrection;
}

export interface GuideContext {
  investigators: Record<string, GuideInvestigatorFacts>;
  /** True for a weakness in the card data: a card the guide adds („the Lost Soul weakness“) is then a weakness. */
  isWeakness?: (card: string) => boolean;
  /** Hand corrections in journal order; the walk applies each before the answer that followed it. */
  corrections?: PlacedCorrection[];
}
