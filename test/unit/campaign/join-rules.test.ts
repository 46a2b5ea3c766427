import { describe, expect, it } from 'vitest';
import { bonusStartingXp, startingDeckXp } from '../../../shared/campaign/join-rules.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { fixturePool } from '../../support/card-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';
import { CORE, Journal } from './journal-builder.ts';

// Grimoire „Regeln für den Deckbau“ (lines 2409–2410): „Die meisten Ermittler haben zu Beginn einer
// Kampagne 0 Erfahrungspunkte zur Verfügung, was bedeutet, dass ein Ermittler seinem Deck nur
// Karten der Stufe 0 hinzufügen darf. Manche Ermittler und/oder Kampagnen geben einem Spieler zu
// Beginn der Kampagne zusätzliche Erfahrungspunkte, welche er sofort zum Erwerb höherstufiger
// Karten verwenden kann“; „Einer Kampagne beitreten oder sie verlassen“ (line 2285): a new player
// begins „ohne Erfahrung und ohne Traumata“. ‖Roland Banks's back (90024): „Bonus-Erfahrungspunkte:
// Du hast zu Beginn der Kampagne 5 zusätzliche Erfahrungspunkte“.

const pool = await fixturePool();
const { '01025': _, ...withoutBlow } = ROLAND_STARTER.slots;
/** Two Vicious Blow (01025, level 0) out, Beat Cop (01028, level 2) ×2 in: worth 4 XP. */
const WITH_BEAT_COPS = { ...ROLAND_STARTER, slots: { ...withoutBlow, '01028': 2 } };
const PARALLEL_BACK = { ...WITH_BEAT_COPS, meta: JSON.stringify({ alternate_back: '90024' }) };

describe('starting deck XP when joining a campaign', () => {
  it('a level-0 deck of Roland Banks (01001) is worth 0 XP, and he holds 0', () => {
    expect(startingDeckXp(ROLAND_STARTER, pool)).toEqual({ worth: 0, holds: 0 });
  });

  it('two Beat Cop (01028, level 2) are worth 4 XP, more than the 0 XP a new investigator holds', () => {
    expect(startingDeckXp(WITH_BEAT_COPS, pool)).toEqual({ worth: 4, holds: 0 });
  });

  it('‖Roland Banks’s back (90024) grants 5 bonus starting XP, so the 4-XP deck fits', () => {
    expect(bonusStartingXp({ code: '01001', meta: PARALLEL_BACK.meta }, pool)).toBe(5);
    expect(bonusStartingXp({ code: '01001' }, pool)).toBe(0);
    expect(startingDeckXp(PARALLEL_BACK, pool)).toEqual({ worth: 4, holds: 5 });
  });

  it('an investigator coming back holds the XP the campaign gave them (earned and adjusted)', () => {
    const before = { earned: 3, adjusted: 1, spent: 0, available: 4 };
    expect(startingDeckXp(WITH_BEAT_COPS, pool, before)).toEqual({ worth: 4, holds: 4 });
    expect(startingDeckXp(WITH_BEAT_COPS, pool, { ...before, adjusted: 0 })).toEqual({ worth: 4, holds: 3 });
  });

  it('the bonus the starting deck did not spend stays unspent in the Kampagnenlogbuch', () => {
    const journal = Journal.notz();
    journal.add({
      type: 'investigator_joined',
      payload: { ...CORE.roland, player: 'Anna', startingXp: { bonus: 5, spent: 4 } },
    });
    expect(reduceCampaign(journal.entries).investigators[0]!.xp).toEqual({
      earned: 0,
      adjusted: 5,
      spent: 4,
      available: 1,
    });
  });
});
