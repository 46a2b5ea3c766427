import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applyEvent } from '../../../shared/campaign/apply-event.ts';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import type { CampaignEventInput, campaignEventSchemas } from '../../../shared/campaign/campaign-events.ts';
import { checkUndo, reduceCampaign, stateAfterScenario } from '../../../shared/campaign/reduce-campaign.ts';
import { CORE, Journal, NOTZ_STANDARD_BAG } from './journal-builder.ts';

const errorCode = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CampaignError) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('expected a CampaignError');
};

type ScenarioInput = z.input<typeof campaignEventSchemas.scenario_recorded>;
const torch = (
  investigators: ScenarioInput['investigators'],
  extra: Partial<ScenarioInput> = {},
): CampaignEventInput => ({
  type: 'scenario_recorded',
  payload: { scenario: { id: 'torch', name: 'Die Zusammenkunft' }, resolution: 'R1', investigators, ...extra },
});

describe('campaign reducer — Grimoire „Kampagnenspiel“', () => {
  it('starts with the chosen chaos bag, no investigators and the first scenario next', () => {
    const state = reduceCampaign(Journal.notz().entries);
    expect(state.chaosBag).toEqual([...NOTZ_STANDARD_BAG]);
    expect(state.nextScenario).toEqual({ id: 'torch', name: 'Die Zusammenkunft' });
    expect(state.logSections.map((section) => section.id)).toEqual(['campaign_notes', 'cultists_interrogated']);
    expect(state.difficulty).toBe('standard');
  });

  it('adds victory display, resolution bonus and other XP to unspent XP („Erfahrungspunkte verdienen und ausgeben“)', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna').join(CORE.daisy, 'Ben');
    journal.add(
      torch([
        { code: '01001', xp: { victory: 2, bonus: 2 } },
        { code: '01002', xp: { victory: 2, bonus: 2, other: -1 } },
      ]),
    );
    const state = reduceCampaign(journal.entries);
    expect(state.investigators.map((i) => [i.code, i.xp.earned, i.xp.available, i.scenariosPlayed])).toEqual([
      ['01001', 4, 4, 1],
      ['01002', 3, 3, 1],
    ]);
    expect(state.played).toEqual([
      { seq: 4, id: 'torch', name: 'Die Zusammenkunft', resolution: 'R1', xp: { '01001': 4, '01002': 3 } },
    ]);
    expect(state.nextScenario?.id).toBe('arkham');
  });

  it('kills an investigator whose physical trauma reaches printed health, and drives insane at sanity („Trauma, Tod und Wahnsinn“)', () => {
    const journal = Journal.notz().join(CORE.daisy, 'Ben').join(CORE.roland, 'Anna');
    journal.add({ type: 'trauma_adjusted', payload: { code: '01002', physical: 4, reason: 'Vorgeschichte' } });
    expect(reduceCampaign(journal.entries).investigators[0]!.status).toBe('active');
    journal.add(
      torch([
        { code: '01002', trauma: { physical: 1 } },
        { code: '01001', trauma: { mental: 5 } },
      ]),
    );
    const state = reduceCampaign(journal.entries);
    expect(state.investigators.map((i) => [i.code, i.status, i.trauma])).toEqual([
      ['01002', 'killed', { physical: 5, mental: 0 }],
      ['01001', 'insane', { physical: 0, mental: 5 }],
    ]);
  });

  it('records a resolution that kills outright, whatever the trauma (rules.json Killed_Insane_Investigators)', () => {
    const journal = Journal.notz()
      .join(CORE.roland, 'Anna')
      .add(torch([{ code: '01001', killed: true }]));
    expect(reduceCampaign(journal.entries).investigators[0]!.status).toBe('killed');
  });

  it('refuses a killed investigator in later scenarios and as a new joiner, also as another version of the same character', () => {
    const journal = Journal.notz()
      .join(CORE.roland, 'Anna')
      .add(torch([{ code: '01001', killed: true }]));
    const state = reduceCampaign(journal.entries);
    expect(errorCode(() => applyEvent(state, journal.entry(torch([{ code: '01001' }]))))).toMatchObject({
      code: 'investigator_out_of_campaign',
      status: 'killed',
    });
    const parallelRoland = { code: '90024', name: 'Roland Banks', health: 9, sanity: 5 };
    expect(
      errorCode(() =>
        applyEvent(
          state,
          journal.entry({ type: 'investigator_joined', payload: { ...parallelRoland, player: 'Anna' } }),
        ),
      ),
    ).toMatchObject({
      code: 'investigator_out_of_campaign',
    });
  });

  it('starts a replacement investigator without XP and trauma and links both („Einer Kampagne beitreten“)', () => {
    const journal = Journal.notz().join(CORE.daisy, 'Ben');
    journal.add(torch([{ code: '01002', xp: { victory: 3 }, trauma: { physical: 5 } }]));
    journal.join(CORE.agnes, 'Ben', '01002');
    const [daisy, agnes] = reduceCampaign(journal.entries).investigators;
    expect(daisy).toMatchObject({ status: 'killed', replacedBy: '01004', xp: { available: 3 } });
    expect(agnes).toMatchObject({
      status: 'active',
      replaces: '01002',
      player: 'Ben',
      xp: { earned: 0, available: 0 },
      trauma: { physical: 0, mental: 0 },
    });
  });

  it('refuses to replace an investigator who is still playing', () => {
    const journal = Journal.notz().join(CORE.daisy, 'Ben');
    const state = reduceCampaign(journal.entries);
    expect(
      errorCode(() =>
        applyEvent(
          state,
          journal.entry({ type: 'investigator_joined', payload: { ...CORE.agnes, player: 'Ben', replaces: '01002' } }),
        ),
      ),
    ).toMatchObject({
      code: 'investigator_replacement',
    });
  });

  it('keeps the log of an investigator who leaves and comes back', () => {
    const journal = Journal.notz()
      .join(CORE.roland, 'Anna')
      .add(torch([{ code: '01001', xp: { victory: 2 }, trauma: { mental: 1 } }]));
    journal.add({ type: 'investigator_left', payload: { code: '01001' } });
    expect(
      errorCode(() => applyEvent(reduceCampaign(journal.entries), journal.entry(torch([{ code: '01001' }])))),
    ).toMatchObject({ code: 'investigator_not_playing' });
    // Grimoire „Einer Kampagne beitreten oder sie verlassen“: the player who left comes back (a new
    // player would have to choose an investigator not used before: newcomer-rules.test.ts).
    journal.join(CORE.roland, 'Anna');
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({
      status: 'active',
      player: 'Anna',
      xp: { available: 2 },
      trauma: { mental: 1 },
    });
  });

  it('spends XP on a deck upgrade and refuses to spend more than is available', () => {
    const journal = Journal.notz()
      .join(CORE.roland, 'Anna')
      .add(torch([{ code: '01001', xp: { victory: 3 } }]));
    journal.add({ type: 'card_exiled', payload: { code: '01001', card: '02109' } });
    journal.add({ type: 'deck_upgraded', payload: { code: '01001', deckVersionId: 7, xpSpent: 2 } });
    const roland = reduceCampaign(journal.entries).investigators[0]!;
    expect(roland).toMatchObject({
      xp: { earned: 3, spent: 2, available: 1 },
      deckVersionId: 7,
      exiled: { '02109': 1 },
      exilePending: [],
    });
    const overspend = journal.entry({
      type: 'deck_upgraded',
      payload: { code: '01001', deckVersionId: 8, xpSpent: 2 },
    });
    expect(errorCode(() => applyEvent(reduceCampaign(journal.entries), overspend))).toMatchObject({
      code: 'campaign_xp_short',
      needed: 2,
      has: 1,
    });
  });

  it('keeps exiled cards pending until the next upgrade („Exil“)', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({ type: 'card_exiled', payload: { code: '01001', card: '02109', count: 2 } });
    expect(reduceCampaign(journal.entries).investigators[0]!.exilePending).toEqual(['02109', '02109']);
  });

  it('adds and removes chaos tokens, and refuses to remove one that is not in the bag', () => {
    const journal = Journal.notz().add(torch([], { chaosTokensAdded: ['cultist'], chaosTokensRemoved: ['+1'] }));
    const bag = reduceCampaign(journal.entries).chaosBag;
    expect(bag.filter((token) => token === 'cultist')).toHaveLength(2);
    expect(bag).not.toContain('+1');
    expect(
      errorCode(() =>
        applyEvent(
          reduceCampaign(journal.entries),
          journal.entry({ type: 'chaos_token_removed', payload: { token: '+1' } }),
        ),
      ),
    ).toMatchObject({
      code: 'chaos_token_missing',
      token: '+1',
    });
  });

  it('records, crosses out and counts log entries; a crossed-out entry stays visible („Im Kampagnenlogbuch wird notiert …“)', () => {
    const journal = Journal.notz().add(
      torch([], {
        log: [
          { section: 'campaign_notes', entry: 'Euer Haus ist abgebrannt.' },
          { section: 'cultists_interrogated', entry: 'Wolf-Mann Drew' },
        ],
      }),
    );
    journal.add({
      type: 'log_updated',
      payload: {
        changes: [
          { section: 'campaign_notes', entry: 'Euer Haus ist abgebrannt.', crossedOut: true },
          { section: 'cultists_interrogated', count: 2 },
        ],
      },
    });
    const sections = reduceCampaign(journal.entries).logSections;
    expect(sections[0]!.entries).toEqual([{ text: 'Euer Haus ist abgebrannt.', crossedOut: true }]);
    expect(sections[1]).toMatchObject({ entries: [{ text: 'Wolf-Mann Drew', crossedOut: false }], count: 2 });
    const unknown = journal.entry({
      type: 'log_updated',
      payload: { changes: [{ section: 'supplies', entry: 'Seil' }] },
    });
    expect(errorCode(() => applyEvent(reduceCampaign(journal.entries), unknown))).toMatchObject({
      code: 'log_section_unknown',
      section: 'supplies',
    });
  });

  it('unlocks researched cards for the whole campaign („Erforscht“) and collects customization boxes', () => {
    const journal = Journal.notz().join(CORE.daisy, 'Ben');
    journal.add({ type: 'card_researched', payload: { card: '08041' } });
    journal.add({ type: 'customization_recorded', payload: { code: '01002', card: '09022', boxes: [2, 0] } });
    journal.add({ type: 'customization_recorded', payload: { code: '01002', card: '09022', boxes: [2, 4] } });
    const state = reduceCampaign(journal.entries);
    expect(state.researched).toEqual(['08041']);
    expect(state.investigators[0]!.customizations).toEqual({ '09022': [0, 2, 4] });
  });

  it('adds and removes story assets and campaign weaknesses, and refuses to remove a card not held', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({
      type: 'cards_changed',
      payload: { code: '01001', cardsEarned: ['01117'], weaknessesEarned: ['01102'] },
    });
    journal.add({ type: 'cards_changed', payload: { code: '01001', cardsRemoved: ['01102'], reason: 'Auflösung' } });
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({ storyAssets: ['01117'], weaknesses: [] });
    const missing = journal.entry({ type: 'cards_changed', payload: { code: '01001', cardsRemoved: ['01102'] } });
    expect(errorCode(() => applyEvent(reduceCampaign(journal.entries), missing))).toMatchObject({
      code: 'card_not_held',
      card: '01102',
    });
  });

  it('keeps standalone results („Wertung“, Grimoire „Einzelspielszenario“) apart from the campaign XP', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add({
      type: 'standalone_result',
      payload: {
        scenario: { id: 'curse_of_the_rougarou', name: 'Der Fluch des Rougarou' },
        resolution: 'R1',
        investigators: [{ code: '01001', xp: 7 }],
      },
    });
    const state = reduceCampaign(journal.entries);
    expect(state.standaloneResults).toEqual([
      {
        seq: 3,
        scenario: 'curse_of_the_rougarou',
        name: 'Der Fluch des Rougarou',
        resolution: 'R1',
        xp: { '01001': 7 },
      },
    ]);
    expect(state.investigators[0]!.xp.available).toBe(0);
  });

  it("pays a side story's XP cost from unspent XP and refuses it without enough", () => {
    const journal = Journal.notz()
      .join(CORE.roland, 'Anna')
      .add(torch([{ code: '01001', xp: { victory: 2 } }]));
    const side = (cost: number) =>
      journal.entry({
        type: 'scenario_recorded',
        payload: {
          scenario: { id: 'rougarou', name: 'Der Fluch des Rougarou' },
          resolution: 'R1',
          investigators: [{ code: '01001', xp: { victory: 1, other: -cost } }],
        },
      });
    expect(applyEvent(reduceCampaign(journal.entries), side(3)).investigators[0]!.xp.available).toBe(0);
    expect(errorCode(() => applyEvent(reduceCampaign(journal.entries), side(4)))).toMatchObject({
      code: 'campaign_xp_short',
      needed: 3,
      has: 2,
    });
  });

  it('does not change the state it is given', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    const before = reduceCampaign(journal.entries);
    const copy = JSON.parse(JSON.stringify(before));
    applyEvent(before, journal.entry(torch([{ code: '01001', xp: { victory: 5 } }])));
    expect(before).toEqual(copy);
  });

  it('refuses a second campaign_created and any event before the first', () => {
    const journal = Journal.notz();
    expect(errorCode(() => applyEvent(reduceCampaign(journal.entries), journal.entries[0]!))).toMatchObject({
      code: 'campaign_event_order',
    });
    expect(
      errorCode(() => applyEvent(undefined, new Journal().entry({ type: 'note_added', payload: { text: 'x' } }))),
    ).toMatchObject({ code: 'campaign_event_order' });
  });
});

