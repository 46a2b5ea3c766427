import type { Card } from '../cards/card-types.ts';
import { chosenDeckSize } from './deck-size.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import { requirementGroups } from './signature-requirements.ts';
import {
  BURDEN_OF_DESTINY,
  DIRECTIVES,
  DIRECTIVES_REQUIRED,
  DISCIPLINES,
  LILY_CHEN,
  MANDY_THOMPSON,
  OCCULT_EVIDENCE,
  PARALLEL_ROLAND,
  PARALLEL_WENDY,
  RANDOM_BASIC_WEAKNESS,
  TIDAL_MEMENTO,
} from './special-cards.ts';

/**
 * The cards a new deck starts with: each required signature card (its original printing, in the
 * required number), one random basic weakness placeholder per requirement, and what only the
 * investigator's text asks for (‖Wendy's Tidal Memento, ‖Roland's first 3 Directives, a Discipline
 * with its Burden of Destiny for Lily Chen).
 */
export function startingSlots(
  ctx: InvestigatorContext,
  lookup: (code: string) => Card | undefined,
): Record<string, number> {
  const slots: Record<string, number> = {};
  for (const sets of requirementGroups(ctx)) {
    for (const code of sets[0]!) {
      // Mandy Thompson: 1/2/3 Occult Evidence at deck size 30/40/50.
      if (code === OCCULT_EVIDENCE && ctx.back.code === MANDY_THOMPSON)
        slots[code] = Math.max(1, (chosenDeckSize(ctx) - 20) / 10);
      else slots[code] = lookup(code)?.quantity ?? 1;
    }
  }
  if (ctx.requirements.random.length) slots[RANDOM_BASIC_WEAKNESS] = ctx.requirements.random.length;
  if (ctx.front.code === PARALLEL_WENDY) slots[TIDAL_MEMENTO] = 1;
  if (ctx.front.code === PARALLEL_ROLAND) for (const code of DIRECTIVES.slice(0, DIRECTIVES_REQUIRED)) slots[code] = 1;
  if (ctx.back.code === LILY_CHEN) Object.assign(slots, { [DISCIPLINES[0]]: 1, [BURDEN_OF_DESTINY]: 1 });
  return slots;
}
