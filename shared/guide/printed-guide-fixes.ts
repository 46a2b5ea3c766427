import { list, type Raw } from './raw-guide.ts';
import type { GuideStep } from './types.ts';

// Where the guide data and the printed campaign guide disagree, the engine follows the printed
// guide: each step the data encodes differently is replaced here, by the data file and step id.
// The list with the guide's words is docs/guide-data-quirks.md.

type Fix = (step: Raw) => Raw;

/** Drops `special_xp` from the step's choices' earn_xp: the amount is experience, as printed. */
const spendsExperience: Fix = (step) => {
  const input = step.input as Raw;
  const choices = list(input, 'choices').map((choice) => ({
    ...choice,
    effects: list(choice, 'effects').map(({ special_xp: _special, ...effect }) => effect),
  }));
  return { ...step, input: { ...input, choices } };
};

/** Ursula Downs, Leo Anderson, Monterey Jack (and his parallel version). */
const EXPEDITION_LEADERS = ['04002', '04001', '08007', '90062'];
const isLeader = {
  type: 'investigator',
  investigator_data: 'code',
  options: EXPEDITION_LEADERS.map((code) => ({ condition: code, steps: ['$expedition_leader'] })),
};

/**
 * The Forgotten Age, Prologue: „If Ursula Downs, Leo Anderson, or Monterey Jack was chosen as an
 * investigator for this campaign: Choose one of those investigators to be the expedition
 * leader.“ The data only shows the text; the app reads it where it holds and asks whom.
 */
const asksExpeditionLeader: Fix = ({ text: _shownByTheChoice, ...step }) => ({
  ...step,
  type: 'branch',
  condition: isLeader,
});

/** The choice, with the instruction's own text (the step it replaces). */
const expeditionLeaderChoice = (steps: Raw[]): Raw => ({
  id: '$expedition_leader',
  type: 'input',
  text: steps.find((step) => step.id === 'expedition_leader')?.text,
  input: {
    type: 'investigator_choice',
    investigator: 'choice',
    min: 1,
    max: 1,
    choices: [
      {
        id: 'leader',
        text: 'Expedition leader',
        condition: { ...isLeader, options: EXPEDITION_LEADERS.map((code) => ({ condition: code })) },
        effects: [{ type: 'campaign_log_cards', section: 'hidden', id: 'expedition_leader', cards: '$input_value' }],
      },
    ],
  },
});

/**
 * The Forgotten Age, Heart of the Elders, Part 1, Setup: „Based on the events of Interlude III: The
 * Jungle Beckons“ – who had a canteen „begins the next scenario with 1 clue“. The data asks whether
 * `hote_start_with_clue_true` holds cards, yet records it as a plain entry: read as recorded.
 */
const readsPlainEntry: Fix = (step) => ({ ...step, condition: { ...(step.condition as Raw), type: 'campaign_log' } });

/** The Circle Undone's „Missing Persons“: Gavriella Mizrah, Jerome Davids, Valentino Rivas, Penny White. */
const MISSING_PERSONS = ['05046', '05047', '05048', '05049'];

/**
 * The Circle Undone, Prologue: the Campaign Log prints the four Missing Persons profiles, and „In
 * the “Missing Persons” section of your Campaign Log, cross off the profiles of any of the
 * neutral investigators who were not chosen“. The data writes nothing there, so a chosen
 * character's section was empty and read as missing: each profile is written (the card's name)
 * where the guide names the four, before any is crossed off.
 */
const writesMissingPersons: Fix = (step) => ({
  ...step,
  effects: [
    ...list(step, 'effects'),
    ...MISSING_PERSONS.map((code) => ({ type: 'campaign_log_cards', section: code })),
  ],
});

/**
 * The Innsmouth Conspiracy gives two choices one id, so the second could not be chosen: In Too
 * Deep, Flashback VIII, „Choose and remove one of the following chaos tokens … ([cultist],
 * [tablet], or [elder_thing])“ (the [elder_thing] choice has the id `cultist`); Into the
 * Maelstrom, Flashback XIV, „Help Agent Harper complete her mission.“ / „Defy Agent Harper.“
 * (both `help_agent_harper`). A repeated id is named by the token its choice removes, else
 * numbered by its place (`help_agent_harper_2`).
 */
const distinctChoiceIds: Fix = (step) => {
  const input = step.input as Raw;
  const seen = new Set<string>();
  const choices = list(input, 'choices').map((choice, at) => {
    const token = list(choice, 'effects').flatMap((effect) => (effect.tokens as string[] | undefined) ?? [])[0];
    const id = seen.has(String(choice.id)) ? (token ?? `${String(choice.id)}_${at + 1}`) : String(choice.id);
    seen.add(id);
    return { ...choice, id };
  });
  return { ...step, input: { ...input, choices } };
};

/**
 * The Circle Undone, Prologue played: „As investigators are eliminated, record their fate here“ –
 * one „Record … fate“ per chosen character, but the data gives Jerome Davids's the id of Gavriella
 * Mizrah's (`05046`), so with both chosen his recorded hers. Each is named by the character whose
 * fate step it opens (`choose_05047_fate` → `05047`).
 */
