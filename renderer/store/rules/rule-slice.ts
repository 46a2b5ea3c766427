import type { StateCreator } from 'zustand';
import type { RuleEntry } from '../../../shared/api/rules-contract.ts';
import type { RuleRef } from '../../../shared/rules/deck-problem.ts';
import { glossaryIdOf } from '../../../shared/rules/rule-glossary.ts';
import type { ApiClient } from '../../api/api-client.ts';
import type { AppState } from '../app-state.ts';

/** The rule panel: the reference a player opened and the glossary entry shown for it. */
export interface RuleSlice {
  ruleShown: RuleRef | undefined;
  /** The glossary entry in the panel: loading, read, or not available; undefined for a card's own text. */
  ruleEntry: RuleEntry | 'loading' | undefined;
  showRule(rule: RuleRef): void;
  /** Follows a link of the glossary text (another entry) inside the panel. */
  showGlossaryEntry(id: string): void;
  closeRule(): void;
}

export const createRuleSlice =
  (api: ApiClient): StateCreator<AppState, [], [], RuleSlice> =>
  (set, get) => {
    const load = (id: string | undefined) => {
      if (!id) {
        set({ ruleEntry: undefined });
        return;
      }
      set({ ruleEntry: 'loading' });
      api.call('rules.entry', { id }).then(
        (entry) => set({ ruleEntry: entry }),
        () => set({ ruleEntry: { found: false, reason: 'no_folder' } }),
      );
    };
    return {
      ruleShown: undefined,
      ruleEntry: undefined,
      showRule(rule) {
        set({ ruleShown: rule });
        load(glossaryIdOf(rule));
      },
      showGlossaryEntry(id) {
        get().showRule({ source: 'glossary', id });
      },
      closeRule: () => set({ ruleShown: undefined, ruleEntry: undefined }),
    };
  };
