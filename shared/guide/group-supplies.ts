import type { BoolOption, UseSuppliesAllInput, UseSuppliesInput } from './data/guide-data-types.ts';
import { supplies } from './investigator-effects.ts';
import type { GuideAnswerReason } from './types.ts';
import { type InputValue, investigator, playing, type Walker } from './walk-state.ts';

// The Forgotten Age, Restless Nights (tfa_interlude1/eat_provisions): „The investigators, as a
// group, must cross off one provisions per investigator from their supplies. For each provisions
// they cannot cross off, choose an investigator to read Low on Rations.“ One investigator's
// supplies may feed another; the group names who reads the section for each one missing.

/** How many of the supply the group must cross off: one per investigator. */
export const neededByGroup = (w: Walker) => playing(w).length;

/** How many of the supply each playing investigator holds: the most each can cross off. */
export const heldByEach = (w: Walker, input: UseSuppliesInput): Record<string, number> =>
  Object.fromEntries(
    playing(w).map((code) => [code, investigator(w.state, code).supplies[input.section]?.[input.id] ?? 0]),
  );

/**
 * `crossed`: one entry per supply crossed off (an investigator twice = two of theirs). `readers`:
 * who reads the option for a missing one; without it, those who crossed off none, when that is
 * as many as are missing.
 */
export function crossOffAsGroup(
  w: Walker,
  input: UseSuppliesAllInput,
  crossed: string[],
  readers: string[] | undefined,
  run: (option: BoolOption, value: InputValue) => string[],
): { steps: string[] } | { reason: GuideAnswerReason } {
  const sectionId = input.section;
  const supply = input.id;
  const players = playing(w);
  const held = (code: string) => investigator(w.state, code).supplies[sectionId]?.[supply] ?? 0;
  const count = (code: string) => crossed.filter((item) => item === code).length;
  if ([...crossed, ...(readers ?? [])].some((code) => !players.includes(code)))
    return { reason: 'unknown_investigator' };
  if (players.some((code) => count(code) > held(code))) return { reason: 'unknown_supply' };
  const needed = neededByGroup(w);
  if (crossed.length > needed) return { reason: 'too_many' };
  const available = players.reduce((sum, code) => sum + held(code), 0);
  // „must cross off“: while the group holds one, it is crossed off.
  if (crossed.length < Math.min(needed, available)) return { reason: 'too_few' };
  const missing = needed - crossed.length;
  const chosen = readers ?? (missing ? players.filter((code) => count(code) === 0) : []);
  if (new Set(chosen).size !== chosen.length || chosen.length > missing) return { reason: 'too_many' };
  if (chosen.length < missing) return { reason: 'too_few' };
  for (const code of crossed)
    supplies(
      w,
      { type: 'lose_supplies', section: sectionId, supply, investigator: '$input_value' },
      { investigators: [code] },
    );
  const lacking = input.choices.find((raw) => raw.boolCondition === false);
  return { steps: lacking && chosen.length ? run(lacking, { investigators: chosen }) : [] };
}
