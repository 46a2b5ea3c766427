import type { DeckProblem, ProblemCode, RuleRef } from '../../rules/deck-problem.ts';
import { GERMAN_EXPORT_LABELS } from './deck-export.ts';
import { environmentLabel } from './environment-texts.ts';
import { SKILL_LABELS, TYPE_LABELS } from './labels.ts';

// German sentences for deck problems: the compiler flags a code without text.

type Details = NonNullable<DeckProblem['details']>;
type NameOf = (code: string) => string;

const list = (codes: readonly string[], name: NameOf) => codes.map((code) => `„${name(code)}“`).join(', ');

const REQUIREMENT_TEXT: Record<string, (d: Details, cards: string, name: NameOf) => string> = {
  signature_missing: (_d, cards) => `Die Signaturkarte ${cards} fehlt (Deckbau-Voraussetzungen).`,
  signature_mixed: (_d, cards) => `Signaturkarten und ihre Ersatzversionen dürfen nicht gemischt werden: ${cards}.`,
  signature_count: (_d, cards) => `Falsche Anzahl der Signaturkarte ${cards} (Deckbau-Voraussetzungen).`,
  advanced_partial: (d, cards, name) =>
    `Advanced-Signaturkarten ersetzen die ursprünglichen nur als ganzer Satz: Neben ${list(
      String(d.advanced ?? '')
        .split(',')
        .filter(Boolean),
      name,
    )} steht noch ${cards} im Deck; entweder alle Advanced-Versionen oder keine.`,
  parallel_front: (_d, cards) =>
    `${cards} gehört zur parallelen Vorderseite des Ermittlers und ist nur mit ihr erlaubt.`,
  directives: (d, cards) =>
    `Das parallele „Roland Banks“ wählt genau ${d.needed} verschiedene Direktiven (hat ${d.count}${cards ? `: ${cards}` : ''}).`,
  choice_missing: (d) =>
    `Die Wahl „${d.option ?? ''}“ beim Deckbau fehlt oder ist ungültig (Klasse, Option oder Deckgröße).`,
  random_basic_weakness: (d) => `Es fehlt eine zufällige Grundschwäche (${d.count ?? 0} von ${d.needed ?? 1}).`,
};

// Upgrade sheet choices (rules.json `Customizable`, shared/rules/customization-choices.ts): the
// row is named by its line on the sheet (1-based, as the deck editor lists them), values as the
// player sees them (German card titles and skills; traits as stored, in English).
const CHOICE_NOUNS: Record<string, [one: string, many: string]> = {
  choose_card: ['Karte', 'Karten'],
  choose_trait: ['Merkmal', 'Merkmale'],
  choose_skill: ['Fertigkeit', 'Fertigkeiten'],
  remove_slot: ['Slot', 'Slots'],
};
const SKILL_NAMES: Record<string, string> = GERMAN_EXPORT_LABELS.skills;

const choiceNoun = (kind: unknown, count: number) =>
  (CHOICE_NOUNS[String(kind)] ?? ['Wert', 'Werte'])[count === 1 ? 0 : 1];
const sheetRow = (d: Details) => `Zeile ${Number(d.option) + 1} des Verbesserungsbogens`;

function choiceValue(d: Details, name: NameOf): string {
  const value = String(d.value ?? '');
  if (d.choice === 'choose_card') return `„${name(value)}“`;
  if (d.choice === 'choose_skill') return `„${SKILL_NAMES[value] ?? value}“`;
  if (d.choice === 'remove_slot') return `Slot Nr. ${value}`;
  return `„${value}“`;
}

const CHOICE_FAULT_TEXT: Record<string, (d: Details, value: string) => string> = {
  unknown_card: (d) => `Die Kartennummer „${d.value}“ gibt es in den Kartendaten nicht`,
  card_type: (d, value) =>
    `${value} ist keine Karte vom Typ ${String(d.types)
      .split(', ')
      .map((type) => TYPE_LABELS[type] ?? type)
      .join(' oder ')}, wie der Verbesserungsbogen sie verlangt`,
  card_trait: (d, value) => `${value} hat keines der verlangten Merkmale (${d.traits})`,
  unknown_trait: (_d, value) =>
    `${value} ist kein Merkmal einer Karte (gespeichert werden die englischen Merkmale, wie bei ArkhamDB)`,
  skill: (_d, value) =>
    `${value} ist keine Fertigkeit; erlaubt sind ${Object.values(SKILL_LABELS)
      .join(', ')
      .replace(/, (?=[^,]*$)/, ' und ')}`,
  slot: (d, value) =>
    `${value} gibt es nicht, die Karte belegt nur ${d.slot ? `„${d.slot}“` : 'keinen Slot'} (gezählt ab 0)`,
  duplicate: (_d, value) => `${value} ist schon gewählt; jede weitere Wahl muss eine andere sein`,
  too_many: (d, value) =>
    `${value} ist zu viel, gewählt werden genau ${d.needed} ${choiceNoun(d.choice, Number(d.needed))}`,
};

