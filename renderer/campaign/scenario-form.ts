import type { ScenarioInvestigator } from '../../shared/campaign/campaign-events.ts';

// The "Szenario abschließen" form as typed, and what of it becomes the `scenario_recorded` event.

export interface InvestigatorFields {
  victory: string;
  bonus: string;
  other: string;
  physical: string;
  mental: string;
  killed: boolean;
  insane: boolean;
  devoured: boolean;
}

export const emptyFields = (): InvestigatorFields => ({
  victory: '0',
  bonus: '0',
  other: '0',
  physical: '0',
  mental: '0',
  killed: false,
  insane: false,
  devoured: false,
});

/** A whole number in [min, max] ("" counts as 0), else undefined. */
function whole(text: string, min: number, max: number): number | undefined {
  const value = text.trim() === '' ? 0 : Number(text.trim().replace('−', '-'));
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The event's fields for one investigator, or undefined while a number is not valid. */
export function investigatorResult(code: string, fields: InvestigatorFields): ScenarioInvestigator | undefined {
  const victory = whole(fields.victory, 0, 99);
  const bonus = whole(fields.bonus, -99, 99);
  const other = whole(fields.other, -99, 99);
  const physical = whole(fields.physical, 0, 99);
  const mental = whole(fields.mental, 0, 99);
  if (
    victory === undefined ||
    bonus === undefined ||
    other === undefined ||
    physical === undefined ||
    mental === undefined
  )
    return undefined;
  return {
    code,
    xp: { victory, bonus, other },
    trauma: { physical, mental },
    ...(fields.killed ? { killed: true } : {}),
    ...(fields.insane ? { insane: true } : {}),
    ...(fields.devoured ? { devoured: true } : {}),
  };
}

export const xpOf = (result: Pick<ScenarioInvestigator, 'xp'>) => result.xp.victory + result.xp.bonus + result.xp.other;

/**
 * What the scenario leaves the investigator as: devoured, killed or insane by checkbox, or killed or
 * insane by trauma reaching health or sanity.
 */
export function outcomeOf(
  result: Pick<ScenarioInvestigator, 'trauma' | 'killed' | 'insane' | 'devoured'> | undefined,
  investigator: { health: number; sanity: number; trauma: { physical: number; mental: number } },
): 'killed' | 'insane' | 'devoured' | undefined {
  if (!result) return undefined;
  if (result.devoured) return 'devoured';
  if (result.killed || investigator.trauma.physical + result.trauma.physical >= investigator.health) return 'killed';
  if (result.insane || investigator.trauma.mental + result.trauma.mental >= investigator.sanity) return 'insane';
  return undefined;
}

/** An id for a scenario named freely: its name in lower case letters and digits, unique among `taken`. */
export function freeScenarioId(name: string, taken: ReadonlySet<string>): string {
  const base = `frei-${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'szenario'
  }`.slice(0, 90);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** A free scenario list, one name per line, as the campaign's scenarios. */
export function freeScenarios(text: string): { id: string; name: string }[] {
  const taken = new Set<string>();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((name) => {
      const id = freeScenarioId(name, taken);
      taken.add(id);
      return { id, name };
    });
}
