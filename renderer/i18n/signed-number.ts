/** A number with its sign as German texts print it: +2, −1 (typographic minus), 0. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  return n < 0 ? `−${-n}` : '0';
}
