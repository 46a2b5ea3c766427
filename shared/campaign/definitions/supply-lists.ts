import { z } from 'zod';
import type { LogSection } from '../campaign-definition.ts';
import type { Translate } from './german-dictionary.ts';
import type { RawStep } from './raw-campaign-data.ts';

// Supplies are not listed in campaign.json: each purchase step (an `input` of type `supplies`,
// e.g. Das vergessene Zeitalter's Prolog and Schicksalsfäden) offers its own list for a log
// section. The section's supply list is all of them, in the order the campaign offers them.

type Supply = NonNullable<LogSection['supplies']>[number];

const supplyInputSchema = z.looseObject({
  input: z.looseObject({
    type: z.literal('supplies'),
    section: z.string(),
    supplies: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        description: z.string().optional(),
        cost: z.number().int(),
        multiple: z.boolean().optional(),
      }),
    ),
  }),
});

/** Section id → its supplies (German), from every purchase step; the first offer of a supply wins. */
export function supplyListsOf(steps: RawStep[], t: Translate): Map<string, Supply[]> {
  const lists = new Map<string, Supply[]>();
  for (const step of steps) {
    const parsed = supplyInputSchema.safeParse(step);
    if (!parsed.success) continue;
    const { section, supplies } = parsed.data.input;
    const list = lists.get(section) ?? [];
    for (const { id, name, description, cost, multiple } of supplies) {
      if (list.some((supply) => supply.id === id)) continue;
      list.push({
        id,
        name: t(name),
        ...(description ? { description: t(description) } : {}),
        cost,
        ...(multiple ? { multiple } : {}),
      });
    }
    lists.set(section, list);
  }
  return lists;
}
