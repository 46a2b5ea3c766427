import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyImportedCards } from '../support/imported-cards.ts';
import { describeRealData } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';

// „Ab hier neu beantworten“ on the command line (docs/kampagnen.md „Kampagnenleitfaden“): `campaign undo` of
// an earlier guide answer appends ONE undo entry that takes back it and every later answer, the
// guide asks that step again, and the campaign answered anew equals one answered so from the
// start – also after export/import. Night of the Zealot with Roland Banks (01001) and Agnes Baker (01004).

const ROLAND = '01001';
const AGNES = '01004';

const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
];
/** The Gathering's victory points, „Decks verbessern“, then The Midnight Masks. */
const AFTER = (victory: number, resolution: string) => [
  { step: 'earn_xp', value: victory },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution, statuses: { [AGNES]: 'physical' } },
];

interface Line {
  seq: number;
  type: string;
  payload: { index?: number; seq?: number; later?: number[] };
  undone: boolean;
  answersTakenBack?: number;
}
type Shown = { seq: number; name: string; played: { seq: number }[] } & Record<string, unknown>;

describeRealData('„Ab hier neu beantworten“ on the command line (Night of the Zealot)', () => {
  let home = '';
  const run = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home });
  const cli = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  let files = 0;
  /** Gives `answers` in one call (all or nothing), as a group types them in one after another. */
  const answer = (id: string, answers: object[]) => {
    const file = path.join(home, `antworten-${++files}.json`);
    writeFileSync(file, JSON.stringify(answers));
    cli('campaign', 'guide', id, '--answers', file);
  };
  const journal = (id = '1'): Line[] => cli('campaign', 'show', id, '--journal');
  /** The seq of guide answer number `index` (0-based) that is in force. */
  const answerSeq = (index: number, id = '1') =>
    journal(id).find((line) => line.type === 'guide_answered' && !line.undone && line.payload.index === index)!.seq;
  /** The campaign as a player reads it: without its name and the journal's own numbering. */
  const comparable = (id: string) => {
    const { seq: _seq, name: _name, played, ...rest }: Shown = cli('campaign', 'show', id);
    return { ...rest, played: played.map(({ seq: _s, ...item }) => item) };
  };
  const start = (name: string) => {
    const { campaign } = cli('campaign', 'create', '--name', name, '--definition', 'core');
    cli('campaign', 'join', String(campaign), '--player', 'Anna', '--investigator', ROLAND);
    cli('campaign', 'join', String(campaign), '--player', 'Ben', '--investigator', AGNES);
    return String(campaign);
  };

  let original: unknown;
  let rewindSeq = 0;

  afterAll(() => rmSync(home, { recursive: true, force: true }));
  beforeAll(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-rewind-'));
    copyImportedCards(home);
    answer(start('Leitfadenrunde'), [...SETUP, ...AFTER(2, 'R1')]);
    original = comparable('1');
  }, 300_000);

  it('campaign undo of the earn_xp answer takes back three answers as one entry; the guide asks earn_xp again', () => {
    const seq = answerSeq(5);
    const shown = journal();
    const before = shown.length;
    // The journal tells beforehand how many answers going back there takes (the history's question).
    expect(shown.find((line) => line.seq === seq)?.answersTakenBack).toBe(3);
    expect(shown.at(-1)?.answersTakenBack).toBeUndefined();
    const result = cli('campaign', 'undo', '1', String(seq));
    expect(result).toEqual({ campaign: 1, seq: before + 1, answersTakenBack: 3 });
    rewindSeq = result.seq;
    const lines = journal();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)?.payload).toEqual({ seq, later: [seq + 1, seq + 2] });
    expect(lines.filter((line) => line.undone).map((line) => line.seq)).toEqual([seq, seq + 1, seq + 2]);
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: 'earn_xp', key: 'torch/earn_xp' });
  }, 240_000);

  it('answered anew, the campaign equals one answered that way from the start', () => {
    answer('1', AFTER(0, 'R2'));
    const direct = start('Gleich so beantwortet');
    answer(direct, [...SETUP, ...AFTER(0, 'R2')]);
    expect(comparable('1')).toEqual(comparable(direct));
    expect(comparable('1')).not.toEqual(original);
  }, 240_000);

  it('restoring the old answers is refused in German while the new ones stand; nothing is written', () => {
    const before = journal().length;
    const refused = run('campaign', 'undo', '1', String(rewindSeq));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/inzwischen wurde der Leitfaden neu beantwortet \(ab Eintrag Nr\. \d+\)/);
    expect(journal()).toHaveLength(before);
  }, 240_000);

  it('export and import keep the rewind: same campaign, same undone entries', () => {
    const file = path.join(home, 'zurueckgespult.json');
    cli('campaign', 'export', '1', '--out', file);
    const { campaign } = cli('campaign', 'import', file, '--name', 'Kopie');
    expect(comparable(String(campaign))).toEqual(comparable('1'));
    const undone = (id: string) => journal(id).map((line) => [line.seq, line.undone]);
    expect(undone(String(campaign))).toEqual(undone('1'));
  }, 240_000);

  it('taking back the new answers and restoring the old ones gives the original campaign', () => {
    expect(cli('campaign', 'undo', '1', String(answerSeq(5)))).toMatchObject({ answersTakenBack: 3 });
    expect(cli('campaign', 'undo', '1', String(rewindSeq))).not.toHaveProperty('answersTakenBack');
    expect(comparable('1')).toEqual(original);
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: 'cultists_interrogated' });
  }, 240_000);
});
