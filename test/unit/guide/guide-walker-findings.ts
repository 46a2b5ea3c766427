// What the guide walker (guide-walker.test.ts) still finds, each with what it is; the list only
// shrinks. A finding that matches no entry fails the walker, and so does an entry nothing matches
// any longer (remove it with the fix).

export interface KnownFinding {
  pattern: RegExp;
  what: string;
}

export const KNOWN_FINDINGS: readonly KnownFinding[] = [
  {
    // The Scarlet Keys' „record the names of each unique card exiled in this way“ (Dancing Mad,
    // On Thin Ice) lists unique cards; the walker offers all of the pool, a group its decks' only.
    pattern: /\/record_erased_from_existence card: English „/,
    what: 'unique cards whose German card entry keeps the English name (translations/de/pack/tsk/tskc.json 09519a „The Eye of Ravens“)',
  },
];
