import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { selectedFaction, selectedOption } from './deck-options.ts';
import { type DeckProblem, grimoire } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';

// Choices made "at deck creation" (class, option, deck size) must be made and be one of those
// offered (Grimoire "Regeln für den Deckbau": every other deckbuilding requirement applies too).

export function choiceProblems(ctx: InvestigatorContext): DeckProblem[] {
  const missing: string[] = [];
  for (const option of ctx.options) {
    const name = option.name ?? option.id ?? 'Auswahl';
    if (option.deck_size_select !== undefined) {
      const allowed = [option.deck_size_select].flat().map(String);
      if (!allowed.includes(ctx.meta.deck_size_selected ?? '')) missing.push(name);
    } else if (option.faction_select && !selectedFaction(option, ctx)) missing.push(name);
    else if (option.option_select && !selectedOption(option, ctx)) missing.push(name);
  }
  return missing.map((option) => ({
    code: 'investigator',
    cards: [ctx.back.code],
    rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding),
    details: { requirement: 'choice_missing', option },
  }));
}
