import { backup, campaignData, chaos, scenarioData } from './campaign-effects.ts';
import { asksBearer, deferBearer } from './card-bearer.ts';
import { UnsupportedGuideFeature } from './conditions.ts';
import type { Effect } from './data/guide-data-types.ts';
import {
  addCard,
  addWeakness,
  earnXp,
  gainSupplies,
  removeCard,
  replaceCard,
  supplies,
  trauma,
} from './investigator-effects.ts';
import { investigatorCount, logCards, logCount, logEffect, logText } from './log-effects.ts';
import { partnerStatusEffect } from './partners.ts';
import { scarletKey } from './scarlet-keys.ts';
import { assignTask } from './tasks.ts';
import { asksTraumaKind, deferTraumaChoice } from './trauma-choice.ts';
import type { InputValue, Walker } from './walk-state.ts';

// Effects of the guide (effect.schema.json) applied to the walk's state, by family: the log
// (log-effects.ts), the investigators (investigator-effects.ts), the campaign (campaign-effects.ts).
// Each change is also recorded as a GuideEffect, which the journal turns into ordinary events.

/**
 * Applies the effects in order; returns the steps `story_step` effects insert. The data's effects
 * are read as its schema types them (effect.schema.json; test/unit/guide/guide-data-schema.test.ts
 * checks the guided campaigns' files against it).
 */
export function applyEffects(w: Walker, effects: Effect[], input: InputValue, file: string): string[] {
  const inserted: string[] = [];
  for (const raw of effects) {
    switch (raw.type) {
      case 'story_step':
        inserted.push(...raw.steps);
        break;
      case 'campaign_log':
        logEffect(w, raw, input, file);
        break;
      case 'scarlet_key':
        scarletKey(w, raw);
        break;
      case 'campaign_log_cards':
        logCards(w, raw, input, file);
        break;
      case 'campaign_log_count':
      case 'campaign_log_task':
        logCount(w, raw, input, file);
        break;
      case 'campaign_log_investigator_count':
        investigatorCount(w, raw, input);
        break;
      case 'campaign_log_text':
      case 'freeform_campaign_log':
        logText(w, raw, input);
        break;
      case 'campaign_log_assign_task':
        assignTask(w, raw, input);
        break;
      case 'partner_status':
        partnerStatusEffect(w, raw, input);
        break;
      case 'earn_xp':
        earnXp(w, raw, input);
        break;
      case 'trauma':
        if (asksTraumaKind(raw, input)) inserted.push(...deferTraumaChoice(w, raw, input, file));
        else trauma(w, raw, input);
        break;
      case 'add_card':
        if (asksBearer(raw, input)) inserted.push(...deferBearer(w, raw, file));
        else addCard(w, raw, input);
        break;
      case 'remove_card':
        removeCard(w, raw, input);
        break;
      case 'replace_card':
        replaceCard(w, raw, input);
        break;
      case 'add_weakness':
        addWeakness(w, raw, input);
        break;
      case 'add_chaos_token':
      case 'remove_chaos_token':
        chaos(w, raw);
        break;
      case 'campaign_data':
        campaignData(w, raw);
        break;
      case 'scenario_data':
        scenarioData(w, raw, input);
        break;
      case 'gain_supplies':
        gainSupplies(w, raw, input, file);
        break;
      case 'lose_supplies':
        supplies(w, raw, input);
        break;
      case 'backup_state':
        backup(w, raw);
        break;
      // Shown, not stored (log-check-display.ts), or handled in the deckbuilder.
      case 'check_campaign_log_cards':
      case 'check_campaign_log_count':
      case 'save_decks':
      case 'upgrade_decks':
        break;
      default:
        throw new UnsupportedGuideFeature(`effect:${String((raw as { type: unknown }).type)}`);
    }
  }
  return inserted;
}
