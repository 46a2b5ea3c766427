import { expect, it } from 'vitest';
import { visibleLogSections } from '../../../renderer/store/campaign/campaign-log.ts';
import { applyGuideAnswered } from '../../../shared/campaign/apply-guide-answer.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';

// The Innsmouth Conspiracy (tic/the_pit_of_despair, earn_xp): „Record this experience under
// "Unspent Experience" in your Campaign Log“ – German guide: „unter „Nicht ausgegebene EP““. The
// guide writes it to a section the campaign's log does not list (data id `unspect_xp`): the log
// shows it under the guide's German title, never the id, and the guide's own bookkeeping
// (`hidden`, e.g. „#name# starts with 3 fewer resources“) is not shown at all.

const ROLAND = '01001';

function answered(effects: Parameters<typeof applyGuideAnswered>[1]['effects']): CampaignState {
  const state = {
    logSections: [],
    investigators: [],
    chaosBag: [],
    played: [],
    scenarios: [],
  } as unknown as CampaignState;
  applyGuideAnswered(
    state,
    {
      guide: { id: 'tic', version: 1 },
      index: 0,
      answer: { key: 'x/earn_xp', value: { kind: 'counter', value: 2 } },
      effects,
      german: {},
    },
    1,
  );
  return state;
}

it('„Unspent Experience“ reads „Nicht ausgegebene EP“, the guide-only section stays out of the log', () => {
  const state = answered([
    { type: 'log_count', section: 'unspect_xp', id: ROLAND, value: 2 },
    { type: 'log_cards', section: 'hidden', id: 'eztli_fewer_resources', cards: [ROLAND] },
  ]);
  const unspent = state.logSections.find((section) => section.id === 'unspect_xp');
  expect(unspent).toMatchObject({ title: 'Nicht ausgegebene EP', hidden: false, counts: { [ROLAND]: 2 } });
  expect(visibleLogSections(state.logSections, []).map((section) => section.id)).toEqual(['unspect_xp']);
});
