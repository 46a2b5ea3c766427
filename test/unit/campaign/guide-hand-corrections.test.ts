import { beforeAll, expect, it } from 'vitest';
import { guideHandCorrections } from '../../../shared/campaign/guide-hand-corrections.ts';
import { checkUndo, reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { guideContextOf } from '../../../shared/guide/guide-journal.ts';
import { guideEntryNamer } from '../../../shared/guide/guide-log-entries.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import type { AnswerValue, GuideAnswer, GuideData, PlacedCorrection } from '../../../shared/guide/types.ts';
import { realCampaignData, realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { answerInto, guidedNotzJournal, NOTZ_GUIDE_SETUP } from './guided-journal.ts';
import { CORE, type Journal } from './journal-builder.ts';

// The journal read for the campaign guide: hand entries of a guided campaign (Night of the
// Zealot) become the guide's corrections, placed after the guide answers before them; a log text
// the guide wrote is named by the guide's entry id. Grimoire „Im Kampagnenlogbuch wird notiert …“:
// a crossed-out note is ignored for the rest of the campaign.

const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const { roland, agnes } = CORE;
const GHOUL_PRIEST_ALIVE = 'der Ghulpriester lebt noch.';

const TO_UPGRADE: GuideAnswer[] = [
  ...NOTZ_GUIDE_SETUP,
  answer('torch/$play_scenario', {
    kind: 'play_scenario',
    lead: roland.code,
    resolution: 'no_resolution',
    statuses: { [roland.code]: 'resigned', [agnes.code]: 'resigned' },
  }),
  answer('torch/earn_xp', { kind: 'counter', value: 1 }),
];
const MASKS: GuideAnswer[] = [
  answer('torch/$upgrade_decks', { kind: 'upgrade_decks' }),
  answer('arkham/$play_scenario', { kind: 'play_scenario', lead: roland.code, resolution: 'R1' }),
  answer('arkham/cultists_interrogated', { kind: 'card_choice', cards: [] }),
  answer('arkham/cultists_got_away_r1', { kind: 'card_choice', cards: [] }),
];

function answerGhoulPriest(guide: GuideData, journal: Journal, answers: GuideAnswer[]): void {
  const german = () => ({ 'the Ghoul Priest is still alive.': GHOUL_PRIEST_ALIVE });
  answerInto(guide, journal, answers, german, guideHandCorrections(journal.entries));
}

/** The open prompt as the guide service computes it: stored answers, the journal's corrections. */
function openPrompt(guide: GuideData, journal: Journal) {
  const state = reduceCampaign(journal.entries);
  const context = guideContextOf(state, undefined, guideHandCorrections(journal.entries));
  return runGuide(guide, state.guide?.answers ?? [], context).prompt?.key;
}

describeRealData('hand corrections read from the journal for the campaign guide', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('core');
  });

  it('a crossing-out of a note the guide wrote is named by its guide id and placed after the answers before it', () => {
    const journal = guidedNotzJournal();
    answerGhoulPriest(guide, journal, TO_UPGRADE);
    journal.add({
      type: 'log_updated',
      payload: { changes: [{ section: 'campaign_notes', entry: GHOUL_PRIEST_ALIVE, crossedOut: true }] },
    });
    expect(guideHandCorrections(journal.entries)).toEqual([
      {
        after: TO_UPGRADE.length,
        correction: {
          type: 'log_entry',
          section: 'campaign_notes',
          id: 'ghoul_priest_alive',
          text: GHOUL_PRIEST_ALIVE,
          crossedOut: true,
        },
      },
    ] satisfies PlacedCorrection[]);
  });

  it('new answers see the correction (no question about the Ghoul Priest); undoing the hand entry brings the question back', () => {
    const plain = guidedNotzJournal();
    answerInto(guide, plain, [...TO_UPGRADE, ...MASKS]);
    expect(openPrompt(guide, plain)).toBe('arkham/ask_ghoul_priest_defeated');

    const journal = guidedNotzJournal();
    answerGhoulPriest(guide, journal, TO_UPGRADE);
    journal.add({
      type: 'log_updated',
      payload: { changes: [{ section: 'campaign_notes', entry: GHOUL_PRIEST_ALIVE, crossedOut: true }] },
    });
    const crossing = journal.entries.at(-1)?.seq ?? 0;
    const stored = journal.entries.filter((entry) => entry.event.type === 'guide_answered').map((entry) => entry.event);
    answerGhoulPriest(guide, journal, MASKS);
    expect(openPrompt(guide, journal)).toBe('arkham/earn_xp');
    // The past is never recomputed: the answers before the correction keep their stored entries.
    expect(
      journal.entries.filter((entry) => entry.event.type === 'guide_answered').map((entry) => entry.event),
    ).toEqual(expect.arrayContaining(stored));
    const notes = reduceCampaign(journal.entries).logSections.find((section) => section.id === 'campaign_notes');
    expect(notes?.entries.find((entry) => entry.id === 'ghoul_priest_alive')?.crossedOut).toBe(true);

    const undo = journal.entry({ type: 'undo', payload: { seq: crossing } });
    checkUndo(journal.entries, undo);
    journal.entries.push(undo);
    expect(guideHandCorrections(journal.entries)).toEqual([]);
    expect(openPrompt(guide, journal)).toBe('arkham/ask_ghoul_priest_defeated');
  });

  it('free text, counts, trauma, story cards and chaos tokens by hand become typed corrections', () => {
    const journal = guidedNotzJournal();
    journal.add({ type: 'log_updated', payload: { changes: [{ section: 'campaign_notes', entry: 'Notiz vorab' }] } });
    answerGhoulPriest(guide, journal, TO_UPGRADE.slice(0, 2));
    journal
      .add({
        type: 'log_updated',
        payload: {
          changes: [
            { section: 'cultists_escaped', entry: 'ein Kultist ohne Namen' },
            { section: 'campaign_notes', count: 2, name: 'doom' },
          ],
        },
      })
      .add({ type: 'trauma_adjusted', payload: { code: agnes.code, physical: 1, reason: 'vergessen' } })
      .add({ type: 'cards_changed', payload: { code: roland.code, cardsEarned: ['01117'] } })
      .add({ type: 'chaos_token_added', payload: { token: 'elder_thing' } })
      .add({ type: 'xp_adjusted', payload: { code: roland.code, xp: 1, reason: 'Nachtrag' } });
    expect(guideHandCorrections(journal.entries)).toEqual([
      {
        after: 0,
        correction: { type: 'log_entry', section: 'campaign_notes', text: 'Notiz vorab', crossedOut: false },
      },
      {
        after: 2,
        correction: {
          type: 'log_entry',
          section: 'cultists_escaped',
          text: 'ein Kultist ohne Namen',
          crossedOut: false,
        },
      },
      { after: 2, correction: { type: 'log_count', section: 'campaign_notes', id: 'doom', value: 2 } },
      { after: 2, correction: { type: 'trauma', investigator: agnes.code, physical: 1, mental: 0 } },
      { after: 2, correction: { type: 'cards', investigator: roland.code, added: ['01117'], removed: [] } },
      { after: 2, correction: { type: 'chaos_tokens', added: ['elder_thing'], removed: [] } },
      { after: 2, correction: { type: 'xp', investigator: roland.code, amount: 1 } },
    ] satisfies PlacedCorrection[]);
  });

  it('recording again by hand a note the guide wrote and the group crossed out names it by its guide id', () => {
    const journal = guidedNotzJournal();
    answerGhoulPriest(guide, journal, TO_UPGRADE);
    const change = { section: 'campaign_notes', entry: GHOUL_PRIEST_ALIVE };
    journal.add({ type: 'log_updated', payload: { changes: [{ ...change, crossedOut: true }] } });
    journal.add({ type: 'log_updated', payload: { changes: [change] } });
    const [, again] = guideHandCorrections(journal.entries);
    expect(again?.correction).toEqual({
      type: 'log_entry',
      section: 'campaign_notes',
      id: 'ghoul_priest_alive',
      text: GHOUL_PRIEST_ALIVE,
      crossedOut: false,
    });
    answerGhoulPriest(guide, journal, MASKS);
    expect(openPrompt(guide, journal)).toBe('arkham/ask_ghoul_priest_defeated');
  });

  it('a note written by hand in the guide’s German words is known by the guide’s id, even where the guide never wrote it', async () => {
    const t = createGuideTranslator(buildGuideCatalog(storedGuides(await realCampaignData()).catalogs));
    const namer = guideEntryNamer(guide, (text) => t.german(text));
    const burned = t.german({ en: 'your house has burned to the ground.', catalogue: 'campaigns/notz/torch' });
    expect(burned).toMatch(/Haus/);
    expect(namer('campaign_notes', burned)).toBe('house_burned');
    expect(namer('campaign_notes', 'unser Haus ist nur etwas verrußt.')).toBeUndefined();
    const journal = guidedNotzJournal();
    answerGhoulPriest(guide, journal, TO_UPGRADE);
    journal.add({ type: 'log_updated', payload: { changes: [{ section: 'campaign_notes', entry: burned }] } });
    const [placed] = guideHandCorrections(journal.entries, namer);
    expect(placed?.correction).toMatchObject({ type: 'log_entry', id: 'house_burned', crossedOut: false });
    // The Midnight Masks' setup reads it: Your House is removed.
    const state = reduceCampaign(journal.entries);
    const context = guideContextOf(state, undefined, guideHandCorrections(journal.entries, namer));
    const run = runGuide(guide, [...(state.guide?.answers ?? []), MASKS[0] as GuideAnswer], context);
    expect(run.prompt?.shown.map((step) => step.step)).toContain('remove_house');
  });
});
