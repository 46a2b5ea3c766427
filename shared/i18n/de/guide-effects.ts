import type { ChaosToken } from '../../campaign/campaign-definition.ts';
import type { ScenarioStatus } from '../../guide/guide-state.ts';
import type { GuideTranslator } from '../../guide/text/guide-translator.ts';
import type { GuideEffect, GuideText, InvestigatorResult } from '../../guide/types.ts';
import { GUIDE_ICON_LABELS } from './guide-icons.ts';
import { GUIDE_COUNT_NAMES, resolutionLabel } from './guide-texts.ts';

// The German sentences of the guide's summary „Das wird eingetragen“: one line per effect an
// answer writes into the campaign log, shown before it is written. Log entry texts come from
// the campaign catalogs (guide markup); everything else is made here.

export interface EffectNames {
  investigator(code: string): string;
  card(code: string): string;
  /** The German title of a campaign log section. */
  section(id: string): string;
  /** A section the log keeps for the guide only (`hidden` in the campaign's log sections): not shown. */
  hiddenSection?(id: string): boolean;
  scenario(id: string): string;
  /** The German name of a supply of a supplies section (the campaign's purchase list). */
  supply?(section: string, id: string): string | undefined;
}

// Grimoire „Schwierigkeitsgrad“ (line 1404): Einfach, Normal, Schwer und Experte.
const DIFFICULTY: Record<string, string> = { easy: 'Einfach', standard: 'Normal', hard: 'Schwer', expert: 'Experte' };
// Grimoire „Trauma“, „Besiegt“ and „Aufgeben“.
const RESULT: Record<InvestigatorResult, string> = {
  alive: 'nicht besiegt',
  resigned: 'hat aufgegeben',
  physical: 'durch Schaden besiegt',
  mental: 'durch Horror besiegt',
  killed: 'getötet',
  insane: 'wahnsinnig',
};
const STATUS: Record<ScenarioStatus, string> = {
  not_started: 'nicht begonnen',
  skipped: 'übersprungen',
  started: 'begonnen',
  resolution: 'Auflösung gewählt',
  completed: 'abgeschlossen',
  unlocked: 'freigeschaltet',
};
const CAMPAIGN_RESULT = { win: 'gewonnen', lose: 'verloren', survived: 'überlebt' } as const;

/** A chaos token as printed: numbers with a real minus, symbols by their German name. */
export const chaosTokenLabel = (token: ChaosToken) => GUIDE_ICON_LABELS[token] ?? token.replace('-', '−');

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const tokens = (list: readonly ChaosToken[]) => list.map(chaosTokenLabel).join(', ');

function traumaText(physical: number, mental: number): string {
  const parts = [physical > 0 && `${physical} körperliches Trauma`, mental > 0 && `${mental} seelisches Trauma`].filter(
    (part): part is string => typeof part === 'string',
  );
  return parts.join(' und ');
}

/** Trauma the guide removes (Return to Threads of Fate: „Körperliches Trauma entfernen“), as a line of its own. */
function traumaRemoved(who: string, physical: number, mental: number): string | undefined {
  const removed = traumaText(Math.max(0, -physical), Math.max(0, -mental));
  return removed ? `${who} entfernt ${removed}` : undefined;
}

/**
 * A count's line: its sentence with the number in it (`#X# brood escaped`), else its name (an
 * investigator's count under „Nicht ausgegebene EP“ by the investigator) and the number.
 */
