import type { GuideAnswerReason, GuideProblem } from '../../guide/types.ts';

// The guide engine's typed problems in German, for the command line and the campaign screen.

const REASONS: Record<GuideAnswerReason, string> = {
  unknown_choice: 'Diese Wahl bietet der Schritt nicht an',
  unknown_investigator: 'Dieser Ermittler ist hier nicht gefragt (oder spielt nicht mit)',
  count_out_of_range: 'Die Zahl liegt außerhalb des erlaubten Bereichs',
  too_few: 'Es fehlt eine Angabe (zu wenige gewählt)',
  too_many: 'Es wurde zu viel gewählt',
  missing_weakness: 'Die gezogene Schwäche fehlt (Kartennummer je Ermittler unter „weaknesses“)',
  weakness_not_allowed:
    'Diese Karte ist keine Grundschwäche, die der Schritt ziehen lässt (keine Grundschwäche oder ohne eines der verlangten Merkmale)',
  unknown_resolution: 'Diese Auflösung gibt es in diesem Szenario nicht (oder sie ist gerade nicht möglich)',
  status_not_allowed: 'Diesen Ausgang für einen Ermittler lässt die gewählte Auflösung nicht zu',
  unknown_supply: 'Diesen Ausrüstungsgegenstand gibt es hier nicht (oder der Ermittler hat ihn nicht)',
  not_enough_points: 'Die Ausrüstungspunkte reichen dafür nicht',
  unknown_side_story:
    'Diese Nebengeschichte steht hier nicht zur Wahl (schon gespielt oder nicht zwischen zwei Szenarien)',
};

export function germanGuideProblem(problem: GuideProblem): string {
  switch (problem.code) {
    case 'answer_stale':
      return `Die Antwort gehört zu „${problem.got}“, offen ist aber „${problem.expected}“ – sie ist veraltet oder an falscher Stelle.`;
    case 'answer_kind':
      return `Der offene Schritt erwartet eine Eingabe der Art „${problem.expected}“, nicht „${problem.got}“.`;
    case 'answer_invalid':
      // The step's key (`$setup/draw_weakness`) is the engine's: the open step is the one meant.
      return `Die Antwort auf den offenen Schritt passt nicht: ${REASONS[problem.reason]}.`;
    case 'no_open_prompt':
      return 'Der Kampagnenleitfaden ist zu Ende; es gibt nichts mehr zu beantworten.';
    case 'step_missing':
      return `Der Leitfaden verweist auf den Schritt „${problem.step}“ (${problem.scenario}), den die Daten nicht enthalten.`;
    case 'unsupported':
      return `Dieser Teil des Leitfadens wird noch nicht unterstützt (${problem.what}).`;
    case 'walk_too_long':
      return `Der Leitfaden kommt in „${problem.scenario}“ nicht weiter (Endlosschleife in den Daten?).`;
  }
}

/**
 * Said plainly for a campaign whose guide the app does not run yet: it stays hand-recorded. The
 * guided campaigns by the names the campaign list shows (their imported definitions).
 */
export const guideNotSupported = (guided: readonly string[] = []): string =>
  `Für diese Kampagne gibt es noch keinen geführten Kampagnenleitfaden (unterstützt: ${[...guided, 'jedes Einzelspielszenario, als „Einzelszenario“ angelegt'].join(', ')}). Trag ihre Ergebnisse weiter von Hand ein.`;

/** The campaign began with another version of the guide data than the one imported now. */
export const guideDataChanged = (began: number, now: number) =>
  `Die Kampagne wurde mit Version ${began} der Leitfadendaten begonnen, importiert ist Version ${now}. Bisherige Einträge bleiben, wie sie sind; die nächsten Schritte folgen den neuen Daten.`;
