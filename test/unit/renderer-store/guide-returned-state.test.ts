import { describe, expect, it } from 'vitest';
import { guideApiOf } from '../../../renderer/api/guide-api.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import type { GuideStatus } from '../../../shared/api/guide-contract.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import { countingApi } from '../../support/counting-api.ts';

// `campaigns.guideAnswer` answers with the campaign's new state and the next prompt: the guide
// dialog shows that prompt and the campaign screen that state, without asking main for either
// again (no `campaigns.guide`, no `campaigns.state`, no `campaigns.journal`): one answer, one request. Night of the Zealot with Roland Banks (01001)
// in The Gathering (scenario id torch).

const CAMPAIGN = 1;
const before = { campaignId: CAMPAIGN, supported: true, done: false, answers: 1 } satisfies GuideStatus;
const next: GuideStatus = {
  campaignId: CAMPAIGN,
  supported: true,
  done: false,
  answers: 2,
  prompt: {
    key: 'torch/lead_investigator',
    scenario: 'torch',
    step: 'lead_investigator',
    kind: 'choose_one',
    shown: [],
    choices: [{ id: '01001', text: 'Roland Banks' }],
  },
};
const written = {
  seq: 2,
  name: 'Die Nacht der Zelotin',
  investigators: [],
  played: [],
  nextScenario: null,
} as unknown as CampaignState;
const lines = [
  { seq: 1, type: 'campaign_created', payload: {}, at: '2026-11-27T10:00:00.000Z', undone: false },
  { seq: 2, type: 'guide_answered', payload: {}, at: '2026-11-27T10:01:00.000Z', undone: false },
];
const answered = { campaignId: CAMPAIGN, seq: 2, state: written, guide: next, journal: lines };

function guideStore(previewLines: string[]) {
  const { api, calls } = countingApi({
    'campaigns.guide': before,
    'campaigns.guidePreview': { lines: previewLines },
    'campaigns.guideAnswer': answered,
    'campaigns.list': [],
  });
  const store = createAppStore({ api, storage: undefined, guideApi: guideApiOf(api) });
  store.setState({ openCampaignId: CAMPAIGN });
  return { store, calls };
}

describe('a guide answer applies the state and prompt it returns', () => {
  it('confirmed from the summary: shows the returned prompt and state, reads neither again', async () => {
    const { store, calls } = guideStore(['Schwierigkeitsgrad: Normal']);
    await store.getState().openGuide();
    await store.getState().proposeGuideAnswer({ step: 'difficulty', choice: 'standard' });
    expect(store.getState().guide?.pending?.lines).toEqual(['Schwierigkeitsgrad: Normal']);
    calls.length = 0;

    await store.getState().confirmGuideAnswer();

    expect(store.getState().guideError).toBeUndefined();
    // „Eintragen“ is one request: the answer returns prompt, state and journal lines.
    expect(calls).toEqual(['campaigns.guideAnswer']);
    expect(store.getState().guide).toEqual({ campaignId: CAMPAIGN, status: next });
    expect(store.getState().campaign?.state).toBe(written);
    expect(store.getState().campaign?.journal).toBe(lines);
  });

  it('an answer that writes nothing to summarise is written at once, with the same one round trip', async () => {
    const { store, calls } = guideStore([]);
    await store.getState().openGuide();
    calls.length = 0;

    await store.getState().proposeGuideAnswer({ step: 'difficulty', choice: 'standard' });

    // Nothing is read after the write; the list row is made from the returned state and journal.
    expect(calls).toEqual(['campaigns.guidePreview', 'campaigns.guideAnswer']);
    expect(store.getState().campaigns).toMatchObject([{ id: CAMPAIGN, name: 'Die Nacht der Zelotin' }]);
    expect(store.getState().guide?.status).toBe(next);
    expect(store.getState().campaign?.state).toBe(written);
  });
  it('lines the answer leaves as they were stay the objects shown: only the new line is worded again', async () => {
    const { store } = guideStore([]);
    // Shown: the creation and the first answer (the step „Schwierigkeitsgrad“), nothing taken back yet.
    const firstAnswer = {
      step: 'difficulty',
      answer: { key: 'difficulty', value: { kind: 'choose_one', choice: 'standard' } },
    };
    const shown = [lines[0]!, { ...lines[1]!, payload: firstAnswer }];
    store.setState({ campaign: { id: CAMPAIGN, state: written, journal: shown, deckVersions: {} } });
    // The answer returns every line anew (JSON): the first answer now takes back 2 („Ab hier neu beantworten“).
    const returned = [
      structuredClone(shown[0]!),
      { ...structuredClone(shown[1]!), answersTakenBack: 2 },
      { seq: 3, type: 'guide_answered', payload: {}, at: '2026-11-27T10:02:00.000Z', undone: false },
    ];
    await store.getState().writeToCampaign(async () => ({ ...answered, seq: 3, journal: returned }));

    const journal = store.getState().campaign?.journal ?? [];
    expect(journal[0]).toBe(shown[0]);
    expect(journal[1]).toEqual(returned[1]);
    expect(journal[1]?.payload).toBe(firstAnswer);
    expect(journal[2]).toBe(returned[2]);
  });
});
