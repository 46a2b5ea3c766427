// What the guide walker (guide-walker.test.ts) still finds, each with what it is; the list only
// shrinks. A finding that matches no entry fails the walker, and so does an entry nothing matches
// any longer (remove it with the fix).

export interface KnownFinding {
  pattern: RegExp;
  what: string;
}

export const KNOWN_FINDINGS: readonly KnownFinding[] = [
  { pattern: /scenario: .*~\d/, what: 'a replayed scenario (`id~2`) is named by its id on the screen' },
  { pattern: /preview: .*no_resolution_/, what: 'the preview names „no resolution (each investigator …)“ by its id' },
  { pattern: /preview: .*(#X#|\$relationship)/, what: 'the preview of a count shows `#X#` or the count id' },
  {
    pattern: /preview: .*Logbuch \((unspect_xp|supply_points|resupply_points|\$input_value)\)/,
    what: 'the preview names a section the definition lacks by its id (the log keeps it hidden)',
  },
  { pattern: /preview: .*Vorrat [a-z_]+ =/, what: 'the preview names a supply by its id' },
  { pattern: /choose_to_heal_trauma: trauma/, what: 'trauma removed (Return to Threads of Fate) has no preview line' },
  {
    pattern: /(log|preview).*(Gefundene Andenken|Verdiente Artefakte|tes_taken_by|tnu_taken_by)/,
    what: 'crossing off an entry never recorded writes it, named by its id',
  },
  {
    pattern: /„[a-z0-9_]+“ entfernen/,
    what: 'removing a log entry (The Feast of Hemlock Vale, „Day / Time“) names it by its id',
  },
  { pattern: /#name#/, what: 'a card entry recorded with no card chosen keeps `#name#`' },
  { pattern: /\$count/, what: 'The Drowned City: a task entry (`task_id: $count`) is named `$count`' },
  {
    pattern: /Der Dschungel beobachtet dich/,
    what: 'The Forgotten Age: „The jungle watches you (#name# x#X#)“ keeps `#X#`',
  },
];
