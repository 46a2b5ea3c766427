import type { GuideAnswerReason, GuideProblem, InputKind } from '../../guide/types.ts';
import { GUIDE_KIND_TITLES } from './guide-answer-label.ts';

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

/** What an unsupported part of the data is, by the prefix the engine names it with (`condition:…`). */
const UNSUPPORTED_PARTS: Record<string, string> = {
  scenario: 'ein Szenario, das die Daten nicht enthalten',
  operand: 'eine Bedingung',
  math: 'eine Rechnung',
  condition: 'eine Bedingung',
  campaign_data: 'eine Angabe zur Kampagne',
  scenario_data: 'eine Angabe zum Szenario',
  effect: 'eine Auswirkung',
  step: 'eine Art von Schritt',
};

/** The German name of a kind of input (`counter` → „Anzahl“); an unknown one is not named. */
export const kindTitle = (kind: string): string | undefined =>
  Object.hasOwn(GUIDE_KIND_TITLES, kind) ? GUIDE_KIND_TITLES[kind as InputKind] : undefined;

// Never the engine's ids (`$setup/draw_weakness`, `heart_of_the_elders_part_1`, `choose_one`): the
// open step the group sees is the one meant, and what is wrong is said in words.
export function germanGuideProblem(problem: GuideProblem): string {
  switch (problem.code) {
    case 'answer_stale':
      return 'Die Antwort gehört zu einem anderen Schritt als dem offenen – sie ist veraltet oder steht an falscher Stelle. Beantworte den offenen Schritt neu.';
    case 'answer_kind': {
      const got = kindTitle(problem.got);
      const expected = GUIDE_KIND_TITLES[problem.expected];
      const not = got && got !== expected ? `, nicht „${got}“` : '';
      return `Die Antwort hat nicht die Form, die der offene Schritt erwartet: verlangt ist „${expected}“${not}.`;
    }
    case 'answer_invalid':
      return `Die Antwort auf den offenen Schritt passt nicht: ${REASONS[problem.reason]}.`;
    case 'no_open_prompt':
      return 'Der Kampagnenleitfaden ist zu Ende; es gibt nichts mehr zu beantworten.';
    case 'step_missing':
      return 'Der Leitfaden verweist auf einen Schritt, den die importierten Leitfadendaten nicht enthalten. Importiere die Daten neu; bleibt es dabei, trag dieses Szenario von Hand ein.';
    case 'unsupported': {
      const part = UNSUPPORTED_PARTS[problem.what.split(':')[0] ?? ''];
      return `Dieser Teil des Leitfadens wird noch nicht unterstützt${part ? ` (${part})` : ''}. Trag das Weitere von Hand ein.`;
    }
    case 'walk_too_long':
      return 'Der Leitfaden kommt in diesem Szenario nicht weiter (die Daten drehen sich im Kreis). Trag das Weitere von Hand ein.';
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
