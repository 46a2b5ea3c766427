import { list, type Raw } from './raw-guide.ts';

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

const FIXES: Record<string, Record<string, Fix>> = {
  // Threads of Fate, St. Mary's Hospital: „may spend 3 experience points to remove that weakness“
  // (the data: 3 resupply points).
  'campaigns/tfa/threads_of_fate': { choose_to_heal_poison: spendsExperience },
};

/** The step as the printed guide has it. */
export function printedStep(file: string, step: Raw): Raw {
  const fix = FIXES[file]?.[String(step.id)];
  return fix ? fix(step) : step;
}
