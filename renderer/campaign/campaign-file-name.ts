// The name a campaign file gets on disk.

/** "Dienstagsrunde" → "dienstagsrunde.kampagne.json": letters and digits, umlauts spelled out. */
export function campaignFileName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'kampagne'}.kampagne.json`;
}
