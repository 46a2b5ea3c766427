// Investigator deckbuilding requirements. Card files use a comma-separated string
// ("size:30, card:01006:98005:90030, random:subtype:basicweakness"); taboo lists use an object.

export interface DeckRequirements {
  size?: number;
  /** Each entry lists alternative codes; the deck needs one of them (card:A:B:C). */
  cards: string[][];
  random: { target: string; value: string }[];
}

const parsed = new Map<string, DeckRequirements>();

/** Parsed once per distinct text; callers must not change the result. */
export function parseDeckRequirements(text: string | undefined): DeckRequirements {
  if (!text) return { cards: [], random: [] };
  const known = parsed.get(text);
  if (known) return known;
  const result: DeckRequirements = { cards: [], random: [] };
  parsed.set(text, result);
  for (const part of text.split(',')) {
    const [kind, ...args] = part.trim().split(':');
    if (kind === 'size' && args[0] !== undefined) result.size = Number(args[0]);
    else if (kind === 'card' && args.length > 0) result.cards.push(args);
    else if (kind === 'random' && args.length === 2) result.random.push({ target: args[0]!, value: args[1]! });
  }
  return result;
}

/** Converts a taboo list's object form back into the card files' string form. */
export function deckRequirementsToString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const record = value as {
    size?: number;
    card?: Record<string, Record<string, string>>;
    random?: { target: string; value: string }[];
  };
  const parts: string[] = [];
  if (typeof record.size === 'number') parts.push(`size:${record.size}`);
  for (const [main, alternatives] of Object.entries(record.card ?? {})) {
    const codes = [main, ...Object.values(alternatives ?? {}).filter((code) => code !== main)];
    parts.push(`card:${codes.join(':')}`);
  }
  for (const random of record.random ?? []) parts.push(`random:${random.target}:${random.value}`);
  return parts.join(', ');
}
