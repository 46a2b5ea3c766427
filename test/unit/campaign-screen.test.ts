import { describe, expect, it } from 'vitest';
import { tokenLabel } from '../../renderer/campaign/chaos-tokens.ts';
import { type JournalNames, journalText } from '../../renderer/campaign/journal-text.ts';
import { emptyFields, freeScenarios, investigatorResult, outcomeOf } from '../../renderer/campaign/scenario-form.ts';
import { CHAOS_TOKENS } from '../../shared/campaign/campaign-definition.ts';
import { campaignEventSchemas } from '../../shared/campaign/campaign-events.ts';

// The campaign screen's pure parts: journal lines in German words and the scenario form.

const names: JournalNames = {
  investigator: (code) => ({ '01001': 'Roland Banks', '01002': 'Daisy Walker' })[code] ?? code,
  card: (code) => ({ '01117': 'Lita Chantler' })[code] ?? code,
};

describe('journal lines in German', () => {
  it('reads a recorded scenario as a headline and one detail per investigator', () => {
    const payload = campaignEventSchemas.scenario_recorded.parse({
      scenario: { id: 'torch', name: 'Die Zusammenkunft' },
      resolution: 'Auflösung 1',
      investigators: [
        { code: '01001', xp: { victory: 2, bonus: 3 }, trauma: { mental: 1 }, cardsEarned: ['01117'] },
        { code: '01002', xp: { victory: 2 }, trauma: { physical: 5 }, killed: true },
      ],
      chaosTokensAdded: ['cultist'],
    });
    expect(journalText({ type: 'scenario_recorded', payload }, names)).toEqual([
      '„Die Zusammenkunft“ abgeschlossen: Auflösung 1',
      'Roland Banks +5 EP, 1 seelisches Trauma, erhält Lita Chantler',
      'Daisy Walker +2 EP, 5 körperliches Trauma, getötet',
      'Chaosbeutel: + Kultist',
    ]);
  });

  it('names the replaced investigator and the undone entry', () => {
    const joined = { code: '01004', name: 'Agnes Baker', player: 'Ben', health: 6, sanity: 8, replaces: '01002' };
    expect(journalText({ type: 'investigator_joined', payload: joined }, names)).toEqual([
      'Ben spielt Agnes Baker und ersetzt Daisy Walker',
    ]);
    expect(journalText({ type: 'undo', payload: { seq: 5 } }, names)).toEqual(['Eintrag Nr. 5 rückgängig gemacht']);
    // „Ab hier neu beantworten“: one undo naming the later guide answers it takes back with its target.
    expect(journalText({ type: 'undo', payload: { seq: 9, later: [10, 11] } }, names)).toEqual([
      'Ab Eintrag Nr. 9 neu beantworten: 3 Leitfaden-Antworten zurückgenommen (Nr. 9, 10, 11)',
    ]);
    expect(
      journalText({ type: 'xp_adjusted', payload: { code: '01001', xp: -2, reason: 'Nebengeschichte' } }, names),
    ).toEqual(['Roland Banks: −2 EP (Nebengeschichte)']);
  });

  it('falls back to the type for a line it cannot read', () => {
    expect(journalText({ type: 'something_new', payload: {} }, names)).toEqual(['Eintrag „something_new“']);
  });

  it('has a German name for every chaos token', () => {
    expect(CHAOS_TOKENS.map(tokenLabel)).toContain('Älteres Wesen');
    expect(tokenLabel('-3')).toBe('−3');
  });
});

describe('the "Szenario abschließen" form', () => {
  it('turns typed numbers into the event and refuses what is not a whole number', () => {
    const fields = { ...emptyFields(), victory: '2', bonus: '−1', physical: '5' };
    expect(investigatorResult('01002', fields)).toEqual({
      code: '01002',
      xp: { victory: 2, bonus: -1, other: 0 },
      trauma: { physical: 5, mental: 0 },
    });
    expect(investigatorResult('01002', { ...fields, victory: '1.5' })).toBeUndefined();
    expect(investigatorResult('01002', { ...fields, physical: '-1' })).toBeUndefined();
  });

  it('foresees death when physical trauma reaches health, madness when mental trauma reaches sanity', () => {
    const daisy = { health: 5, sanity: 9, trauma: { physical: 1, mental: 0 } };
    expect(outcomeOf(investigatorResult('01002', { ...emptyFields(), physical: '4' }), daisy)).toBe('killed');
    expect(outcomeOf(investigatorResult('01002', { ...emptyFields(), physical: '3' }), daisy)).toBeUndefined();
    expect(outcomeOf(investigatorResult('01002', { ...emptyFields(), mental: '9' }), daisy)).toBe('insane');
    expect(outcomeOf(investigatorResult('01002', { ...emptyFields(), insane: true }), daisy)).toBe('insane');
  });

  it('records „verschlungen“ as its own outcome (Grimoire „Trauma, Tod und Wahnsinn“, line 2318)', () => {
    const daisy = { health: 5, sanity: 9, trauma: { physical: 0, mental: 0 } };
    const devoured = investigatorResult('01002', { ...emptyFields(), devoured: true });
    expect(devoured).toMatchObject({ devoured: true });
    expect(outcomeOf(devoured, daisy)).toBe('devoured');
  });

  it('gives freely named scenarios unique ids', () => {
    expect(freeScenarios('Im Nebel\n\n  Das Haus am Fluß \nIm Nebel')).toEqual([
      { id: 'frei-im-nebel', name: 'Im Nebel' },
      { id: 'frei-das-haus-am-fluss', name: 'Das Haus am Fluß' },
      { id: 'frei-im-nebel-2', name: 'Im Nebel' },
    ]);
  });
});
