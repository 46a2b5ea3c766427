import { describe, expect, it } from 'vitest';
import {
  firstProblemStep,
  newRecordDraft,
  type RecordDraft,
  recordEvents,
  stepProblem,
  tokenShortage,
} from '../../../renderer/campaign/record-scenario/record-draft.ts';
import type { ChaosToken } from '../../../shared/campaign/campaign-definition.ts';
import { campaignEventSchema } from '../../../shared/campaign/campaign-events.ts';

// "Szenario abschließen" step by step: what keeps a step from being left, and the events it becomes.

const campaign = {
  scenarios: [
    { id: 'torch', name: 'Die Zusammenkunft', kind: 'scenario', branch: false },
    { id: 'arkham', name: 'Die Mitternachtsmasken', kind: 'scenario', branch: false },
  ],
  nextScenario: { id: 'torch', name: 'Die Zusammenkunft' },
  chaosBag: ['+1', '0', '-1', '-4', 'cultist'] as ChaosToken[],
};
const investigators = [{ code: '01001' }, { code: '01002' }];

function filled(patch: Partial<RecordDraft> = {}): RecordDraft {
  const draft = newRecordDraft(campaign, investigators);
  return { ...draft, resolution: 'Auflösung 1', ...patch };
}

describe('the steps of "Szenario abschließen"', () => {
  it('starts at the next scenario with every number at 0', () => {
    const draft = newRecordDraft(campaign, investigators);
    expect(draft.scenarioId).toBe('torch');
    expect(draft.fields['01002']).toMatchObject({ victory: '0', physical: '0', killed: false });
    expect(draft.cards['01001']).toEqual({ earned: [], weaknesses: [], removed: [], exiled: [] });
  });

  it('needs a resolution, a name for a free scenario, and whole numbers before going on', () => {
    expect(stepProblem('scenario', newRecordDraft(campaign, investigators), campaign, investigators)).toBe(
      'resolution',
    );
    expect(stepProblem('scenario', filled({ scenarioId: '', freeName: ' ' }), campaign, investigators)).toBe(
      'scenario',
    );
    expect(
      stepProblem('scenario', filled({ scenarioId: '', freeName: 'Im Nebel' }), campaign, investigators),
    ).toBeUndefined();
    const draft = filled();
    draft.fields['01002'] = { ...draft.fields['01002']!, victory: '1.5' };
    expect(stepProblem('xp', draft, campaign, investigators)).toBe('numbers');
    expect(firstProblemStep(draft, campaign, investigators)).toBe('xp');
    expect(stepProblem('scenario', filled(), campaign, [])).toBe('investigators');
  });

  it('refuses to take out more tokens than the bag holds with what the scenario adds', () => {
    expect(tokenShortage(campaign.chaosBag, { tokensAdded: [], tokensRemoved: ['-4', '-4'] })).toBe('-4');
    expect(tokenShortage(campaign.chaosBag, { tokensAdded: ['-4'], tokensRemoved: ['-4', '-4'] })).toBeUndefined();
    expect(stepProblem('tokens', filled({ tokensRemoved: ['skull'] }), campaign, investigators)).toBe('tokens');
  });
});

describe('the events of a recorded scenario', () => {
  it('writes the exiles first, then one scenario_recorded with cards, log and tokens — all valid events', () => {
    const draft = filled({
      log: [{ section: 'cultists_interrogated', entry: 'Wolf-Man Drew' }],
      tokensAdded: ['cultist'],
      tokensRemoved: ['-4'],
    });
    draft.fields['01001'] = { ...draft.fields['01001']!, victory: '2', bonus: '3', mental: '1' };
    draft.cards['01001'] = { earned: ['01117'], weaknesses: [], removed: [], exiled: ['01024', '01024', '01019'] };
    const events = recordEvents(draft, campaign, investigators)!;
    expect(events.map((event) => event.type)).toEqual(['card_exiled', 'card_exiled', 'scenario_recorded']);
    expect(events[0]).toEqual({ type: 'card_exiled', payload: { code: '01001', card: '01024', count: 2 } });
    const recorded = events[2]!;
    expect(recorded.type === 'scenario_recorded' && recorded.payload).toMatchObject({
      scenario: { id: 'torch', name: 'Die Zusammenkunft' },
      resolution: 'Auflösung 1',
      investigators: [
        {
          code: '01001',
          xp: { victory: 2, bonus: 3, other: 0 },
          trauma: { physical: 0, mental: 1 },
          cardsEarned: ['01117'],
        },
        { code: '01002', xp: { victory: 0, bonus: 0, other: 0 } },
      ],
      log: [{ section: 'cultists_interrogated', entry: 'Wolf-Man Drew' }],
      chaosTokensAdded: ['cultist'],
      chaosTokensRemoved: ['-4'],
    });
    for (const event of events) expect(campaignEventSchema.safeParse(event).success).toBe(true);
  });

  it('names a free scenario with an id of its own', () => {
    const events = recordEvents(filled({ scenarioId: '', freeName: 'Im Nebel' }), campaign, investigators)!;
    expect(events.at(-1)!.payload).toMatchObject({ scenario: { id: 'frei-im-nebel', name: 'Im Nebel' } });
  });

  it('gives nothing to save while a step has a problem', () => {
    expect(recordEvents(newRecordDraft(campaign, investigators), campaign, investigators)).toBeUndefined();
  });
});
