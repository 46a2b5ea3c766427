import { beforeAll, expect, it } from 'vitest';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import type { CampaignEventInput, JournalEntry } from '../../../shared/campaign/campaign-events.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import { guideAnswersTakenBack, laterGuideAnswers, undoPayloadFor } from '../../../shared/campaign/guide-rewind.ts';
import { checkUndo, reduceCampaign, undoneSeqs } from '../../../shared/campaign/reduce-campaign.ts';
import { undoRefusals } from '../../../shared/campaign/undo-refusals.ts';
import type { AnswerValue, GuideAnswer, GuideData } from '../../../shared/guide/types.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { answerInto, guidedNotzJournal, NOTZ_GUIDE_SETUP } from '../campaign/guided-journal.ts';
import { CORE, type Journal } from '../campaign/journal-builder.ts';

// „Ab hier neu beantworten“ (shared/campaign/guide-rewind.ts) on the real Night of the Zealot
// guide: undoing an earlier guide answer takes back every later answer in force as ONE undo entry;
// undoing that entry restores them all. XP follows the Grimoire „Erfahrungspunkte verdienen und
// ausgeben“: a deck upgrade between the answers stays only while the XP it spent is still earned.

const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const { roland, agnes } = CORE;

const SETUP: GuideAnswer[] = [
  ...NOTZ_GUIDE_SETUP,
  answer('torch/$play_scenario', { kind: 'play_scenario', lead: roland.code, resolution: 'R1' }),
];
/** The Gathering: 2 victory points (+2 bonus of Resolution 1), then The Midnight Masks Resolution 2. */
const GIVEN = (victory: number, resolution: string): GuideAnswer[] => [
  answer('torch/earn_xp', { kind: 'counter', value: victory }),
  answer('torch/$upgrade_decks', { kind: 'upgrade_decks' }),
  answer('arkham/$play_scenario', {
    kind: 'play_scenario',
    lead: agnes.code,
    resolution,
    statuses: { [agnes.code]: 'mental' },
  }),
];

/** Appends the undo of `seq` as the journal service writes it. */
function undo(journal: Journal, seq: number): JournalEntry {
  const entry = journal.entry({ type: 'undo', payload: undoPayloadFor(journal.entries, seq) });
  checkUndo(journal.entries, entry);
  journal.entries.push(entry);
  return entry;
}

/** The campaign as a player reads it: every number of the journal's own (`seq`) left out. */
function comparable(state: CampaignState): unknown {
  return JSON.parse(JSON.stringify(state, (key, value) => (key === 'seq' || key.endsWith('Seq') ? undefined : value)));
}

const refusal = (entries: JournalEntry[], payload: CampaignEventInput & { type: 'undo' }) => {
  try {
    checkUndo(entries, { seq: entries.length + 1, at: '', event: { type: 'undo', payload: { ...payload.payload } } });
    return undefined;
  } catch (error) {
    if (error instanceof CampaignError) return { code: error.code, ...error.details };
    throw error;
  }
};