const fatesByCharacter: Fix = (step) => {
  const input = step.input as Raw;
  const branches = list(input, 'branches').map((branch) => {
    const code = /^choose_(\d{5})_fate$/.exec(String((branch.steps as unknown[] | undefined)?.[0]))?.[1];
    return code ? { ...branch, id: code } : branch;
  });
  return { ...step, input: { ...input, branches } };
};

/**
 * Return to The Wages of Sin, Resolution 3: „record 1 heretic was unleashed unto Arkham“. The data
 * writes the plural entry of Resolutions 1 and 2 („#X# heretics were unleashed …“) with X = 1;
 * the entry reads the sentence the guide prints, still counted 1.
 */
const oneHeretic: Fix = (step) => ({
  ...step,
  effects: list(step, 'effects').map((effect) => ({ ...effect, text: '1 heretic was unleashed unto Arkham.' })),
});

/**
 * The Drowned City, Obsidian Canyons, „Prove Your Worth“ not helped with the ropes: „Each of the
 * other investigators (except you) gains 1 additional experience point.“ The data gives it to
 * everyone (`check_helped_with_ropes`); the experience moves to the task's own branch
 * (`record_prove_your_worth_loss`, read by its holder), for everyone but the holder (`$others`).
 */
const withoutGroupXp: Fix = (step) => {
  const condition = step.condition as Raw;
  const options = list(condition, 'options').map((option) => ({
    ...option,
    effects: list(option, 'effects').filter((effect) => effect.type !== 'earn_xp'),
  }));
  return { ...step, condition: { ...condition, options } };
};
const othersEarnXp: Fix = (step) => {
  const condition = step.condition as Raw;
  const options = list(condition, 'options').map((option) => ({
    ...option,
    effects: [...list(option, 'effects'), { type: 'earn_xp', investigator: '$others', bonus: 1 }],
  }));
  return { ...step, condition: { ...condition, options } };
};

/**
 * Return to Threads of Fate, Resupply Point: the act experience „cannot be spent to purchase
 * cards. Instead, it must be spent to remove poison or cure trauma, or it must be converted to
 * supply points during the upcoming Resupply Point“, and converting is „the last opportunity to
 * spend the experience earmarked for "resupply"“. The data keeps what is left (`resupply_points`)
 * for ever; after the conversion it is gone, for each investigator.
 */
const forfeitsActXp: Fix = (step) => {
  const input = step.input as Raw;
  const forfeit = { type: 'earn_xp', investigator: 'all', special_xp: 'resupply_points', forfeit: true };
  return { ...step, input: { ...input, effects: [...list(input, 'effects'), forfeit] } };
};

const FIXES: Record<string, Record<string, Fix>> = {
  'campaigns/tdc/10_obsidian_canyons': {
    check_helped_with_ropes: withoutGroupXp,
    record_prove_your_worth_loss: othersEarnXp,
  },
  'campaigns/tic/in_too_deep': { flashback_8_choice: distinctChoiceIds },
  'campaigns/tic/into_the_maelstrom': { flashback_14_choice: distinctChoiceIds },
  'campaigns/tcu/disappearance_at_the_twilight_estate': {
    choose_neutral_investigators: writesMissingPersons,
    $play_scenario: fatesByCharacter,
  },
  'campaigns/tfa/prologue': { expedition_leader: asksExpeditionLeader },
  'campaigns/tfa/heart_of_the_elders_part_1': { check_start_with_clue: readsPlainEntry },
  'return_campaigns/rttcu/return_to_the_wages_of_sin': { '1_heretic_released': oneHeretic },
  'return_campaigns/rttfa/return_to_threads_of_fate': { buy_supply_points: forfeitsActXp },
  // Threads of Fate, St. Mary's Hospital: „may spend 3 experience points to remove that weakness“
  // (the data: 3 resupply points).
  'campaigns/tfa/threads_of_fate': { choose_to_heal_poison: spendsExperience },
};

/** Steps the printed guide asks for that the data lacks, by data file (made from its steps). */
const ADDED: Record<string, (steps: Raw[]) => Raw[]> = {
  'campaigns/tfa/prologue': (steps) => [expeditionLeaderChoice(steps)],
};

/**
 * The step as the printed guide has it. A fixed or added step is read as a GuideStep like the
 * data's own: each keeps its step type, though the expedition leader's branch tests the chosen
 * investigators (an `investigator` condition the schema lists only for investigator choices).
 */
export function printedStep(file: string, step: GuideStep): GuideStep {
  const fix = FIXES[file]?.[step.id];
  return fix ? (fix(step) as GuideStep) : step;
}

/** The file's steps as the printed guide has them, with the steps it adds. */
export const printedSteps = (file: string, steps: GuideStep[]): GuideStep[] => [
  ...steps.map((step) => printedStep(file, step)),
  ...((ADDED[file]?.(steps) ?? []) as GuideStep[]),
];
