import { type EnvironmentKind, type EnvironmentSyntaxError, parseEnvironment } from '../../rules/deck-environment.ts';
import type { EnvironmentPackError } from '../../rules/environment-pool.ts';

// German names and messages of the deckbuilding environments (Grimoire XII „Deckbau-Umgebungen“).

export const ENVIRONMENT_LABELS: Record<EnvironmentKind, string> = {
  legacy: 'Legacy',
  aktuell: 'Aktuell',
  limitiert: 'Limitiert',
};

/** „Aktuell“, or „Limitiert (dwl, ptc, tfa)“ with the picks. */
export function environmentLabel(kind: string, packs?: string): string {
  const label = ENVIRONMENT_LABELS[kind as EnvironmentKind] ?? kind;
  return packs ? `${label} (${packs.split(',').join(', ')})` : label;
}

/** The group's switches as the label names them, Grimoire „Deckbau-Umgebungen“ in its words. */
export const ENVIRONMENT_SWITCH_LABELS = {
  agreedCardsNo: 'ohne parallele Ermittler, Promo- und Storyvorteilskarten',
  allInvestigators: 'alle Ermittler mit allen ihren Signaturkarten',
  ownPools: 'jeder Ermittler in seiner eigenen Limitierten Umgebung',
  wordingKapitel1: 'Kartentexte in der Version von Kapitel 1',
} as const;

/**
 * The label of a stored text form (`limitiert:dwl,ptc,tfa` → „Limitiert (dwl, ptc, tfa)“), the
 * group's switches after it („Aktuell; ohne parallele Ermittler, …“).
 */
export function environmentTextLabel(text: string | undefined): string {
  const [head = ''] = (text ?? '').split(';');
  const [kind = '', packs] = head.split(':');
  const parsed = text ? parseEnvironment(text) : undefined;
  const environment = parsed?.ok ? parsed.environment : undefined;
  const switches = [
    environment?.agreedCards === false && ENVIRONMENT_SWITCH_LABELS.agreedCardsNo,
    environment?.allInvestigators && ENVIRONMENT_SWITCH_LABELS.allInvestigators,
    environment?.ownPools && ENVIRONMENT_SWITCH_LABELS.ownPools,
    environment?.wording === 'kapitel1' && ENVIRONMENT_SWITCH_LABELS.wordingKapitel1,
  ].filter((label) => typeof label === 'string');
  return [environmentLabel(kind, packs), ...switches].join('; ');
}

const codes = (packs: readonly string[]) => packs.map((code) => `„${code}“`).join(', ');

/** Why an environment given on the command line (or stored) cannot be used. */
export function environmentErrorText(error: EnvironmentSyntaxError | EnvironmentPackError): string {
  switch (error.code) {
    case 'environment_unknown':
      return `Unbekannte Deckbau-Umgebung „${error.text}“: erlaubt sind aktuell, legacy oder limitiert:PACK,PACK,PACK.`;
    case 'environment_switch_unknown':
      return `Unbekannte Absprache „${error.text}“ in der Deckbau-Umgebung: erlaubt sind agreed-cards=no, all-investigators, own-pools und wording=kapitel1.`;
    case 'environment_pick_count':
      return `Die Umgebung „Limitiert“ wählt genau 3 verschiedene Spielerkarten-Erweiterungen (angegeben: ${error.count}), etwa limitiert:dwl,ptc,tfa.`;
    case 'environment_pick_unknown':
      return `${codes(error.packs)} ist keine Spielerkarten-Erweiterung für „Limitiert“: erlaubt sind die Ermittler-Erweiterungen (etwa dwlp, eoep) oder der Code ihres Zyklus (etwa dwl, eoe).`;
    case 'environment_pick_duplicate':
      return `${codes(error.packs)} nennt eine Erweiterung ein zweites Mal: „Limitiert“ wählt 3 verschiedene Spielerkarten-Erweiterungen.`;
  }
}
