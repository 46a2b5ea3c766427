import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable } from '../support/cli-guide-session.ts';
import { describeRealData } from '../support/real-data.ts';

// A guided Night of the Zealot corrected by hand on the command line (Roland Banks 01001, Agnes
// Baker 01004). The Gathering ends without a resolution, so the guide records „the Ghoul Priest
// is still alive“; the group crosses it out by hand with `campaign record` (Grimoire „Im
// Kampagnenlogbuch wird notiert …“: a crossed-out note is ignored for the rest of the campaign),
// and `campaign guide` follows: The Midnight Masks neither shuffles the Ghoul Priest in nor asks
// whether he was defeated. A trauma recorded by hand that reaches Agnes's health (6) kills her
// (Grimoire „Trauma, Tod und Wahnsinn“) and the guide plays on without her.

const ROLAND = '01001';
const AGNES = '01004';

const TO_UPGRADE = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  {
    step: '$play_scenario',
    lead: ROLAND,
    resolution: 'no_resolution',
    statuses: { [ROLAND]: 'resigned', [AGNES]: 'resigned' },
  },
  { step: 'earn_xp', value: 1 },
];
const UPGRADE = { step: '$upgrade_decks' };
const MASKS = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'cultists_interrogated', cards: [] },
  { step: 'cultists_got_away_r1', cards: [] },
];

type ShownPrompt = { step: string; investigators?: string[]; shown?: { step: string }[] };
const shownSteps = (prompt: ShownPrompt) => prompt.shown?.map((item) => item.step) ?? [];

describeRealData('the campaign guide follows hand corrections on the command line (Night of the Zealot)', () => {
  const session = cliGuideSession('logbuch-guide-corrections-');
  const { cli, answer, show } = session;
  let files = 0;
  /** The journal number of the hand crossing-out in campaign 1. */
  let crossing = 0;
  /** `campaign record` from a file: the hand entries as the group writes them. */
  const record = (id: string, events: object[]) => {
    const file = path.join(session.home, `record-${++files}.json`);
    writeFileSync(file, JSON.stringify(events));
    return cli('campaign', 'record', id, file);
  };
  const ghoulPriestNote = (id: string) =>
    session.entries(show(id), 'campaign_notes').find((entry) => entry.id === 'ghoul_priest_alive');

  afterAll(() => session.dispose());
  beforeAll(() => {
    session.start('core', [ROLAND, AGNES]);
    // Campaign 2: the same start without any correction, for comparison.
    cli('campaign', 'create', '--name', 'Zweite Runde', '--definition', 'core');
    cli('campaign', 'join', '2', '--player', 'Anna', '--investigator', ROLAND);
    cli('campaign', 'join', '2', '--player', 'Ben', '--investigator', AGNES);
  }, 180_000);

  it('without a correction the Ghoul Priest is shuffled in and the guide asks whether he was defeated', () => {
    expect(answer(TO_UPGRADE, '2')).toMatchObject({ step: '$upgrade_decks' });
    expect(shownSteps(answer([UPGRADE], '2'))).toContain('add_ghoul_priest');
    expect(answer(MASKS, '2')).toMatchObject({ step: 'ask_ghoul_priest_defeated' });
  });

  it('crossed out by hand with `campaign record`: no Ghoul Priest in the setup, no question, straight to the XP', () => {
    expect(answer(TO_UPGRADE)).toMatchObject({ step: '$upgrade_decks' });
    const note = ghoulPriestNote('1');
    expect(note).toMatchObject({ crossedOut: false, text: expect.stringMatching(/Ghulpriester/) });
    crossing = record('1', [
      {
        type: 'log_updated',
        payload: { changes: [{ section: 'campaign_notes', entry: note?.text, crossedOut: true }] },
      },
    ]).seq;
    expect(ghoulPriestNote('1')).toMatchObject({ crossedOut: true });
    const setup: ShownPrompt = answer([UPGRADE]);
    expect(setup.step).toBe('$play_scenario');
    expect(shownSteps(setup)).toContain('start_at_house');
    expect(shownSteps(setup)).not.toContain('add_ghoul_priest');
    expect(answer(MASKS)).toMatchObject({ step: 'earn_xp' });
  });

  it('undo of the last answer and the same answer again, and export/import, give the same campaign and guide', () => {
    const before = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: 'cultists_got_away_r1' });
    expect(answer([MASKS[2] as object])).toMatchObject({ step: 'earn_xp' });
    expect(comparable(show())).toEqual(before);
    const file = path.join(session.home, 'korrigiert.json');
    cli('campaign', 'export', '1', '--out', file);
    const imported = String(cli('campaign', 'import', file, '--name', 'Korrigiert (Kopie)').campaign);
    expect(comparable(show(imported))).toEqual(comparable(show()));
    expect(cli('campaign', 'guide', imported)).toMatchObject({ step: 'earn_xp' });
  });

  it('undoing the hand crossing-out brings the Ghoul Priest back into the guide', () => {
    cli('campaign', 'undo', '1', String(crossing));
    expect(ghoulPriestNote('1')).toMatchObject({ crossedOut: false });
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: 'ask_ghoul_priest_defeated' });
  });

  it('a physical trauma recorded by hand up to Agnes’s health kills her: the next scenario is played without her', () => {
    const created = cli('campaign', 'create', '--name', 'Dritte Runde', '--definition', 'core');
    const id = String(created.campaign);
    cli('campaign', 'join', id, '--player', 'Anna', '--investigator', ROLAND);
    cli('campaign', 'join', id, '--player', 'Ben', '--investigator', AGNES);
    answer(TO_UPGRADE, id);
    record(id, [{ type: 'trauma_adjusted', payload: { code: AGNES, physical: 6, reason: 'am Tisch vergessen' } }]);
    expect(show(id).investigators.find((item) => item.code === AGNES)?.status).toBe('killed');
    const next: ShownPrompt = answer([UPGRADE], id);
    expect(next.step).toBe('$play_scenario');
    expect(next.investigators).toEqual([ROLAND]);
  });
});
