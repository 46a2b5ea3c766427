import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../../renderer/ui/tab-keys.ts';

// WAI-ARIA Authoring Practices, Tabs pattern, "Keyboard Interaction" for a horizontal tab list:
// Right Arrow moves to the next tab and from the last to the first, Left Arrow to the previous
// and from the first to the last, Home to the first tab, End to the last. The campaign's five
// tabs (Ermittler, Kampagnenlogbuch, Chaosbeutel, Notizen, Einzelszenarien) are the example.

const FIVE = 5;

describe('the kit tab list moves as the WAI-ARIA tabs pattern says', () => {
  it('→ goes to the next tab and wraps from the last to the first', () => {
    expect(tabAfterKey('ArrowRight', 0, FIVE)).toBe(1);
    expect(tabAfterKey('ArrowRight', 4, FIVE)).toBe(0);
  });

  it('← goes to the previous tab and wraps from the first to the last', () => {
    expect(tabAfterKey('ArrowLeft', 3, FIVE)).toBe(2);
    expect(tabAfterKey('ArrowLeft', 0, FIVE)).toBe(4);
  });

  it('Home and End go to the first and the last tab', () => {
    expect(tabAfterKey('Home', 3, FIVE)).toBe(0);
    expect(tabAfterKey('End', 1, FIVE)).toBe(4);
  });

  it('leaves every other key (↑, ↓, Enter, letters) to the browser, and an empty list alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a', 'Tab'])
      expect(tabAfterKey(key, 2, FIVE)).toBe(undefined);
    expect(tabAfterKey('ArrowRight', 0, 0)).toBe(undefined);
  });
});
