// Importing a campaign file whose campaign has a name already in the list: the name is
// asked for before anything is written, and `campaigns.import` writes it into the new journal.

const NAME_MAX = 200;
const folded = (name: string) => name.trim().toLocaleLowerCase('de');

/** The name the import would give the campaign: its first entry's (`campaign_created`), else the file's. */
export function nameInCampaignFile(file: unknown): string | undefined {
  const value = file as { name?: unknown; events?: { type?: unknown; payload?: { name?: unknown } }[] } | null;
  const first = Array.isArray(value?.events) ? value.events[0] : undefined;
  const name = first?.type === 'campaign_created' ? first.payload?.name : value?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/** True when a campaign of the list is called `name` (spaces around and case aside). */
export function isNameTaken(names: readonly string[], name: string): boolean {
  return names.some((existing) => folded(existing) === folded(name));
}

/** The first free name of `name` + suffix(1), suffix(2) …, cut to fit the 200 characters a name may have. */
export function freeImportName(name: string, names: readonly string[], suffix: (n: number) => string): string {
  for (let n = 1; ; n++) {
    const end = suffix(n);
    const candidate = `${name.slice(0, NAME_MAX - end.length).trimEnd()}${end}`;
    if (!isNameTaken(names, candidate)) return candidate;
  }
}
