import { expect, it } from 'vitest';
import { shownNamedCounts, visibleLogSections } from '../../../renderer/store/campaign/campaign-log.ts';
import { applyGuideAnswered, guideSectionShown } from '../../../shared/campaign/apply-guide-answer.ts';
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

// The Doom of Eztli (tfa/eztli, record_harbinger): „Record in your Campaign Log that the Harbinger
// is still alive. Next to this, in parentheses, record how much damage is on the Harbinger of
// Valusia“ – the data: a count `harbinger_alive` worded „the Harbinger is still alive (#X# damage).“
it('the Harbinger’s damage reads in its entry with the number, not as a count named „harbinger_alive“', () => {
  const state = answered([
    {
      type: 'log_count',
      section: 'campaign_notes',
      id: 'harbinger_alive',
      value: 3,
      text: { en: 'the Harbinger is still alive (#X# damage).', catalogue: 'campaigns/tfa/eztli' },
    },
    { type: 'log_count', section: 'unspect_xp', id: ROLAND, value: 2 },
  ]);
  const notes = state.logSections.find((section) => section.id === 'campaign_notes');
  expect(notes?.entries.map((entry) => entry.text)).toEqual(['the Harbinger is still alive (3 damage).']);
  const names = (code: string) => (code === ROLAND ? 'Roland Banks' : undefined);
  expect(notes && shownNamedCounts(notes, names)).toEqual([]);
  const unspent = state.logSections.find((section) => section.id === 'unspect_xp');
  expect(unspent && shownNamedCounts(unspent, names)).toEqual([{ name: ROLAND, label: 'Roland Banks', value: 2 }]);
});

// The preview („Das wird eingetragen“) names a section before the guide first writes to it as the
// log will show it (guideSectionShown): The Innsmouth Conspiracy's „Unspent Experience“ by its
// German title, the guide's own bookkeeping (Return to Threads of Fate's `resupply_points`) hidden.
it('names a section not written yet as the log will: „Nicht ausgegebene EP“, bookkeeping hidden', () => {
  const state = answered([]);
  expect(guideSectionShown(state, 'unspect_xp')).toEqual({ title: 'Nicht ausgegebene EP', hidden: false });
  expect(guideSectionShown(state, 'resupply_points')).toEqual({ title: 'resupply_points', hidden: true });
  const written = answered([{ type: 'log_count', section: 'resupply_points', id: ROLAND, value: 1 }]);
  expect(written.logSections.find((section) => section.id === 'resupply_points')?.hidden).toBe(true);
});

// The Feast of Hemlock Vale keeps each resident's relationship as a count `$relationship` in the
// resident's section, German guide: „Erhöhe Leah Atwoods Beziehungsstufe.“; The Circle Undone
// keeps `pieces_of_evidence` („X Beweismittel wurden zurückgelassen“) in the campaign notes. The
// log and the printed sheet label such a count with the guide's word, never the data id.
it('a count kept under an id alone reads „Beziehungsstufe“, „Beweismittel“, not „$relationship“', () => {
  const state = answered([
    { type: 'log_count', section: 'leah', id: '$relationship', value: 1 },
    { type: 'log_count', section: 'campaign_notes', id: 'pieces_of_evidence', value: 2 },
  ]);
  const shown = (id: string) => {
    const section = state.logSections.find((item) => item.id === id);
    return section && shownNamedCounts(section, () => undefined);
  };
  expect(shown('leah')).toEqual([{ name: '$relationship', label: 'Beziehungsstufe', value: 1 }]);
  expect(shown('campaign_notes')).toEqual([{ name: 'pieces_of_evidence', label: 'Beweismittel', value: 2 }]);
});
