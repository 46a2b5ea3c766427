// What a number field's typed text means, and the text one step up or down. Kept apart from the
// component so the rules are tested without a browser.

/** The whole number `text` names, when it lies between `min` and `max`; the typographic minus counts. */
export function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim().replace('−', '-');
  if (!/^-?\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/**
 * The text after one press of − (`delta` -1) or + (`delta` 1): from the typed number (0 when the
 * text is none), never leaving `min`…`max`.
 */
export function steppedText(text: string, delta: number, min: number, max: number): string {
  const typed = Number(text.trim().replace('−', '-'));
  const start = text.trim() !== '' && Number.isFinite(typed) ? Math.trunc(typed) : 0;
  return String(Math.min(max, Math.max(min, start + delta)));
}