describeRealData('„Ab hier neu beantworten“ in the guide journal (Night of the Zealot)', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('core');
  });

  /** Setup, The Gathering played, then earn_xp 2, upgrade decks, The Midnight Masks R2: entries 4–11. */
  const played = () => {
    const journal = guidedNotzJournal({ deckId: 5, deckVersionId: 50 });
    answerInto(guide, journal, [...SETUP, ...GIVEN(2, 'R2')]);
    return journal;
  };
  const earnXp = (journal: Journal) =>
    journal.entries.find((entry) => entry.event.type === 'guide_answered' && entry.event.payload.index === 5)!;

  it('rewinding three answers back, then answering differently, equals the campaign answered that way from the start', () => {
    const journal = played();
    const rewind = undo(journal, earnXp(journal).seq);
    expect(rewind.event.payload).toEqual({ seq: 9, later: [10, 11] });
    expect(guideAnswersTakenBack(journal.entries, rewind.event.payload as { seq: number })).toBe(3);
    const rewound = reduceCampaign(journal.entries);
    expect(rewound.guide?.answers).toHaveLength(5);
    expect(rewound.played).toEqual([]);
    answerInto(guide, journal, GIVEN(1, 'R1'));

    const direct = guidedNotzJournal({ deckId: 5, deckVersionId: 50 });
    answerInto(guide, direct, [...SETUP, ...GIVEN(1, 'R1')]);
    const state = reduceCampaign(journal.entries);
    expect(comparable(state)).toEqual(comparable(reduceCampaign(direct.entries)));
    // 1 victory point + 2 bonus of Resolution 1; Agnes' mental trauma of Resolution 2 is gone.
    expect(state.investigators.find((item) => item.code === roland.code)?.xp.earned).toBe(3);
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([['torch', 'R1']]);
  });

  it('undoing the rewind restores every answer it took back, and the state is the original', () => {
    const journal = played();
    const original = reduceCampaign(journal.entries);
    const rewind = undo(journal, earnXp(journal).seq);
    undo(journal, rewind.seq);
    expect(undoneSeqs(journal.entries)).toEqual(new Set([rewind.seq]));
    expect(comparable(reduceCampaign(journal.entries))).toEqual(comparable(original));
    // „Stand nach …“ the rewind still shows the rewound state.
    expect(reduceCampaign(journal.entries, rewind.seq).guide?.answers).toHaveLength(5);
  });

  it('after answering anew, restoring the old answers is refused in German terms (restore_conflict)', () => {
    const journal = played();
    const rewind = undo(journal, earnXp(journal).seq);
    answerInto(guide, journal, GIVEN(1, 'R1').slice(0, 1));
    expect(refusal(journal.entries, { type: 'undo', payload: { seq: rewind.seq } })).toMatchObject({
      code: 'undo_refused',
      why: 'restore_conflict',
      blockedBy: rewind.seq + 1,
      reason: 'guide_answer_order',
    });
    expect(undoRefusals(journal.entries).get(rewind.seq)).toMatchObject({ details: { why: 'restore_conflict' } });
  });

  it('restoring a plain undo of the last answer after it was answered anew is a restore_conflict too', () => {
    const journal = played();
    const taken = undo(journal, journal.entries.at(-1)!.seq);
    answerInto(guide, journal, GIVEN(2, 'R1').slice(2));
    const error = refusal(journal.entries, { type: 'undo', payload: { seq: taken.seq } });
    expect(error).toEqual({
      code: 'undo_refused',
      seq: taken.seq,
      why: 'restore_conflict',
      blockedBy: taken.seq + 1,
      reason: 'guide_answer_order',
    });
    expect(germanErrorMessage('undo_refused', error)).toBe(
      `Eintrag Nr. ${taken.seq} kann nicht rückgängig gemacht werden: inzwischen wurde der Leitfaden neu beantwortet (ab Eintrag Nr. ${taken.seq + 1}). Nimm zuerst die neuen Antworten zurück.`,
    );
    expect(germanErrorMessage('undo_refused', { seq: 3, why: 'not_guide_answer' })).toMatch(
      /^Eintrag Nr\. 3 ist keine spätere Leitfaden-Antwort/,
    );
  });

  it('an answer taken back on its own stays undone when the rewind before it is restored', () => {
    const journal = played();
    const last = journal.entries.at(-1)!.seq;
    undo(journal, last);
    const rewind = undo(journal, earnXp(journal).seq);
    expect(rewind.event.payload).toEqual({ seq: 9, later: [10] });
    undo(journal, rewind.seq);
    expect(reduceCampaign(journal.entries).guide?.answers).toHaveLength(7);
    expect(undoneSeqs(journal.entries).has(last)).toBe(true);
  });

  /** Like `played`, with a note and Roland's upgrade (deck 5, version 50 → 51) after „Decks verbessern“ of The Gathering. */
  const upgraded = (xpSpent: number) => {
    const journal = guidedNotzJournal({ deckId: 5, deckVersionId: 50 });
    answerInto(guide, journal, [...SETUP, ...GIVEN(2, 'R2').slice(0, 2)]);
    journal.add({ type: 'note_added', payload: { text: 'Roland nimmt die .45 Automatik mit.' } });
    journal.add({
      type: 'deck_upgraded',
      payload: { code: roland.code, deckVersionId: 51, xpSpent, previousVersionId: 50 },
    });
    answerInto(guide, journal, GIVEN(2, 'R2').slice(2));
    return journal;
  };
  const upgradeDecks = (journal: Journal) =>
    journal.entries.find((entry) => entry.event.type === 'guide_answered' && entry.event.payload.index === 6)!;

  it('hand entries between the answers stay: a note, and a deck upgrade whose XP is still earned', () => {
    const journal = upgraded(4);
    const rewind = undo(journal, upgradeDecks(journal).seq);
    expect(rewind.event.payload).toEqual({ seq: 10, later: [13] });
    const state = reduceCampaign(journal.entries);
    expect(state.guide?.answers).toHaveLength(6);
    expect(state.notes.map((note) => note.text)).toEqual(['Roland nimmt die .45 Automatik mit.']);
    expect(state.investigators.find((item) => item.code === roland.code)).toMatchObject({
      deckVersionId: 51,
      xp: { earned: 4, spent: 4, available: 0 },
    });
  });

  it('refuses the rewind when an upgrade between the answers would spend XP no longer earned (deck and journal agree)', () => {
    const journal = upgraded(4);
    const upgrade = journal.entries.find((entry) => entry.event.type === 'deck_upgraded')!;
    const seq = earnXp(journal).seq;
    const payload = undoPayloadFor(journal.entries, seq);
    expect(payload).toEqual({ seq, later: [10, 13] });
    expect(refusal(journal.entries, { type: 'undo', payload })).toEqual({
      code: 'undo_refused',
      seq,
      why: 'depends',
      blockedBy: upgrade.seq,
      reason: 'campaign_xp_short',
    });
    // The history shows the same refusal on the button; undoing the upgrade first frees the way.
    expect(undoRefusals(journal.entries).get(seq)?.details).toMatchObject({ blockedBy: upgrade.seq });
    undo(journal, upgrade.seq);
    expect(undoRefusals(journal.entries).has(seq)).toBe(false);
    undo(journal, seq);
    expect(reduceCampaign(journal.entries).investigators.find((item) => item.code === roland.code)).toMatchObject({
      deckVersionId: 50,
      withdrawnDeckVersions: [51],
      xp: { spent: 0 },
    });
  });

  it('an undo may name as `later` only guide answers in force after its guide answer target', () => {
    const journal = upgraded(2);
    const note = journal.entries.find((entry) => entry.event.type === 'note_added')!;
    const seq = earnXp(journal).seq;
    expect(laterGuideAnswers(journal.entries, note.seq)).toEqual([]);
    expect(refusal(journal.entries, { type: 'undo', payload: { seq, later: [note.seq] } })).toMatchObject({
      why: 'not_guide_answer',
      seq: note.seq,
    });
    expect(refusal(journal.entries, { type: 'undo', payload: { seq: note.seq, later: [13] } })).toMatchObject({
      why: 'not_guide_answer',
    });
    expect(refusal(journal.entries, { type: 'undo', payload: { seq, later: [13, 10] } })).toMatchObject({
      why: 'not_guide_answer',
      seq: 10,
    });
    // Without the later answers the first one after it no longer fits.
    expect(refusal(journal.entries, { type: 'undo', payload: { seq } })).toMatchObject({
      why: 'depends',
      blockedBy: 10,
      reason: 'guide_answer_order',
    });
  });
  it('the history offers an undo exactly when the undo itself would be accepted: each refusal as a full check gives it', () => {
    // A rewind of a guide answer takes back every later answer with it; with nothing left after it
    // the history needs no replay to know it fits, and says the same as checking the undo in full.
    const journals = [played(), upgraded(2), upgraded(4)];
    const rewound = played();
    undo(rewound, earnXp(rewound).seq);
    answerInto(guide, rewound, GIVEN(1, 'R1').slice(0, 1));
    for (const journal of [...journals, rewound]) {
      const entries = journal.entries;
      const undone = undoneSeqs(entries);
      const full = new Map(
        entries.slice(1).flatMap(({ seq }) => {
          if (undone.has(seq)) return [];
          const refused = refusal(entries, { type: 'undo', payload: undoPayloadFor(entries, seq) });
          return refused ? [[seq, refused] as const] : [];
        }),
      );
      const shown = new Map(
        [...undoRefusals(entries)].map(([seq, { code, details }]) => [seq, { code, ...details }] as const),
      );
      expect(shown).toEqual(full);
    }
    // Played through: every guide answer may be rewound, the last answers without a replay.
    const entries = played().entries;
    const refused = undoRefusals(entries);
    expect(entries.filter(({ seq, event }) => event.type === 'guide_answered' && refused.has(seq))).toEqual([]);
  });
});
