import type {
  AddCardEffect,
  AddWeaknessEffect,
  EarnXpEffect,
  GainSuppliesEffect,
  LoseSuppliesEffect,
  RemoveCardEffect,
  ReplaceCardEffect,
  TraumaEffect,
} from './data/guide-data-types.ts';
import { guideText } from './guide-text.ts';
import { entry, findEntry, type InputValue, investigator, selectInvestigators, type Walker } from './walk-state.ts';

// The guide's effects on investigators (earn_xp, trauma, add/remove/replace_card, add_weakness,
// gain/lose_supplies) on the walk's state, each also recorded as a GuideEffect. The effects are
// typed by the data's schema (effect.schema.json).

/**
 * An effect whose `investigator` may be any selector selectInvestigators reads: the engine's own
 * effects name more than the schema lists (`$others` of a printed-guide fix, one holder's
 * `$input_value` when the group crosses off supplies).
 */
type Selecting<T extends { investigator?: string }> = Omit<T, 'investigator'> & { investigator?: string };

export function earnXp(w: Walker, raw: Selecting<EarnXpEffect>, input: InputValue): void {
  // The Scarlet Keys pays a side story in time, „instead of spending the experience cost“ (embark-step.ts).
  if (raw.side_scenario_cost === true && w.index.campaign.no_side_scenario_xp === true) return;
  if (raw.special_xp !== undefined) {
    if ((raw as { forfeit?: boolean }).forfeit === true) forfeitSpecialXp(w, raw, raw.special_xp, input);
    else earnSpecialXp(w, raw, raw.special_xp, input);
    return;
  }
  if (raw.transfer_special_xp !== undefined) {
    transferSpecialXp(w, raw, raw.transfer_special_xp, input);
    return;
  }
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const given = input.values?.[code] ?? input.value ?? 0;
    const scaled =
      raw.investigator === '$input_value' && input.values === undefined ? 0 : given * (raw.input_scale ?? 1);
    const amount = (raw.bonus ?? 0) + scaled;
    if (amount === 0) continue;
    investigator(w.state, code).xp += amount;
    w.effects.push({ type: 'xp', investigator: code, amount });
  }
}

/**
 * XP of a special kind (The Forgotten Age's resupply points) is kept as a count, not as XP; an
 * input counted with `input_scale` costs that many each (Return to Threads of Fate: „spend 5
 * experience points to remove physical or mental trauma“). What the count lacks is paid in
 * experience: „experience earned from completing acts will be spent first“.
 */
function earnSpecialXp(w: Walker, raw: Selecting<EarnXpEffect>, special: string, input: InputValue): void {
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const given = input.values?.[code] ?? input.value ?? 0;
    const amount = (raw.bonus ?? 0) + given * (raw.input_scale ?? 1);
    const item = entry(w.state, special, code);
    const total = (item.count ?? 0) + amount;
    item.count = Math.max(0, total);
    w.effects.push({ type: 'log_count', section: special, id: code, value: item.count });
    if (total >= 0) continue;
    investigator(w.state, code).xp += total;
    w.effects.push({ type: 'xp', investigator: code, amount: total });
  }
}

/** Special XP not spent when its last chance passes is gone (printed-guide-fixes.ts `forfeitsActXp`). */
function forfeitSpecialXp(w: Walker, raw: Selecting<EarnXpEffect>, special: string, input: InputValue): void {
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const item = findEntry(w.state, special, code);
    if (!item?.count) continue;
    item.count = 0;
    w.effects.push({ type: 'log_count', section: special, id: code, value: 0 });
  }
}

/** The Innsmouth Conspiracy, Feast of Hemlock Vale: the „Unspent Experience“ recorded so far becomes XP to spend now. */
function transferSpecialXp(w: Walker, raw: Selecting<EarnXpEffect>, special: string, input: InputValue): void {
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const item = findEntry(w.state, special, code);
    const amount = item?.count ?? 0;
    if (!item || amount === 0) continue;
    item.count = 0;
    investigator(w.state, code).xp += amount;
    w.effects.push({ type: 'log_count', section: special, id: code, value: 0 });
    w.effects.push({ type: 'xp', investigator: code, amount });
  }
}

