/**
 * Which tab a key moves to in a horizontal tab list (WAI-ARIA APG tabs pattern): → and ← to the
 * next and previous tab, wrapping at either end; Home to the first, End to the last. `undefined`
 * for every other key, which the tab list then leaves alone.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