function countLine(text: string | undefined, id: string | undefined, value: number, names: EffectNames): string {
  if (text?.includes('#X#')) return text.replace(/#X#/g, String(value));
  const named =
    id === undefined ? undefined : (GUIDE_COUNT_NAMES[id] ?? (CARD_CODE.test(id) ? names.investigator(id) : undefined));
  return `${text ?? named ?? 'Zähler'} = ${value}`;
}

const CARD_CODE = /^\d{5}[a-z]?$/;

/** One German line for an effect; undefined for effects the player does not need to read. */
export function guideEffectLine(effect: GuideEffect, t: GuideTranslator, names: EffectNames): string | undefined {
  const entry = (withText: { text?: GuideText }) => (withText.text ? t.german(withText.text) : undefined);
  const change = (removed?: boolean, crossedOut?: boolean) => {
    if (removed) return 'entfernen';
    return crossedOut ? 'durchstreichen' : 'eintragen';
  };
  if ('section' in effect && names.hiddenSection?.(effect.section)) return undefined;
  switch (effect.type) {
    case 'log_entry': {
      const worded = entry(effect);
      const text = (effect.count !== undefined ? worded?.replace(/#X#/g, String(effect.count)) : worded) ?? effect.id;
      if (!effect.removed && !effect.crossedOut) return `Logbuch (${names.section(effect.section)}): ${text}`;
      return `Logbuch (${names.section(effect.section)}): „${text}“ ${change(effect.removed, effect.crossedOut)}`;
    }
    case 'log_count':
      return `Logbuch (${names.section(effect.section)}): ${countLine(entry(effect), effect.id, effect.value, names)}`;
    case 'log_cards': {
      // An entry under a card's section with words and no cards (The Circle Undone: „#name# was claimed by specters.“).
      const worded = effect.cards.length === 0 && !effect.removed && !effect.crossedOut ? entry(effect) : undefined;
      if (worded) return `Logbuch (${names.section(effect.section)}): ${worded}`;
      const cards = effect.cards.map(names.card).join(', ');
      return `Logbuch (${names.section(effect.section)}): ${cards} ${change(effect.removed, effect.crossedOut)}`;
    }
    case 'log_section':
      return `Logbuch: „${names.section(effect.section)}“ ${change(false, effect.crossedOut)}`;
    case 'log_investigator_count':
      return `Logbuch (${names.section(effect.section)}): ${names.investigator(effect.investigator)} = ${effect.value}`;
    case 'log_text':
      return `Logbuch (${names.section(effect.section)}): „${effect.text}“`;
    case 'xp':
      return `${names.investigator(effect.investigator)}: ${signed(effect.amount)} Erfahrung`;
    case 'trauma': {
      const who = names.investigator(effect.investigator);
      if (effect.killed) return `${who} wird getötet`;
      if (effect.insane) return `${who} wird wahnsinnig`;
      const trauma = traumaText(effect.physical, effect.mental);
      const removed = traumaRemoved(who, effect.physical, effect.mental);
      if (trauma && removed) return `${who} erleidet ${trauma}; ${removed}`;
      return trauma ? `${who} erleidet ${trauma}` : removed;
    }
    case 'chaos_tokens': {
      const parts = [
        effect.added.length > 0 && `hinzufügen: ${tokens(effect.added)}`,
        effect.removed.length > 0 && `entfernen: ${tokens(effect.removed)}`,
      ].filter((part): part is string => typeof part === 'string');
      return parts.length > 0 ? `Chaosbeutel – ${parts.join('; ')}` : undefined;
    }
    case 'card_added':
      return `${names.investigator(effect.investigator)} erhält ${effect.weakness ? 'die Schwäche ' : ''}${names.card(effect.card)}`;
    case 'card_removed':
      return `${names.investigator(effect.investigator)} entfernt ${names.card(effect.card)}`;
    case 'supplies': {
      const supply = effect.name
        ? t.german(effect.name)
        : (names.supply?.(effect.section, effect.supply) ?? effect.supply);
      return `${names.investigator(effect.investigator)}: Ausrüstung ${supply} = ${effect.count}`;
    }
    case 'difficulty':
      return `Schwierigkeitsgrad: ${DIFFICULTY[effect.difficulty] ?? effect.difficulty}`;
    case 'investigators':
      return `${names.scenario(effect.scenario)}: es spielen ${effect.investigators.map(names.investigator).join(', ')}`;
    case 'lead_investigator':
      return `${names.scenario(effect.scenario)}: Ermittlungsleiter ist ${names.investigator(effect.investigator)}`;
    case 'investigator_result':
      return `${names.investigator(effect.investigator)}: ${RESULT[effect.result]}`;
    case 'scenario_status':
      return effect.resolution
        ? `${names.scenario(effect.scenario)}: ${resolutionLabel(effect.resolution)}`
        : `${names.scenario(effect.scenario)}: ${STATUS[effect.status]}`;
    case 'next_scenario': {
      const name = names.scenario(effect.scenario);
      if (effect.how === 'skip') return `${name} wird übersprungen`;
      if (effect.how === 'replay') return `${name} wird erneut gespielt`;
      return `Als Nächstes: ${name}`;
    }
    case 'scenario_list':
      return `Szenarien: ${effect.scenarios.map(names.scenario).join(', ')}`;
    case 'campaign_result':
      return `Die Kampagne ist ${CAMPAIGN_RESULT[effect.result]}`;
    case 'state_restored':
      return 'Ein früherer Stand der Kampagne wird wiederhergestellt';
    case 'reward_unlocked':
      return `Belohnungskarte ${names.card(effect.card)} freigeschaltet`;
  }
}