export function trauma(w: Walker, raw: TraumaEffect, input: InputValue): void {
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const inv = investigator(w.state, code);
    const facts = w.context.investigators[code];
    const heal = raw.heal_input;
    // „1 physical or mental trauma (your choice)“: the kind this investigator chose.
    const chosen = raw.mental_or_physical ?? 0;
    const kind = input.traumaKinds?.[code];
    let physical = (raw.physical ?? 0) + (kind === 'physical' ? chosen : 0);
    let mental = (raw.mental ?? 0) + (kind === 'mental' ? chosen : 0);
    // Healed as counted for this investigator (investigator_counter) or for all (counter).
    const healed = input.values?.[code] ?? input.value ?? 0;
    if (heal === 'physical') physical -= healed;
    if (heal === 'mental') mental -= healed;
    const setPhysical = raw.set_physical;
    const setMental = raw.set_mental;
    if (setPhysical !== undefined) physical = setPhysical - inv.physical;
    if (setMental !== undefined) mental = setMental - inv.mental;
    physical = Math.max(-inv.physical, physical);
    mental = Math.max(-inv.mental, mental);
    inv.physical += physical;
    inv.mental += mental;
    // Grimoire „Trauma“: physical trauma equal to printed health kills, mental equal to sanity drives insane.
    const killed = raw.killed === true || (facts !== undefined && physical > 0 && inv.physical >= facts.health);
    const insane = raw.insane === true || (facts !== undefined && mental > 0 && inv.mental >= facts.sanity);
    inv.killed ||= killed;
    inv.insane ||= insane;
    w.effects.push({
      type: 'trauma',
      investigator: code,
      physical,
      mental,
      ...(killed ? { killed } : {}),
      ...(insane ? { insane } : {}),
    });
  }
}

export function addCard(w: Walker, raw: AddCardEffect, input: InputValue): void {
  const card = raw.card;
  // A Phantom of Truth: „Each investigator has earned the Lost Soul weakness“ – a weakness, not a story asset.
  const weakness = w.context.isWeakness?.(card) === true;
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    investigator(w.state, code).cards.push(card);
    w.effects.push({ type: 'card_added', investigator: code, card, ...(weakness ? { weakness } : {}) });
  }
}

export function removeCard(w: Walker, raw: RemoveCardEffect, input: InputValue): void {
  const card = raw.card;
  const who = raw.investigator;
  const codes = who ? selectInvestigators(w, who, input, raw) : w.state.investigators.map((item) => item.code);
  for (const code of codes) {
    const inv = investigator(w.state, code);
    const at = inv.cards.indexOf(card);
    if (at >= 0) inv.cards.splice(at, 1);
    else if (who === undefined) continue;
    inv.removedCards.push(card);
    w.effects.push({ type: 'card_removed', investigator: code, card });
  }
}

export function replaceCard(w: Walker, raw: ReplaceCardEffect, input: InputValue): void {
  const oldCard = raw.old_card;
  const holders = selectInvestigators(w, raw.investigator ?? 'all', input, raw).filter((code) =>
    investigator(w.state, code).cards.includes(oldCard),
  );
  for (const code of holders) {
    removeCard(w, { type: 'remove_card', card: oldCard, investigator: '$input_value' }, { investigators: [code] });
    addCard(w, { type: 'add_card', card: raw.new_card, investigator: '$input_value' }, { investigators: [code] });
  }
}

export function addWeakness(w: Walker, raw: AddWeaknessEffect, input: InputValue): void {
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const card = input.weaknesses?.[code];
    if (!card) continue;
    investigator(w.state, code).cards.push(card);
    w.effects.push({ type: 'card_added', investigator: code, card, weakness: true });
  }
}

export function supplies(w: Walker, raw: Selecting<LoseSuppliesEffect>, input: InputValue): void {
  const sectionId = raw.section;
  const supply = raw.supply;
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const owned = investigator(w.state, code).supplies[sectionId] ?? {};
    const count = Math.max(0, (owned[supply] ?? 0) - 1);
    investigator(w.state, code).supplies[sectionId] = { ...owned, [supply]: count };
    w.effects.push({ type: 'supplies', investigator: code, section: sectionId, supply, count });
  }
}

/** A supply found rather than bought (Return to Heart of the Elders: „Sticky Goop“): its name comes with it. */
export function gainSupplies(w: Walker, raw: GainSuppliesEffect, input: InputValue, file: string): void {
  const sectionId = raw.section;
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const owned = investigator(w.state, code).supplies;
    owned[sectionId] = { ...(owned[sectionId] ?? {}) };
    for (const supply of raw.supplies) {
      const id = supply.id;
      owned[sectionId][id] = (owned[sectionId][id] ?? 0) + 1;
      w.effects.push({
        type: 'supplies',
        investigator: code,
        section: sectionId,
        supply: id,
        count: owned[sectionId][id],
        ...(typeof supply.name === 'string' ? { name: guideText(supply.name, file) } : {}),
      });
    }
  }
}