describe('undo appends and never deletes', () => {
  const played = () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna').join(CORE.daisy, 'Ben');
    journal.add(
      torch([
        { code: '01001', xp: { victory: 2 } },
        { code: '01002', xp: { victory: 2 } },
      ]),
    ); // seq 4
    journal.add({ type: 'xp_adjusted', payload: { code: '01001', xp: 3, reason: 'Tippfehler' } }); // seq 5
    return journal;
  };

  it('cancels its target and undoing the undo restores it', () => {
    const journal = played();
    journal.add({ type: 'undo', payload: { seq: 5 } });
    expect(reduceCampaign(journal.entries).investigators[0]!.xp.available).toBe(2);
    journal.add({ type: 'undo', payload: { seq: 6 } });
    const state = reduceCampaign(journal.entries);
    expect(state.investigators[0]!.xp.available).toBe(5);
    expect(state.seq).toBe(7);
  });

  it('refuses to undo an event later ones depend on and names the later one', () => {
    const journal = played();
    const undoJoin = journal.entry({ type: 'undo', payload: { seq: 3 } });
    expect(errorCode(() => checkUndo(journal.entries, undoJoin))).toMatchObject({
      code: 'undo_refused',
      why: 'depends',
      blockedBy: 4,
    });
  });

  it('refuses to undo the campaign itself, an unknown entry or one already undone', () => {
    const journal = played().add({ type: 'undo', payload: { seq: 5 } });
    expect(
      errorCode(() => checkUndo(journal.entries, journal.entry({ type: 'undo', payload: { seq: 1 } }))),
    ).toMatchObject({ why: 'first_event' });
    expect(
      errorCode(() => checkUndo(journal.entries, journal.entry({ type: 'undo', payload: { seq: 42 } }))),
    ).toMatchObject({ why: 'not_found' });
    expect(
      errorCode(() => checkUndo(journal.entries, journal.entry({ type: 'undo', payload: { seq: 5 } }))),
    ).toMatchObject({ why: 'already_undone' });
  });

  it('undoes a scenario: XP, played list and next scenario go back', () => {
    const journal = played().add({ type: 'undo', payload: { seq: 4 } });
    const state = reduceCampaign(journal.entries);
    expect(state.played).toEqual([]);
    expect(state.nextScenario?.id).toBe('torch');
    expect(state.investigators[0]!.xp.available).toBe(3);
  });
});

describe('time travel — „Stand nach …“', () => {
  it('shows the state after the n-th scenario and after any entry', () => {
    const journal = Journal.notz().join(CORE.roland, 'Anna');
    journal.add(torch([{ code: '01001', xp: { victory: 2 } }]));
    journal.add({
      type: 'scenario_recorded',
      payload: {
        scenario: { id: 'arkham', name: 'Die Mitternachtsmasken' },
        resolution: 'R1',
        investigators: [{ code: '01001', xp: { victory: 4 } }],
      },
    });
    journal.add({ type: 'xp_adjusted', payload: { code: '01001', xp: 1, reason: 'Karte' } });
    expect(stateAfterScenario(journal.entries, 1)!.investigators[0]!.xp.available).toBe(2);
    expect(stateAfterScenario(journal.entries, 2)!.investigators[0]!.xp.available).toBe(6);
    expect(stateAfterScenario(journal.entries, 3)).toBeUndefined();
    expect(reduceCampaign(journal.entries, 2).investigators.map((i) => i.code)).toEqual(['01001']);
    expect(reduceCampaign(journal.entries).nextScenario?.id).toBe('tentacles');
  });
});
