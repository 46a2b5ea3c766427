import { germanName } from '../../cards/german-names.ts';
import type { PoolDiff } from '../../cards/pool-diff.ts';
import type { ProblemCode } from '../../rules/deck-problem.ts';

// The change report of a card data update in German, one line per kind of change.

const SHOWN = 10;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, SHOWN).join(', ');
  return items.length > SHOWN ? `${shown} und ${items.length - SHOWN} weitere` : shown;
}

export function germanPoolDiffLines(diff: PoolDiff): string[] {
  if (diff.firstImport) return ['Erster Import: Alle Karten, Packs und Tabulisten sind neu.'];
  const lines: string[] = [];
  if (diff.addedPacks.length)
    lines.push(`Neue Packs (${diff.addedPacks.length}): ${listed(diff.addedPacks.map(germanName))}`);
  if (diff.removedPacks.length)
    lines.push(`Entfernte Packs (${diff.removedPacks.length}): ${listed(diff.removedPacks.map(germanName))}`);
  if (diff.addedCards.length) lines.push(`Neue Karten (${diff.addedCards.length}): ${listed(diff.addedCards)}`);
  if (diff.changedCards.length) {
    lines.push(
      `Geänderte Karten (${diff.changedCards.length}): ${listed(diff.changedCards.map((card) => `${card.code} ${card.name} (${card.fields.join(', ')})`))}`,
    );
  }
  if (diff.removedCards.length)
    lines.push(`Entfernte Karten (${diff.removedCards.length}): ${listed(diff.removedCards)}`);
  for (const list of diff.addedTabooLists) lines.push(`Neue Tabuliste: ${list.code} (gültig ab ${list.date_start})`);
  for (const list of diff.changedTabooLists)
    lines.push(`Geänderte Tabuliste: ${list.code} (gültig ab ${list.date_start})`);
  return lines.length ? lines : ['Keine Änderungen an Karten, Packs oder Tabulisten.'];
}

/** A few words per deck problem, for the list of decks an update made illegal. */
export const PROBLEM_LABELS = {
  too_few_cards: 'zu wenige Karten',
  too_many_cards: 'zu viele Karten',
  too_many_copies: 'zu viele Exemplare einer Karte',
  invalid_cards: 'nicht erlaubte Karten',
  deck_options_limit: 'Grenze einer Deckbau-Option überschritten',
  investigator: 'Deckbau-Voraussetzungen des Ermittlers',
  unknown_cards: 'unbekannte Karten',
  taboo_forbidden: 'durch die Tabuliste verbotene Karten',
  researched_locked: 'noch nicht erforschte Karten',
  researched_not_upgraded: 'erforschte Karte nicht verbessert',
  required_removed: 'Pflichtkarte entfernt',
  permanent_removed: 'dauerhafte Karte entfernt',
  standalone_xp_limit: 'EP-Grenze des Einzelspielszenarios',
  standalone_weaknesses: 'Schwächen des Einzelspielszenarios',
  customization_choice_missing: 'Wahl auf dem Verbesserungsbogen fehlt',
  customization_choice_invalid: 'ungültige Wahl auf dem Verbesserungsbogen',
  card_versions_mixed: 'beide Versionen eines modifizierten Reprints',
  environment: 'Karten außerhalb der Deckbau-Umgebung',
  researched_unknown: 'Erforscht-Karte ohne Kampagne',
  reward_locked: 'noch nicht freigeschaltete Belohnungskarte',
  too_many_permanent_rewards: 'mehr als eine dauerhafte Belohnungskarte',
  purchase_at_creation: 'nur beim Erstellen des Decks erlaubte Karte gekauft',
  reward_unknown: 'Belohnungskarte ohne Kampagne',
  slot_count_dropped: 'Zeile mit Anzahl 0 oder weniger weggelassen',
  variant_highlander: 'mehr als 1 Kopie je Kartenname (Highlander)',
  variant_level_zero: 'Karten über Stufe 0 (Einführung)',
  variant_taboo: 'nicht mit der neuesten Tabuliste (Strenggläubigkeit)',
  variant_weaknesses: 'zusätzliche zufällige Grundschwäche fehlt (Katastrophe)',
} satisfies Record<ProblemCode, string>;

export function germanProblemLabel(code: string): string {
  return (PROBLEM_LABELS as Record<string, string>)[code] ?? code;
}
