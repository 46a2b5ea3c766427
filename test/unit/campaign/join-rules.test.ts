import { describe, expect, it } from 'vitest';
import { bonusStartingXp, startingDeckTooExpensive } from '../../../shared/campaign/join-rules.ts';
import { fixturePool } from '../../support/card-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// Grimoire „Regeln für den Deckbau“ (lines 2409–2410): „Die meisten Ermittler haben zu Beginn einer
// Kampagne 0 Erfahrungspunkte zur Verfügung, was bedeutet, dass ein Ermittler seinem Deck nur
// Karten der Stufe 0 hinzufügen darf. Manche Ermittler und/oder Kampagnen geben einem Spieler zu
// Beginn der Kampagne zusätzliche Erfahrungspunkte“; „Einer Kampagne beitreten oder sie verlassen“
// (line 2285): a new player begins „ohne Erfahrung und ohne Traumata“.

const pool = await fixturePool();
const { '01025': _, ...withoutBlow } = ROLAND_STARTER.slots;
/** Two Vicious Blow (01025, level 0) out, Beat Cop (01028, level 2) ×2 in: worth 4 XP. */
const WITH_BEAT_COPS = { ...ROLAND_STARTER, slots: { ...withoutBlow, '01028': 2 } };
/** The same with ‖Roland Banks's back (90024): „Bonus-Erfahrungspunkte: … 5 zusätzliche Erfahrungspunkte“. */
const PARALLEL_BACK = { ...WITH_BEAT_COPS, meta: JSON.stringify({ alternate_back: '90024' }) };

describe('starting deck XP when joining a campaign', () => {
  it('a level-0 deck of Roland Banks (01001) fits 0 XP', () => {
    expect(startingDeckTooExpensive(ROLAND_STARTER, pool)).toBeUndefined();
  });

  it('two Beat Cop (01028, level 2) are worth 4 XP, more than the 0 XP a new investigator holds', () => {
    expect(startingDeckTooExpensive(WITH_BEAT_COPS, pool)).toEqual({ worth: 4, holds: 0 });
  });

  it('‖Roland Banks’s back (90024) grants 5 bonus starting XP, so the 4-XP deck fits', () => {
    expect(bonusStartingXp(PARALLEL_BACK, pool)).toBe(5);
    expect(startingDeckTooExpensive(PARALLEL_BACK, pool)).toBeUndefined();
  });

  it('an investigator coming back holds the XP the campaign gave them (earned and adjusted)', () => {
    const before = { earned: 3, adjusted: 1, spent: 0, available: 4 };
    expect(startingDeckTooExpensive(WITH_BEAT_COPS, pool, before)).toBeUndefined();
    expect(startingDeckTooExpensive(WITH_BEAT_COPS, pool, { ...before, adjusted: 0, available: 3 })).toEqual({
      worth: 4,
      holds: 3,
    });
  });
});