const SLOT_FIELD_NAMES: Record<string, string> = {
  slots: 'Deck',
  sideSlots: 'Nebendeck',
  ignoreDeckLimitSlots: 'vom Kopienlimit ausgenommene Karten',
};

const otherFault = (_d: Details, value: string) => `${value} ist hier nicht erlaubt`;

export const deckProblemText = {
  too_few_cards: (d) => `Zu wenige Karten: ${d.count} statt ${d.size} (Deckgröße).`,
  too_many_cards: (d) => `Zu viele Karten: ${d.count} statt ${d.size} (Deckgröße).`,
  too_many_copies: (d, cards) => {
    if (d.scope === 'subtitle')
      return `Zu viele Exemplare von ${cards}: ${d.count}, der Kartentext erlaubt ${d.limit} dieser Version je Deck.`;
    if (d.scope === 'trait')
      return `Zu viele Karten dieser Art (${cards}): ${d.count}, der Kartentext erlaubt ${d.limit} je Deck.`;
    return `Zu viele Exemplare von ${cards}: ${d.count ?? '?'}, erlaubt sind ${d.limit ?? '?'} (Exemplare nach Kartentitel).`;
  },
  invalid_cards: (_d, cards) => `Dieser Ermittler darf ${cards} nicht in sein Deck aufnehmen (Deckbau-Optionen).`,
  deck_options_limit: (d, cards) =>
    d.atleastMin !== undefined
      ? `Mindestanzahl nicht erreicht: ${d.atleastFactions ? `je ${d.atleastMin} Karten aus ${d.atleastFactions} Klassen` : `${d.atleastMin} Karten`} (Deckbau-Optionen).`
      : `Zu viele Karten über die Option „${d.option ?? 'begrenzte Auswahl'}“: ${d.count} statt höchstens ${d.limit}${cards ? ` (${cards})` : ''}.`,
  investigator: (d, cards, name) =>
    (REQUIREMENT_TEXT[String(d.requirement)] ?? REQUIREMENT_TEXT.signature_count!)(d, cards, name),
  unknown_cards: (_d, cards) => `Unbekannte Kartennummer(n): ${cards}. Sind die Kartendaten aktuell?`,
  taboo_forbidden: (_d, cards) => `${cards} ist nach der gewählten Tabuliste verboten.`,
  researched_locked: (_d, cards) =>
    `${cards} ist „Erforscht“ und erst erlaubt, wenn das Kampagnenlogbuch es freischaltet.`,
  researched_not_upgraded: (_d, cards) =>
    `${cards} ist „Erforscht“ und kommt nur ins Deck, indem eine niedrigere Stufe derselben Karte aus der vorigen Version verbessert wird, nicht als neue Karte.`,
  required_removed: (_d, cards) =>
    `${cards} darf beim Verbessern nicht entfernt werden: Schwächen und Karten, die das Deck des Ermittlers enthalten muss (Signatur- und Storykarten), machen keinen Platz für neu erworbene Karten; nur der Kampagnenleitfaden oder ein Karteneffekt entfernt sie.`,
  permanent_removed: (_d, cards) =>
    `${cards} ist „Dauerhaft“ und bleibt im Deck: Dauerhaft-Karten zählen nicht zur Deckgröße, ihr Entfernen schafft also keinen Platz für neue Karten, und austauschen darf man sie nicht.`,
  standalone_xp_limit: (d) => `Im Einzelspielszenario sind höchstens 49 EP erlaubt; das Deck hat ${d.xp} EP.`,
  standalone_weaknesses: (d) =>
    `Im Einzelspielszenario braucht das Deck ${d.extra} zusätzliche zufällige Grundschwäche(n) für ${d.xp} EP (hat ${d.count ?? 0}).`,
  customization_choice_missing: (d, cards) =>
    `${cards}: In ${sheetRow(d)} fehlt die Wahl (${d.needed} ${choiceNoun(d.choice, Number(d.needed))} nötig, ${d.count ?? 0} gewählt)${Number(d.boxes) > 0 ? `, obwohl alle ${d.boxes} Kästchen dieser Zeile angekreuzt sind` : '; sie wird schon beim Kauf der Karte getroffen'} (Individualisierbar).`,
  researched_unknown: (_d, cards) =>
    `${cards} ist „Erforscht“: Ohne Kampagne ist nicht bekannt, ob das Kampagnenlogbuch die Karte freigeschaltet hat. In einer Kampagne ist sie erst danach erlaubt.`,
  slot_count_dropped: (d, cards) =>
    `${d.deckName ? `Deck „${d.deckName}“: ` : ''}${cards} stand mit der Anzahl ${d.count} in der Datei (${SLOT_FIELD_NAMES[String(d.field)] ?? d.field}) und wurde weggelassen: Eine Anzahl von 0 oder weniger bedeutet keine Karte.`,
  card_versions_mixed: (d, cards) =>
    `${cards}: Von einem modifizierten Reprint darf nur eine Version im Deck stehen, entweder die ursprüngliche (${d.original}) oder der Reprint (${d.reprint}), unabhängig davon, wie viele Kopien erlaubt sind (Modifizierte Reprints).`,
  reward_locked: (_d, cards) =>
    `${cards} ist eine Belohnungskarte und erst erlaubt, wenn das Ergebnis einer Kampagne sie freischaltet.`,
  too_many_permanent_rewards: (d, cards) =>
    `Ein Deck darf höchstens ${d.limit} Belohnungskarte mit dem Schlüsselwort Dauerhaft enthalten, dieses hat ${d.count} (${cards}).`,
  purchase_at_creation: (_d, cards) =>
    `${cards} kann nur beim Deckbau erworben werden, nicht beim Verbessern des Decks (Kartentext).`,
  reward_unknown: (_d, cards) =>
    `${cards} ist eine Belohnungskarte: Ohne Kampagne ist nicht bekannt, ob sie freigeschaltet wurde. In einer Kampagne ist sie erst danach erlaubt.`,
  customization_choice_invalid: (d, cards, name) =>
    `${cards}: Ungültige Wahl in ${sheetRow(d)}: ${(CHOICE_FAULT_TEXT[String(d.reason)] ?? otherFault)(d, choiceValue(d, name))} (Individualisierbar).`,
  environment: (d, cards) =>
    `Nicht in der Deckbau-Umgebung „${environmentLabel(String(d.environment), d.packs === undefined ? undefined : String(d.packs))}“: ${cards} (keine Karte aus einem Produkt dieser Umgebung).`,
  // Grimoire „Ultimaten und Gaben“.
  variant_highlander: (_d, cards) => `Nur 1 Kopie je Kartenname (ULTIMATUM DES HIGHLANDERS): ${cards}.`,
  variant_level_zero: (_d, cards) => `Nur Karten der Stufe 0 (ULTIMATUM DER EINFÜHRUNG): ${cards}.`,
  variant_taboo: (d) =>
    `Das Deck muss mit der Tabuliste gespielt werden, der neuesten (Nr. ${d.taboo}) (ULTIMATUM DER STRENGGLÄUBIGKEIT).`,
  variant_weaknesses: (d) =>
    `Das Startdeck braucht ${d.size} zufällige Grundschwächen, 1 mehr als verlangt, es hat ${d.count} (ULTIMATUM DER KATASTROPHE).`,
} satisfies Record<ProblemCode, (details: Details, cards: string, name: NameOf) => string>;

/** German titles of the glossary entries the rules cite (ids and titles as in arkham-cards-data rules/de/rules.json). */
export const GLOSSARY_TITLES: Record<string, string> = {
  Bonded: 'Gebunden',
  Customizable: 'Individualisierbar',
  List_of_Taboos: 'Tabuliste',
  Permanent: 'Dauerhaft',
};

export function ruleLabel(rule: RuleRef, name: NameOf): string {
  if (rule.source === 'grimoire') return `Grimoire: „${rule.section}“`;
  if (rule.source === 'card') return `Kartentext: „${name(rule.code)}“`;
  return `Regelglossar: „${GLOSSARY_TITLES[rule.id] ?? rule.id}“`;
}

/** The German sentence for a problem, naming cards by their German titles. */
export function germanDeckProblem(problem: DeckProblem, name: NameOf): string {
  const sentence = deckProblemText[problem.code](problem.details ?? {}, list(problem.cards, name), name);
  return problem.deck === 'extra' ? `Geisterdeck: ${sentence}` : sentence;
}
