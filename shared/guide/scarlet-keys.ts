import type { ScarletKeyCondition, ScarletKeyCountCondition, ScarletKeyEffect } from './data/guide-data-types.ts';
import { guideText } from './guide-text.ts';
import type { GuideText } from './types.ts';
import { entry, section, type Walker } from './walk-state.ts';

// The Scarlet Keys' keys (campaign.json, Campaign Log section „Keys“, `$keys_rule`): „During the
// resolution of a scenario, a key may become bound to a single bearer, whose name is marked in the
// Campaign Log. A key may be bound to an investigator, a story asset, or an enemy.“ The state keeps
// each bound key's bearer; the log lists the keys the investigators hold under „Keys“ and the keys
// an enemy holds under their own heading, each by the key's printed name.

export const INVESTIGATORS = 'investigators';
export const ENEMY_KEYS = 'scarlet_keys_enemies';

/** The printed name of a key (the „Keys“ section's list in campaign.json). */
function keyName(w: Walker, section: string, key: string): GuideText | undefined {
  const found = w.index.campaign.campaign_log.find((item) => item.id === section);
  const name = found?.scarlet_keys?.find((item) => item.id === key)?.name;
  return guideText(name ?? key, w.index.campaignFile);
}

/** Status Report Zeta's thief („This is the identity of the character who stole your Key(s)“). */
const KEY_THIEF = 'key_thief';
const thief = (w: Walker): string | undefined =>
  w.state.sections.find((item) => item.id === 'hidden')?.entries.find((item) => item.id === KEY_THIEF)?.cards?.[0];

function bearerOf(w: Walker, raw: ScarletKeyEffect): string {
  if (raw.bearer_type === 'enemy') return String(raw.enemy_code);
  if (raw.bearer_type === 'steal') return thief(w) ?? INVESTIGATORS;
  return INVESTIGATORS;
}

/**
 * The `scarlet_key` effect: `investigator` binds the key to the investigators, `enemy` to the
 * enemy `enemy_code`, `steal` to the thief Status Report Zeta chose („That Key has been stolen“,
 * `key_thief` in the hidden log), `return` unbinds it.
 */
export function scarletKey(w: Walker, raw: ScarletKeyEffect): void {
  const keysSection = raw.section;
  const key = raw.scarlet_key;
  const keys = { ...(w.state.keys ?? {}) };
  const before = keys[key];
  const bearer = bearerOf(w, raw);
  if (raw.bearer_type === 'return') delete keys[key];
  else keys[key] = bearer;
  w.state.keys = keys;
  const text = keyName(w, keysSection, key);
  const write = (where: string, removed: boolean) => {
    const owner = section(w.state, where);
    if (removed) owner.entries = owner.entries.filter((item) => item.id !== key);
    else if (text) entry(w.state, where, key).text = text;
    w.effects.push({
      type: 'log_entry',
      section: where,
      id: key,
      ...(text ? { text } : {}),
      ...(removed ? { removed } : {}),
    });
  };
  const held = (value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    return value === INVESTIGATORS ? keysSection : ENEMY_KEYS;
  };
  const from = held(before);
  const to = held(keys[key]);
  if (from && from !== to) write(from, true);
  if (to && to !== from) write(to, false);
}

/** The `scarlet_key` condition: is the key bound to the investigators (`investigator`) or an enemy? */
export function keyHeldBy(w: Walker, raw: ScarletKeyCondition): boolean {
  const bearer = w.state.keys?.[raw.scarlet_key];
  if (bearer === undefined) return false;
  return raw.status === 'enemy' ? bearer !== INVESTIGATORS : bearer === INVESTIGATORS;
}

/** The `scarlet_key_count` condition: how many keys the investigators (or enemies) hold. */
export function keysHeld(w: Walker, raw: ScarletKeyCountCondition): number {
  return Object.values(w.state.keys ?? {}).filter((bearer) =>
    raw.status === 'enemy' ? bearer !== INVESTIGATORS : bearer === INVESTIGATORS,
  ).length;
}
