import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealData, SHARED_DATA } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { NOTZ_STANDARD_BAG } from '../unit/campaign/journal-builder.ts';

// Night of the Zealot through the campaign guide on the command line, two investigators (Roland
// Banks 01001, Agnes Baker 01004), written from the printed campaign guide: The Gathering
// Resolution 1, The Midnight Masks Resolution 1 (Agnes defeated by damage), The Devourer Below
// Resolution 2. `campaign show` must hold the expected log, XP, trauma, story cards and chaos bag,
// and still after an undo and re-answer, after export/import and across processes (restart).

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
];
const PLAY = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'cultists_interrogated', cards: ['01138', '01139'] },
  { step: 'cultists_got_away_r1', cards: ['01137'] },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'earn_10_xp', value: 4 },
];
const LAST = { step: '$upgrade_decks' };

type Shown = {
  seq: number;
  chaosBag: string[];
  investigators: {
    code: string;
    xp: { earned: number };
    trauma: object;
    status: string;
    storyAssets: string[];
    weaknesses: string[];
  }[];
  logSections: { id: string; entries: { id?: string; text: string; crossedOut: boolean }[] }[];
  played: { id: string; resolution: string; xp: Record<string, number> }[];
  guide: { result?: string; answers: unknown[] };
};

describeRealData('Night of the Zealot through the campaign guide on the command line', () => {
  let home = '';
  let files = 0;
  const run = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home });
  const cli = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  const answersFile = (answers: object[]) => {
    const file = path.join(home, `answers-${++files}.json`);
    writeFileSync(file, JSON.stringify(answers));
    return file;
  };
  const show = (id = '1'): Shown => cli('campaign', 'show', id);
  /** The campaign as a player reads it: everything but the journal's own numbering. */
  const comparable = ({ seq: _seq, ...rest }: Shown & { name?: string }) => ({
    ...rest,
    name: undefined,
    played: rest.played.map(({ seq: _s, ...p }: { seq?: number } & Shown['played'][number]) => p),
  });

  afterAll(() => rmSync(home, { recursive: true, force: true }));
  beforeAll(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-guide-'));
    expect(run('cards', 'import', '--from', SHARED_DATA).status).toBe(0);
    cli('campaign', 'create', '--name', 'Leitfadenrunde', '--definition', 'core');
    cli('campaign', 'join', '1', '--player', 'Anna', '--investigator', ROLAND);
    cli('campaign', 'join', '1', '--player', 'Ben', '--investigator', AGNES);
  }, 120_000);

  it('prints the open prompt: step id, input kind, German text, what may be given', () => {
    expect(cli('campaign', 'guide', '1')).toMatchObject({
      step: 'choose_investigators',
      input: 'scenario_investigators',
      candidates: [ROLAND, AGNES],
    });
    const difficulty = cli('campaign', 'guide', '1', '--answer', JSON.stringify(SETUP[0]));
    expect(difficulty).toMatchObject({ step: 'difficulty_choice', input: 'choose_one' });
    expect(difficulty.choices.map((choice: { id: string }) => choice.id)).toEqual([
      'easy',
      'standard',
      'hard',
      'expert',
    ]);
    expect(difficulty.text).not.toBe('Choose difficulty level:');
  });

  it('refuses a wrong or stale answer in German with exit 1 and writes nothing (all or nothing)', () => {
    const before = cli('campaign', 'show', '1', '--journal').length;
    const wrong = run(
      'campaign',
      'guide',
      '1',
      '--answer',
      JSON.stringify({ step: 'difficulty_choice', choice: 'leicht' }),
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/Diese Wahl bietet der Schritt nicht an.*nichts gespeichert/);
    const stale = run(
      'campaign',
      'guide',
      '1',
      '--answers',
      answersFile([SETUP[1] as object, { step: 'difficulty_choice', choice: 'hard' }]),
    );
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/Antwort 2:.*veraltet/);
    expect(cli('campaign', 'show', '1', '--journal')).toHaveLength(before);
  });

  it('plays to the end and `campaign show` holds the expected log, XP, trauma, story cards and chaos bag', () => {
    cli('campaign', 'guide', '1', '--answers', answersFile([...SETUP.slice(1), ...PLAY]));
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST))).toMatchObject({
      done: true,
      result: 'win',
    });
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(state.chaosBag).toEqual([...NOTZ_STANDARD_BAG.slice(0, 14), 'elder_thing', ...NOTZ_STANDARD_BAG.slice(14)]);
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 21 },
      trauma: { physical: 2, mental: 3 },
      status: 'active',
      storyAssets: ['01117'],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 21 },
      trauma: { physical: 3, mental: 2 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['01099'],
    });
    const entries = (id: string) => state.logSections.find((section) => section.id === id)?.entries ?? [];
    expect(entries('campaign_notes').map((entry) => entry.id)).toEqual(['house_burned', 'umordhoth_repelled']);
    expect(entries('campaign_notes')[0]?.text).toMatch(/Haus/);
    expect(entries('cultists_interrogated').map((entry) => entry.id)).toEqual(['01138', '01139']);
    expect(entries('cultists_interrogated').map((entry) => entry.text)).toEqual(['Herman Collins', 'Peter Warren']);
    expect(entries('cultists_escaped').map((entry) => entry.id)).toEqual(['01137']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['torch', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['arkham', 'R1', { [ROLAND]: 3, [AGNES]: 3 }],
      ['tentacles', 'R2', { [ROLAND]: 14, [AGNES]: 14 }],
    ]);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const finished = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: '$upgrade_decks', key: 'tentacles/$upgrade_decks' });
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(finished);
  });

  it('export and import give the same campaign, and the imported one is finished in the guide too', () => {
    const file = path.join(home, 'leitfaden.json');
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Leitfadenrunde (Kopie)')).toMatchObject({ campaign: 2 });
    expect(comparable(show('2'))).toEqual(comparable(show('1')));
    expect(cli('campaign', 'guide', '2')).toMatchObject({ done: true, result: 'win' });
  });

  it('says plainly in German when a campaign has no guided mode yet (Edge of the Earth), exit 1', () => {
    const created = cli('campaign', 'create', '--name', 'Am Rande der Welt', '--definition', 'eoe');
    const result = run('campaign', 'guide', String(created.campaign));
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      supported: false,
      message: expect.stringMatching(/noch keinen geführten Kampagnenleitfaden/),
    });
  });
});
